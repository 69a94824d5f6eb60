//! The two backends behind one store: SQLite (the embedded default, a file) and PostgreSQL
//! (several bot processes on one server). Queries are written once with numbered placeholders
//! (`$1`), which both understand; [`on_pool!`] and [`on_tx!`] run the same text on either.

use super::{Result, StoreError};
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{PgPool, Postgres, Sqlite, SqlitePool, Transaction};
use std::str::FromStr;
use std::time::Duration;

#[derive(Clone)]
pub(crate) enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// An open transaction on either backend.
pub(crate) enum Tx {
    Sqlite(Transaction<'static, Sqlite>),
    Postgres(Transaction<'static, Postgres>),
}

/// Runs `$e` with `$p` bound to the pool, whichever backend it is: the query is written once.
macro_rules! on_pool {
    ($pool:expr, $p:ident => $e:expr) => {
        match $pool {
            $crate::store::backend::Pool::Sqlite($p) => $e,
            $crate::store::backend::Pool::Postgres($p) => $e,
        }
    };
}

/// Runs `$e` with `$c` bound to the transaction's connection, whichever backend it is.
macro_rules! on_tx {
    ($tx:expr, $c:ident => $e:expr) => {
        match $tx {
            $crate::store::backend::Tx::Sqlite(t) => {
                let $c = &mut **t;
                $e
            }
            $crate::store::backend::Tx::Postgres(t) => {
                let $c = &mut **t;
                $e
            }
        }
    };
}

/// [`on_pool!`] for a read: `$e` is the query's `Result`, whose error becomes
/// [`StoreError::Read`].
macro_rules! on_read {
    ($pool:expr, $p:ident => $e:expr) => {
        match $pool {
            $crate::store::backend::Pool::Sqlite($p) => $e.map_err($crate::store::StoreError::Read),
            $crate::store::backend::Pool::Postgres($p) => $e.map_err($crate::store::StoreError::Read),
        }
    };
}

pub(crate) use {on_pool, on_read, on_tx};

/// Which backend a `DATABASE_URL` names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// `postgres://` or `postgresql://` is PostgreSQL; `sqlite:` or a bare path is a SQLite file.
    pub fn of(url: &str) -> Result<Backend> {
        let url = url.trim();
        if url.is_empty() {
            return Err(StoreError::Config(
                "DATABASE_URL is empty: leave it unset for ./lazaretto.db, or give sqlite://FILE or postgres://…"
                    .into(),
            ));
        }
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Backend::Postgres)
        } else if url.starts_with("sqlite:") || !url.contains("://") {
            Ok(Backend::Sqlite)
        } else {
            let scheme = url.split("://").next().unwrap_or_default();
            Err(StoreError::Config(format!(
                "DATABASE_URL names an unknown database {scheme:?}: use sqlite://FILE or postgres://USER@HOST/DATABASE"
            )))
        }
    }
}

/// How long the store waits for the database before it gives up with a clear error (nothing
/// changed): `DB_CONNECT_SECS`, `DB_LOCK_SECS`, `DB_STATEMENT_SECS`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Waits {
    /// For a connection: a free one of the pool, or (PostgreSQL) connecting to the server, which
    /// is retried until then when it refuses.
    pub connect: Duration,
    /// For a lock another session holds: PostgreSQL `lock_timeout`, SQLite's busy timeout.
    pub lock: Duration,
    /// For one statement (PostgreSQL `statement_timeout`; migrations are not bound).
    pub statement: Duration,
}

impl Default for Waits {
    fn default() -> Self {
        Waits { connect: Duration::from_secs(5), lock: Duration::from_secs(10), statement: Duration::from_secs(30) }
    }
}

/// Where a PostgreSQL database is, for messages: database, user, and host and port or socket
/// (never the password).
pub(crate) fn place(opts: &PgConnectOptions) -> String {
    // as sqlx connects: a socket folder (or a host that is a path) holds `.s.PGSQL.PORT`
    let port = opts.get_port();
    let at = match opts.get_socket() {
        Some(dir) => format!("{}/.s.PGSQL.{port}", dir.display()),
        None if opts.get_host().starts_with('/') => format!("{}/.s.PGSQL.{port}", opts.get_host()),
        None => format!("{}:{port}", opts.get_host()),
    };
    let db = opts.get_database().unwrap_or(opts.get_username());
    format!("database {db:?} as {:?} at {at}", opts.get_username())
}

impl Pool {
    /// A SQLite file; `read_only`: neither created, migrated nor switched to WAL (a file that
    /// takes no writes can still be read).
    pub(crate) async fn sqlite_file(url: &str, waits: Waits, read_only: bool) -> Result<Pool> {
        let url = if url.starts_with("sqlite:") { url.to_string() } else { format!("sqlite://{url}") };
        let opts = SqliteConnectOptions::from_str(&url)?
            .foreign_keys(true)
            .busy_timeout(waits.lock)
            // 512 KiB of page cache per connection instead of 2 MiB: the bot reads a game and
            // its log at a time, and the system keeps the file's pages anyway
            .pragma("cache_size", "-512");
        let opts = match read_only {
            true => opts.read_only(true),
            false => {
                opts.create_if_missing(true).journal_mode(SqliteJournalMode::Wal).synchronous(SqliteSynchronous::Normal)
            }
        };
        let pool = SqlitePoolOptions::new().max_connections(4).acquire_timeout(waits.connect.max(waits.lock));
        let pool = pool.connect_with(opts).await?;
        if !read_only {
            sqlx::migrate!("./migrations/sqlite").run(&pool).await?;
        }
        Ok(Pool::Sqlite(pool))
    }

    pub(crate) async fn sqlite_memory() -> Result<Pool> {
        let opts = SqliteConnectOptions::from_str("sqlite::memory:")?.foreign_keys(true);
        // One connection: every connection to :memory: would be a database of its own.
        let pool = SqlitePoolOptions::new().max_connections(1).min_connections(1).idle_timeout(None).max_lifetime(None);
        let pool = pool.connect_with(opts).await?;
        sqlx::migrate!("./migrations/sqlite").run(&pool).await?;
        Ok(Pool::Sqlite(pool))
    }

    /// A PostgreSQL database: migrated first on a connection of its own without the waits (the
    /// migrator waits for another process's migration), then a pool whose connections give up
    /// a lock or a statement after `waits`. Returns the pool and where the database is.
    pub(crate) async fn postgres(url: &str, waits: Waits, read_only: bool) -> Result<(Pool, String)> {
        use sqlx::Connection as _;
        let opts = PgConnectOptions::from_str(url)?;
        let place = place(&opts);
        let unreachable = |e: sqlx::Error| StoreError::Unreachable { place: place.clone(), cause: e.to_string() };
        // one connection first, so that a server that refuses is named with its own words
        let connect = sqlx::PgConnection::connect_with(&opts);
        let mut conn = match tokio::time::timeout(waits.connect, connect).await {
            Ok(c) => c.map_err(unreachable)?,
            Err(_) => return Err(unreachable(sqlx::Error::PoolTimedOut)),
        };
        if !read_only {
            // concurrent starts are safe: the migrator holds an advisory lock while it works
            sqlx::migrate!("./migrations/postgres").run(&mut conn).await?;
        }
        conn.close().await.ok();
        let ms = |d: Duration| d.as_millis().max(1).to_string();
        let opts = opts.options([("lock_timeout", ms(waits.lock)), ("statement_timeout", ms(waits.statement))]);
        let pool = PgPoolOptions::new().max_connections(8).acquire_timeout(waits.connect).connect_with(opts);
        let pool = pool.await.map_err(|e| match e {
            e @ (sqlx::Error::PoolTimedOut | sqlx::Error::Io(_) | sqlx::Error::Tls(_)) => unreachable(e),
            e => e.into(),
        })?;
        Ok((Pool::Postgres(pool), place))
    }

    pub(crate) fn backend(&self) -> Backend {
        match self {
            Pool::Sqlite(_) => Backend::Sqlite,
            Pool::Postgres(_) => Backend::Postgres,
        }
    }

    pub(crate) async fn begin(&self) -> Result<Tx> {
        Ok(match self {
            Pool::Sqlite(p) => Tx::Sqlite(p.begin().await?),
            Pool::Postgres(p) => Tx::Postgres(p.begin().await?),
        })
    }
}

impl Tx {
    pub(crate) async fn commit(self) -> Result<()> {
        match self {
            Tx::Sqlite(t) => t.commit().await?,
            Tx::Postgres(t) => t.commit().await?,
        }
        Ok(())
    }

    pub(crate) async fn rollback(self) -> Result<()> {
        match self {
            Tx::Sqlite(t) => t.rollback().await?,
            Tx::Postgres(t) => t.rollback().await?,
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_place_names_the_server_and_never_the_password() {
        let place = |url: &str| place(&PgConnectOptions::from_str(url).unwrap());
        assert_eq!(place("postgres://bot:secret@db.local:5433/games"), r#"database "games" as "bot" at db.local:5433"#);
        let socket = place("postgres://bot:secret@localhost/games?host=/run/pg");
        assert_eq!(socket, r#"database "games" as "bot" at /run/pg/.s.PGSQL.5432"#);
    }

    #[test]
    fn urls_name_their_backend() {
        assert_eq!(Backend::of("postgres://u@localhost/db").unwrap(), Backend::Postgres);
        assert_eq!(Backend::of("postgresql://u@localhost/db").unwrap(), Backend::Postgres);
        assert_eq!(Backend::of("sqlite://x.db").unwrap(), Backend::Sqlite);
        assert_eq!(Backend::of("x.db").unwrap(), Backend::Sqlite);
        for bad in ["", "   ", "mysql://u@h/db"] {
            let e = Backend::of(bad).unwrap_err().to_string();
            assert!(e.contains("DATABASE_URL"), "{e}");
        }
    }
}
