//! The web front-end's rows: each game's page token and the database's signing secret. Both are
//! made on first use with a value the caller drew; when two processes race, the first stored
//! value wins and both read it back.

use super::backend::{on_pool, on_read};
use super::types::GAME_COLUMNS;
use super::{GameRow, Result, Store};

impl Store {
    /// The game's page token: the stored one, or `fresh` stored now.
    pub async fn web_token(&self, game_id: i64, fresh: &str) -> Result<String> {
        let sql = "INSERT INTO web_tokens (game_id, token) VALUES ($1, $2) ON CONFLICT (game_id) DO NOTHING";
        on_pool!(&self.pool, p => sqlx::query(sql).bind(game_id).bind(fresh).execute(p).await?.rows_affected());
        let sql = "SELECT token FROM web_tokens WHERE game_id = $1";
        on_read!(&self.pool, p => sqlx::query_scalar(sql).bind(game_id).fetch_one(p).await)
    }

    /// The game a page token opens.
    pub async fn game_by_token(&self, token: &str) -> Result<Option<GameRow>> {
        let sql =
            format!("SELECT {GAME_COLUMNS} FROM games WHERE id = (SELECT game_id FROM web_tokens WHERE token = $1)");
        on_read!(&self.pool, p => sqlx::query_as(&sql).bind(token).fetch_optional(p).await)
    }

    /// The database's secret for signing links: the stored one, or `fresh` stored now.
    pub async fn web_secret(&self, fresh: &str) -> Result<String> {
        let sql = "INSERT INTO web_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING";
        on_pool!(&self.pool, p => sqlx::query(sql).bind(fresh).execute(p).await?.rows_affected());
        on_read!(&self.pool, p => sqlx::query_scalar("SELECT secret FROM web_secret WHERE id = 1").fetch_one(p).await)
    }

    /// The game's version (the live pages watch it).
    pub async fn game_version(&self, game_id: i64) -> Result<Option<i64>> {
        let sql = "SELECT version FROM games WHERE id = $1";
        on_read!(&self.pool, p => sqlx::query_scalar(sql).bind(game_id).fetch_optional(p).await)
    }
}

/// A signed-in web session's user.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct SessionRow {
    pub user_id: String,
    pub name: String,
}

impl Store {
    /// Stores a session known by `hash` (of its cookie's value) until `expires`; sessions
    /// past their time are dropped on the way.
    pub async fn add_session(&self, hash: &str, user: (&str, &str), expires: i64, now: i64) -> Result<()> {
        on_pool!(&self.pool, p => sqlx::query("DELETE FROM web_sessions WHERE expires <= $1").bind(now).execute(p).await?.rows_affected());
        let sql = "INSERT INTO web_sessions (hash, user_id, name, expires) VALUES ($1, $2, $3, $4)";
        on_pool!(&self.pool, p => sqlx::query(sql).bind(hash).bind(user.0).bind(user.1).bind(expires).execute(p).await?.rows_affected());
        Ok(())
    }

    /// The user of a session still valid at `now`.
    pub async fn session(&self, hash: &str, now: i64) -> Result<Option<SessionRow>> {
        let sql = "SELECT user_id, name FROM web_sessions WHERE hash = $1 AND expires > $2";
        on_read!(&self.pool, p => sqlx::query_as(sql).bind(hash).bind(now).fetch_optional(p).await)
    }

    pub async fn end_session(&self, hash: &str) -> Result<()> {
        on_pool!(&self.pool, p => sqlx::query("DELETE FROM web_sessions WHERE hash = $1").bind(hash).execute(p).await?.rows_affected());
        Ok(())
    }

    /// The lobbies and running games a user sits at, on every server.
    pub async fn tables_of(&self, user_id: &str) -> Result<Vec<GameRow>> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status IN ($2, $3) \
             AND id IN (SELECT game_id FROM seats WHERE user_id = $1) ORDER BY id"
        );
        on_read!(&self.pool, p => sqlx::query_as(&sql).bind(user_id).bind(super::Status::Lobby).bind(super::Status::Active).fetch_all(p).await)
    }
}
