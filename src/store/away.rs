//! `/away`: a user away across all their tables until a time (see `table/away.rs`).

use super::backend::{on_pool, on_read};
use super::{Result, Status, Store};

impl Store {
    /// Marks a user away until `until` (replacing an earlier time). At every running table
    /// whose turn is theirs and whose clock policy is `ai`, the clock is set to run out at `ai_at`
    /// (the AI plays for them then).
    pub async fn set_away(&self, user_id: &str, until: i64, ai_at: i64) -> Result<()> {
        let sql = "INSERT INTO away (user_id, until) VALUES ($1, $2) \
             ON CONFLICT (user_id) DO UPDATE SET until = excluded.until";
        on_pool!(&self.pool, p => sqlx::query(sql).bind(user_id).bind(until).execute(p).await?.rows_affected());
        let sql = "UPDATE games SET clock_at = $1 WHERE status = $2 AND turn_user_id = $3 \
             AND clock_secs IS NOT NULL AND clock_policy = 'ai'";
        on_pool!(&self.pool, p => sqlx::query(sql).bind(ai_at).bind(Status::Active).bind(user_id).execute(p).await?.rows_affected());
        Ok(())
    }

    /// Until when a user is away, if they are at `now`.
    pub async fn away_until(&self, user_id: &str, now: i64) -> Result<Option<i64>> {
        let sql = "SELECT until FROM away WHERE user_id = $1 AND until > $2";
        on_read!(&self.pool, p => sqlx::query_scalar(sql).bind(user_id).bind(now).fetch_optional(p).await)
    }

    /// Ends a user's time away (whether they were away at `now`); the clocks of their turns
    /// start afresh at `now`, so a clock pushed past their return runs as usual again.
    pub async fn end_away(&self, user_id: &str, now: i64) -> Result<bool> {
        let was = self.away_until(user_id, now).await?.is_some();
        let sql = "DELETE FROM away WHERE user_id = $1";
        on_pool!(&self.pool, p => sqlx::query(sql).bind(user_id).execute(p).await?.rows_affected());
        if was {
            let sql = "UPDATE games SET clock_at = $1 + clock_secs WHERE status = $2 AND turn_user_id = $3 \
                 AND clock_secs IS NOT NULL AND clock_at IS NOT NULL";
            on_pool!(&self.pool, p => sqlx::query(sql).bind(now).bind(Status::Active).bind(user_id).execute(p).await?.rows_affected());
        }
        Ok(was)
    }
}
