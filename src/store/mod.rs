//! Storage: SQLite through sqlx, with the migrations in `migrations/`. The only place with SQL.
//!
//! Every change to a game is one transaction that bumps the game's `version` only if it still
//! has the version the caller read (optimistic concurrency): two clicks on the same button
//! cannot both land.

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Row, SqlitePool};
use std::str::FromStr;
use std::time::Duration;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("this channel already has an active game")]
    ChannelBusy,
    #[error("the game changed meanwhile")]
    Conflict,
    #[error("database error: {0}")]
    Db(#[from] sqlx::Error),
    #[error("migration error: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

pub type Result<T> = std::result::Result<T, StoreError>;

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct GameRow {
    pub id: i64,
    pub channel_id: String,
    pub kind: String,
    pub options: String,
    pub status: String,
    pub creator_id: String,
    pub seed: Option<i64>,
    pub initial_state: Option<String>,
    pub state: Option<String>,
    pub version: i64,
    pub created_at: i64,
    pub updated_at: i64,
    pub turn_user_id: Option<String>,
    pub turn_since: Option<i64>,
    pub remind_at: Option<i64>,
    pub remind_every: i64,
    pub quiet_from: Option<i64>,
    pub quiet_to: Option<i64>,
    pub pings_paused: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct SeatRow {
    pub user_id: String,
    pub display_name: String,
    pub seat: Option<i64>,
    pub joined_at: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ActionRow {
    pub seq: i64,
    pub kind: String,
    pub user_id: String,
    pub seat: i64,
    pub notation: String,
    pub undoes: Option<i64>,
    pub barrier: bool,
    pub events: String,
    pub created_at: i64,
    /// The action ended its player's turn (see [`crate::games::Applied::turn_over`]).
    pub turn_end: bool,
}

/// A new row for the action log.
#[derive(Debug, Clone)]
pub struct NewAction {
    pub kind: &'static str,
    pub user_id: String,
    pub seat: i64,
    pub notation: String,
    pub undoes: Option<i64>,
    pub barrier: bool,
    pub events: String,
    pub turn_end: bool,
}

/// What starting a game records.
#[derive(Debug, Clone)]
pub struct GameStart {
    pub seed: i64,
    /// (user id, seat) for every player.
    pub seats: Vec<(String, i64)>,
    pub initial_state: String,
}

/// What a move changes in the game row.
#[derive(Debug, Clone)]
pub struct GameChange {
    pub state: String,
    pub status: &'static str,
    pub turn_user_id: Option<String>,
    pub turn_since: Option<i64>,
    pub remind_at: Option<i64>,
    pub pings_paused: bool,
}

#[derive(Clone)]
pub struct Store {
    pool: SqlitePool,
}

const GAME_COLUMNS: &str = "id, channel_id, kind, options, status, creator_id, seed, initial_state, state, version, \
     created_at, updated_at, turn_user_id, turn_since, remind_at, remind_every, quiet_from, quiet_to, pings_paused";

impl Store {
    /// Opens (creating if needed) the database at `url` (`sqlite://path` or a bare path) and migrates it.
    pub async fn open(url: &str) -> Result<Store> {
        let url = if url.starts_with("sqlite:") { url.to_string() } else { format!("sqlite://{url}") };
        let opts = SqliteConnectOptions::from_str(&url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10));
        let pool = SqlitePoolOptions::new().max_connections(4).connect_with(opts).await?;
        Self::migrated(pool).await
    }

    /// A private in-memory database (tests, scenario runs).
    pub async fn memory() -> Result<Store> {
        let opts = SqliteConnectOptions::from_str("sqlite::memory:")?.foreign_keys(true);
        // One connection: every connection to :memory: would be a database of its own.
        let pool = SqlitePoolOptions::new().max_connections(1).min_connections(1).idle_timeout(None).max_lifetime(None);
        Self::migrated(pool.connect_with(opts).await?).await
    }

    async fn migrated(pool: SqlitePool) -> Result<Store> {
        sqlx::migrate!("./migrations").run(&pool).await?;
        Ok(Store { pool })
    }

    /// Creates a game in the lobby with its creator seated; refuses a second active game in a channel.
    pub async fn create_game(
        &self,
        channel_id: &str,
        kind: &str,
        options: &str,
        creator: (&str, &str),
        now: i64,
    ) -> Result<i64> {
        let mut tx = self.pool.begin().await?;
        let res = sqlx::query(
            "INSERT INTO games (channel_id, kind, options, status, creator_id, created_at, updated_at) \
             VALUES (?, ?, ?, 'lobby', ?, ?, ?)",
        )
        .bind(channel_id)
        .bind(kind)
        .bind(options)
        .bind(creator.0)
        .bind(now)
        .bind(now)
        .execute(&mut *tx)
        .await;
        let id = match res {
            Ok(r) => r.last_insert_rowid(),
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => return Err(StoreError::ChannelBusy),
            Err(e) => return Err(e.into()),
        };
        sqlx::query("INSERT INTO seats (game_id, user_id, display_name, joined_at) VALUES (?, ?, ?, ?)")
            .bind(id)
            .bind(creator.0)
            .bind(creator.1)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(id)
    }

    /// The lobby or running game of a channel.
    pub async fn active_game(&self, channel_id: &str) -> Result<Option<GameRow>> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')");
        Ok(sqlx::query_as(&sql).bind(channel_id).fetch_optional(&self.pool).await?)
    }

    /// The most recent game of a channel, whatever its status.
    pub async fn latest_game(&self, channel_id: &str) -> Result<Option<GameRow>> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1");
        Ok(sqlx::query_as(&sql).bind(channel_id).fetch_optional(&self.pool).await?)
    }

    pub async fn game(&self, id: i64) -> Result<Option<GameRow>> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?");
        Ok(sqlx::query_as(&sql).bind(id).fetch_optional(&self.pool).await?)
    }

    /// Seats in seat order (lobby: in joining order).
    pub async fn seats(&self, game_id: i64) -> Result<Vec<SeatRow>> {
        Ok(sqlx::query_as(
            "SELECT user_id, display_name, seat, joined_at FROM seats WHERE game_id = ? \
             ORDER BY seat, joined_at, rowid",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Bumps the version if it is still `version`; the first statement of every change.
    async fn bump(tx: &mut sqlx::SqliteConnection, id: i64, version: i64, now: i64) -> Result<()> {
        let r = sqlx::query("UPDATE games SET version = version + 1, updated_at = ? WHERE id = ? AND version = ?")
            .bind(now)
            .bind(id)
            .bind(version)
            .execute(&mut *tx)
            .await?;
        if r.rows_affected() == 1 {
            Ok(())
        } else {
            Err(StoreError::Conflict)
        }
    }

    pub async fn join(&self, game_id: i64, version: i64, user: (&str, &str), now: i64) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        Self::bump(&mut tx, game_id, version, now).await?;
        sqlx::query("INSERT INTO seats (game_id, user_id, display_name, joined_at) VALUES (?, ?, ?, ?)")
            .bind(game_id)
            .bind(user.0)
            .bind(user.1)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    pub async fn leave(&self, game_id: i64, version: i64, user_id: &str, now: i64) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        Self::bump(&mut tx, game_id, version, now).await?;
        sqlx::query("DELETE FROM seats WHERE game_id = ? AND user_id = ?")
            .bind(game_id)
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Starts a game: seats assigned, seed and initial state recorded.
    pub async fn start(
        &self,
        game_id: i64,
        version: i64,
        start: &GameStart,
        change: &GameChange,
        now: i64,
    ) -> Result<()> {
        let GameStart { seed, seats, initial_state: state } = start;
        let mut tx = self.pool.begin().await?;
        Self::bump(&mut tx, game_id, version, now).await?;
        for (user, seat) in seats {
            sqlx::query("UPDATE seats SET seat = ? WHERE game_id = ? AND user_id = ?")
                .bind(seat)
                .bind(game_id)
                .bind(user)
                .execute(&mut *tx)
                .await?;
        }
        sqlx::query("UPDATE games SET seed = ?, initial_state = ? WHERE id = ?")
            .bind(seed)
            .bind(state)
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
        Self::apply_change(&mut tx, game_id, change).await?;
        tx.commit().await?;
        Ok(())
    }

    async fn apply_change(tx: &mut sqlx::SqliteConnection, game_id: i64, c: &GameChange) -> Result<()> {
        sqlx::query(
            "UPDATE games SET state = ?, status = ?, turn_user_id = ?, turn_since = ?, remind_at = ?, \
             pings_paused = ? WHERE id = ?",
        )
        .bind(&c.state)
        .bind(c.status)
        .bind(&c.turn_user_id)
        .bind(c.turn_since)
        .bind(c.remind_at)
        .bind(c.pings_paused)
        .bind(game_id)
        .execute(&mut *tx)
        .await?;
        Ok(())
    }

    /// One move: the new state and the log row, in one transaction with the version check.
    pub async fn record(
        &self,
        game_id: i64,
        version: i64,
        change: &GameChange,
        action: &NewAction,
        now: i64,
    ) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        Self::bump(&mut tx, game_id, version, now).await?;
        Self::apply_change(&mut tx, game_id, change).await?;
        sqlx::query(
            "INSERT INTO actions (game_id, seq, kind, user_id, seat, notation, undoes, barrier, events, created_at, \
             turn_end) VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?), ?, ?, ?, ?, ?, ?, ?, \
             ?, ?)",
        )
        .bind(game_id)
        .bind(game_id)
        .bind(action.kind)
        .bind(&action.user_id)
        .bind(action.seat)
        .bind(&action.notation)
        .bind(action.undoes)
        .bind(action.barrier)
        .bind(&action.events)
        .bind(now)
        .bind(action.turn_end)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    pub async fn set_status(&self, game_id: i64, version: i64, status: &str, now: i64) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        Self::bump(&mut tx, game_id, version, now).await?;
        sqlx::query("UPDATE games SET status = ?, remind_at = NULL WHERE id = ?")
            .bind(status)
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Gives a seat to another user (replace), or renames nothing else.
    pub async fn replace_seat(
        &self,
        game_id: i64,
        version: i64,
        old_user: &str,
        new_user: (&str, &str),
        turn_user_id: Option<&str>,
        now: i64,
    ) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        Self::bump(&mut tx, game_id, version, now).await?;
        sqlx::query("UPDATE seats SET user_id = ?, display_name = ? WHERE game_id = ? AND user_id = ?")
            .bind(new_user.0)
            .bind(new_user.1)
            .bind(game_id)
            .bind(old_user)
            .execute(&mut *tx)
            .await?;
        sqlx::query("UPDATE games SET turn_user_id = ? WHERE id = ?")
            .bind(turn_user_id)
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Reminder settings of a game (no version bump: they do not change the game).
    pub async fn set_reminders(
        &self,
        game_id: i64,
        every: i64,
        quiet: Option<(i64, i64)>,
        paused: bool,
        remind_at: Option<i64>,
    ) -> Result<()> {
        sqlx::query(
            "UPDATE games SET remind_every = ?, quiet_from = ?, quiet_to = ?, pings_paused = ?, remind_at = ? \
             WHERE id = ?",
        )
        .bind(every)
        .bind(quiet.map(|q| q.0))
        .bind(quiet.map(|q| q.1))
        .bind(paused)
        .bind(remind_at)
        .bind(game_id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Running games whose reminder is due at `now`.
    pub async fn due_reminders(&self, now: i64) -> Result<Vec<GameRow>> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND remind_at IS NOT NULL AND remind_at <= ? \
             ORDER BY remind_at"
        );
        Ok(sqlx::query_as(&sql).bind(now).fetch_all(&self.pool).await?)
    }

    /// Moves a reminder's due time if the game still has `version` (a move in between wins).
    pub async fn reschedule_reminder(&self, game_id: i64, version: i64, remind_at: Option<i64>) -> Result<bool> {
        let r = sqlx::query("UPDATE games SET remind_at = ? WHERE id = ? AND version = ?")
            .bind(remind_at)
            .bind(game_id)
            .bind(version)
            .execute(&self.pool)
            .await?;
        Ok(r.rows_affected() == 1)
    }

    /// The whole action log of a game, oldest first.
    pub async fn actions(&self, game_id: i64) -> Result<Vec<ActionRow>> {
        Ok(sqlx::query_as(
            "SELECT seq, kind, user_id, seat, notation, undoes, barrier, events, created_at, turn_end FROM actions \
             WHERE game_id = ? ORDER BY seq",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?)
    }

    pub async fn count_games(&self) -> Result<i64> {
        Ok(sqlx::query("SELECT COUNT(*) FROM games").fetch_one(&self.pool).await?.get(0))
    }

    /// A bare one-row write in its own transaction: the floor a move is measured against.
    pub async fn touch(&self, game_id: i64, now: i64) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("UPDATE games SET updated_at = ? WHERE id = ?").bind(now).bind(game_id).execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(())
    }
}
