//! Records and ratings: the results of ended games, who handed a seat over, times to move and
//! the Weng–Lin ratings, written in the transaction that ends a game (`/stats`, `/leaderboard`
//! read only these), and a full re-rating from the stored results.

use super::backend::{on_pool, on_read, on_tx, Pool, Tx};
use super::{Backend, Kind, NewAction, NewNotice, Result, Status, Store, StoreError};
use crate::rating::{self, Entry, Placed, RatedGame, Rating};
use std::collections::HashMap;

/// How a seat holder's game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Played to the end.
    Finished,
    /// The game was abandoned while they held the seat.
    Abandoned,
    /// They handed the seat over (`/replace`) before the end.
    Handed,
}

impl Outcome {
    pub const ALL: [Outcome; 3] = [Outcome::Finished, Outcome::Abandoned, Outcome::Handed];

    pub fn name(self) -> &'static str {
        match self {
            Outcome::Finished => "finished",
            Outcome::Abandoned => "abandoned",
            Outcome::Handed => "handed",
        }
    }

    pub fn parse(text: &str) -> Option<Outcome> {
        Outcome::ALL.into_iter().find(|o| o.name() == text)
    }
}

/// One seat holder's result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatResult {
    pub seat: i64,
    pub user_id: String,
    pub display_name: String,
    /// The AI level of a bot.
    pub bot: Option<String>,
    pub outcome: Outcome,
    /// Finished games: the place (1 is first; ties share it) and the score.
    pub place: Option<i64>,
    pub score: Option<i64>,
    /// The times (seconds) this holder took for each of their turns.
    pub turn_secs: Vec<i64>,
}

/// What an ended game leaves for records and ratings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ended {
    pub kind: Kind,
    pub players: i64,
    /// Rated: finished, no seat handed over, at least two seats.
    pub rated: bool,
    pub seats: Vec<SeatResult>,
}

/// A seat's holder before a `/replace`.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Handover {
    pub seat: i64,
    pub user_id: String,
    pub display_name: String,
    pub bot: Option<String>,
    pub at: i64,
}

/// One group of a person's record: their games of one game and player count that ended one way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordGroup {
    pub kind: Kind,
    pub players: i64,
    pub outcome: Outcome,
    pub games: i64,
    /// First places (finished games).
    pub won: i64,
    /// The sum and the best of the scores (finished games).
    pub score_sum: Option<i64>,
    pub best: Option<i64>,
    /// Games not rated.
    pub unrated: i64,
}

/// A person's record as stored: the groups, their finished games oldest first (won or not), and
/// their times to move in buckets.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Record {
    pub groups: Vec<RecordGroup>,
    pub won: Vec<bool>,
    pub move_buckets: Vec<(i64, i64)>,
}

/// One line of a leaderboard.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardRow {
    pub entry: Entry,
    pub name: String,
    pub rating: Rating,
}

/// One of a person's ended games, newest first, for their page: `seen` when the viewer held a
/// seat in it too.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct PlayedRow {
    pub game_id: i64,
    pub kind: Kind,
    pub players: i64,
    pub outcome: String,
    pub place: Option<i64>,
    pub score: Option<i64>,
    pub ended_at: i64,
    pub display_name: String,
    pub seen: bool,
}

type GroupRow = (String, i64, String, i64, Option<i64>, Option<i64>, Option<i64>, Option<i64>);
type RatingRow = (bool, String, String, f64, f64, i64, i64);

/// A rated result as a re-rating reads it: when its game ended, the game, the seat, the game's
/// kind and player count, the user, the AI level, the place.
type RatedRow = (i64, i64, i64, Kind, i64, String, Option<String>, Option<i64>);

fn board_row((bot, entry, name, mu, sigma, games, wins): RatingRow) -> BoardRow {
    BoardRow { entry: Entry::from_stored(bot, &entry), name, rating: Rating { mu, sigma, games, wins } }
}

/// `AND kind = $2` when a game is asked for.
fn kind_filter(kind: Option<Kind>) -> &'static str {
    if kind.is_some() {
        " AND kind = $2"
    } else {
        " AND $2 IS NULL"
    }
}

impl Store {
    /// Writes an ended game's results in its ending transaction: the results, the times to move
    /// and, for a rated game with `rate`, the ratings of its entries in both pools.
    pub(super) async fn write_end(&self, tx: &mut Tx, game_id: i64, ended: &Ended, now: i64, rate: bool) -> Result<()> {
        let rated = ended.rated && ended.seats.iter().filter(|s| s.outcome == Outcome::Finished).count() >= 2;
        for s in &ended.seats {
            let sql = "INSERT INTO results (game_id, seat, user_id, display_name, bot, kind, players, outcome, place, \
                 score, rated, ended_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)";
            on_tx!(tx, c => sqlx::query(sql)
                .bind(game_id)
                .bind(s.seat)
                .bind(&s.user_id)
                .bind(&s.display_name)
                .bind(&s.bot)
                .bind(ended.kind)
                .bind(ended.players)
                .bind(s.outcome.name())
                .bind(s.place)
                .bind(s.score)
                .bind(rated)
                .bind(now)
                .execute(c)
                .await?
                .rows_affected());
            if s.bot.is_some() {
                continue;
            }
            let mut buckets: HashMap<i64, i64> = HashMap::new();
            for t in &s.turn_secs {
                *buckets.entry(rating::bucket(*t)).or_default() += 1;
            }
            for (bucket, n) in buckets {
                let sql = "INSERT INTO move_times (user_id, kind, players, bucket, n) VALUES ($1, $2, $3, $4, $5) \
                     ON CONFLICT (user_id, kind, players, bucket) DO UPDATE SET n = move_times.n + excluded.n";
                on_tx!(tx, c => sqlx::query(sql).bind(&s.user_id).bind(ended.kind).bind(ended.players).bind(bucket).bind(n).execute(c).await?.rows_affected());
            }
        }
        if rated && rate {
            self.rate_in(tx, ended).await?;
        }
        Ok(())
    }

    /// Updates the ratings of a rated game's entries in both pools, each row locked first
    /// (PostgreSQL), in a fixed order, so games ending at once on several processes both count.
    async fn rate_in(&self, tx: &mut Tx, ended: &Ended) -> Result<()> {
        let placed: Vec<Placed> = ended
            .seats
            .iter()
            .filter(|s| s.outcome == Outcome::Finished)
            .map(|s| Placed { entry: Entry::of(&s.user_id, s.bot.as_deref()), place: s.place.unwrap_or(1) })
            .collect();
        let mut names: HashMap<Entry, &str> = HashMap::new();
        for s in ended.seats.iter().filter(|s| s.outcome == Outcome::Finished) {
            let entry = Entry::of(&s.user_id, s.bot.as_deref());
            names.insert(entry, s.bot.as_deref().unwrap_or(&s.display_name));
        }
        let mut entries: Vec<&Entry> = names.keys().collect();
        entries.sort();
        let lock = if self.backend() == Backend::Postgres { " FOR UPDATE" } else { "" };
        for pool in rating::pools(ended.players) {
            let mut before: HashMap<Entry, Rating> = HashMap::new();
            for e in &entries {
                let (bot, id) = e.stored();
                let r = Rating::default();
                let sql = "INSERT INTO ratings (kind, players, bot, entry, name, mu, sigma, shown, games, wins) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, 0) ON CONFLICT (kind, players, bot, entry) DO NOTHING";
                on_tx!(tx, c => sqlx::query(sql).bind(ended.kind).bind(pool).bind(bot).bind(id).bind(names[*e]).bind(r.mu).bind(r.sigma).bind(r.shown()).execute(c).await?.rows_affected());
                let sql = format!(
                    "SELECT mu, sigma, games, wins FROM ratings WHERE kind = $1 AND players = $2 AND bot = $3 \
                     AND entry = $4{lock}"
                );
                let (mu, sigma, games, wins): (f64, f64, i64, i64) = on_tx!(tx, c => sqlx::query_as(&sql).bind(ended.kind).bind(pool).bind(bot).bind(id).fetch_one(c).await?);
                before.insert((*e).clone(), Rating { mu, sigma, games, wins });
            }
            for (e, r) in rating::rate(&before, &placed) {
                let (bot, id) = e.stored();
                let sql = "UPDATE ratings SET name = $1, mu = $2, sigma = $3, shown = $4, games = $5, wins = $6 \
                     WHERE kind = $7 AND players = $8 AND bot = $9 AND entry = $10";
                on_tx!(tx, c => sqlx::query(sql).bind(names[&e]).bind(r.mu).bind(r.sigma).bind(r.shown()).bind(r.games).bind(r.wins).bind(ended.kind).bind(pool).bind(bot).bind(id).execute(c).await?.rows_affected());
            }
        }
        Ok(())
    }

    /// The last move of a game: [`Store::record`], with the game's results and ratings written in
    /// the same transaction.
    #[allow(clippy::too_many_arguments)]
    pub async fn record_end(
        &self,
        game_id: i64,
        version: i64,
        change: &super::GameChange,
        action: &NewAction,
        notice: Option<&NewNotice>,
        ended: &Ended,
        now: i64,
    ) -> Result<Option<i64>> {
        self.record_with((game_id, version), (change, action, notice), Some(ended), now).await
    }

    /// Abandons a running game, writing what it leaves for records (nothing is rated).
    pub async fn abandon_game(
        &self,
        game_id: i64,
        version: i64,
        ended: &Ended,
        notice: Option<&NewNotice>,
        now: i64,
    ) -> Result<Option<i64>> {
        let mut tx = self.change(game_id, version, now).await?;
        Self::status_in(&mut tx, game_id, Status::Abandoned).await?;
        self.write_end(&mut tx, game_id, ended, now, false).await?;
        self.finish(tx, game_id, version, notice, now).await
    }

    /// Who held a game's seats before they were handed over, in the order of handing.
    pub async fn handovers(&self, game_id: i64) -> Result<Vec<Handover>> {
        let sql = "SELECT seat, user_id, display_name, bot, at FROM handovers WHERE game_id = $1 ORDER BY at, seat";
        on_read!(&self.pool, p => sqlx::query_as(sql).bind(game_id).fetch_all(p).await)
    }

    /// Stores games that were played elsewhere (arena runs, measurements) as finished games with
    /// their seats and results, in one transaction; their ratings come from [`Store::rerate`].
    pub async fn import_finished(&self, games: &[(String, Ended, i64)]) -> Result<Vec<i64>> {
        let mut tx = self.pool.begin().await?;
        let mut ids = Vec::with_capacity(games.len());
        for (channel, ended, at) in games {
            let sql = "INSERT INTO games (channel_id, kind, status, creator_id, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $5) RETURNING id";
            let creator = ended.seats.first().map_or("", |s| s.user_id.as_str());
            let id: i64 = on_tx!(&mut tx, c => sqlx::query_scalar(sql).bind(channel).bind(ended.kind).bind(Status::Finished).bind(creator).bind(at).fetch_one(c).await?);
            for s in ended.seats.iter().filter(|s| s.outcome != Outcome::Handed) {
                let sql = "INSERT INTO seats (game_id, user_id, display_name, seat, joined_at, bot, joined_seq) \
                     VALUES ($1, $2, $3, $4, $5, $6, $4)";
                on_tx!(&mut tx, c => sqlx::query(sql).bind(id).bind(&s.user_id).bind(&s.display_name).bind(s.seat).bind(at).bind(&s.bot).execute(c).await?.rows_affected());
            }
            self.write_end(&mut tx, id, ended, *at, false).await?;
            ids.push(id);
        }
        tx.commit().await?;
        Ok(ids)
    }

    /// Re-rates everything: every pool recomputed from the rated results in the order the games
    /// ended, and the ratings replaced in one transaction. Returns the number of games rated.
    pub async fn rerate(&self) -> Result<usize> {
        let mut rows = self.rated_results().await?;
        rows.sort_unstable_by_key(|r| (r.0, r.1, r.2));
        // entries as numbers while rating
        let mut ids: HashMap<Entry, u32> = HashMap::new();
        let mut entries: Vec<Entry> = Vec::new();
        let mut games: Vec<RatedGame<u32>> = Vec::new();
        let mut last = None;
        for (_, game_id, _, kind, players, user_id, bot, place) in rows {
            let entry = Entry::of(&user_id, bot.as_deref());
            let id = *ids.entry(entry).or_insert_with_key(|e| {
                entries.push(e.clone());
                entries.len() as u32 - 1
            });
            if last != Some(game_id) {
                games.push(RatedGame { kind, players, seats: Vec::new() });
                last = Some(game_id);
            }
            games.last_mut().expect("pushed").seats.push(Placed { entry: id, place: place.unwrap_or(1) });
        }
        let count = games.len();
        let pools = rating::rerate(games);
        let names = self.entry_names(&entries).await?;
        let mut tx = self.pool.begin().await?;
        on_tx!(&mut tx, c => sqlx::query("DELETE FROM ratings").execute(c).await?.rows_affected());
        let rows: Vec<(Kind, i64, u32, &Rating)> =
            pools.iter().flat_map(|((k, n), rs)| rs.iter().map(move |(e, r)| (*k, *n, *e, r))).collect();
        for chunk in rows.chunks(400) {
            let mut sql = String::from(
                "INSERT INTO ratings (kind, players, bot, entry, name, mu, sigma, shown, games, wins) VALUES ",
            );
            for i in 0..chunk.len() {
                let b = i * 10;
                let sep = if i == 0 { "" } else { ", " };
                let marks: Vec<String> = (1..=10).map(|j| format!("${}", b + j)).collect();
                sql.push_str(&format!("{sep}({})", marks.join(", ")));
            }
            on_tx!(&mut tx, c => {
                let mut q = sqlx::query(&sql);
                for (kind, players, id, r) in chunk {
                    let (bot, entry) = entries[*id as usize].stored();
                    q = q.bind(*kind).bind(*players).bind(bot).bind(entry).bind(&names[*id as usize]).bind(r.mu)
                        .bind(r.sigma).bind(r.shown()).bind(r.games).bind(r.wins);
                }
                q.execute(c).await?.rows_affected()
            });
        }
        tx.commit().await?;
        Ok(count)
    }

    /// Every rated result of a finished game, read as stored (no index order, no lookups).
    /// sqlx hands SQLite's rows over from its worker thread one at a time, which for 300,000
    /// rows took most of a re-rating's time: SQLite sends them as one JSON array instead.
    async fn rated_results(&self) -> Result<Vec<RatedRow>> {
        const WHERE: &str = "FROM results WHERE rated AND outcome = 'finished'";
        match &self.pool {
            Pool::Postgres(p) => {
                let sql = format!("SELECT ended_at, game_id, seat, kind, players, user_id, bot, place {WHERE}");
                sqlx::query_as(&sql).fetch_all(p).await.map_err(StoreError::Read)
            }
            Pool::Sqlite(p) => {
                let sql = format!(
                    "SELECT coalesce(json_group_array(json_array(ended_at, game_id, seat, kind, players, user_id, \
                     bot, place)), '[]') {WHERE}"
                );
                let text: String = sqlx::query_scalar(&sql).fetch_one(p).await.map_err(StoreError::Read)?;
                type Raw = (i64, i64, i64, String, i64, String, Option<String>, Option<i64>);
                // what cannot be read is a read error, as sqlx's own decoding would give
                let decode = |e: sqlx::error::BoxDynError| StoreError::Read(sqlx::Error::Decode(e));
                let raw: Vec<Raw> = serde_json::from_str(&text).map_err(|e| decode(e.into()))?;
                raw.into_iter()
                    .map(|(at, game, seat, kind, players, user, bot, place)| {
                        let kind = Kind::parse(&kind).ok_or_else(|| decode(format!("not a Kind: {kind:?}").into()))?;
                        Ok((at, game, seat, kind, players, user, bot, place))
                    })
                    .collect()
            }
        }
    }

    /// The names of entries as the leaderboard shows them: an AI level's own, a person's as the
    /// ratings last had it, else the name they had at their latest game (looked up for all of
    /// them at once, [`Store::latest_names`]).
    async fn entry_names(&self, entries: &[Entry]) -> Result<Vec<String>> {
        let sql = "SELECT bot, entry, name FROM ratings";
        let rows: Vec<(bool, String, String)> = on_read!(&self.pool, p => sqlx::query_as(sql).fetch_all(p).await)?;
        let known: HashMap<Entry, String> = rows.into_iter().map(|(b, e, n)| (Entry::from_stored(b, &e), n)).collect();
        let unnamed: Vec<&str> = entries
            .iter()
            .filter_map(|e| match e {
                Entry::Person(id) if !known.contains_key(e) => Some(id.as_str()),
                _ => None,
            })
            .collect();
        let latest = self.latest_names(&unnamed).await?;
        Ok(entries
            .iter()
            .map(|e| match (e, known.get(e)) {
                (Entry::Ai(level), _) => level.clone(),
                (_, Some(name)) => name.clone(),
                (Entry::Person(id), None) => latest.get(id.as_str()).cloned().unwrap_or_else(|| id.clone()),
            })
            .collect())
    }

    /// The name each of these people had at their latest game, in one query per few hundred
    /// people (of two games ended at the same moment, the later game's).
    async fn latest_names(&self, users: &[&str]) -> Result<HashMap<String, String>> {
        let mut out = HashMap::with_capacity(users.len());
        for chunk in users.chunks(500) {
            let marks: Vec<String> = (1..=chunk.len()).map(|i| format!("${i}")).collect();
            let sql = format!(
                "SELECT r.user_id, r.display_name FROM results r JOIN (SELECT user_id, MAX(ended_at) AS at \
                 FROM results WHERE bot IS NULL AND user_id IN ({}) GROUP BY user_id) m \
                 ON r.user_id = m.user_id AND r.ended_at = m.at WHERE r.bot IS NULL ORDER BY r.game_id",
                marks.join(", ")
            );
            let rows: Vec<(String, String)> = on_read!(&self.pool, p => {
                let mut q = sqlx::query_as(&sql);
                for u in chunk {
                    q = q.bind(*u);
                }
                q.fetch_all(p).await
            })?;
            // ordered by game: the later game's name wins a tie
            out.extend(rows);
        }
        Ok(out)
    }

    /// A person's record, for one game or all.
    pub async fn record_of(&self, user_id: &str, kind: Option<Kind>) -> Result<Record> {
        let filter = kind_filter(kind);
        let sql = format!(
            "SELECT kind, players, outcome, COUNT(*), CAST(SUM(CASE WHEN place = 1 THEN 1 ELSE 0 END) AS BIGINT), \
             CAST(SUM(score) AS BIGINT), MAX(score), CAST(SUM(CASE WHEN rated THEN 0 ELSE 1 END) AS BIGINT) \
             FROM results WHERE user_id = $1 AND bot IS NULL{filter} GROUP BY kind, players, outcome \
             ORDER BY kind, players, outcome"
        );
        let rows: Vec<GroupRow> =
            on_read!(&self.pool, p => sqlx::query_as(&sql).bind(user_id).bind(kind).fetch_all(p).await)?;
        let mut groups = Vec::new();
        for (k, players, outcome, games, won, score_sum, best, unrated) in rows {
            let bad = |what: &str| StoreError::Config(format!("a stored result has an unknown {what}"));
            groups.push(RecordGroup {
                kind: Kind::parse(&k).ok_or_else(|| bad("game"))?,
                players,
                outcome: Outcome::parse(&outcome).ok_or_else(|| bad("outcome"))?,
                games,
                won: won.unwrap_or(0),
                score_sum,
                best,
                unrated: unrated.unwrap_or(0),
            });
        }
        // one string of wins ('1') and other places ('0') in the order the games ended, not a row
        // per game: sqlx hands SQLite's rows over between threads one at a time
        let sql = format!(
            "SELECT string_agg(CASE WHEN place = 1 THEN '1' ELSE '0' END, '' ORDER BY ended_at, game_id) \
             FROM results WHERE user_id = $1 AND bot IS NULL AND outcome = 'finished'{filter}"
        );
        let places: Option<String> =
            on_read!(&self.pool, p => sqlx::query_scalar(&sql).bind(user_id).bind(kind).fetch_one(p).await)?;
        let sql =
            format!("SELECT bucket, CAST(SUM(n) AS BIGINT) FROM move_times WHERE user_id = $1{filter} GROUP BY bucket");
        let move_buckets: Vec<(i64, i64)> =
            on_read!(&self.pool, p => sqlx::query_as(&sql).bind(user_id).bind(kind).fetch_all(p).await)?;
        let won = places.unwrap_or_default().bytes().map(|b| b == b'1').collect();
        Ok(Record { groups, won, move_buckets })
    }

    /// The best `limit` ratings of a pool (`players` 0: all counts), best first.
    pub async fn leaderboard(&self, kind: Kind, players: i64, limit: i64) -> Result<Vec<BoardRow>> {
        let sql = "SELECT bot, entry, name, mu, sigma, games, wins FROM ratings WHERE kind = $1 AND players = $2 \
             ORDER BY shown DESC, entry LIMIT $3";
        let rows: Vec<RatingRow> =
            on_read!(&self.pool, p => sqlx::query_as(sql).bind(kind).bind(players).bind(limit).fetch_all(p).await)?;
        Ok(rows.into_iter().map(board_row).collect())
    }

    /// An entry's place and rating in a pool, if it is rated there.
    pub async fn standing(&self, kind: Kind, players: i64, entry: &Entry) -> Result<Option<(i64, BoardRow)>> {
        let (bot, id) = entry.stored();
        let sql = "SELECT bot, entry, name, mu, sigma, games, wins FROM ratings WHERE kind = $1 AND players = $2 \
             AND bot = $3 AND entry = $4";
        let row: Option<RatingRow> = on_read!(&self.pool, p => sqlx::query_as(sql).bind(kind).bind(players).bind(bot).bind(id).fetch_optional(p).await)?;
        let Some(row) = row.map(board_row) else { return Ok(None) };
        let sql = "SELECT COUNT(*) FROM ratings WHERE kind = $1 AND players = $2 AND shown > $3";
        let above: i64 = on_read!(&self.pool, p => sqlx::query_scalar(sql).bind(kind).bind(players).bind(row.rating.shown()).fetch_one(p).await)?;
        Ok(Some((above + 1, row)))
    }

    /// A person's latest `limit` ended games, newest first; `seen` tells which of them `viewer`
    /// held a seat in as well.
    pub async fn played(&self, user_id: &str, viewer: Option<&str>, limit: i64) -> Result<Vec<PlayedRow>> {
        let sql = "SELECT r.game_id, r.kind, r.players, r.outcome, r.place, r.score, r.ended_at, r.display_name, \
             EXISTS (SELECT 1 FROM results v WHERE v.game_id = r.game_id AND v.user_id = $2) AS seen \
             FROM results r WHERE r.user_id = $1 AND r.bot IS NULL ORDER BY r.ended_at DESC, r.game_id DESC LIMIT $3";
        on_read!(&self.pool, p => sqlx::query_as(sql).bind(user_id).bind(viewer).bind(limit).fetch_all(p).await)
    }

    /// Removes every rating (a re-rating from nothing; tests of [`Store::rerate`]).
    pub async fn clear_ratings(&self) -> Result<()> {
        on_pool!(&self.pool, p => sqlx::query("DELETE FROM ratings").execute(p).await?.rows_affected());
        Ok(())
    }
}
