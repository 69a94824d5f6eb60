//! The slash commands: one small function each, its doc comment the description Discord shows.
//! Each reads its options, defers (ephemeral) before touching the database, makes one call into
//! the table service and delivers the reply. Refusals travel as errors to `on_error`.

use super::post::channel_post;
use super::render::{self, Audience, Post};
use super::respond::{deliver, table_ctx, Responder};
use super::{BotError, Context, Data};
use crate::games::Msg;
use crate::i18n::{render as say, Lang};
use crate::table::away::read_away;
use crate::table::remind::{read_interval, read_own_interval, read_quiet, time_or_off};
use crate::table::{Ctx, Request, TableError, User};
use poise::serenity_prelude::{self as serenity, Mentionable};

/// The commands, their names and descriptions filled from the catalogue.
pub fn all() -> Vec<poise::Command<Data, BotError>> {
    let mut commands = vec![
        new(),
        join(),
        leave(),
        start(),
        play(),
        undo(),
        board(),
        status(),
        log(),
        export(),
        peek(),
        estate(),
        remind(),
        abandon(),
        kick(),
        replace(),
        bot(),
        clock(),
        away(),
        settings(),
        rematch(),
        help(),
        language(),
        stats(),
        leaderboard(),
        web(),
    ];
    // names and descriptions from the catalogue, with the translations present
    super::localize::apply(&mut commands, &crate::i18n::present());
    commands
}

/// Who asks, and where.
fn who(ctx: Context<'_>) -> Ctx {
    match ctx {
        poise::Context::Application(a) => {
            table_ctx(a.interaction.channel_id, &a.interaction.user, a.interaction.member.as_deref())
        }
        poise::Context::Prefix(p) => table_ctx(p.msg.channel_id, &p.msg.author, None),
    }
}

fn responder(ctx: Context<'_>) -> Option<Responder<'_>> {
    match ctx {
        poise::Context::Application(a) => {
            Some(Responder::new(&a.serenity_context.http, a.interaction.id, &a.interaction.token))
        }
        poise::Context::Prefix(_) => None,
    }
}

/// The user's Discord locale (the language of what only they see, when it is one of ours).
fn locale(ctx: Context<'_>) -> Option<&str> {
    match ctx {
        poise::Context::Application(a) => Some(a.interaction.locale.as_str()),
        poise::Context::Prefix(_) => None,
    }
}

/// What only the user sees, in their language; `table` when their locale is not one of ours.
fn own_lang(ctx: Context<'_>, table: Lang) -> Lang {
    render::Langs::new(table, locale(ctx)).private
}

/// Defers, asks the table service, and delivers its reply.
async fn ask(ctx: Context<'_>, req: Request, audience: Audience) -> Result<(), BotError> {
    ctx.defer_ephemeral().await?;
    let who = who(ctx);
    let reply = ctx.data().tables.handle(&who, req).await?;
    match responder(ctx) {
        Some(r) => deliver(&r, &ctx.data().tables, &reply, &who, audience, locale(ctx)).await,
        None => Ok(()),
    }
}

/// The table options of `/new`, as the table service reads them: the player count and the
/// game's own options (`key=value` words, a bare word for a switch such as `solo`).
fn new_options(players: Option<u8>, words: Option<&str>) -> Vec<(String, String)> {
    let mut options = Vec::new();
    if let Some(n) = players {
        options.push(("players".to_string(), n.to_string()));
    }
    for w in words.unwrap_or_default().split_whitespace() {
        let (k, v) = w.split_once(['=', ':']).unwrap_or((w, ""));
        options.push((k.to_string(), v.to_string()));
    }
    options
}

/// The options every game takes, with what each means: the words typed so far, then a game's
/// option (autocomplete).
async fn option_words(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let lang = own_lang(ctx, Lang::En);
    let typed = partial.trim();
    let (before, last) = typed.rsplit_once(' ').map_or(("", typed), |(b, l)| (b, l));
    let mut out = Vec::new();
    for kind in crate::table::Kind::ALL {
        for (word, meaning) in kind.option_words() {
            if !word.starts_with(last) || out.len() >= 25 {
                continue;
            }
            let value = if before.is_empty() { word.to_string() } else { format!("{before} {word}") };
            let game = Msg::new(format!("game.{}", kind.name()));
            let name = say(
                lang,
                &Msg::new("discord.option-word").text("word", value.clone()).msg("meaning", meaning).msg("game", game),
            );
            out.push(serenity::AutocompleteChoice::new(name.chars().take(100).collect::<String>(), value));
        }
    }
    out
}

/// Open a table for a game in this channel, or in a new thread
#[poise::command(slash_command, guild_only)]
pub async fn new(
    ctx: Context<'_>,
    #[autocomplete = "game_names"] game: String,
    #[min = 1]
    #[max = 8]
    players: Option<u8>,
    #[autocomplete = "option_words"] options: Option<String>,
    thread: Option<bool>,
    language: Option<String>,
) -> Result<(), BotError> {
    let game = game.trim().to_lowercase();
    let mut options = new_options(players, options.as_deref());
    // the table's language: as asked, else the server's when it is one of the five, else English
    let guild_locale = match ctx {
        poise::Context::Application(a) => a.interaction.guild_locale.clone(),
        poise::Context::Prefix(_) => None,
    };
    let language = language.or(guild_locale.filter(|l| Lang::from_locale(l).is_some()));
    // the thread's name and the note where it is, in the table's language (a wrong name is
    // refused by the table service below)
    let table_lang = language.as_deref().and_then(Lang::from_locale).unwrap_or_default();
    if let Some(lang) = language {
        options.push(("language".to_string(), lang));
    }
    let req = Request::New { kind: game.to_string(), options };
    if thread != Some(true) {
        return ask(ctx, req, Audience::Public).await;
    }
    ctx.defer_ephemeral().await?;
    let mut who = who(ctx);
    let game_name =
        Msg::new("discord.thread-name").key("game", format!("game.{game}")).text("name", who.user.name.clone());
    let kind = serenity::ChannelType::PublicThread;
    let thread = ctx
        .channel_id()
        .create_thread(ctx, serenity::CreateThread::new(say(table_lang, &game_name)).kind(kind))
        .await?;
    who.channel = thread.id.to_string();
    let reply = match ctx.data().tables.handle(&who, req).await {
        Ok(reply) => reply,
        Err(e) => {
            let _ = thread.id.delete(ctx).await;
            return Err(e.into());
        }
    };
    // the lobby opens in the thread; this channel is told where
    for post in render::plan(&reply, &who.user.id, Audience::Public, None).public {
        channel_post(ctx.http(), thread.id, post, None).await?;
    }
    let opened = Msg::new("discord.thread-opened")
        .key("game", format!("game.{game}"))
        .text("thread", thread.id.mention().to_string());
    if let Some(r) = responder(ctx) {
        r.edit(Post { content: say(own_lang(ctx, reply.lang), &Msg::new("discord.done")), ..Post::default() }).await?;
        r.followup(Post { content: say(reply.lang, &opened), ..Post::default() }, false).await?;
    }
    Ok(())
}

/// Take a seat at the table in this channel
#[poise::command(slash_command, guild_only)]
pub async fn join(ctx: Context<'_>) -> Result<(), BotError> {
    ask(ctx, Request::Join, Audience::Public).await
}

/// Give up your seat before the game starts
#[poise::command(slash_command, guild_only)]
pub async fn leave(ctx: Context<'_>) -> Result<(), BotError> {
    ask(ctx, Request::Leave, Audience::Public).await
}

/// Start the game (the creator or a moderator)
#[poise::command(slash_command, guild_only)]
pub async fn start(ctx: Context<'_>) -> Result<(), BotError> {
    ask(ctx, Request::Start, Audience::Public).await
}

/// Make your choice; the list shows the legal ones
#[poise::command(slash_command, guild_only)]
pub async fn play(ctx: Context<'_>, #[autocomplete = "legal_choices"] action: String) -> Result<(), BotError> {
    let (action, version) = match split_version(&action) {
        Some((choice, version)) => match choice.strip_prefix('#') {
            // a choice too long for an autocomplete value: its index in the prompt
            Some(n) => {
                let game = ctx.data().tables.decision(&who(ctx)).await.map_or(0, |p| p.game_id);
                let data = ctx.data();
                ctx.defer_ephemeral().await?;
                (super::components::nth_choice(data, &who(ctx), game, version, n).await?, Some(version))
            }
            None => (choice.to_string(), Some(version)),
        },
        // typed by hand, not picked from the list: it acts on the position as it is
        None => (action, None),
    };
    ask(ctx, Request::Play { action, version }, Audience::Public).await
}

/// An autocomplete value carries the state version the choice was offered at: `choice @v42`.
fn with_version(choice: &str, index: usize, version: i64) -> String {
    let value = format!("{choice} @v{version}");
    if value.len() <= 100 {
        value
    } else {
        format!("#{index} @v{version}")
    }
}

/// The choice and version of an autocomplete value.
fn split_version(value: &str) -> Option<(&str, i64)> {
    let (choice, version) = value.trim().rsplit_once(" @v")?;
    Some((choice, version.parse().ok()?))
}

/// The legal choices of the current prompt matching what was typed, by notation or label
/// (autocomplete answers at once): the label shown, the notation sent with the state version it
/// is offered at, so the same choice sent twice is refused the second time.
async fn legal_choices(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let Some(p) = ctx.data().tables.decision(&who(ctx)).await else { return Vec::new() };
    let typed = partial.trim().to_lowercase();
    let named: Vec<(usize, String, String)> = p
        .choices
        .iter()
        .enumerate()
        .map(|(i, c)| (i, super::layout::choice_text(c, 100, own_lang(ctx, p.lang)), c.notation.clone()))
        .collect();
    let (mut hits, rest): (Vec<_>, Vec<_>) = named.into_iter().partition(|(_, _, n)| n.starts_with(&typed));
    hits.extend(rest.into_iter().filter(|(_, l, n)| n.contains(&typed) || l.to_lowercase().contains(&typed)));
    hits.truncate(25);
    hits.into_iter()
        .map(|(i, label, notation)| serenity::AutocompleteChoice::new(label, with_version(&notation, i, p.version)))
        .collect()
}

/// Take back your last choice (within your turn)
#[poise::command(slash_command, guild_only)]
pub async fn undo(ctx: Context<'_>) -> Result<(), BotError> {
    ask(ctx, Request::Undo, Audience::Public).await
}

/// The current board image (only you see it)
#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Context<'_>) -> Result<(), BotError> {
    ask(ctx, Request::Board, Audience::Private).await
}

/// Whose turn it is, and since when (only you see it)
#[poise::command(slash_command, guild_only)]
pub async fn status(ctx: Context<'_>) -> Result<(), BotError> {
    ask(ctx, Request::Status, Audience::Private).await
}

/// The last events of the game (only you see them)
#[poise::command(slash_command, guild_only)]
pub async fn log(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 50]
    count: Option<u8>,
    #[min = 1] page: Option<u32>,
) -> Result<(), BotError> {
    let (count, page) = (count.unwrap_or(10) as usize, page.map(|p| p as usize));
    ask(ctx, Request::Log { count, page }, Audience::Private).await
}

/// The game as a record file (JSON) to keep, share or import; only you see it
#[poise::command(slash_command, guild_only)]
pub async fn export(ctx: Context<'_>) -> Result<(), BotError> {
    ctx.defer_ephemeral().await?;
    let (id, record) = ctx.data().tables.export_channel(&who(ctx)).await?;
    if let Some(r) = responder(ctx) {
        let lang = own_lang(ctx, Lang::from_locale(&record.language).unwrap_or_default());
        let content = say(lang, &crate::table::export::told(&record));
        // the record travels as an attachment (`Image` carries any file's bytes)
        let file = crate::table::Image { name: record.file_name(id), png: record.to_json().into_bytes() };
        r.edit(Post { content, files: vec![file], ..Post::default() }).await?;
    }
    Ok(())
}

/// What only you may see again, such as what your Witch saw
#[poise::command(slash_command, guild_only)]
pub async fn peek(ctx: Context<'_>) -> Result<(), BotError> {
    ask(ctx, Request::Peek, Audience::Private).await
}

/// This table's web page, and your own view of it (only you see the links)
#[poise::command(slash_command, guild_only)]
pub async fn web(ctx: Context<'_>) -> Result<(), BotError> {
    ask(ctx, Request::Web, Audience::Private).await
}

/// A player's estate in Messina (only you see it)
#[poise::command(slash_command, guild_only)]
pub async fn estate(ctx: Context<'_>, player: Option<serenity::User>) -> Result<(), BotError> {
    ask(ctx, Request::Estate { user_id: player.map(|p| p.id.to_string()) }, Audience::Private).await
}

/// Show or change this game's reminders
#[poise::command(slash_command, guild_only)]
pub async fn remind(
    ctx: Context<'_>,
    interval: Option<String>,
    quiet: Option<String>,
    pause: Option<bool>,
) -> Result<(), BotError> {
    let min = ctx.data().settings.remind_min;
    let every = interval.map(|i| read_interval(&i, min)).transpose().map_err(TableError::msg)?;
    let quiet = quiet.map(|q| read_quiet(&q)).transpose().map_err(TableError::msg)?.unwrap_or_default();
    ask(ctx, Request::Remind { every, quiet, pause }, Audience::Public).await
}

/// End the game in this channel (the creator or a moderator)
#[poise::command(slash_command, guild_only)]
pub async fn abandon(ctx: Context<'_>, #[autocomplete = "yes_word"] confirm: Option<String>) -> Result<(), BotError> {
    let confirm = confirm.as_deref().is_some_and(crate::table::confirms);
    ask(ctx, Request::Abandon { confirm }, Audience::Public).await
}

/// The word that confirms (autocomplete).
async fn yes_word(_ctx: Context<'_>, _partial: &str) -> Vec<String> {
    vec!["yes".to_string()]
}

/// Remove a player from the lobby (the creator or a moderator)
#[poise::command(slash_command, guild_only)]
pub async fn kick(ctx: Context<'_>, player: serenity::User) -> Result<(), BotError> {
    ask(ctx, Request::Kick { user_id: player.id.to_string() }, Audience::Public).await
}

/// Hand a player's seat to someone else or to a bot (the creator or a moderator)
#[poise::command(slash_command, guild_only)]
pub async fn replace(
    ctx: Context<'_>,
    old: serenity::User,
    new: Option<serenity::User>,
    #[autocomplete = "bot_levels"] bot: Option<String>,
) -> Result<(), BotError> {
    let old_user_id = old.id.to_string();
    let req = match (new, bot) {
        (Some(new), None) => Request::Replace { old_user_id, new: User::new(new.id.to_string(), new.display_name()) },
        (None, Some(level)) => Request::ReplaceBot { old_user_id, level: Some(level) },
        (None, None) | (Some(_), Some(_)) => return Err(TableError::new("table.bot.error.replace-whom").into()),
    };
    ask(ctx, req, Audience::Public).await
}

/// Bots in the lobby: AI players that take a seat
#[poise::command(slash_command, guild_only, subcommands("bot_add", "bot_remove"), subcommand_required)]
pub async fn bot(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Seat a bot at this table (the creator or a moderator)
#[poise::command(slash_command, guild_only, rename = "add")]
pub async fn bot_add(ctx: Context<'_>, #[autocomplete = "bot_levels"] level: Option<String>) -> Result<(), BotError> {
    ask(ctx, Request::BotAdd { level }, Audience::Public).await
}

/// Take the last bot added out of the lobby (the creator or a moderator)
#[poise::command(slash_command, guild_only, rename = "remove")]
pub async fn bot_remove(ctx: Context<'_>) -> Result<(), BotError> {
    ask(ctx, Request::BotRemove, Audience::Public).await
}

/// Give every turn a time; when a player's runs out, the AI plays that turn or they are reminded
#[poise::command(slash_command, guild_only)]
pub async fn clock(
    ctx: Context<'_>,
    time: Option<String>,
    #[autocomplete = "clock_policies"] policy: Option<String>,
) -> Result<(), BotError> {
    let secs = time.map(|time| time_or_off(&time, "table.clock.error.time")).transpose().map_err(TableError::msg)?;
    ask(ctx, Request::Clock { secs: secs.unwrap_or_default(), policy }, Audience::Public).await
}

/// Be away from all your tables: no reminders; where the clock policy is ai, the AI plays for you
#[poise::command(slash_command, guild_only)]
pub async fn away(ctx: Context<'_>, time: Option<String>) -> Result<(), BotError> {
    let until = time.map(|time| read_away(&time)).transpose().map_err(TableError::msg)?;
    ask(ctx, Request::Away { until: until.unwrap_or_default() }, Audience::Private).await
}

/// Your own settings at every table: time zone, quiet hours, how you are told, reminders, language
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
pub async fn settings(
    ctx: Context<'_>,
    #[autocomplete = "zone_names"] zone: Option<String>,
    quiet: Option<String>,
    #[autocomplete = "notify_ways"] notify: Option<String>,
    next: Option<bool>,
    interval: Option<String>,
    #[autocomplete = "own_languages"] language: Option<String>,
) -> Result<(), BotError> {
    let min = ctx.data().settings.remind_min;
    let every = interval.map(|i| read_own_interval(&i, min)).transpose().map_err(TableError::msg)?.unwrap_or_default();
    let quiet = quiet.map(|q| read_quiet(&q)).transpose().map_err(TableError::msg)?.unwrap_or_default();
    let change = crate::table::settings::SettingsChange { zone, quiet, notify, next, every, language };
    ask(ctx, Request::Settings { change }, Audience::Private).await
}

/// IANA time zones containing the words typed (autocomplete).
async fn zone_names(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    crate::table::hours::zone_names(partial, 25).into_iter().map(String::from).collect()
}

/// How a player can be told it is their turn, in their language (autocomplete).
async fn notify_ways(ctx: Context<'_>, _partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let lang = own_lang(ctx, Lang::En);
    crate::store::Notify::ALL
        .into_iter()
        .map(|n| {
            let label = say(lang, &Msg::new(format!("table.settings.notify-{}", n.name())));
            serenity::AutocompleteChoice::new(label.chars().take(100).collect::<String>(), n.name())
        })
        .collect()
}

/// The five languages, and `auto` (the Discord client's) (autocomplete).
async fn own_languages(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let auto = say(own_lang(ctx, Lang::En), &Msg::new("table.settings.language-client"));
    let mut out = vec![serenity::AutocompleteChoice::new(auto, "auto")];
    out.extend(language_names(ctx, partial).await);
    out
}

/// Play the channel's last game again: same game, options, language and seats (its players or creator)
#[poise::command(slash_command, guild_only)]
pub async fn rematch(ctx: Context<'_>) -> Result<(), BotError> {
    ask(ctx, Request::Rematch, Audience::Public).await
}

/// The clock policies.
async fn clock_policies(_ctx: Context<'_>, _partial: &str) -> Vec<String> {
    ["ai", "remind"].into_iter().map(String::from).collect()
}

/// The bot levels.
async fn bot_levels(_ctx: Context<'_>, _partial: &str) -> Vec<String> {
    ["strong", "easy", "random"].into_iter().map(String::from).collect()
}

/// Change the language of this table's posts and images (the creator)
#[poise::command(slash_command, guild_only)]
pub async fn language(ctx: Context<'_>, #[autocomplete = "language_names"] language: String) -> Result<(), BotError> {
    ask(ctx, Request::Language { language }, Audience::Public).await
}

/// The five languages, each by its own name (autocomplete).
async fn language_names(_ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let typed = partial.trim().to_lowercase();
    crate::i18n::Lang::ALL
        .into_iter()
        .map(|l| (l, say(l, &Msg::new(l.name_key()))))
        .filter(|(l, name)| l.name().starts_with(&typed) || name.to_lowercase().starts_with(&typed))
        .map(|(l, name)| serenity::AutocompleteChoice::new(name, l.name()))
        .collect()
}

/// How to play with Lazaretto, or how to play a game
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>, #[autocomplete = "game_names"] game: Option<String>) -> Result<(), BotError> {
    // the table service answers help without the database; the user's own language is theirs
    let own = ctx.data().tables.own_language(&ctx.author().id.to_string()).await;
    match game {
        Some(game) => {
            ctx.defer_ephemeral().await?;
            let who = who(ctx);
            let reply = ctx.data().tables.handle(&who, Request::Help { game }).await?;
            let reply = crate::table::Reply { user_lang: own, ..reply };
            match responder(ctx) {
                Some(r) => deliver(&r, &ctx.data().tables, &reply, &who, Audience::Private, locale(ctx)).await,
                None => Ok(()),
            }
        }
        None => {
            if let Some(r) = responder(ctx) {
                let lang = own.unwrap_or_else(|| own_lang(ctx, Lang::En));
                let content = format!("{}\n{}", say(lang, &help_text()), say(lang, &Msg::new("discord.help-settings")));
                r.reply_ephemeral(Post { content, ..Post::default() }).await?;
            }
            Ok(())
        }
    }
}

/// A player's record: games played, won, abandoned, scores, time to move, streaks (only you see it)
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    user: Option<serenity::User>,
    #[autocomplete = "game_names"] game: Option<String>,
) -> Result<(), BotError> {
    let user = user.map(|u| User::new(u.id.to_string(), u.display_name()));
    ask(ctx, Request::Stats { user, game }, Audience::Private).await
}

/// The ratings of a game's players and AI levels (only you see it)
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[autocomplete = "game_names"] game: String,
    #[min = 2]
    #[max = 4]
    players: Option<u8>,
) -> Result<(), BotError> {
    ask(ctx, Request::Leaderboard { game, players: players.map(i64::from) }, Audience::Private).await
}

/// `/help` without a game: the `/new` of every hosted game and its number of players, from the
/// registry (each game's own range, written once in its engine).
fn help_text() -> Msg {
    let kinds = crate::table::Kind::ALL;
    let new = kinds.iter().map(|k| Msg::new("discord.help-new").text("game", k.name())).collect();
    let seats = kinds
        .iter()
        .map(|k| {
            let seats = k.seats();
            Msg::new("discord.help-seats")
                .key("game", format!("game.{}", k.name()))
                .num("min", seats.min)
                .num("max", seats.max)
        })
        .collect();
    Msg::new("discord.help").list("new", new).list("seats", seats)
}

/// The games the table hosts (their names are what `/new` and `/help` take).
async fn game_names(ctx: Context<'_>, _partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let lang = own_lang(ctx, Lang::En);
    crate::table::Kind::ALL
        .iter()
        .map(|k| serenity::AutocompleteChoice::new(say(lang, &Msg::new(format!("game.{}", k.name()))), k.name()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::change::Change;
    use crate::table::remind::{parse_duration, parse_quiet};

    #[test]
    fn autocomplete_values_carry_the_version() {
        assert_eq!(with_version("place gallia 2", 0, 42), "place gallia 2 @v42");
        assert_eq!(split_version("place gallia 2 @v42"), Some(("place gallia 2", 42)));
        let long = "x".repeat(98);
        assert_eq!(with_version(&long, 7, 42), "#7 @v42");
        assert_eq!(split_version("#7 @v42"), Some(("#7", 42)));
        assert_eq!(split_version("place gallia 2"), None);
        assert_eq!(split_version("place @vx"), None);
        assert_eq!(split_version("place @v99999999999999999999"), None);
    }

    /// `/help` names every hosted game's `/new` and its players as its engine gives them
    /// (R-K9: Rattus 2–4; M-S1: Messina 1–4), in every language, with nothing left unfilled.
    #[test]
    fn help_gives_each_games_players_from_its_engine() {
        for lang in Lang::ALL {
            let text = say(lang, &help_text());
            assert!(!text.contains("{ $") && !text.contains("{$"), "{lang:?}: {text}");
            for kind in crate::table::Kind::ALL {
                let seats = kind.seats();
                let name = say(lang, &Msg::new(format!("game.{}", kind.name())));
                assert!(text.contains(&format!("`/new game:{}`", kind.name())), "{lang:?}: {text}");
                let range = format!("{}–{}", seats.min, seats.max);
                let at = text.find(&name).unwrap_or_else(|| panic!("{lang:?}: no {name} in {text}"));
                assert!(text[at..].contains(&range), "{lang:?}: {name} {range} in {text}");
            }
        }
        let en = say(Lang::En, &help_text());
        assert!(en.contains("(Messina 1347: 1–4, Rattus: 2–4; 1 plays solo"), "{en}");
    }

    #[test]
    fn intervals_and_quiet_hours_parse() {
        assert_eq!(parse_duration("24h"), Some(86_400));
        assert_eq!(parse_duration("90m"), Some(5400));
        assert_eq!(parse_duration("2 s"), Some(2));
        assert_eq!(parse_duration("12"), Some(43_200));
        assert_eq!(parse_duration("1d"), Some(86_400));
        assert_eq!(parse_duration("soon"), None);
        assert_eq!(parse_duration("0h"), None);
        assert_eq!(parse_quiet("22-7"), Some(Change::Set((22, 7))));
        assert_eq!(parse_quiet("22:00–07:00"), Some(Change::Set((22, 7))));
        assert_eq!(parse_quiet("off"), Some(Change::Off));
        assert_eq!(parse_quiet("25-3"), None);
    }

    #[test]
    fn new_passes_the_words_to_the_game() {
        let given = new_options(Some(3), Some("variant=advanced  priority_tile:off"));
        let pairs: Vec<(&str, &str)> = given.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        assert_eq!(pairs, [("players", "3"), ("variant", "advanced"), ("priority_tile", "off")]);
        assert!(crate::table::Kind::Messina.options(&given).is_ok());
        assert_eq!(new_options(None, Some("solo")), [("solo".into(), String::new())]);
        assert!(new_options(None, None).is_empty());
    }
}
