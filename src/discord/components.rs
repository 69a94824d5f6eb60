//! Stateless component ids and the global component handler. An id names the game, the state
//! version the prompt was offered at, and the choice (or a select menu or page), so a click is
//! understood by any bot process, after any restart, without remembering what was sent:
//!
//! - `lz:<game>:<version>:<choice>` a button (`#<n>`: the n-th choice, for very long ones)
//! - `lzs:<game>:<version>:<k>` a select menu; the choice is the selected value
//! - `lzp:<game>:<version>:<page>` paging through a long prompt
//! - `lzj:<game>` taking a seat in a game's lobby (`/rematch`)

use super::render::{self, Audience};
use super::respond::{deliver, table_ctx, Responder};
use super::{BotError, Data};
use crate::games::Msg;
use crate::table::{Request, TableError};
use poise::serenity_prelude as serenity;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ComponentId {
    Choice { game: i64, version: i64, choice: String },
    Select { game: i64, version: i64 },
    Page { game: i64, version: i64, page: usize },
    Join { game: i64 },
}

pub fn button_id(game: i64, version: i64, choice: &str, index: usize) -> String {
    let id = format!("lz:{game}:{version}:{choice}");
    if id.len() <= 100 {
        id
    } else {
        format!("lz:{game}:{version}:#{index}")
    }
}

pub fn select_id(game: i64, version: i64, k: usize) -> String {
    format!("lzs:{game}:{version}:{k}")
}

pub fn page_id(game: i64, version: i64, page: usize) -> String {
    format!("lzp:{game}:{version}:{page}")
}

/// A button that takes a seat in a game's lobby (`/rematch`): `lzj:<game>`.
pub fn join_id(game: i64) -> String {
    format!("lzj:{game}")
}

/// A custom id that is not one of ours, or one of ours that cannot be read (a number too big, a
/// part missing): answered, never ignored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BadId {
    /// Not an id this bot makes.
    Unknown,
    /// Our tag with parts that cannot be read: a button of a position that cannot exist.
    Unreadable,
}

pub fn parse(id: &str) -> Result<ComponentId, BadId> {
    if let Some(game) = id.strip_prefix("lzj:") {
        return game.parse().map(|game| ComponentId::Join { game }).map_err(|_| BadId::Unreadable);
    }
    let mut parts = id.splitn(4, ':');
    let tag = parts.next().unwrap_or_default();
    if !matches!(tag, "lz" | "lzs" | "lzp") {
        return Err(BadId::Unknown);
    }
    let (game, version, rest) = (parts.next(), parts.next(), parts.next());
    let number = |p: Option<&str>| p.and_then(|p| p.parse::<i64>().ok()).ok_or(BadId::Unreadable);
    let (game, version, rest) = (number(game)?, number(version)?, rest.ok_or(BadId::Unreadable)?);
    match tag {
        "lz" if !rest.is_empty() => Ok(ComponentId::Choice { game, version, choice: rest.to_string() }),
        "lzs" => Ok(ComponentId::Select { game, version }),
        "lzp" => Ok(ComponentId::Page { game, version, page: rest.parse().map_err(|_| BadId::Unreadable)? }),
        _ => Err(BadId::Unreadable),
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        let id = button_id(7, 42, "place gallia 2", 0);
        assert_eq!(id, "lz:7:42:place gallia 2");
        assert_eq!(parse(&id), Ok(ComponentId::Choice { game: 7, version: 42, choice: "place gallia 2".into() }));
        assert_eq!(parse(&select_id(7, 42, 3)), Ok(ComponentId::Select { game: 7, version: 42 }));
        assert_eq!(parse(&page_id(7, 42, 2)), Ok(ComponentId::Page { game: 7, version: 42, page: 2 }));
        let long = "x".repeat(120);
        assert_eq!(button_id(7, 42, &long, 9), "lz:7:42:#9");
        assert_eq!(parse("lz:7:42:"), Err(BadId::Unreadable));
        assert_eq!(parse("other:1:2:3"), Err(BadId::Unknown));
        assert_eq!(parse(""), Err(BadId::Unknown));
        assert_eq!(parse("lz:x:2:3"), Err(BadId::Unreadable));
        assert_eq!(parse("lz:7"), Err(BadId::Unreadable));
        assert_eq!(parse("lzp:7:42:99999999999999999999999"), Err(BadId::Unreadable));
        assert_eq!(parse("lz:99999999999999999999:1:x"), Err(BadId::Unreadable));
        assert_eq!(parse(&join_id(7)), Ok(ComponentId::Join { game: 7 }));
        assert_eq!(parse("lzj:x"), Err(BadId::Unreadable));
    }
}
