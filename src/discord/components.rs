//! The global component handler: a click on one of the bot's buttons, select menus or pages
//! (their ids: `ids.rs`) is answered whatever it names, by any bot process.

use super::ids::{parse, BadId, ComponentId};
use super::render::{self, Audience};
use super::respond::{deliver, table_ctx, Responder};
use super::{BotError, Data};
use crate::games::Msg;
use crate::table::{Request, TableError};
use poise::serenity_prelude as serenity;

/// The poise event handler: every component click is answered; other events are ignored.
pub async fn on_event(ctx: &serenity::Context, event: &serenity::FullEvent, data: &Data) -> Result<(), BotError> {
    let serenity::FullEvent::InteractionCreate { interaction: serenity::Interaction::Component(c) } = event else {
        return Ok(());
    };
    let r = Responder::new(&ctx.http, c.id, &c.token);
    // a click in the acting player's own panel updates that panel; elsewhere the answer is a new
    // message only the clicking user sees
    let on_panel = c.message.flags.is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
    if on_panel {
        r.acknowledge().await?;
    } else {
        r.defer_ephemeral().await?;
    }
    let id = match parse(&c.data.custom_id) {
        Ok(id) => id,
        Err(BadId::Unknown) => return Err(TableError::new("discord.error.unknown-component").into()),
        Err(BadId::Unreadable) => return Err(outdated(None)),
    };
    let tctx = table_ctx(c.channel_id, &c.user, c.member.as_ref());
    let (game_id, version, action) = match id {
        ComponentId::Join { game } => {
            let reply = data.tables.handle(&tctx, Request::JoinGame { game_id: game }).await?;
            return deliver(&r, &data.tables, &reply, &tctx, Audience::Public, Some(&c.locale)).await;
        }
        ComponentId::Choice { game, version, choice } => match choice.strip_prefix('#') {
            Some(n) => (game, version, nth_choice(data, &tctx, game, version, n).await?),
            None => (game, version, choice),
        },
        ComponentId::Select { game, version } => {
            let serenity::ComponentInteractionDataKind::StringSelect { values } = &c.data.kind else {
                return Err(TableError::new("discord.error.empty-select").into());
            };
            let Some(value) = values.first() else {
                return Err(TableError::new("discord.error.empty-select").into());
            };
            match value.strip_prefix('#') {
                Some(n) => (game, version, nth_choice(data, &tctx, game, version, n).await?),
                None => (game, version, value.clone()),
            }
        }
        ComponentId::Page { game, version, page } => {
            let reply = data.tables.handle(&tctx, Request::Status).await?;
            return match reply.prompt {
                Some(p) if p.game_id == game && p.version == version && p.user_id == tctx.user.id => {
                    r.edit(render::panel(&p, page, render::Langs::new(p.lang, Some(&c.locale)).private)).await?;
                    Ok(())
                }
                Some(p) if p.game_id == game && p.version == version => {
                    let waiting = Msg::new("table.name").text("name", p.user_name);
                    Err(TableError::msg(Msg::new("table.error.not-your-turn").msg("waiting", waiting)).into())
                }
                _ => Err(outdated(reply.prompt)),
            };
        }
    };
    let reply = data.tables.handle(&tctx, Request::Choose { game_id, version, action }).await?;
    deliver(&r, &data.tables, &reply, &tctx, Audience::Public, Some(&c.locale)).await
}

fn outdated(prompt: Option<crate::table::PromptOut>) -> BotError {
    let mut e = TableError::new("table.error.outdated");
    e.prompt = prompt.map(Box::new);
    BotError::Table(e)
}

/// The n-th choice of the prompt at `version` (ids of very long choices carry only the index).
pub(crate) async fn nth_choice(
    data: &Data,
    tctx: &crate::table::Ctx,
    game: i64,
    version: i64,
    n: &str,
) -> Result<String, BotError> {
    let reply = data.tables.handle(tctx, Request::Status).await?;
    match (reply.prompt, n.parse::<usize>()) {
        (Some(p), Ok(n)) if p.game_id == game && p.version == version && n < p.choices.len() => {
            Ok(p.choices[n].notation.clone())
        }
        // this position, but no choice of it (issue 27: not "I don't understand """)
        (Some(p), _) if p.game_id == game && p.version == version && p.user_id == tctx.user.id => {
            let mut e = TableError::new("table.error.no-such-choice");
            e.prompt = Some(Box::new(p));
            Err(BotError::Table(e))
        }
        // an older position: the table answers it as outdated (or not this user's turn)
        _ => Ok(String::new()),
    }
}
