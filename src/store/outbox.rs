//! Due work that any of several processes may do, claimed atomically so exactly one does it:
//! owed notices (the outbox) and reminders.

use super::backend::{on_pool, on_read, on_tx, Tx};
use super::{GameRow, NewNotice, NoticeRow, Result, Status, Store};

const NOTICE_COLUMNS: &str = "id, game_id, version, channel_id, notice, state, created_at, attempts";

/// Records a notice owed at `version`, claimed by the writing process until `until`.
pub(super) async fn insert_notice(
    tx: &mut Tx,
    game_id: i64,
    version: i64,
    n: &NewNotice,
    now: i64,
    until: i64,
) -> Result<i64> {
    let sql = "INSERT INTO outbox (game_id, version, channel_id, notice, state, created_at, claimed_until, attempts) \
         SELECT $1, $2, channel_id, $3, $4, $5, $6, 1 FROM games WHERE id = $1 RETURNING id";
    Ok(on_tx!(tx, c => sqlx::query_scalar(sql)
        .bind(game_id)
        .bind(version)
        .bind(&n.notice)
        .bind(&n.state)
        .bind(now)
        .bind(until)
        .fetch_one(c)
        .await?))
}

impl Store {
    /// Claims up to `limit` owed notices that nobody holds (never claimed, or a claim that ran
    /// out: its process died or gave up), oldest first. The claim is one statement that checks
    /// again on the row it changes, so two processes never claim the same notice.
    pub async fn claim_notices(&self, now: i64, limit: i64) -> Result<Vec<NoticeRow>> {
        let free = "delivered_at IS NULL AND (claimed_until IS NULL OR claimed_until <= $2)";
        let sql = format!(
            "UPDATE outbox SET claimed_until = $1, attempts = attempts + 1 \
             WHERE id IN (SELECT id FROM outbox WHERE {free} ORDER BY id LIMIT $3) AND {free} \
             RETURNING {NOTICE_COLUMNS}"
        );
        let mut rows: Vec<NoticeRow> = on_pool!(&self.pool, p => sqlx::query_as(&sql)
            .bind(now + self.lease)
            .bind(now)
            .bind(limit)
            .fetch_all(p)
            .await?);
        rows.sort_by_key(|r| r.id);
        Ok(rows)
    }

    /// Marks a notice delivered; false if it already was (another process delivered it after
    /// this one's claim ran out).
    pub async fn notice_delivered(&self, id: i64, now: i64) -> Result<bool> {
        let sql = "UPDATE outbox SET delivered_at = $1, state = NULL WHERE id = $2 AND delivered_at IS NULL";
        Ok(on_pool!(&self.pool, p => sqlx::query(sql).bind(now).bind(id).execute(p).await?.rows_affected()) == 1)
    }

    /// Extends a claim for another lease from `now` while its holder is still posting: only if
    /// the notice is not delivered and nobody claimed it since (`attempts` is the claim's).
    pub async fn renew_notice(&self, id: i64, attempts: i64, now: i64) -> Result<bool> {
        let sql = "UPDATE outbox SET claimed_until = $1 WHERE id = $2 AND attempts = $3 AND delivered_at IS NULL";
        let n = on_pool!(&self.pool, p => sqlx::query(sql).bind(now + self.lease).bind(id).bind(attempts).execute(p).await?.rows_affected());
        Ok(n == 1)
    }

    /// Gives a claimed notice back, to be tried again from `at`.
    pub async fn release_notice(&self, id: i64, at: i64) -> Result<()> {
        let sql = "UPDATE outbox SET claimed_until = $1 WHERE id = $2 AND delivered_at IS NULL";
        on_pool!(&self.pool, p => sqlx::query(sql).bind(at).bind(id).execute(p).await?.rows_affected());
        Ok(())
    }

    /// A notice by id, delivered or not.
    pub async fn notice(&self, id: i64) -> Result<Option<NoticeRow>> {
        let sql = format!("SELECT {NOTICE_COLUMNS} FROM outbox WHERE id = $1");
        on_read!(&self.pool, p => sqlx::query_as(&sql).bind(id).fetch_optional(p).await)
    }

    /// How many notices are still owed.
    pub async fn owed_notices(&self) -> Result<i64> {
        let sql = "SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL";
        on_read!(&self.pool, p => sqlx::query_scalar(sql).fetch_one(p).await)
    }

    /// A table's clock: time per turn, policy, and when the current turn's runs out.
    pub async fn set_clock(
        &self,
        game_id: i64,
        secs: Option<i64>,
        policy: Option<&str>,
        at: Option<i64>,
    ) -> Result<()> {
        let sql = "UPDATE games SET clock_secs = $1, clock_policy = $2, clock_at = $3 WHERE id = $4";
        on_pool!(&self.pool, p => sqlx::query(sql).bind(secs).bind(policy).bind(at).bind(game_id).execute(p).await?.rows_affected());
        Ok(())
    }

    /// Running games whose turn clock ran out.
    pub async fn due_clocks(&self, now: i64) -> Result<Vec<GameRow>> {
        let sql = format!(
            "SELECT {} FROM games WHERE status = $1 AND clock_at IS NOT NULL AND clock_at <= $2 ORDER BY clock_at",
            super::types::GAME_COLUMNS
        );
        on_read!(&self.pool, p => sqlx::query_as(&sql).bind(Status::Active).bind(now).fetch_all(p).await)
    }

    /// Claims a turn whose clock ran out: of several processes exactly one moves `clock_at`
    /// from `due` to `then` (a move in between wins).
    pub async fn claim_clock(&self, game_id: i64, version: i64, due: i64, then: Option<i64>) -> Result<bool> {
        let sql = "UPDATE games SET clock_at = $4 WHERE id = $1 AND version = $2 AND clock_at = $3";
        let n = on_pool!(&self.pool, p => sqlx::query(sql).bind(game_id).bind(version).bind(due).bind(then).execute(p).await?.rows_affected());
        Ok(n == 1)
    }

    /// How many notices of one game are still owed.
    pub async fn owed_by_game(&self, game_id: i64) -> Result<i64> {
        let sql = "SELECT COUNT(*) FROM outbox WHERE game_id = $1 AND delivered_at IS NULL";
        on_read!(&self.pool, p => sqlx::query_scalar(sql).bind(game_id).fetch_one(p).await)
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
        let sql = "UPDATE games SET remind_every = $1, quiet_from = $2, quiet_to = $3, pings_paused = $4, \
             remind_at = $5 WHERE id = $6";
        on_pool!(&self.pool, p => sqlx::query(sql)
            .bind(every)
            .bind(quiet.map(|q| q.0))
            .bind(quiet.map(|q| q.1))
            .bind(paused)
            .bind(remind_at)
            .bind(game_id)
            .execute(p)
            .await?.rows_affected());
        Ok(())
    }

    /// Running games whose reminder is due at `now`.
    pub async fn due_reminders(&self, now: i64) -> Result<Vec<GameRow>> {
        let sql = format!(
            "SELECT {} FROM games WHERE status = $1 AND remind_at IS NOT NULL AND remind_at <= $2 ORDER BY remind_at",
            super::types::GAME_COLUMNS
        );
        on_read!(&self.pool, p => sqlx::query_as(&sql).bind(Status::Active).bind(now).fetch_all(p).await)
    }

    /// Moves a reminder's due time from `due` to `remind_at` if the game still has `version` and
    /// that due time: of several processes that found it due, exactly one succeeds (and sends
    /// it), and a move in between wins.
    pub async fn reschedule_reminder(
        &self,
        game_id: i64,
        version: i64,
        due: i64,
        remind_at: Option<i64>,
    ) -> Result<bool> {
        let sql = "UPDATE games SET remind_at = $1 WHERE id = $2 AND version = $3 AND remind_at = $4";
        let n = on_pool!(&self.pool, p => sqlx::query(sql)
            .bind(remind_at)
            .bind(game_id)
            .bind(version)
            .bind(due)
            .execute(p)
            .await?
            .rows_affected());
        Ok(n == 1)
    }
}
