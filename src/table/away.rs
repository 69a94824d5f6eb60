//! `/away <duration|off>` (issue 14): a user marks themselves away across all their tables
//! until a time, stored in the database. Meanwhile they are not reminded, the clocks of tables
//! with policy `remind` do not run out for them (their turn's clock starts afresh when they are
//! back), and at tables with policy `ai` the AI plays their turns after the bot delay, through
//! the clocks' due path ([`Tables::due_clocks`]), so it survives restarts and is claimed once.

use super::remind::{duration_msg, MAX_DURATION};
use super::{Ctx, Reply, Table, TableError, Tables};
use crate::games::Msg;

/// The longest time away: the longest duration a player may give.
pub const MAX_AWAY: i64 = MAX_DURATION;

impl Tables {
    /// Until when a user is away now (never a bot).
    pub(crate) async fn away_until(&self, user_id: &str) -> Result<Option<i64>, TableError> {
        Ok(self.store.away_until(user_id, self.now()).await?)
    }

    /// `/away`: `None` says whether the user is away and until when, `Some(None)` ends it,
    /// `Some(Some(secs))` marks them away for that long from now. Answered privately.
    pub(crate) async fn away(&self, ctx: &Ctx, secs: Option<Option<i64>>) -> Result<Reply, TableError> {
        let now = self.now();
        // the time they are back is told on their own clock (`/settings`)
        let zone = self.settings_of(&ctx.user.id).await?.zone;
        let zone = zone.as_deref();
        let msg = match secs {
            None => match self.away_until(&ctx.user.id).await? {
                Some(until) => Msg::new("table.away.is").time_in("until", until, zone),
                None => Msg::new("table.away.not"),
            },
            Some(None) => {
                let was = self.store.end_away(&ctx.user.id, now).await?;
                Msg::new(if was { "table.away.back" } else { "table.away.not" })
            }
            Some(Some(s)) => {
                if !(1..=MAX_AWAY).contains(&s) {
                    return Err(TableError::msg(Msg::new("table.away.error.time").msg("max", duration_msg(MAX_AWAY))));
                }
                let until = now + s;
                // their turns at `ai` tables: the AI plays them after the bot delay
                self.store.set_away(&ctx.user.id, until, now + self.bot_delay).await?;
                self.bot_wake.notify_one();
                Msg::new("table.away.set").msg("time", duration_msg(s)).time_in("until", until, zone)
            }
        };
        Ok(Reply { private: vec![msg], ..Reply::default() })
    }

    /// When the clock of a turn given to `user_id` runs out (see [`Tables::clock_due`]); for a
    /// person away at a table whose policy is `ai`, after the bot delay (see [`Tables::away_ai_at`]).
    pub(crate) async fn turn_clock(
        &self,
        t: &Table,
        user_id: Option<&str>,
        now: i64,
    ) -> Result<Option<i64>, TableError> {
        let due = Self::clock_due(t, user_id, now);
        if due.is_none() || t.row.clock_policy.as_deref() != Some("ai") {
            return Ok(due);
        }
        Ok(self.away_ai_at(user_id, now).await?.or(due))
    }

    /// Whether `user_id` is pinged when their turn comes: never a bot, nor a person away at a
    /// table whose clock policy is `ai`, whose turn the AI plays after the bot delay (issue 27).
    pub(crate) async fn pinged(&self, t: &Table, user_id: Option<&str>, now: i64) -> Result<bool, TableError> {
        let Some(u) = user_id.filter(|u| !super::bots::is_bot(u)) else { return Ok(false) };
        if Self::clock_due(t, Some(u), now).is_none() || t.row.clock_policy.as_deref() != Some("ai") {
            return Ok(true);
        }
        Ok(self.store.away_until(u, now).await?.is_none())
    }

    /// For a person away, when the AI plays their turn at an `ai` table: after the bot delay
    /// (the front-end playing due work is woken); `None` when they are not away.
    pub(crate) async fn away_ai_at(&self, user_id: Option<&str>, now: i64) -> Result<Option<i64>, TableError> {
        match user_id {
            Some(u) if self.store.away_until(u, now).await?.is_some() => {
                self.bot_wake.notify_one();
                Ok(Some(now + self.bot_delay))
            }
            _ => Ok(None),
        }
    }
}
