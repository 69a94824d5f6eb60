//! `/settings`: a user's own settings, one row per user (see `table/settings.rs`).

use super::backend::{on_pool, on_read};
use super::{Result, Store, UserSettings};

const COLUMNS: &str =
    "user_id, zone, quiet_from, quiet_to, notify, next_notice, remind_every, language, dm_closed_told";

impl Store {
    /// A user's settings; the defaults when they never set any.
    pub async fn user_settings(&self, user_id: &str) -> Result<UserSettings> {
        let sql = format!("SELECT {COLUMNS} FROM user_settings WHERE user_id = $1");
        let row: Option<UserSettings> =
            on_read!(&self.pool, p => sqlx::query_as(&sql).bind(user_id).fetch_optional(p).await)?;
        Ok(row.unwrap_or_else(|| UserSettings { user_id: user_id.to_string(), ..UserSettings::default() }))
    }

    /// Stores a user's settings whole (replacing what they had).
    pub async fn put_user_settings(&self, s: &UserSettings) -> Result<()> {
        let sql = format!(
            "INSERT INTO user_settings ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
             ON CONFLICT (user_id) DO UPDATE SET zone = excluded.zone, quiet_from = excluded.quiet_from, \
             quiet_to = excluded.quiet_to, notify = excluded.notify, next_notice = excluded.next_notice, \
             remind_every = excluded.remind_every, language = excluded.language, \
             dm_closed_told = excluded.dm_closed_told"
        );
        on_pool!(&self.pool, p => sqlx::query(&sql)
            .bind(&s.user_id)
            .bind(&s.zone)
            .bind(s.quiet_from)
            .bind(s.quiet_to)
            .bind(s.notify)
            .bind(s.next_notice)
            .bind(s.remind_every)
            .bind(s.language)
            .bind(s.dm_closed_told)
            .execute(p)
            .await?
            .rows_affected());
        Ok(())
    }

    /// Records that a user was told their direct messages are closed; true only for the first
    /// call (of any number of processes), which is the one that tells them.
    pub async fn dm_closed_told(&self, user_id: &str) -> Result<bool> {
        let insert = "INSERT INTO user_settings (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING";
        on_pool!(&self.pool, p => sqlx::query(insert).bind(user_id).execute(p).await?.rows_affected());
        let sql = "UPDATE user_settings SET dm_closed_told = TRUE WHERE user_id = $1 AND dm_closed_told = FALSE";
        let n = on_pool!(&self.pool, p => sqlx::query(sql).bind(user_id).execute(p).await?.rows_affected());
        Ok(n == 1)
    }
}
