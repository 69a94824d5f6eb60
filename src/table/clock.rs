//! Turn clocks (issue 14): `/clock <duration|off> [policy]` gives each turn of a table a time;
//! when the person to act has used it up, the table's policy acts — `ai`: the AI plays that one
//! turn for them, each step marked as the AI's in the post and the log; `remind`: they are
//! reminded at once. The clock's due time lives in the game row (it survives restarts) and is
//! set whenever the turn passes to a person; bots have no clock.

use super::bots::is_bot;
use super::change::Change;
use super::hours::duration_msg;
use super::{Ctx, Reply, Table, TableError, Tables};
use crate::games::Msg;
use crate::store::Status;

/// What happens when a turn's clock runs out.
const POLICIES: [&str; 2] = ["ai", "remind"];

/// A turn whose clock ran out: found by [`Tables::due_clocks`], acted on by [`Tables::play_due_clock`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockDue {
    pub game_id: i64,
    pub channel: String,
    version: i64,
    due: i64,
}

impl Tables {
    /// When the clock of a turn given to `user_id` now runs out: never for a bot or without a clock.
    pub(crate) fn clock_due(t: &Table, user_id: Option<&str>, now: i64) -> Option<i64> {
        t.row.clock_secs.filter(|_| user_id.is_some_and(|u| !is_bot(u))).map(|secs| now + secs)
    }

    /// `/clock`: sets or turns off the table's turn clock (creator or moderator). A clock set
    /// during a turn starts now.
    /// Without a time ([`Change::Keep`]) it shows the setting to anyone.
    pub(crate) async fn clock(&self, ctx: &Ctx, secs: Change<i64>, policy: Option<&str>) -> Result<Reply, TableError> {
        let t = self.table(&ctx.channel).await?;
        if secs.is_keep() {
            if policy.is_some() {
                return Err(TableError::new("table.clock.error.policy-alone"));
            }
            return Ok(Reply { private: vec![clock_msg(&t.row)], game_id: Some(t.row.id), ..Reply::default() });
        }
        if !t.is_creator_or_admin(ctx) {
            return Err(TableError::new("table.error.creator-only"));
        }
        let policy = policy.map(|p| p.trim().to_lowercase()).unwrap_or_else(|| "ai".into());
        if !POLICIES.contains(&policy.as_str()) {
            return Err(TableError::msg(Msg::new("table.clock.error.policy").text("policy", policy)));
        }
        if secs.set().is_some_and(|&s| s < 1) {
            return Err(TableError::new("table.remind.error.interval"));
        }
        let person_to_act = t.row.status == Status::Active && t.row.turn_user_id.as_deref().is_some_and(|u| !is_bot(u));
        let mut at = secs.set().filter(|_| person_to_act).map(|s| self.now() + s);
        if policy == "ai" && at.is_some() {
            // the person to act may be away: then the AI plays for them at once
            at = self.away_ai_at(t.row.turn_user_id.as_deref(), self.now()).await?.or(at);
        }
        let msg = match secs {
            Change::Set(s) => {
                self.store.set_clock(t.row.id, Some(s), Some(&policy), at).await?;
                Msg::new("table.clock.set")
                    .text("name", ctx.user.name.clone())
                    .msg("time", duration_msg(s))
                    .key("policy", format!("table.clock.policy-{policy}"))
            }
            Change::Off | Change::Keep => {
                self.store.set_clock(t.row.id, None, None, None).await?;
                Msg::new("table.clock.off").text("name", ctx.user.name.clone())
            }
        };
        Ok(Reply { public: vec![msg], game_id: Some(t.row.id), ..Reply::default() })
    }

    /// The turns whose clock ran out now.
    pub async fn due_clocks(&self) -> Result<Vec<ClockDue>, TableError> {
        let rows = self.store.due_clocks(self.now()).await?;
        Ok(rows
            .into_iter()
            .filter_map(|r| {
                Some(ClockDue { game_id: r.id, channel: r.channel_id, version: r.version, due: r.clock_at? })
            })
            .collect())
    }

    /// Claims a turn whose clock ran out (of several processes exactly one gets it) and acts
    /// by the table's policy: `ai` plays the turn (its replies, in order); `remind` makes the
    /// reminder due at once (no reply).
    /// At a `remind` table a player away (`/away`) is not reminded: their clock is moved to
    /// run out a whole turn's time after they are back.
    pub async fn play_due_clock(&self, due: &ClockDue) -> Result<Vec<Reply>, TableError> {
        let Some(row) = self.store.game(due.game_id).await? else { return Ok(Vec::new()) };
        let ai = row.clock_policy.as_deref() == Some("ai");
        let away = match row.turn_user_id.as_deref() {
            Some(u) => self.away_until(u).await?,
            None => None,
        };
        if let (false, Some(until), Some(secs)) = (ai, away, row.clock_secs) {
            self.store.claim_clock(due.game_id, due.version, due.due, Some(until + secs)).await?;
            return Ok(Vec::new());
        }
        if !self.store.claim_clock(due.game_id, due.version, due.due, None).await? {
            return Ok(Vec::new());
        }
        if !ai {
            if let Some(at) = row.remind_at {
                self.store.reschedule_reminder(row.id, row.version, at, Some(self.now())).await?;
            }
            return Ok(Vec::new());
        }
        let t = self.load(row).await?;
        let Some(seat) = t.state()?.prompt().map(|p| p.seat) else { return Ok(Vec::new()) };
        let marker = if away.is_some() { "table.away.ai-step" } else { "table.clock.ai-step" };
        self.ai_turn_marked(due.game_id, Some(seat), marker).await
    }
}

/// The table's turn clock in words (`/clock` without a time, and the web page).
pub(crate) fn clock_msg(row: &crate::store::GameRow) -> Msg {
    match (row.clock_secs, row.clock_policy.as_deref()) {
        (Some(s), p) => Msg::new("table.clock.shown")
            .msg("time", duration_msg(s))
            .key("policy", format!("table.clock.policy-{}", p.unwrap_or("ai"))),
        (None, _) => Msg::new("table.clock.none"),
    }
}
