//! Storage through sqlx: SQLite (the embedded default) or PostgreSQL (several bot processes on one
//! server), with the same API and the migrations of each in `migrations/sqlite` and
//! `migrations/postgres`. The only place with SQL.
//!
//! Every change to a game is one transaction that bumps the game's `version` only if it still
//! has the version the caller read (optimistic concurrency): two clicks on the same button
//! cannot both land. What a change owes the players (a turn post, a ping) is written to the
//! outbox in the same transaction and claimed by exactly one process for delivery.

mod away;
pub(crate) mod backend;
mod games;
mod outbox;
mod types;

pub use backend::Backend;
pub use types::{
    ActionKind, ActionRow, GameChange, GameRow, GameStart, Kind, NewAction, NewNotice, NoticeRow, SeatRow, Status,
};

use backend::{on_pool, Pool};
use sqlx::Row;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("this channel already has an active game")]
    ChannelBusy,
    #[error("the game changed meanwhile")]
    Conflict,
    #[error("{0}")]
    Config(String),
    #[error("database error: {0}")]
    Db(#[from] sqlx::Error),
    #[error("migration error: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

pub type Result<T> = std::result::Result<T, StoreError>;

#[derive(Clone)]
pub struct Store {
    pool: Pool,
    /// How long (seconds) a process may take to deliver a notice it claimed before another
    /// process may claim it again.
    lease: i64,
}

/// The default claim on an owed notice: far longer than drawing and posting takes.
pub const DEFAULT_LEASE_SECS: i64 = 60;

impl Store {
    /// Opens the database at `url` (`postgres://…`, `sqlite://FILE` or a bare path; a SQLite file
    /// is created if missing), migrates it and checks that it takes writes, so a database that
    /// cannot be used is refused at start rather than at the first move.
    pub async fn open(url: &str) -> Result<Store> {
        let url = url.trim();
        let pool = match Backend::of(url)? {
            Backend::Sqlite => Pool::sqlite_file(url).await?,
            Backend::Postgres => Pool::postgres(url).await?,
        };
        let store = Store { pool, lease: DEFAULT_LEASE_SECS };
        store.check_writable().await?;
        Ok(store)
    }

    /// A private in-memory SQLite database (tests, scenario runs).
    pub async fn memory() -> Result<Store> {
        Ok(Store { pool: Pool::sqlite_memory().await?, lease: DEFAULT_LEASE_SECS })
    }

    pub fn backend(&self) -> Backend {
        self.pool.backend()
    }

    /// Sets how long a claim on an owed notice lasts (seconds, at least 1).
    pub fn set_lease(&mut self, secs: i64) {
        self.lease = secs.max(1);
    }

    pub fn lease(&self) -> i64 {
        self.lease
    }

    /// A write that changes nothing, rolled back: fails on a read-only file or server.
    async fn check_writable(&self) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        let wrote = backend::on_tx!(&mut tx, c => {
            sqlx::query("UPDATE games SET version = version WHERE id = -1").execute(c).await.map(|_| ())
        });
        tx.rollback().await?;
        wrote.map_err(|e| StoreError::Config(format!("the database does not take writes: {e}")))
    }

    pub async fn count_games(&self) -> Result<i64> {
        Ok(on_pool!(&self.pool, p => sqlx::query("SELECT COUNT(*) FROM games").fetch_one(p).await?.get(0)))
    }
}
