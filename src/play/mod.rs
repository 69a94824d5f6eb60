//! `lazaretto play`: a chat-like terminal front-end over the table service and the SQLite file.
//! It takes the same commands as the bot, one per line, so a transcript can be piped in.

use crate::games::Msg;
use crate::i18n::{self, Lang};
use crate::table::{Ctx, Reply, Request, StartOptions, TableError, Tables, User};
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;

pub struct Options {
    pub channel: String,
    pub images: Option<PathBuf>,
    pub seed: Option<u64>,
    pub user: String,
    /// Switch to whoever must decide after every move.
    pub hotseat: bool,
    /// Print the position in words whenever the turn passes (for players without images).
    pub summaries: bool,
    /// The language of everything printed, and of the tables this session opens.
    pub lang: Lang,
}

struct Session<'a> {
    tables: &'a Tables,
    opts: Options,
    out: Box<dyn Write + 'a>,
}

/// `/log [N] [page:P]` (also `page P`): lines to a page (10 by default) and the page; `None`
/// when a word is neither.
fn parse_log(rest: &str) -> Option<(usize, Option<usize>)> {
    let (mut count, mut page) = (10, None);
    let mut words = rest.split_whitespace();
    while let Some(w) = words.next() {
        match w.split_once(':') {
            Some(("page", p)) => page = Some(p.parse().ok()?),
            None if w == "page" => page = Some(words.next()?.parse().ok()?),
            None => count = w.parse().ok()?,
            Some(_) => return None,
        }
    }
    Some((count, page))
}

/// The widest line of the turn summary, its `  | ` included.
pub const SUMMARY_WIDTH: usize = 100;

/// Lines of at most `width` characters, broken at spaces (a longer word stands alone);
/// continuation lines are indented by two spaces.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let len = line.chars().count();
        if len > 0 && len + 1 + word.chars().count() > width {
            out.push(std::mem::take(&mut line));
            line.push_str("  ");
        } else if len > 0 {
            line.push(' ');
        }
        line.push_str(word);
    }
    out.push(line);
    out
}

fn user(name: &str) -> User {
    User::new(format!("local:{}", name.to_lowercase()), name)
}

impl Session<'_> {
    fn ctx(&self) -> Ctx {
        Ctx { channel: self.opts.channel.clone(), user: user(&self.opts.user), admin: false }
    }

    /// A message in the session's language.
    fn t(&self, msg: &Msg) -> String {
        i18n::render(self.opts.lang, msg)
    }

    /// A name as typed back: a seated name shown cut to fit (`…`, see [`crate::table::seat_name`])
    /// names the local player it was cut from (issue 27: `/as` with the name a prompt shows).
    async fn typed_name(&self, name: &str) -> String {
        if !name.ends_with('…') {
            return name.to_string();
        }
        let store = &self.tables.store;
        let Ok(Some(row)) = store.latest_game(&self.opts.channel).await else { return name.to_string() };
        let seats = store.seats(row.id).await.unwrap_or_default();
        let seated = seats.iter().find(|s| s.display_name == name);
        seated.and_then(|s| s.user_id.strip_prefix("local:")).map_or_else(|| name.to_string(), String::from)
    }

    fn say(&mut self, line: impl AsRef<str>) {
        let _ = writeln!(self.out, "{}", line.as_ref());
    }

    async fn line(&mut self, line: &str) -> bool {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return true;
        }
        let (cmd, rest) = match line.strip_prefix('/') {
            Some(l) => l.split_once(' ').map(|(c, r)| (c, r.trim())).unwrap_or((l, "")),
            None => ("play", line),
        };
        let req = match cmd {
            "quit" | "exit" => return false,
            "help" if rest.is_empty() => {
                self.say(self.t(&Msg::new("play.help")));
                self.say(self.t(&Msg::new("play.help-record")));
                self.say(self.t(&Msg::new("play.help-players")));
                return true;
            }
            "help" => Request::Help { game: rest.to_string() },
            "as" if !rest.is_empty() => {
                self.opts.user = self.typed_name(rest).await;
                self.say(self.t(&Msg::new("play.you-are").text("name", rest)));
                return true;
            }
            "new" => {
                let mut words = rest.split_whitespace();
                let kind = words.next().unwrap_or_default().to_string();
                let mut options: Vec<(String, String)> = words
                    .map(|w| {
                        w.split_once(['=', ':'])
                            .map(|(k, v)| (k.to_string(), v.to_string()))
                            .unwrap_or((w.into(), String::new()))
                    })
                    .collect();
                // the table speaks the session's language unless `language=` says otherwise
                if !options.iter().any(|(k, _)| k == "language") {
                    options.push(("language".into(), self.opts.lang.name().into()));
                }
                Request::New { kind, options }
            }
            "join" => Request::Join,
            "rematch" => Request::Rematch,
            "settings" => match settings_change(rest) {
                Ok(change) => Request::Settings { change },
                Err(msg) => {
                    self.show(Err(TableError::msg(msg))).await;
                    return true;
                }
            },
            "language" => Request::Language { language: rest.to_string() },
            "leave" => Request::Leave,
            "start" => {
                let ctx = self.ctx();
                let opts = StartOptions { seed: self.opts.seed, ..StartOptions::default() };
                let r = self.tables.start(&ctx, opts).await;
                let failed = r.as_ref().is_err_and(TableError::in_storage);
                if let Err(e) = &r {
                    self.tables.report(e);
                }
                self.show(r).await;
                if !failed {
                    self.bots().await;
                }
                return true;
            }
            // the notation, the number of a listed choice, or words of its label
            "play" => Request::Play { action: rest.to_string(), version: None },
            "undo" => Request::Undo,
            "board" => Request::Board,
            "status" => Request::Status,
            "log" => match parse_log(rest) {
                Some((count, page)) => Request::Log { count, page },
                None => {
                    self.say(self.t(&Msg::new("play.log-usage")));
                    return true;
                }
            },
            "peek" => Request::Peek,
            "export" => {
                self.export(rest).await;
                return true;
            }
            "web" => Request::Web,
            "estate" => {
                let named = if rest.is_empty() { None } else { Some(user(&self.typed_name(rest).await).id) };
                Request::Estate { user_id: named }
            }
            "abandon" => Request::Abandon { confirm: crate::table::confirms(rest) },
            "kick" => Request::Kick { user_id: user(&self.typed_name(rest).await).id },
            "bot" => match rest.split_once(' ').unwrap_or((rest, "")) {
                ("add", level) => Request::BotAdd { level: (!level.trim().is_empty()).then(|| level.trim().into()) },
                ("remove", _) => Request::BotRemove,
                _ => {
                    self.say(self.t(&Msg::new("play.bot-usage")));
                    return true;
                }
            },
            "replace" => match rest.split_once(' ') {
                Some((old, new)) if new.trim() == "bot" || new.trim().starts_with("bot ") => {
                    let level = new.trim()["bot".len()..].trim();
                    Request::ReplaceBot { old_user_id: user(old).id, level: (!level.is_empty()).then(|| level.into()) }
                }
                Some((old, new)) => Request::Replace { old_user_id: user(old).id, new: user(new.trim()) },
                None => {
                    self.say(self.t(&Msg::new("play.replace-usage")));
                    return true;
                }
            },
            // `/stats`, `/stats NAME`, `/stats GAME`, `/stats NAME GAME`
            "stats" => {
                let mut words: Vec<&str> = rest.split_whitespace().collect();
                let game = match words.last() {
                    Some(w) if crate::table::Kind::parse(w).is_some() => words.pop().map(String::from),
                    _ => None,
                };
                let named = words.join(" ");
                let user = if named.is_empty() { None } else { Some(user(&self.typed_name(&named).await)) };
                Request::Stats { user, game }
            }
            "leaderboard" => {
                let mut words = rest.split_whitespace();
                let game = words.next().map(String::from);
                let players = words.next().map(|n| crate::games::plain_number::<i64>(n).ok_or(()));
                match (game, players, words.next()) {
                    (Some(game), None, None) => Request::Leaderboard { game, players: None },
                    (Some(game), Some(Ok(n)), None) => Request::Leaderboard { game, players: Some(n) },
                    _ => {
                        self.say(self.t(&Msg::new("play.leaderboard-usage")));
                        return true;
                    }
                }
            }
            "clock" => {
                let mut words = rest.split_whitespace();
                let time = words.next().map(|t| crate::table::remind::time_or_off(t, "table.clock.error.time"));
                match time.transpose() {
                    Ok(secs) => {
                        Request::Clock { secs: secs.unwrap_or_default(), policy: words.next().map(String::from) }
                    }
                    Err(msg) => {
                        self.show(Err(crate::table::TableError::msg(msg))).await;
                        return true;
                    }
                }
            }
            // a moment may be a date and a time (`/away 2026-12-03 18:00`): all the rest is read
            "away" => {
                match Some(rest.trim()).filter(|t| !t.is_empty()).map(crate::table::away::read_away).transpose() {
                    Ok(until) => Request::Away { until: until.unwrap_or_default() },
                    Err(msg) => {
                        self.show(Err(crate::table::TableError::msg(msg))).await;
                        return true;
                    }
                }
            }
            _ => {
                self.say(self.t(&Msg::new("play.unknown-command").text("command", cmd)));
                return true;
            }
        };
        let ctx = self.ctx();
        // help changes nothing and needs no database: no bot is due after it
        let help = matches!(req, Request::Help { .. });
        let r = self.tables.handle(&ctx, req).await;
        // the database failed: it is told once, not again by the bots' turn
        let failed = help || r.as_ref().is_err_and(TableError::in_storage);
        self.show(r).await;
        if !failed {
            self.bots().await;
        }
        true
    }

    /// `/export [FILE]`: the channel's game as a record, written to FILE (by default
    /// `GAME-ID.lazaretto.json` in the current folder), or printed with `-`.
    async fn export(&mut self, path: &str) {
        let (id, record) = match self.tables.export_channel(&self.ctx()).await {
            Ok(found) => found,
            Err(e) => return self.show(Err(e)).await,
        };
        self.say(self.t(&crate::table::export::told(&record)));
        let json = record.to_json();
        if path == "-" {
            return self.say(json.trim_end());
        }
        let path = PathBuf::from(if path.is_empty() { record.file_name(id) } else { path.to_string() });
        let shown = path.display().to_string();
        match std::fs::write(&path, json) {
            Ok(()) => self.say(self.t(&Msg::new("play.export-written").text("path", shown))),
            Err(e) => {
                let msg = Msg::new("play.export-failed").text("path", shown).text("error", e.to_string());
                self.say(format!("✗ {}", self.t(&msg)))
            }
        }
    }

    /// Bots play their turns at once, so the next prompt printed is a person's.
    async fn bots(&mut self) {
        match self.tables.bot_turns_in(&self.opts.channel).await {
            Ok(replies) => {
                for r in replies {
                    self.show(Ok(r)).await;
                }
            }
            Err(e) => self.show(Err(e)).await,
        }
    }

    /// The position in a few short words, as the player who must act sees it (issue 27: the
    /// whole `/status` was 33–39 lines, some of hundreds of characters).
    async fn summary(&mut self, user_id: &str, name: &str) {
        let ctx = Ctx { channel: self.opts.channel.clone(), user: User::new(user_id, name), admin: false };
        if let Ok(lines) = self.tables.brief(&ctx).await {
            for m in &lines {
                for line in wrap(&self.t(m), SUMMARY_WIDTH - 4) {
                    self.say(format!("  | {line}"));
                }
            }
        }
    }

    async fn show(&mut self, r: Result<Reply, TableError>) {
        match r {
            Err(e) => {
                let rule = e.rule.map(|r| format!(" [{r}]")).unwrap_or_default();
                // a refusal is the user's alone: in their own language (`/settings`)
                let text = i18n::render(e.user_lang.unwrap_or(self.opts.lang), &e.msg);
                self.say(format!("✗ {text}{rule}"));
                if let Some(p) = e.prompt {
                    self.say(format!("→ {}: {}", p.user_name, self.t(&p.ask)));
                }
            }
            Ok(reply) => {
                if let Some(id) = reply.notice {
                    // printed here: nothing is owed to anyone else
                    let _ = self.tables.delivered(id).await;
                }
                for m in &reply.public {
                    self.say(self.t(m));
                }
                if reply.join.is_some() && !reply.mentions.is_empty() {
                    let names: Vec<Msg> = reply
                        .mentions
                        .iter()
                        .map(|id| Msg::new("table.name").text("name", id.strip_prefix("local:").unwrap_or(id)))
                        .collect();
                    self.say(self.t(&Msg::new("play.rematch-invite").list("names", names)));
                }
                let own = reply.user_lang.unwrap_or(self.opts.lang);
                for m in &reply.private {
                    self.say(format!("  {}", i18n::render(own, m)));
                }
                for img in &reply.images {
                    if let Some(dir) = &self.opts.images {
                        let path = dir.join(&img.name);
                        match std::fs::create_dir_all(dir).and_then(|_| std::fs::write(&path, &img.png)) {
                            Ok(()) => {
                                self.say(self.t(&Msg::new("play.image").text("path", path.display().to_string())))
                            }
                            Err(e) => self.say(self.t(&Msg::new("play.image-failed").text("error", e.to_string()))),
                        }
                    }
                }
                // a bot's decision is nobody's to take: the table plays it
                if let Some(p) = reply.prompt.filter(|p| !p.bot) {
                    if !reply.mentions.is_empty() {
                        self.say(self.t(&Msg::new("play.your-turn").text("name", p.user_name.clone())));
                    }
                    // a new turn, to someone else or (solo) to the same player: the position in words
                    if (!reply.mentions.is_empty() || !reply.turn.is_empty()) && self.opts.summaries {
                        self.summary(&p.user_id, &p.user_name).await;
                    }
                    self.say(format!("→ {}: {}", p.user_name, self.t(&p.ask)));
                    // one numbered entry per choice: the notation, then what it means
                    for (i, c) in p.choices.iter().enumerate() {
                        let meaning = match &c.detail {
                            Some(d) => self.t(&Msg::new("choice.label-detail")
                                .msg("label", c.label.clone())
                                .msg("detail", d.clone())),
                            None => self.t(&c.label),
                        };
                        self.say(format!("{:>3}. {} — {meaning}", i + 1, c.notation));
                    }
                    if self.opts.hotseat && user(&self.opts.user).id != p.user_id {
                        self.opts.user = self.typed_name(&p.user_name).await;
                        self.say(self.t(&Msg::new("play.you-are").text("name", p.user_name.clone())));
                    }
                }
            }
        }
    }
}

/// Runs the terminal session until end of input or `/quit`.
pub async fn run(tables: &Tables, opts: Options) -> std::io::Result<()> {
    let stdin = std::io::stdin();
    let interactive = stdin.is_terminal();
    let mut s = Session { tables, opts, out: Box::new(std::io::stdout()) };
    if interactive {
        s.say(s.t(&Msg::new("play.welcome")));
    }
    let mut input = stdin.lock();
    let mut bytes = Vec::new();
    loop {
        if interactive {
            let _ = write!(s.out, "{}> ", s.opts.user);
            let _ = s.out.flush();
        }
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        let Ok(line) = std::str::from_utf8(&bytes) else {
            // one unreadable line is refused as a line; the session goes on
            s.say(format!("✗ {}", s.t(&crate::games::Msg::new("error.not-text"))));
            continue;
        };
        let line = line.trim_end_matches(['\n', '\r']).to_string();
        if !interactive {
            s.say(format!("{}> {}", s.opts.user, line.trim()));
        }
        if !s.line(&line).await {
            break;
        }
    }
    Ok(())
}

/// `/settings` at the terminal: `KEY VALUE` pairs (`zone Europe/Warsaw quiet 22-7 notify dm
/// next on every 12h language de`); nothing shows them.
fn settings_change(text: &str) -> Result<crate::table::settings::SettingsChange, Msg> {
    use crate::table::change::Change;
    use crate::table::remind::{parse_duration, parse_quiet};
    let mut change = crate::table::settings::SettingsChange::default();
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() % 2 == 1 {
        return Err(Msg::new("play.settings-usage"));
    }
    for pair in words.chunks(2) {
        let (key, value) = (pair[0].to_lowercase(), pair[1]);
        let off = value.eq_ignore_ascii_case("off");
        match key.as_str() {
            "zone" => change.zone = Some(value.to_string()),
            "quiet" => change.quiet = parse_quiet(value).ok_or_else(|| Msg::new("discord.error.quiet"))?,
            "notify" => change.notify = Some(value.to_string()),
            "next" => {
                change.next = match value.to_lowercase().as_str() {
                    "on" | "yes" | "true" => Some(true),
                    "off" | "no" | "false" => Some(false),
                    _ => return Err(Msg::new("play.settings-usage")),
                }
            }
            "every" if off => change.every = Change::Off,
            "every" => {
                let secs = parse_duration(value).ok_or_else(|| Msg::new("table.remind.error.interval"))?;
                change.every = Change::Set(secs);
            }
            "language" => change.language = Some(value.to_string()),
            _ => return Err(Msg::new("play.settings-usage")),
        }
    }
    Ok(change)
}

#[cfg(test)]
mod tests {
    use super::parse_log;

    /// Issue 27: the turn summary's lines are broken to fit.
    #[test]
    fn long_lines_wrap_at_spaces() {
        let text = "word ".repeat(60);
        let lines = super::wrap(text.trim(), 30);
        assert!(lines.len() > 5 && lines.iter().all(|l| l.chars().count() <= 30), "{lines:?}");
        assert_eq!(lines.concat().split_whitespace().count(), 60);
        assert_eq!(super::wrap("short", 30), vec!["short".to_string()]);
    }

    /// Issue 27: `/log` reaches every page.
    #[test]
    fn log_takes_a_count_and_a_page() {
        assert_eq!(parse_log(""), Some((10, None)));
        assert_eq!(parse_log("25"), Some((25, None)));
        assert_eq!(parse_log("page:3"), Some((10, Some(3))));
        assert_eq!(parse_log("20 page 4"), Some((20, Some(4))));
        assert_eq!(parse_log("page"), None);
        assert_eq!(parse_log("lots"), None);
    }
}
