//! `lazaretto play`: a chat-like terminal front-end over the table service and the SQLite file.
//! It takes the same commands as the bot, one per line, so a transcript can be piped in.

use crate::i18n::t;
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
}

const HELP: &str = "\
Commands (the same as the Discord bot):
  /as NAME            act as another local user (hot-seat)
  /new rattus         open a table in this channel
  /join  /leave       take or give up a seat in the lobby
  /start              start the game (creator)
  /play ACTION        act, e.g. /play place gallia 2 — or /play N for the N-th listed choice
  ACTION              a line without a slash is the same as /play ACTION
  /undo               take back your last choice this turn
  /board  /status  /log [N]  /peek
  /estate [NAME]      a player's estate image (Messina; written like the board images)
  /abandon  /kick NAME  /replace OLD NEW
  /help  /quit";

struct Session<'a> {
    tables: &'a Tables,
    opts: Options,
    out: Box<dyn Write + 'a>,
}

fn user(name: &str) -> User {
    User::new(format!("local:{}", name.to_lowercase()), name)
}

impl Session<'_> {
    fn ctx(&self) -> Ctx {
        Ctx { channel: self.opts.channel.clone(), user: user(&self.opts.user), admin: false }
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
            "help" => {
                self.say(HELP);
                return true;
            }
            "as" if !rest.is_empty() => {
                self.opts.user = rest.to_string();
                self.say(format!("(you are now {rest})"));
                return true;
            }
            "new" => {
                let mut words = rest.split_whitespace();
                let kind = words.next().unwrap_or_default().to_string();
                let options = words
                    .map(|w| {
                        w.split_once(['=', ':'])
                            .map(|(k, v)| (k.to_string(), v.to_string()))
                            .unwrap_or((w.into(), String::new()))
                    })
                    .collect();
                Request::New { kind, options }
            }
            "join" => Request::Join,
            "leave" => Request::Leave,
            "start" => {
                let ctx = self.ctx();
                let opts = StartOptions { seed: self.opts.seed, ..StartOptions::default() };
                let r = self.tables.start(&ctx, opts).await;
                self.show(r).await;
                return true;
            }
            // the notation, the number of a listed choice, or words of its label
            "play" => Request::Play { action: rest.to_string(), version: None },
            "undo" => Request::Undo,
            "board" => Request::Board,
            "status" => Request::Status,
            "log" => Request::Log { count: rest.parse().unwrap_or(10) },
            "peek" => Request::Peek,
            "estate" => Request::Estate { user_id: (!rest.is_empty()).then(|| user(rest).id) },
            "abandon" => Request::Abandon,
            "kick" => Request::Kick { user_id: user(rest).id },
            "replace" => match rest.split_once(' ') {
                Some((old, new)) => Request::Replace { old_user_id: user(old).id, new: user(new.trim()) },
                None => {
                    self.say("usage: /replace OLD NEW");
                    return true;
                }
            },
            _ => {
                self.say(format!("unknown command /{cmd}; /help lists the commands"));
                return true;
            }
        };
        let ctx = self.ctx();
        let r = self.tables.handle(&ctx, req).await;
        self.show(r).await;
        true
    }

    /// The position in words, as the player who must act sees it.
    async fn summary(&mut self, user_id: &str, name: &str) {
        let ctx = Ctx { channel: self.opts.channel.clone(), user: User::new(user_id, name), admin: false };
        if let Ok(reply) = self.tables.handle(&ctx, Request::Status).await {
            for m in &reply.private {
                self.say(format!("  | {}", t(m)));
            }
        }
    }

    async fn show(&mut self, r: Result<Reply, TableError>) {
        match r {
            Err(e) => {
                let rule = e.rule.map(|r| format!(" [{r}]")).unwrap_or_default();
                self.say(format!("✗ {}{rule}", t(&e.msg)));
                if let Some(p) = e.prompt {
                    self.say(format!("→ {}: {}", p.user_name, t(&p.ask)));
                }
            }
            Ok(reply) => {
                for m in &reply.public {
                    self.say(t(m));
                }
                for m in &reply.private {
                    self.say(format!("  {}", t(m)));
                }
                for img in &reply.images {
                    if let Some(dir) = &self.opts.images {
                        let path = dir.join(&img.name);
                        match std::fs::create_dir_all(dir).and_then(|_| std::fs::write(&path, &img.png)) {
                            Ok(()) => self.say(format!("[image] {}", path.display())),
                            Err(e) => self.say(format!("[image not written: {e}]")),
                        }
                    }
                }
                if let Some(p) = reply.prompt {
                    if !reply.mentions.is_empty() {
                        self.say(format!("@{} it is your turn.", p.user_name));
                    }
                    // a new turn, to someone else or (solo) to the same player: the position in words
                    if (!reply.mentions.is_empty() || !reply.turn.is_empty()) && self.opts.summaries {
                        self.summary(&p.user_id, &p.user_name).await;
                    }
                    self.say(format!("→ {}: {}", p.user_name, t(&p.ask)));
                    // one numbered entry per choice: the notation, then what it means
                    for (i, c) in p.choices.iter().enumerate() {
                        let meaning = match &c.detail {
                            Some(d) => format!("{} · {}", t(&c.label), t(d)),
                            None => t(&c.label),
                        };
                        self.say(format!("{:>3}. {} — {meaning}", i + 1, c.notation));
                    }
                    if self.opts.hotseat && self.opts.user != p.user_name {
                        self.opts.user = p.user_name.clone();
                        self.say(format!("(you are now {})", p.user_name));
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
        s.say("Lazaretto — play by post, at the terminal. /help lists the commands.");
    }
    let mut lines = stdin.lock().lines();
    loop {
        if interactive {
            let _ = write!(s.out, "{}> ", s.opts.user);
            let _ = s.out.flush();
        }
        let Some(line) = lines.next() else { break };
        let line = line?;
        if !interactive {
            s.say(format!("{}> {}", s.opts.user, line.trim()));
        }
        if !s.line(&line).await {
            break;
        }
    }
    Ok(())
}
