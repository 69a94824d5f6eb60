//! `lazaretto import FILE`: a complete record (`crate::record`) replayed into the database, to
//! look at the game or to play a copy on at the terminal. Every action is replayed through the
//! same checks as at the table (its seat's decision, an offered choice, an undo only of what the
//! table would take back) and the replayed result must be the record's; anything else is
//! refused with a message saying where, and nothing is stored. The game is written in one
//! transaction, as the table would have stored it move by move (state, log with its events,
//! seats), so `/board`, `/log` and `/status` show it and `lazaretto replay` checks it.

use super::play::{effective, replay};
use super::{seat_name, Kind, Loaded, Seats, TableError, TableOptions, Tables};
use crate::games::{Event, Msg, Seat};
use crate::i18n::Lang;
use crate::record::{ReadError, Record, RecordStatus, ENGINES};
use crate::store::{ActionKind, ActionRow, GameImport, SeatRow, Status};

/// A game imported into the database.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Imported {
    pub game_id: i64,
    pub kind: Kind,
    /// The actions of the record (all of them replayed and checked).
    pub actions: usize,
    /// The actions stored (fewer when the copy stops at an earlier position).
    pub stored: usize,
    pub status: Status,
    /// Whose decision it is in the stored copy (its name and seat), if the game goes on.
    pub next: Option<Msg>,
}

fn refuse(msg: Msg) -> TableError {
    TableError::msg(msg)
}

/// A record replayed and checked: the game's initial state, the log as the table would have
/// stored it, and the seats with the user ids the copy gets.
struct Replayed {
    kind: Kind,
    options: TableOptions,
    lang: Lang,
    seed: u64,
    initial: Loaded,
    log: Vec<ActionRow>,
    seats: Vec<SeatRow>,
}

/// The seats as stored: a person is the terminal's local user of that name (`/as NAME` plays
/// the seat), a bot keeps its level. Names are cut as the table cuts them and made unique.
fn seats_of(record: &Record) -> Result<Vec<SeatRow>, TableError> {
    let mut out: Vec<SeatRow> = Vec::new();
    let mut bots = 0;
    for (i, s) in record.seats.iter().enumerate() {
        if s.seat != i {
            return Err(refuse(Msg::new("table.import.error.seat-order")));
        }
        let mut name = seat_name(&s.name);
        if name.is_empty() {
            return Err(refuse(Msg::new("table.import.error.name").num("seat", i as i64 + 1)));
        }
        let base = name.clone();
        let mut n = 1;
        while out.iter().any(|o| o.display_name.to_lowercase() == name.to_lowercase()) {
            n += 1;
            name = seat_name(&format!("{base} ({n})"));
        }
        let user_id = match &s.bot {
            Some(level) => {
                if level.parse::<crate::ai::Level>().is_err() {
                    return Err(refuse(Msg::new("table.bot.error.level").text("level", level.clone())));
                }
                bots += 1;
                format!("bot:{bots}")
            }
            None => format!("local:{}", name.to_lowercase()),
        };
        out.push(SeatRow {
            user_id,
            display_name: name,
            seat: Some(i as i64),
            joined_at: record.created_at.0,
            bot: s.bot.clone(),
        });
    }
    Ok(out)
}

/// "alice (Red)" for a seat of the record.
fn player(g: &Loaded, seats: &[SeatRow], seat: Seat) -> Msg {
    let name = seats.get(seat).map(|s| s.display_name.clone()).unwrap_or_default();
    Msg::new("table.player").text("name", name).msg("seat", g.seat_name(seat))
}

/// Reads and checks the record's frame (format, engine, game, language, seed, seats, options)
/// and deals the game.
fn frame(text: &str) -> Result<(Record, Replayed), TableError> {
    let record = Record::read(text).map_err(|e| {
        refuse(match e {
            ReadError::Unreadable(detail) => Msg::new("table.import.error.unreadable").text("detail", detail),
            ReadError::Format(format) => Msg::new("table.import.error.format").text("format", format),
            ReadError::Engine(engine) => {
                Msg::new("table.import.error.engine").text("engine", engine).text("known", ENGINES.join(", "))
            }
        })
    })?;
    let texts = record.seats.iter().map(|s| s.name.as_str()).chain(record.actions.iter().map(|a| a.action.as_str()));
    if texts.chain([record.game.as_str()]).any(|t| t.contains('\0')) || record.options.to_string().contains("\\u0000") {
        return Err(TableError::new("table.error.nul"));
    }
    let kind = Kind::parse(&record.game)
        .ok_or_else(|| refuse(Msg::new("table.import.error.game").text("game", &record.game)))?;
    let lang = Lang::ALL
        .into_iter()
        .find(|l| l.name() == record.language)
        .ok_or_else(|| refuse(Msg::new("table.import.error.language").text("language", &record.language)))?;
    let (Some(seed), Some(_)) = (record.seed, &record.result) else {
        return Err(refuse(Msg::new(match record.seed {
            None => "table.import.error.no-seed",
            Some(_) => "table.import.error.no-result",
        })));
    };
    if record.status != RecordStatus::Finished {
        return Err(refuse(Msg::new("table.import.error.no-result")));
    }
    if seed > i64::MAX as u64 {
        return Err(refuse(Msg::new("table.import.error.seed").text("seed", seed.to_string())));
    }
    let seats = seats_of(&record)?;
    let text = record.options.to_string();
    let options = TableOptions::read(kind, &text)
        .map_err(|_| refuse(Msg::new("table.import.error.options").text("options", text)))?;
    let Seats { min, max } = options.seats();
    if !(min..=max).contains(&seats.len()) {
        return Err(refuse(
            Msg::new("table.import.error.seats")
                .num("count", seats.len() as i64)
                .num("min", min as i64)
                .num("max", max as i64),
        ));
    }
    let initial = Loaded::new(&options, seats.len(), seed)?;
    let replayed = Replayed { kind, options, lang, seed, initial, log: Vec::new(), seats };
    Ok((record, replayed))
}

/// Replays every action of the record as the table would have taken it, building the log the
/// table would have stored; returns the final state.
fn replay_all(record: &Record, r: &mut Replayed) -> Result<Loaded, TableError> {
    let mut g = r.initial.clone();
    for (i, a) in record.actions.iter().enumerate() {
        let seq = i as i64 + 1;
        let at = |key: &str| Msg::new(key).num("seq", seq).text("action", a.action.clone());
        if a.seq != seq {
            return Err(refuse(Msg::new("table.import.error.seq").num("seq", a.seq).num("expected", seq)));
        }
        let Some(user) = r.seats.get(a.seat) else {
            return Err(refuse(at("table.import.error.seat").num("seat", a.seat as i64)));
        };
        let Some(prompt) = g.prompt() else { return Err(refuse(at("table.import.error.after-end"))) };
        if prompt.seat != a.seat {
            let (by, waiting) = (player(&g, &r.seats, a.seat), player(&g, &r.seats, prompt.seat));
            return Err(refuse(at("table.import.error.not-their-turn").msg("player", by).msg("waiting", waiting)));
        }
        let mut row = ActionRow {
            seq,
            kind: ActionKind::Act,
            user_id: user.user_id.clone(),
            seat: a.seat as i64,
            notation: a.action.clone(),
            undoes: None,
            barrier: false,
            events: String::new(),
            created_at: a.at.0,
            turn_end: false,
        };
        if let Some(undoes) = a.undoes {
            // as `/undo`: the last action in effect, the same seat's, within its turn, revealing nothing
            let eff = effective(&r.log);
            let fine = a.action == super::UNDO
                && eff.last().is_some_and(|l| l.seq == undoes && l.seat as Seat == a.seat && !l.barrier && !l.turn_end);
            if !fine {
                return Err(refuse(at("table.import.error.undo").num("undoes", undoes)));
            }
            g = replay(&r.initial, &eff[..eff.len() - 1]).map_err(|_| refuse(at("table.import.error.undo")))?;
            let events =
                vec![Event::public(Msg::new("table.undone").text("action", eff[eff.len() - 1].notation.clone()))];
            row.kind = ActionKind::Undo;
            row.undoes = Some(undoes);
            row.events = serde_json::to_string(&events).expect("events serialise");
            r.log.push(row);
            continue;
        }
        let by = player(&g, &r.seats, a.seat);
        if !prompt.offers(&a.action) {
            let reason = match g.clone().apply_text(a.seat, &a.action) {
                Err(e) => e.msg,
                Ok(_) => Msg::new("table.import.reason-not-offered"),
            };
            return Err(refuse(at("table.import.error.action").msg("player", by).msg("reason", reason)));
        }
        let applied = g
            .apply_text(a.seat, &a.action)
            .map_err(|e| refuse(at("table.import.error.action").msg("player", by).msg("reason", e.msg)))?;
        // as the table commits a move (`play.rs`): a move that hands the decision on, ends the
        // game or reveals something is a barrier to undo
        let next = g.prompt();
        let passed = next.as_ref().map(|p| p.seat) != Some(a.seat) || applied.turn_over;
        let finished = next.is_none();
        row.barrier = applied.irreversible || passed || finished;
        row.turn_end = passed || finished;
        row.events = serde_json::to_string(&applied.events).expect("events serialise");
        r.log.push(row);
    }
    Ok(g)
}

impl Tables {
    /// Replays a complete record into `channel` (the terminal's `terminal` by default): the whole
    /// game is replayed and checked against the record's result first; with `at`, the copy
    /// stored stops after that many logged actions, to be played on. Refused with a message and
    /// nothing stored when the record does not replay to its result, or the channel has an
    /// open table.
    pub async fn import(&self, channel: &str, text: &str, at: Option<usize>) -> Result<Imported, TableError> {
        if channel.contains('\0') {
            return Err(TableError::new("table.error.nul"));
        }
        let (record, mut r) = frame(text)?;
        let end = replay_all(&record, &mut r)?;
        if end.prompt().is_some() {
            return Err(refuse(Msg::new("table.import.error.unfinished").num("count", record.actions.len() as i64)));
        }
        if end.standings() != record.result {
            return Err(refuse(Msg::new("table.import.error.result")));
        }
        let count = record.actions.len();
        let stored = at.unwrap_or(count);
        if stored > count {
            return Err(refuse(Msg::new("table.import.error.at").num("at", stored as i64).num("count", count as i64)));
        }
        r.log.truncate(stored);
        let g = replay(&r.initial, &effective(&r.log)).map_err(|_| TableError::new("table.error.storage"))?;
        let now = self.now();
        let prompt = g.prompt();
        let next_user = prompt.as_ref().map(|p| r.seats[p.seat].user_id.clone());
        let status = if prompt.is_some() { Status::Active } else { Status::Finished };
        // a bot to act is due at once; people are never reminded of an imported copy
        let remind_at = prompt.as_ref().filter(|p| r.seats[p.seat].bot.is_some()).map(|_| now);
        let creator = r.seats.iter().find(|s| s.bot.is_none()).unwrap_or(&r.seats[0]).user_id.clone();
        let import = GameImport {
            channel_id: channel.to_string(),
            kind: r.kind,
            options: r.options.to_json(),
            language: r.lang,
            creator_id: creator,
            seed: r.seed as i64,
            initial_state: r.initial.to_json(),
            state: g.to_json(),
            status,
            created_at: record.created_at.0,
            turn_user_id: next_user,
            turn_since: prompt.as_ref().map(|_| now),
            remind_at,
            seats: r.seats.clone(),
            actions: r.log,
        };
        let game_id = self.store.import_game(&import, now).await?;
        if remind_at.is_some() {
            self.bot_wake.notify_one();
        }
        Ok(Imported {
            game_id,
            kind: r.kind,
            actions: count,
            stored,
            status,
            next: prompt.map(|p| player(&g, &r.seats, p.seat)),
        })
    }
}

/// What `lazaretto import` says once the game is stored: where, how much was replayed, and
/// whose decision it is in a copy to play on.
pub fn told(done: &Imported, channel: &str) -> Msg {
    let base = |key: &str| {
        Msg::new(key)
            .key("game", format!("game.{}", done.kind.name()))
            .num("id", done.game_id)
            .text("channel", channel)
            .num("count", done.actions as i64)
            .num("stored", done.stored as i64)
    };
    match &done.next {
        Some(next) => base("table.import.done-playing").msg("player", next.clone()),
        None => base("table.import.done-finished"),
    }
}
