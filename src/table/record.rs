//! `/stats` and `/leaderboard`: a person's record and a game's ratings, read from the results
//! stored when games end (no game in the channel needed; only the one asking sees them).

use super::{Ctx, Kind, Reply, TableError, Tables, User};
use crate::games::Msg;
use crate::rating::{self, Entry, ALL_COUNTS};
use crate::store::{BoardRow, Outcome, Record};
use std::collections::BTreeMap;

/// How many lines a leaderboard shows.
pub const BOARD_LINES: i64 = 10;

/// A game named in a command, or the refusal that lists the games there are.
pub(super) fn game(name: &str) -> Result<Kind, TableError> {
    Kind::parse(name).ok_or_else(|| {
        let known: Vec<Msg> = Kind::ALL.iter().map(|k| Msg::new(format!("game.{}", k.name()))).collect();
        TableError::msg(Msg::new("help.unknown-game").text("game", name).list("known", known))
    })
}

pub(super) fn game_key(kind: Kind) -> String {
    format!("game.{}", kind.name())
}

/// About how long, in the largest unit that keeps it a whole number of at least 1 or 2.
fn about(secs: i64) -> Msg {
    let (key, n) = match secs {
        s if s < 120 => ("record.about-seconds", s),
        s if s < 2 * 3600 => ("record.about-minutes", (s + 30) / 60),
        s if s < 2 * 86_400 => ("record.about-hours", (s + 1800) / 3600),
        s => ("record.about-days", (s + 43_200) / 86_400),
    };
    Msg::new(key).num("n", n)
}

/// A leaderboard entry as players know it: a person by name, an AI level as such.
fn entry_name(row: &BoardRow) -> Msg {
    match &row.entry {
        Entry::Ai(level) => Msg::new("record.ai").text("level", level.clone()),
        Entry::Person(_) => Msg::new("table.name").text("name", row.name.clone()),
    }
}

fn board_line(rank: i64, row: &BoardRow, key: &str) -> Msg {
    let r = &row.rating;
    let key = if r.provisional() { format!("{key}-provisional") } else { key.to_string() };
    Msg::new(key)
        .num("rank", rank)
        .msg("name", entry_name(row))
        .num("rating", r.points())
        .num("games", r.games)
        .num("wins", r.wins)
}

/// The lines of a record.
pub(super) fn record_lines(name: &str, rec: &Record) -> Vec<Msg> {
    if rec.groups.is_empty() {
        return vec![Msg::new("record.none").text("name", name)];
    }
    let mut out = vec![Msg::new("record.title").text("name", name)];
    // by game and player count: played, won, abandoned, handed over
    let mut counts: BTreeMap<(&str, i64), [i64; 4]> = BTreeMap::new();
    let mut scores: BTreeMap<&str, (i64, i64, Option<i64>)> = BTreeMap::new();
    for g in &rec.groups {
        let c = counts.entry((g.kind.name(), g.players)).or_default();
        c[0] += g.games;
        c[1] += g.won;
        match g.outcome {
            Outcome::Abandoned => c[2] += g.games,
            Outcome::Handed => c[3] += g.games,
            Outcome::Finished => {
                let s = scores.entry(g.kind.name()).or_insert((0, 0, None));
                s.0 += g.score_sum.unwrap_or(0);
                s.1 += g.games;
                s.2 = s.2.max(g.best);
            }
        }
    }
    for ((kind, players), [played, won, abandoned, handed]) in &counts {
        out.push(
            Msg::new("record.line")
                .key("game", format!("game.{kind}"))
                .num("players", *players)
                .num("played", *played)
                .num("won", *won)
                .num("abandoned", *abandoned)
                .num("handed", *handed),
        );
    }
    for (kind, (sum, n, best)) in &scores {
        if let (Some(best), true) = (best, *n > 0) {
            let average = (*sum as f64 / *n as f64).round() as i64;
            out.push(
                Msg::new("record.scores")
                    .key("game", format!("game.{kind}"))
                    .num("average", average)
                    .num("best", *best),
            );
        }
    }
    let unrated: i64 = rec.groups.iter().map(|g| g.unrated).sum();
    if unrated > 0 {
        out.push(Msg::new("record.unrated").num("count", unrated));
    }
    if let Some((secs, moves)) = rating::median(&rec.move_buckets) {
        out.push(Msg::new("record.move").msg("time", about(secs)).num("moves", moves));
    }
    let (current, longest) = rating::streaks(rec.won.iter().copied());
    out.push(Msg::new("record.streak").num("current", current).num("longest", longest));
    out
}

impl Tables {
    /// A person's record (`user`, else the one asking), for one game or all.
    pub(crate) async fn stats(
        &self,
        ctx: &Ctx,
        user: Option<&User>,
        game_name: Option<&str>,
    ) -> Result<Reply, TableError> {
        let kind = game_name.map(game).transpose()?;
        let user = user.unwrap_or(&ctx.user);
        let rec = self.store.record_of(&user.id, kind).await?;
        Ok(Reply { private: record_lines(&super::seat_name(&user.name), &rec), ..Reply::default() })
    }

    /// A game's leaderboard: the best ratings of one player count (or of all together), and the
    /// place of the one asking when they are not among them.
    pub(crate) async fn leaderboard(
        &self,
        ctx: &Ctx,
        game_name: &str,
        players: Option<i64>,
    ) -> Result<Reply, TableError> {
        let board = self.leaderboard_of(game_name, players, Some(&ctx.user.id)).await?;
        Ok(Reply { private: board.lines(), ..Reply::default() })
    }

    /// A game's leaderboard (`/leaderboard` and its web page): the best [`BOARD_LINES`] of one
    /// player count (or of all together), and the place of `viewer` when they are not among them.
    pub async fn leaderboard_of(
        &self,
        game_name: &str,
        players: Option<i64>,
        viewer: Option<&str>,
    ) -> Result<Board, TableError> {
        let kind = game(game_name)?;
        let max = kind.seats().max;
        if let Some(n) = players.filter(|n| !(rating::RATED_FROM_PLAYERS..=max as i64).contains(n)) {
            let msg = Msg::new("record.error.players")
                .key("game", game_key(kind))
                .num("given", n)
                .num("min", rating::RATED_FROM_PLAYERS)
                .num("max", max as i64);
            return Err(TableError::msg(msg));
        }
        let pool = players.unwrap_or(ALL_COUNTS);
        let rows = self.store.leaderboard(kind, pool, BOARD_LINES).await?;
        let title = match players {
            Some(n) => Msg::new("record.board.title-players").key("game", game_key(kind)).num("players", n),
            None => Msg::new("record.board.title").key("game", game_key(kind)),
        };
        let empty = rows.is_empty().then(|| Msg::new("record.board.empty").key("game", game_key(kind)));
        let lines = rows
            .iter()
            .enumerate()
            .map(|(i, row)| BoardLine {
                line: board_line(i as i64 + 1, row, "record.board.line"),
                person: match &row.entry {
                    Entry::Person(id) => Some(id.clone()),
                    Entry::Ai(_) => None,
                },
            })
            .collect();
        let mut you = None;
        if let Some(me) = viewer.map(|v| Entry::Person(v.to_string())).filter(|me| !rows.iter().any(|r| r.entry == *me))
        {
            you = match self.store.standing(kind, pool, &me).await? {
                Some((rank, row)) => Some(board_line(rank, &row, "record.board.you")),
                None if !rows.is_empty() => Some(Msg::new("record.board.you-none")),
                None => None,
            };
        }
        let note = Msg::new("record.board.note").num("provisional", rating::PROVISIONAL_GAMES);
        Ok(Board { kind, title, empty, lines, you, note })
    }
}

/// A leaderboard, its parts apart (the web page links each person's line to their page).
#[derive(Debug, Clone)]
pub struct Board {
    pub kind: Kind,
    pub title: Msg,
    /// When no game has been rated.
    pub empty: Option<Msg>,
    pub lines: Vec<BoardLine>,
    /// The viewer's place, when they are not among the lines.
    pub you: Option<Msg>,
    pub note: Msg,
}

/// One place on a leaderboard: its line and, for a person, their user id.
#[derive(Debug, Clone)]
pub struct BoardLine {
    pub line: Msg,
    pub person: Option<String>,
}

impl Board {
    /// The leaderboard as lines, as `/leaderboard` tells it.
    pub fn lines(self) -> Vec<Msg> {
        let mut out = vec![self.title];
        out.extend(self.empty);
        out.extend(self.lines.into_iter().map(|l| l.line));
        out.extend(self.you);
        out.push(self.note);
        out
    }
}
