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

pub(crate) use {on_pool, on_tx};

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

impl Pool {
    pub(crate) async fn sqlite_file(url: &str) -> Result<Pool> {
        let url = if url.starts_with("sqlite:") { url.to_string() } else { format!("sqlite://{url}") };
        let opts = SqliteConnectOptions::from_str(&url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10))
            // 512 KiB of page cache per connection instead of 2 MiB: the bot reads a game and
            // its log at a time, and the system keeps the file's pages anyway
            .pragma("cache_size", "-512");
        let pool = SqlitePoolOptions::new().max_connections(4).connect_with(opts).await?;
        sqlx::migrate!("./migrations/sqlite").run(&pool).await?;
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

    pub(crate) async fn postgres(url: &str) -> Result<Pool> {
        let opts = PgConnectOptions::from_str(url)?;
        let pool = PgPoolOptions::new().max_connections(8).acquire_timeout(Duration::from_secs(10)).connect_with(opts);
        let pool = pool.await?;
        // concurrent starts are safe: the migrator holds an advisory lock while it works
        sqlx::migrate!("./migrations/postgres").run(&pool).await?;
        Ok(Pool::Postgres(pool))
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
