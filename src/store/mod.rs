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
mod import;
mod outbox;
mod results;
mod settings;
mod types;
mod web;

pub use backend::{Backend, Waits};
pub use results::{BoardRow, Ended, Handover, Outcome, PlayedRow, Record, RecordGroup, SeatResult};
pub use types::{
    ActionKind, ActionRow, GameChange, GameImport, GameRow, GameStart, Kind, NewAction, NewNotice, NoticeRow, Notify,
    SeatRow, Status, UserSettings,
};

use backend::{on_read, Pool};
use sqlx::Row;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("this channel already has an active game")]
    ChannelBusy,
    #[error("the game changed meanwhile")]
    Conflict,
    #[error("{0}")]
    Config(String),
    /// The server cannot be reached (or refuses the connection) at start.
    #[error("cannot connect to {place}: {cause}")]
    Unreachable { place: String, cause: String },
    /// A failure while changing the database (or one not known to be a read).
    #[error("database error: {0}")]
    Db(#[from] sqlx::Error),
    /// A failure while reading.
    #[error("database error while reading: {0}")]
    Read(sqlx::Error),
    #[error("migration error: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

pub type Result<T> = std::result::Result<T, StoreError>;

/// What a failure of the database means for the one who asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Failure {
    /// A lock or a statement waited longer than its bound ([`Waits`]): nothing changed, and
    /// trying again soon may work.
    Busy,
    /// No connection: the server is down or refuses.
    Unreachable,
    /// Anything else.
    Other,
}

impl StoreError {
    /// The sqlx error underneath, if any.
    fn sqlx(&self) -> Option<&sqlx::Error> {
        match self {
            StoreError::Db(e) | StoreError::Read(e) => Some(e),
            _ => None,
        }
    }

    /// Whether it happened while reading (nothing was to be changed).
    pub fn reading(&self) -> bool {
        matches!(self, StoreError::Read(_))
    }

    pub fn failure(&self) -> Failure {
        if let StoreError::Unreachable { .. } = self {
            return Failure::Unreachable;
        }
        match self.sqlx() {
            Some(sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed | sqlx::Error::Io(_) | sqlx::Error::Tls(_)) => {
                Failure::Unreachable
            }
            Some(sqlx::Error::Database(e)) => {
                let code = e.code().unwrap_or_default();
                // PostgreSQL: connection exceptions (08…), the server shutting down or starting
                // (57P01-57P03: a session it ended is met by the next query)
                if code.starts_with("08") || matches!(&*code, "57P01" | "57P02" | "57P03") {
                    return Failure::Unreachable;
                }
                // PostgreSQL: lock_not_available (lock_timeout), query_canceled (statement_timeout);
                // SQLite: SQLITE_BUSY and its extended codes (the busy timeout ran out)
                let busy = matches!(&*code, "55P03" | "57014" | "5" | "261" | "517" | "773")
                    || e.message().contains("database is locked");
                if busy {
                    Failure::Busy
                } else {
                    Failure::Other
                }
            }
            _ => Failure::Other,
        }
    }
}

#[derive(Clone)]
pub struct Store {
    pool: Pool,
    /// Where the database is, for messages (PostgreSQL: database, user, host and port or
    /// socket; SQLite: the file).
    place: std::sync::Arc<str>,
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
        Store::open_with(url, Waits::default()).await
    }

    /// [`Store::open`] with other bounds on waiting for the database.
    pub async fn open_with(url: &str, waits: Waits) -> Result<Store> {
        let store = Store::connect(url, waits, false).await?;
        store.check_writable().await?;
        Ok(store)
    }

    /// Opens the database for reading only (`lazaretto replay`): a read-only file or server is
    /// fine; nothing is created or migrated.
    pub async fn open_read_only(url: &str) -> Result<Store> {
        Store::connect(url, Waits::default(), true).await
    }

    async fn connect(url: &str, waits: Waits, read_only: bool) -> Result<Store> {
        let url = url.trim();
        let (pool, place) = match Backend::of(url)? {
            Backend::Sqlite => (Pool::sqlite_file(url, waits, read_only).await?, url.to_string()),
            Backend::Postgres => Pool::postgres(url, waits, read_only).await?,
        };
        Ok(Store { pool, place: place.into(), lease: DEFAULT_LEASE_SECS })
    }

    /// A private in-memory SQLite database (tests, scenario runs).
    pub async fn memory() -> Result<Store> {
        Ok(Store { pool: Pool::sqlite_memory().await?, place: "sqlite::memory:".into(), lease: DEFAULT_LEASE_SECS })
    }

    /// Where the database is: PostgreSQL's database, user, and host and port or socket (never
    /// the password); SQLite's file.
    pub fn place(&self) -> &str {
        &self.place
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
        on_read!(&self.pool, p => sqlx::query("SELECT COUNT(*) FROM games").fetch_one(p).await.map(|r| r.get(0)))
    }
}
