//! Reminders: each running game re-pings the player to act after its interval (default 24 h;
//! the player's own interval from `/settings` wins), except in the table's quiet hours or the
//! player's own (both read in the player's time zone) or when pings are paused for the turn. Due times live in the
//! game row, so reminders survive restarts; a move resets them (see `play.rs`). A front-end's
//! background task asks for [`Tables::due_reminders`], claims each one, then sends it.

use super::change::Change;
use super::hours::duration_msg;
use super::{Ctx, PromptOut, Reply, TableError, Tables};
use crate::games::Msg;
use crate::store::Status;

/// A reminder that is due: ping `user_id` in `channel`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reminder {
    pub game_id: i64,
    /// The game's version when the reminder was found due; a move in between cancels it.
    pub version: i64,
    pub channel: String,
    pub user_id: String,
    /// The reminder text (without the mention).
    pub msg: Msg,
    /// The decision the player is reminded of.
    pub prompt: Option<PromptOut>,
    /// The table's language, which the reminder is told in.
    pub lang: crate::i18n::Lang,
    /// How the player is told (`/settings`): a mention, a direct message too, or only that.
    pub notify: crate::store::Notify,
    /// The player's own language, for a direct message.
    pub own_lang: Option<crate::i18n::Lang>,
    /// The player's own view on the web, for a direct message (see [`super::notice::Direct`]).
    pub web: Option<String>,
    /// The due time it was found with: claiming it moves exactly this one.
    due: i64,
    next_at: i64,
}

/// The longest duration a player may give (an interval, a clock, a time away): 30 days.
pub const MAX_DURATION: i64 = 30 * 86_400;

/// "24h", "90m", "30s", "2d" or a number of hours, in seconds (at most [`MAX_DURATION`]).
pub fn parse_duration(text: &str) -> Option<i64> {
    read_duration(text).filter(|&s| s <= MAX_DURATION)
}

/// A time typed for `/clock` or `/away`: `off` ([`Change::Off`]) or a duration
/// ([`Change::Set`], seconds); a readable time longer than [`MAX_DURATION`] is refused as too
/// long, anything else with the message `unreadable` (which takes the text as `time`).
pub fn time_or_off(text: &str, unreadable: &str) -> Result<Change<i64>, Msg> {
    match (parse_or_off(text), read_duration(text)) {
        (Some(secs), _) => Ok(secs),
        (None, Some(_)) => Err(too_long(text)),
        (None, None) => Err(Msg::new(unreadable).text("time", text)),
    }
}

/// A readable time longer than [`MAX_DURATION`], refused with the limit.
pub(crate) fn too_long(text: &str) -> Msg {
    Msg::new("table.error.time-too-long").text("time", text.trim()).num("days", MAX_DURATION / 86_400)
}

/// A duration of any length, in seconds.
pub(crate) fn read_duration(text: &str) -> Option<i64> {
    let text = text.trim().to_lowercase().replace(' ', "");
    let split = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    let (n, unit) = text.split_at(split);
    let n: i64 = n.parse().ok()?;
    let unit = match unit {
        "" | "h" | "hour" | "hours" => 3600,
        "m" | "min" | "mins" | "minutes" => 60,
        "s" | "sec" | "secs" | "seconds" => 1,
        "d" | "day" | "days" => 86_400,
        _ => return None,
    };
    n.checked_mul(unit).filter(|&s| s > 0)
}

/// A time such as `24h` ([`Change::Set`]), or `off` ([`Change::Off`]); `None` when it is neither.
pub fn parse_or_off(text: &str) -> Option<Change<i64>> {
    match text.trim().to_lowercase().as_str() {
        "off" => Some(Change::Off),
        t => parse_duration(t).map(Change::Set),
    }
}

/// Quiet hours as typed: "22-7" (whole hours, read in the player's time zone), "22:00–07:00",
/// or "off" ([`Change::Off`]); `None` when it is neither.
pub fn parse_quiet(text: &str) -> Option<Change<(i64, i64)>> {
    let text = text.trim().to_lowercase();
    if matches!(text.as_str(), "off" | "none" | "no") {
        return Some(Change::Off);
    }
    let (from, to) = text.split_once(['-', '–'])?;
    let hour = |s: &str| s.trim().trim_end_matches(":00").parse::<i64>().ok().filter(|h| (0..24).contains(h));
    Some(Change::Set((hour(from)?, hour(to)?)))
}

/// A player's own reminder interval as typed (`/settings` on Discord and on the web): `off`
/// ([`Change::Off`], the table's again) or a duration of at least `min` seconds.
pub fn read_own_interval(text: &str, min: i64) -> Result<Change<i64>, Msg> {
    if text.trim().eq_ignore_ascii_case("off") {
        return Ok(Change::Off);
    }
    read_interval(text, min).map(Change::Set)
}

/// A reminder interval as typed: a duration of at least `min` seconds, else how to give it.
pub fn read_interval(text: &str, min: i64) -> Result<i64, Msg> {
    parse_duration(text)
        .filter(|&s| s >= min)
        .ok_or_else(|| Msg::new("discord.error.interval").msg("min", duration_msg(min)))
}

/// Quiet hours as typed ([`parse_quiet`]), else how to give them.
pub fn read_quiet(text: &str) -> Result<Change<(i64, i64)>, Msg> {
    parse_quiet(text).ok_or_else(|| Msg::new("discord.error.quiet"))
}

impl Tables {
    /// The reminders due now. Games in their quiet hours are moved to the end of them and games
    /// with paused pings lose their due time; neither is returned.
    pub async fn due_reminders(&self) -> Result<Vec<Reminder>, TableError> {
        let now = self.now();
        let mut out = Vec::new();
        for row in self.store.due_reminders(now).await? {
            let Some(due) = row.remind_at else { continue };
            // a bot's due time is its turn's (see `bots.rs`): bots are never reminded
            if row.turn_user_id.as_deref().is_some_and(super::bots::is_bot) {
                continue;
            }
            let user = match row.turn_user_id.clone() {
                Some(u) if !row.pings_paused => u,
                _ => {
                    self.store.reschedule_reminder(row.id, row.version, due, None).await?;
                    continue;
                }
            };
            // a player away is not reminded: the reminder waits until they are back
            if let Some(until) = self.away_until(&user).await? {
                let at = until.min(now + row.remind_every.max(1));
                self.store.reschedule_reminder(row.id, row.version, due, Some(at)).await?;
                continue;
            }
            // quiet hours: the player's own, and the table's, both read in the player's zone
            let own = self.settings_of(&user).await?;
            let zone = super::hours::zone_of(&own);
            let table_quiet = row.quiet_from.zip(row.quiet_to);
            let quiet_end = Self::own_quiet_end(&own, now)
                .into_iter()
                .chain(table_quiet.and_then(|q| super::hours::quiet_end(now, q, zone)))
                .max();
            if let Some(end) = quiet_end {
                self.store.reschedule_reminder(row.id, row.version, due, Some(end)).await?;
                continue;
            }
            let every = own.remind_every.unwrap_or(row.remind_every);
            let (game_id, version, channel) = (row.id, row.version, row.channel_id.clone());
            let since = row.turn_since.unwrap_or(row.updated_at);
            let t = self.load(row).await?;
            let prompt = t.state().ok().and_then(|g| self.prompt_out(&t, &g, version));
            let msg = Msg::new("table.remind.ping").key("game", format!("game.{}", t.kind.name())).time("since", since);
            let next_at = now + every.max(1);
            let lang = t.row.language;
            let notify = own.notify;
            let own_lang = own.language;
            let web = match notify.direct() {
                true => self.seat_link(&t, &user).await,
                false => None,
            };
            out.push(Reminder {
                game_id,
                version,
                channel,
                user_id: user,
                msg,
                prompt,
                lang,
                notify,
                own_lang,
                web,
                due,
                next_at,
            });
        }
        Ok(out)
    }

    /// Claims a due reminder just before it is sent: its next due time is set, unless the game
    /// changed meanwhile (the turn may be taken) or another process claimed it first; then it
    /// must not be sent. Of any number of processes that found it due, exactly one gets `true`.
    pub async fn claim_reminder(&self, r: &Reminder) -> Result<bool, TableError> {
        Ok(self.store.reschedule_reminder(r.game_id, r.version, r.due, Some(r.next_at)).await?)
    }

    /// Shows or changes the reminder settings: interval in seconds, quiet hours (whole hours,
    /// read in each player's zone) and pausing reminders for the current turn. Seated players, the creator
    /// and moderators may change them.
    pub(crate) async fn remind(
        &self,
        ctx: &Ctx,
        every: Option<i64>,
        quiet: Change<(i64, i64)>,
        pause: Option<bool>,
    ) -> Result<Reply, TableError> {
        let t = self.table(&ctx.channel).await?;
        if !t.seats.iter().any(|s| s.user_id == ctx.user.id) && !t.is_creator_or_admin(ctx) {
            return Err(TableError::new("table.error.not-seated"));
        }
        let row = &t.row;
        let old_quiet = row.quiet_from.zip(row.quiet_to);
        if every.is_none() && quiet.is_keep() && pause.is_none() {
            let settings = Self::settings_msg(row.remind_every, old_quiet, row.pings_paused);
            return Ok(Reply { private: vec![settings], game_id: Some(row.id), ..Reply::default() });
        }
        if every.is_some_and(|e| e < 1) {
            return Err(TableError::new("table.remind.error.interval"));
        }
        if quiet.set().is_some_and(|&(f, t)| !(0..24).contains(&f) || !(0..24).contains(&t)) {
            return Err(TableError::new("table.remind.error.quiet"));
        }
        let active = row.status == Status::Active;
        if pause.is_some() && !active {
            return Err(TableError::new("table.error.not-started"));
        }
        let new_every = every.unwrap_or(row.remind_every);
        let new_quiet = quiet.apply(old_quiet);
        let paused = pause.unwrap_or(row.pings_paused);
        let now = self.now();
        let bot_turn = row.turn_user_id.as_deref().is_some_and(super::bots::is_bot);
        let remind_at = match (active, row.turn_user_id.is_some(), paused) {
            // a bot's turn keeps its due time
            _ if bot_turn => row.remind_at,
            // new settings restart the clock
            (true, true, false) if every.is_some() || !quiet.is_keep() || row.remind_at.is_none() => {
                Some(now + new_every)
            }
            (true, true, false) => row.remind_at,
            _ => None,
        };
        self.store.set_reminders(row.id, new_every, new_quiet, paused, remind_at).await?;
        let settings = Self::settings_msg(new_every, new_quiet, paused);
        Ok(Reply {
            public: vec![Msg::new("table.remind.changed")
                .text("name", ctx.user.name.clone())
                .msg("settings", settings)],
            game_id: Some(row.id),
            ..Reply::default()
        })
    }

    fn settings_msg(every: i64, quiet: Option<(i64, i64)>, paused: bool) -> Msg {
        let quiet = match quiet {
            Some((f, t)) if f != t => Msg::new("table.remind.quiet").num("from", f).num("to", t),
            _ => Msg::new("table.remind.no-quiet"),
        };
        let paused = Msg::new(if paused { "table.remind.paused" } else { "table.remind.active" });
        Msg::new("table.remind.settings").msg("every", duration_msg(every)).msg("quiet", quiet).msg("paused", paused)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 27: `/away time:31d` said "is not a time away"; a readable time too long says the
    /// limit (30 days), an unreadable one what it should look like.
    #[test]
    fn a_time_too_long_says_the_limit() {
        assert_eq!(time_or_off("3d", "table.away.error.parse"), Ok(Change::Set(3 * 86_400)));
        assert_eq!(time_or_off(" OFF ", "table.away.error.parse"), Ok(Change::Off));
        assert_eq!(time_or_off("30d", "table.away.error.parse"), Ok(Change::Set(MAX_DURATION)));
        let long = time_or_off("31d", "table.away.error.parse").unwrap_err();
        assert_eq!(long, Msg::new("table.error.time-too-long").text("time", "31d").num("days", 30));
        assert!(crate::i18n::t(&long).contains("30 days"), "{}", crate::i18n::t(&long));
        assert_eq!(
            time_or_off("soon", "table.clock.error.time"),
            Err(Msg::new("table.clock.error.time").text("time", "soon"))
        );
    }
}
