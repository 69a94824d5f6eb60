//! Turning the table's answers into Discord messages: text from the catalogue, board images as
//! attachments, the prompt as components, and the users a message may ping.
//!
//! One reply becomes a private part (the edit of the deferred answer, seen by the requesting
//! user only) and a public part (new messages). A turn passing to another player makes one
//! public message: what happened, the board image, and the ping with the next prompt's
//! components. Nothing else ever pings.

use super::layout;
use super::BotError;
use crate::games::Msg;
use crate::i18n::{render, Lang};
use crate::table::{Image, PromptOut, Reminder, Reply};
use poise::serenity_prelude as serenity;

/// Discord allows 2,000 characters a message; stay below.
pub const LIMIT: usize = 1900;

/// `text` cut to at most `max` characters, with an ellipsis when cut.
pub fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let kept: String = text.chars().take(max.saturating_sub(1)).collect();
        format!("{kept}…")
    }
}

/// One message to send.
#[derive(Debug, Default)]
pub struct Post {
    pub content: String,
    pub files: Vec<Image>,
    pub rows: Vec<serenity::CreateActionRow>,
    /// The only users this message may ping.
    pub ping: Vec<u64>,
}

/// Who sees what a request produced: reading requests (board, status, log, peek) answer the
/// requesting user only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Audience {
    Public,
    Private,
}

/// The messages for one reply: private ones (the first edits the deferred answer) and public ones.
#[derive(Debug, Default)]
pub struct Plan {
    pub private: Vec<Post>,
    pub public: Vec<Post>,
}

/// The languages of one answer: the table's for what everyone sees; for what only the user
/// sees, their own Discord locale when it is one of ours, else the table's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Langs {
    pub public: Lang,
    pub private: Lang,
}

impl Langs {
    pub fn new(table: Lang, user_locale: Option<&str>) -> Langs {
        Langs { public: table, private: user_locale.and_then(Lang::from_locale).unwrap_or(table) }
    }
}

fn mention(user_id: &str) -> String {
    format!("<@{user_id}>")
}

/// The acting player's panel in their language: the question and the choices (one page of them).
pub fn panel(p: &PromptOut, page: usize, lang: Lang) -> Post {
    Post {
        content: render(lang, &Msg::new("discord.decide").msg("ask", p.ask.clone())),
        rows: layout::components(lang, p.game_id, p.version, &p.choices, p.undo, page),
        ..Post::default()
    }
}

/// The messages of a reply: the public part in the table's language, the private part in the
/// requesting user's (`user_locale`: their Discord locale, when known).
pub fn plan(reply: &Reply, requester: &str, audience: Audience, user_locale: Option<&str>) -> Plan {
    let langs = Langs::new(reply.lang, user_locale);
    let mut private: Vec<Msg> = reply.private.clone();
    // a turn is told to everyone once, when it passes; until then its steps are shown to its
    // player only, in their panel
    let told = if reply.turn.is_empty() { &reply.public } else { &reply.turn };
    let mut public: Vec<Msg> = told.clone();
    let ping: Vec<u64> = reply.mentions.iter().filter_map(|m| m.parse().ok()).collect();
    let (mut private_files, mut public_files) = (Vec::new(), Vec::new());
    match audience {
        Audience::Private => {
            private.append(&mut public);
            private_files = reply.images.clone();
        }
        Audience::Public if reply.in_turn => {
            public.append(&mut private);
            private = std::mem::take(&mut public);
            private_files = reply.images.clone();
        }
        Audience::Public => public_files = reply.images.clone(),
    }
    let (mut private_rows, mut public_rows) = (Vec::new(), Vec::new());
    let mut ping = ping;
    if audience == Audience::Public {
        // "you are next", for those who asked (`/settings`)
        for (user, msg) in &reply.next_up {
            public.push(Msg::new("discord.next-up").text("mention", mention(user)).msg("message", msg.clone()));
            ping.extend(user.parse::<u64>().ok());
        }
    }
    if let (Some(game), Audience::Public) = (reply.join, audience) {
        // a rematch: each person of the last game is invited once, and joins with one click
        if !reply.mentions.is_empty() {
            let who: Vec<String> = reply.mentions.iter().map(|m| mention(m)).collect();
            public.push(Msg::new("discord.rematch-invite").text("mentions", who.join(" ")));
        }
        public_rows =
            vec![serenity::CreateActionRow::Buttons(vec![serenity::CreateButton::new(super::ids::join_id(game))
                .label(render(langs.public, &Msg::new("discord.join-button")))
                .style(serenity::ButtonStyle::Success)])];
    }
    if let Some(p) = &reply.prompt {
        let ask = p.ask.clone();
        // `/status` already names the decision; say it once
        let said = reply.private.contains(&p.ask);
        // told by a direct message only (`/settings`): named in the post, not pinged
        let direct_only = reply.direct.iter().any(|d| d.user_id == p.user_id && !d.mentioned);
        if audience == Audience::Public && (!reply.mentions.is_empty() || direct_only) {
            let mut who: Vec<String> = reply.mentions.iter().map(|m| mention(m)).collect();
            if who.is_empty() {
                who.push(p.user_name.clone());
            }
            public.push(Msg::new("discord.your-turn").text("mention", who.join(" ")).msg("ask", ask));
            public_rows = layout::components(langs.public, p.game_id, p.version, &p.choices, false, 0);
        } else if p.user_id == requester {
            if !said {
                private.push(Msg::new("discord.decide").msg("ask", ask));
            }
            private_rows = layout::components(langs.private, p.game_id, p.version, &p.choices, p.undo, 0);
        } else if audience == Audience::Private && !said {
            private.push(Msg::new("discord.waiting").text("name", p.user_name.clone()).msg("ask", ask));
        }
    }
    if private.is_empty() && private_files.is_empty() {
        private.push(Msg::new("discord.done"));
    }
    let private: Vec<String> = private.iter().map(|m| render(langs.private, m)).collect();
    let public: Vec<String> = public.iter().map(|m| render(langs.public, m)).collect();
    let public = if public.is_empty() && public_files.is_empty() {
        Vec::new()
    } else {
        posts(public, public_files, public_rows, ping)
    };
    Plan { private: posts(private, private_files, private_rows, Vec::new()), public }
}

/// Lines split into messages under the length limit; the last one carries files, components and pings.
fn posts(lines: Vec<String>, files: Vec<Image>, rows: Vec<serenity::CreateActionRow>, ping: Vec<u64>) -> Vec<Post> {
    let mut chunks: Vec<String> = vec![String::new()];
    for line in lines {
        let line = cut(&line, LIMIT);
        let last = chunks.last_mut().expect("one chunk");
        if !last.is_empty() && last.chars().count() + 1 + line.chars().count() > LIMIT {
            chunks.push(line);
        } else {
            if !last.is_empty() {
                last.push('\n');
            }
            last.push_str(&line);
        }
    }
    let n = chunks.len();
    let mut out: Vec<Post> = chunks.into_iter().map(|content| Post { content, ..Post::default() }).collect();
    let last = &mut out[n - 1];
    last.files = files;
    last.rows = rows;
    last.ping = ping;
    out
}

/// The ephemeral answer to a refused request, within Discord's limits (a refusal that quotes a
/// long input is cut). An outdated or raced choice shows the current position: its player gets
/// the panel with the choices, anyone else whose decision it is. In the user's language (see
/// [`Langs`]).
pub fn error(e: &BotError, requester: &str, user_locale: Option<&str>) -> Post {
    let table = match e {
        BotError::Table(e) => e.lang,
        BotError::Discord(_) => Lang::En,
    };
    let lang = Langs::new(table, user_locale).private;
    match e {
        BotError::Table(e) => {
            let mut content = render(lang, &e.msg);
            if let Some(rule) = e.rule {
                content.push_str(&format!(" [{rule}]"));
            }
            let content = cut(&content, LIMIT / 2);
            match e.prompt.as_deref() {
                Some(p) if p.user_id == requester => {
                    let panel = panel(p, 0, lang);
                    let content = cut(&format!("{content}\n{}", panel.content), LIMIT);
                    Post { content, rows: panel.rows, ..Post::default() }
                }
                Some(p) => {
                    let waiting = render(
                        lang,
                        &Msg::new("discord.waiting").text("name", p.user_name.clone()).msg("ask", p.ask.clone()),
                    );
                    Post { content: cut(&format!("{content}\n{waiting}"), LIMIT), ..Post::default() }
                }
                None => Post { content, ..Post::default() },
            }
        }
        BotError::Discord(_) => Post { content: render(lang, &Msg::new("discord.error.discord")), ..Post::default() },
    }
}

/// A reminder in the table's language: a new message that pings the player to act, with their
/// choices.
pub fn reminder(r: &Reminder) -> Post {
    let lang = r.lang;
    let mut content =
        render(lang, &Msg::new("discord.reminder").text("mention", mention(&r.user_id)).msg("reminder", r.msg.clone()));
    let mut rows = Vec::new();
    if let Some(p) = &r.prompt {
        content.push('\n');
        content.push_str(&render(lang, &p.ask));
        rows = layout::components(lang, p.game_id, p.version, &p.choices, false, 0);
    }
    Post { content, rows, ping: r.user_id.parse().into_iter().collect(), ..Post::default() }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prompt(user: &str) -> PromptOut {
        PromptOut {
            undo: false,
            bot: false,
            game_id: 1,
            version: 5,
            user_id: user.into(),
            user_name: "Ann".into(),
            lang: Lang::En,
            ask: Msg::new("discord.done"),
            choices: vec![
                crate::games::Choice::new("move gallia", Msg::new("discord.done")),
                crate::games::Choice::new("move italia", Msg::new("discord.done")),
            ],
        }
    }

    #[test]
    fn a_passed_turn_pings_once_in_the_public_post() {
        let reply = Reply {
            public: vec![Msg::new("discord.done")],
            images: vec![Image { name: "board.png".into(), png: vec![1] }],
            mentions: vec!["22".into()],
            prompt: Some(prompt("22")),
            ..Reply::default()
        };
        let plan = plan(&reply, "11", Audience::Public, None);
        assert_eq!(plan.public.len(), 1);
        let post = &plan.public[0];
        assert_eq!(post.ping, vec![22]);
        assert!(post.content.contains("<@22>"));
        assert_eq!((post.files.len(), post.rows.len()), (1, 1));
        assert!(plan.private.iter().all(|p| p.ping.is_empty() && p.rows.is_empty()));
    }

    #[test]
    fn the_acting_player_keeps_a_private_panel() {
        let reply = Reply {
            public: vec![Msg::new("discord.done")],
            private: vec![Msg::new("discord.done")],
            prompt: Some(prompt("11")),
            ..Reply::default()
        };
        let plan = plan(&reply, "11", Audience::Public, None);
        assert_eq!(plan.private.len(), 1);
        assert_eq!(plan.private[0].rows.len(), 1);
        assert!(plan.public.iter().all(|p| p.ping.is_empty() && p.rows.is_empty()));
    }

    #[test]
    fn a_step_within_a_turn_stays_private_and_the_whole_turn_is_told_once() {
        let step = Reply {
            public: vec![Msg::new("table.error.no-game")],
            prompt: Some(prompt("11")),
            in_turn: true,
            ..Reply::default()
        };
        let plan1 = plan(&step, "11", Audience::Public, None);
        assert!(plan1.public.is_empty(), "nothing public while the turn goes on");
        assert!(plan1.private[0].content.contains("no game"), "{}", plan1.private[0].content);
        assert_eq!(plan1.private[0].rows.len(), 1);

        let passed = Reply {
            public: vec![Msg::new("table.error.finished")],
            turn: vec![Msg::new("table.error.no-game"), Msg::new("table.error.finished")],
            images: vec![
                Image { name: "city.png".into(), png: vec![1] },
                Image { name: "scoring.png".into(), png: vec![1] },
            ],
            mentions: vec!["22".into()],
            prompt: Some(prompt("22")),
            ..Reply::default()
        };
        let plan2 = plan(&passed, "11", Audience::Public, None);
        assert_eq!(plan2.public.len(), 1);
        let post = &plan2.public[0];
        assert!(post.content.contains("no game") && post.content.contains("is over"), "{}", post.content);
        assert_eq!((post.files.len(), post.ping.clone()), (2, vec![22]));
    }

    #[test]
    fn long_text_is_split_under_the_limit() {
        let lines: Vec<String> = (0..100).map(|i| format!("line {i} {}", "x".repeat(60))).collect();
        let out = posts(lines, Vec::new(), Vec::new(), vec![3]);
        assert!(out.len() > 1);
        assert!(out.iter().all(|p| p.content.chars().count() <= LIMIT));
        assert_eq!(out.iter().filter(|p| !p.ping.is_empty()).count(), 1);
        assert_eq!(out.last().unwrap().ping, vec![3]);
    }
}
