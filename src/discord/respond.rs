//! Answering Discord: deferring within the 3-second deadline, editing the deferred answer,
//! follow-ups (a new channel message: `post.rs`), and the one `on_error` that turns every
//! failure into a clear ephemeral message.

use super::post::{allowed, attachments};
use super::render::{self, Audience, Post};
use super::{BotError, Data};
use crate::games::Msg;
use crate::i18n::{render as say, t, Lang};
use crate::table::{Ctx, Reply, Tables, User};
use poise::serenity_prelude as serenity;
use serenity::builder::Builder as _;
use std::sync::atomic::Ordering;

/// Answers one interaction.
pub struct Responder<'a> {
    pub(crate) http: &'a serenity::Http,
    id: serenity::InteractionId,
    token: &'a str,
}

impl<'a> Responder<'a> {
    pub fn new(http: &'a serenity::Http, id: serenity::InteractionId, token: &'a str) -> Self {
        Responder { http, id, token }
    }

    /// "Thinking…", seen by the user only; the answer comes with [`Self::edit`].
    pub async fn defer_ephemeral(&self) -> Result<(), serenity::Error> {
        let defer = serenity::CreateInteractionResponseMessage::new().ephemeral(true);
        serenity::CreateInteractionResponse::Defer(defer).execute(self.http, (self.id, self.token)).await
    }

    /// Acknowledges a click; [`Self::edit`] then changes the message that was clicked.
    pub async fn acknowledge(&self) -> Result<(), serenity::Error> {
        serenity::CreateInteractionResponse::Acknowledge.execute(self.http, (self.id, self.token)).await
    }

    /// An immediate ephemeral answer (nothing was deferred).
    pub async fn reply_ephemeral(&self, post: Post) -> Result<(), serenity::Error> {
        let files = attachments(&post);
        let msg = serenity::CreateInteractionResponseMessage::new()
            .ephemeral(true)
            .content(post.content)
            .components(post.rows)
            .files(files)
            .allowed_mentions(allowed(&[]));
        serenity::CreateInteractionResponse::Message(msg).execute(self.http, (self.id, self.token)).await
    }

    /// Replaces the deferred answer (an edit never pings).
    pub async fn edit(&self, post: Post) -> Result<(), serenity::Error> {
        let mut edit = serenity::EditInteractionResponse::new()
            .content(post.content.clone())
            .components(post.rows.clone())
            .allowed_mentions(allowed(&[]));
        for file in attachments(&post) {
            edit = edit.new_attachment(file);
        }
        edit.execute(self.http, self.token).await?;
        Ok(())
    }

    /// A new message after the deferred answer was given.
    pub async fn followup(&self, post: Post, ephemeral: bool) -> Result<(), serenity::Error> {
        let files = attachments(&post);
        serenity::CreateInteractionResponseFollowup::new()
            .content(post.content)
            .components(post.rows)
            .files(files)
            .allowed_mentions(allowed(&post.ping))
            .ephemeral(ephemeral)
            .execute(self.http, (None, self.token))
            .await?;
        Ok(())
    }
}

/// Sends a reply: first the private answer (resolving the deferral), then the public messages.
/// When the reply's public part is owed by the outbox it is marked delivered once posted, and the
/// claim on it is renewed while it is being posted (Discord may take longer than the lease); if
/// it could not be posted, it is handed back at once and the due-work task posts it in the
/// channel. If another process claimed it before posting began, that one posts it.
pub async fn deliver(
    r: &Responder<'_>,
    tables: &Tables,
    reply: &Reply,
    who: &Ctx,
    audience: Audience,
    user_locale: Option<&str>,
) -> Result<(), BotError> {
    let requester = who.user.id.as_str();
    // the language the user chose (`/settings`) wins over their Discord client's
    let user_locale = reply.user_lang.map(|l| l.name()).or(user_locale);
    let plan = render::plan(reply, requester, audience, user_locale);
    let Some(id) = reply.notice else {
        return send(r, plan, true).await.0;
    };
    // a fresh notice: its claim is the first (attempts 1)
    let (result, public) = match super::due::while_claimed(tables, id, 1, send(r, plan, true)).await {
        Some(sent) => sent,
        None => {
            tracing::info!("notice {id} was claimed by another process before it was posted");
            return send(r, render::plan(reply, requester, audience, user_locale), false).await.0;
        }
    };
    if public && !reply.direct.is_empty() {
        if let Ok(channel) = who.channel.parse::<u64>() {
            let channel = serenity::ChannelId::new(channel.max(1));
            super::direct::send(r.http, tables, channel, &reply.direct, Some(format!("lz{id}"))).await;
        }
    }
    let marked = match public {
        true => tables.delivered(id).await.map(|_| ()),
        false => tables.retry_later(id, 0).await,
    };
    if let Err(e) = marked {
        tracing::warn!("notice {id}: {:?}", e.msg);
    }
    result
}

/// Sends the private part of a plan and, if `public`, its public messages; the result, and
/// whether the public messages were all posted.
async fn send(r: &Responder<'_>, plan: render::Plan, public: bool) -> (Result<(), BotError>, bool) {
    let mut private = plan.private.into_iter();
    let mut first_error = None;
    if let Some(first) = private.next() {
        if let Err(e) = r.edit(first).await {
            first_error.get_or_insert(e);
        }
    }
    for post in private {
        if let Err(e) = r.followup(post, true).await {
            first_error.get_or_insert(e);
        }
    }
    let mut posted = true;
    for post in plan.public.into_iter().filter(|_| public) {
        if let Err(e) = r.followup(post, false).await {
            first_error.get_or_insert(e);
            posted = false;
            break;
        }
    }
    match first_error {
        None => (Ok(()), posted),
        Some(e) => (Err(e.into()), posted),
    }
}

/// Who asks, and where, for the table service.
pub fn table_ctx(channel: serenity::ChannelId, user: &serenity::User, member: Option<&serenity::Member>) -> Ctx {
    let name = member.map(|m| m.display_name().to_string()).unwrap_or_else(|| user.display_name().to_string());
    let admin = member.and_then(|m| m.permissions).is_some_and(|p| p.manage_channels() || p.administrator());
    Ctx { channel: channel.to_string(), user: User::new(user.id.to_string(), name), admin }
}

/// The one error handler: refusals and failures become ephemeral messages.
pub async fn on_error(error: poise::FrameworkError<'_, Data, BotError>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let poise::Context::Application(a) = ctx else { return };
            log(&error);
            let r = Responder::new(&a.serenity_context.http, a.interaction.id, &a.interaction.token);
            let post = render::error(
                &error,
                &a.interaction.user.id.to_string(),
                Some(own_locale(&error, &a.interaction.locale)),
            );
            let sent = if a.has_sent_initial_response.load(Ordering::SeqCst) {
                r.edit(post).await
            } else {
                r.reply_ephemeral(post).await
            };
            if let Err(e) = sent {
                tracing::warn!("could not report an error to the user: {e}");
            }
        }
        poise::FrameworkError::EventHandler { error, ctx, event, .. } => {
            log(&error);
            let serenity::FullEvent::InteractionCreate { interaction: serenity::Interaction::Component(c) } = event
            else {
                return;
            };
            // the handler defers before anything can fail but the deferral itself
            let r = Responder::new(&ctx.http, c.id, &c.token);
            let post = render::error(&error, &c.user.id.to_string(), Some(own_locale(&error, &c.locale)));
            if let Err(e) = r.edit(post).await {
                tracing::warn!("could not report an error to the user: {e}");
            }
        }
        poise::FrameworkError::ArgumentParse { error, ctx, .. } => {
            let poise::Context::Application(a) = ctx else { return };
            let msg = Msg::new("discord.error.arguments").text("error", render::cut(&error.to_string(), 200));
            let r = Responder::new(&a.serenity_context.http, a.interaction.id, &a.interaction.token);
            let text = say(own(&a.interaction.locale), &msg);
            answer(&r, text, a.has_sent_initial_response.load(Ordering::SeqCst)).await;
        }
        poise::FrameworkError::CommandStructureMismatch { description, ctx, .. } => {
            // options Discord's client sent from an older registration (a string where a choice
            // is now expected, a choice that no longer exists): refused, nothing changes
            tracing::debug!("/{} sent options it no longer has: {description}", ctx.command.name);
            let msg = Msg::new("discord.error.outdated-command")
                .text("error", render::cut(description, 200))
                .text("command", ctx.command.name.clone());
            let r = Responder::new(&ctx.serenity_context.http, ctx.interaction.id, &ctx.interaction.token);
            let text = say(own(&ctx.interaction.locale), &msg);
            answer(&r, text, ctx.has_sent_initial_response.load(Ordering::SeqCst)).await;
        }
        poise::FrameworkError::UnknownInteraction { ctx, interaction, .. } => {
            // a command Discord still lists from an older registration
            let msg = Msg::new("discord.error.unknown-command").text("command", interaction.data.name.clone());
            let r = Responder::new(&ctx.http, interaction.id, &interaction.token);
            answer(&r, say(own(&interaction.locale), &msg), false).await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } | poise::FrameworkError::DmOnly { ctx, .. } => {
            answer_app(ctx, Msg::new("discord.error.guild-only")).await;
        }
        poise::FrameworkError::CommandPanic { ctx, payload, .. } => {
            tracing::error!("/{} panicked: {payload:?}", ctx.command().name);
            answer_app(ctx, Msg::new("discord.error.internal")).await;
        }
        poise::FrameworkError::NsfwOnly { ctx, .. }
        | poise::FrameworkError::CooldownHit { ctx, .. }
        | poise::FrameworkError::MissingBotPermissions { ctx, .. }
        | poise::FrameworkError::MissingUserPermissions { ctx, .. }
        | poise::FrameworkError::NotAnOwner { ctx, .. }
        | poise::FrameworkError::CommandCheckFailed { ctx, .. }
        | poise::FrameworkError::SubcommandRequired { ctx, .. } => {
            answer_app(ctx, Msg::new("discord.error.internal")).await;
        }
        poise::FrameworkError::Setup { error, framework, .. } => {
            tracing::error!("the bot could not start: {error}");
            framework.shard_manager().shutdown_all().await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!("error while handling an error: {e}");
            }
        }
    }
}

/// An ephemeral answer with a text cut to Discord's limit: the deferred answer edited, or a
/// first answer.
async fn answer(r: &Responder<'_>, text: String, deferred: bool) {
    let post = Post { content: render::cut(&text, render::LIMIT), ..Post::default() };
    let sent = if deferred { r.edit(post).await } else { r.reply_ephemeral(post).await };
    if let Err(e) = sent {
        tracing::warn!("could not report an error to the user: {e}");
    }
}

/// The locale a refusal is told in: the language the user chose (`/settings`), else their
/// Discord client's.
fn own_locale<'a>(error: &BotError, locale: &'a str) -> &'a str {
    match error {
        BotError::Table(e) => e.user_lang.map_or(locale, |l| l.name()),
        BotError::Discord(_) => locale,
    }
}

/// The language of a user's Discord locale when it is one of ours, else English (for answers
/// that concern no table).
fn own(locale: &str) -> Lang {
    Lang::from_locale(locale).unwrap_or_default()
}

/// [`answer`] for a command's context, in the user's language (prefix commands are not used:
/// nothing to answer).
async fn answer_app(ctx: poise::Context<'_, Data, BotError>, msg: Msg) {
    let poise::Context::Application(a) = ctx else { return };
    let text = say(own(&a.interaction.locale), &msg);
    let r = Responder::new(&a.serenity_context.http, a.interaction.id, &a.interaction.token);
    answer(&r, text, a.has_sent_initial_response.load(Ordering::SeqCst)).await;
}

fn log(error: &BotError) {
    match error {
        BotError::Table(e) => tracing::debug!("refused: {}", t(&e.msg)),
        BotError::Discord(e) => tracing::warn!("Discord did not take an answer: {e}"),
    }
}
