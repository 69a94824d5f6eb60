//! `/away <duration|moment|off>` (issue 14): a user marks themselves away across all their
//! tables until a time, stored in the database: for a duration, or (issue 25) until a moment on
//! their own clock, read in their time zone (`/settings`) across daylight-saving changes. Meanwhile they are not reminded, the clocks of tables
//! with policy `remind` do not run out for them (their turn's clock starts afresh when they are
//! back), and at tables with policy `ai` the AI plays their turns after the bot delay, through
//! the clocks' due path ([`Tables::due_clocks`]), so it survives restarts and is claimed once.

use super::change::Change;
use super::hours::duration_msg;
use super::remind::MAX_DURATION;
use super::{Ctx, Reply, Table, TableError, Tables};
use crate::games::Msg;
use chrono::{Days, NaiveDate, NaiveDateTime, NaiveTime, TimeZone};
use chrono_tz::Tz;

/// The longest time away: the longest duration a player may give.
pub const MAX_AWAY: i64 = MAX_DURATION;

/// How long a player is away, as typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AwayFor {
    /// So many seconds from now (`3d`, `12h`).
    Secs(i64),
    /// Until a moment on the player's own clock.
    Until(Moment),
}

/// A moment on a player's own clock, read in their time zone when they ask.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Moment {
    /// A date and a time: `2026-12-03 18:00`.
    At(NaiveDateTime),
    /// A time alone: the next time the clock shows it, `18:00`.
    Next(NaiveTime),
}

/// `/away`'s time as typed, the same at the terminal and on Discord: `off`, a duration (`3d`,
/// `12h`, `90m`), a date and time (`2026-12-03 18:00`) or a time (`18:00`, the next one), both
/// on the player's clock. A readable duration longer than [`MAX_AWAY`] is refused with the
/// limit, anything else with how to give it.
pub fn read_away(text: &str) -> Result<Change<AwayFor>, Msg> {
    let typed = text.trim();
    if let Some(moment) = read_moment(typed) {
        return Ok(Change::Set(AwayFor::Until(moment)));
    }
    Ok(super::remind::time_or_off(typed, "table.away.error.parse")?.map(AwayFor::Secs))
}

fn read_moment(typed: &str) -> Option<Moment> {
    let time = |t: &str| NaiveTime::parse_from_str(t.trim(), "%H:%M").ok();
    if let Some((date, at)) = typed.split_once([' ', 'T']) {
        let date = NaiveDate::parse_from_str(date.trim(), "%Y-%m-%d").ok()?;
        return Some(Moment::At(date.and_time(time(at)?)));
    }
    time(typed).map(Moment::Next)
}

/// The zone a time is told in, by name (UTC when the user chose none, with where to choose).
pub(crate) fn zone_msg(zone: Option<&str>) -> Msg {
    match zone {
        Some(z) => Msg::new("table.settings.zone").text("zone", z),
        None => Msg::new("table.away.zone-utc"),
    }
}

/// When a time away given at `now` ends, in unix seconds: a moment is read on the clock of
/// `tz`. A time the clocks skip (spring forward) is refused, naming it; a time they show twice
/// (fall back) is the first of the two still ahead. A moment not ahead of `now`, or further
/// than [`MAX_AWAY`], is refused.
pub fn away_end(away: AwayFor, now: i64, tz: Tz) -> Result<i64, Msg> {
    let zone = (tz != Tz::UTC).then(|| tz.name());
    let too_long = || Msg::new("table.away.error.time").msg("max", duration_msg(MAX_AWAY));
    let until = match away {
        AwayFor::Secs(s) if !(1..=MAX_AWAY).contains(&s) => return Err(too_long()),
        AwayFor::Secs(s) => now + s,
        AwayFor::Until(Moment::At(at)) => first_after(at, now, tz)?,
        AwayFor::Until(Moment::Next(time)) => {
            let today = tz.timestamp_opt(now, 0).single().map(|t| t.date_naive()).unwrap_or_default();
            // today's, if still ahead, else tomorrow's
            match first_after(today.and_time(time), now, tz)? {
                t if t > now => t,
                _ => first_after((today + Days::new(1)).and_time(time), now, tz)?,
            }
        }
    };
    if until <= now {
        return Err(Msg::new("table.away.error.past").time_in("until", until, zone).msg("zone", zone_msg(zone)));
    }
    if until - now > MAX_AWAY {
        return Err(too_long());
    }
    Ok(until)
}

/// The first moment after `now` at which the clock of `tz` shows `at`, else the last one (not
/// after `now`); an error when the clocks skip it ahead of `now`.
fn first_after(at: NaiveDateTime, now: i64, tz: Tz) -> Result<i64, Msg> {
    match tz.from_local_datetime(&at) {
        chrono::LocalResult::Single(t) => Ok(t.timestamp()),
        chrono::LocalResult::Ambiguous(first, second) => {
            Ok([first.timestamp(), second.timestamp()].into_iter().find(|&t| t > now).unwrap_or(second.timestamp()))
        }
        chrono::LocalResult::None => {
            // where the skipped time would lie on the clock before the jump
            let before = chrono::Offset::fix(&tz.offset_from_utc_datetime(&at)).local_minus_utc() as i64;
            let about = at.and_utc().timestamp() - before;
            if about <= now {
                return Ok(about);
            }
            Err(Msg::new("table.away.error.skipped")
                .text("time", at.format("%Y-%m-%d %H:%M").to_string())
                .text("zone", tz.name()))
        }
    }
}

impl Tables {
    /// Until when a user is away now (never a bot).
    pub(crate) async fn away_until(&self, user_id: &str) -> Result<Option<i64>, TableError> {
        Ok(self.store.away_until(user_id, self.now()).await?)
    }

    /// `/away`: `Keep` says whether the user is away and until when, `Off` ends it, `Set`
    /// marks them away for so long from now, or until a moment on their own clock (read in
    /// their zone, [`away_end`]; a bad one changes nothing). Answered privately, with the end
    /// told on their clock and the zone named.
    pub(crate) async fn away(&self, ctx: &Ctx, until: Change<AwayFor>) -> Result<Reply, TableError> {
        let now = self.now();
        // the time they are back is read and told on their own clock (`/settings`)
        let own = self.settings_of(&ctx.user.id).await?;
        let zone = own.zone.as_deref().filter(|z| z.parse::<Tz>().is_ok());
        let msg = match until {
            Change::Keep => match self.away_until(&ctx.user.id).await? {
                Some(until) => Msg::new("table.away.is").time_in("until", until, zone).msg("zone", zone_msg(zone)),
                None => Msg::new("table.away.not"),
            },
            Change::Off => {
                let was = self.store.end_away(&ctx.user.id, now).await?;
                Msg::new(if was { "table.away.back" } else { "table.away.not" })
            }
            Change::Set(away) => {
                let until = away_end(away, now, super::hours::zone_of(&own)).map_err(TableError::msg)?;
                // their turns at `ai` tables: the AI plays them after the bot delay
                self.store.set_away(&ctx.user.id, until, now + self.bot_delay).await?;
                self.bot_wake.notify_one();
                let set = match away {
                    AwayFor::Secs(s) => Msg::new("table.away.set").msg("time", duration_msg(s)),
                    AwayFor::Until(_) => Msg::new("table.away.set-until"),
                };
                set.time_in("until", until, zone).msg("zone", zone_msg(zone))
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

#[cfg(test)]
mod tests {
    use super::*;

    fn utc(y: i32, m: u32, d: u32, h: u32, min: u32) -> i64 {
        chrono::Utc.with_ymd_and_hms(y, m, d, h, min, 0).unwrap().timestamp()
    }

    fn moment(text: &str) -> AwayFor {
        match read_away(text) {
            Ok(Change::Set(a)) => a,
            other => panic!("{text}: {other:?}"),
        }
    }

    fn ny() -> Tz {
        "America/New_York".parse().unwrap()
    }

    #[test]
    fn away_is_read_as_off_a_duration_a_date_and_time_or_a_time() {
        assert_eq!(read_away(" off "), Ok(Change::Off));
        assert_eq!(moment("3d"), AwayFor::Secs(3 * 86_400));
        let at = NaiveDate::from_ymd_opt(2026, 12, 3).unwrap().and_hms_opt(18, 0, 0).unwrap();
        assert_eq!(moment("2026-12-03 18:00"), AwayFor::Until(Moment::At(at)));
        assert_eq!(moment("2026-12-03T18:00"), AwayFor::Until(Moment::At(at)));
        assert_eq!(moment("18:00"), AwayFor::Until(Moment::Next(at.time())));
        // a readable duration too long says the limit; the rest how to give a time away
        assert_eq!(read_away("31d").unwrap_err().key, "table.error.time-too-long");
        for bad in ["soon", "25:00", "2026-13-03 18:00", "2026-12-03", "18:00 tomorrow"] {
            assert_eq!(read_away(bad), Err(Msg::new("table.away.error.parse").text("time", bad)), "{bad}");
        }
    }

    /// A moment is read on the player's clock: 18:00 in New York is 23:00 UTC in December
    /// (EST) and 22:00 UTC in July (EDT); a time alone is the next one, today's or tomorrow's.
    #[test]
    fn a_moment_away_is_read_in_the_players_zone() {
        let now = utc(2026, 11, 28, 12, 0);
        assert_eq!(away_end(moment("2026-12-03 18:00"), now, ny()), Ok(utc(2026, 12, 3, 23, 0)));
        assert_eq!(away_end(moment("2026-12-03 18:00"), now, Tz::UTC), Ok(utc(2026, 12, 3, 18, 0)));
        assert_eq!(away_end(moment("2026-07-03 18:00"), utc(2026, 7, 1, 0, 0), ny()), Ok(utc(2026, 7, 3, 22, 0)));
        // 07:00 EST now: 18:00 today; 19:00 EST now: 18:00 tomorrow
        assert_eq!(away_end(moment("18:00"), now, ny()), Ok(utc(2026, 11, 28, 23, 0)));
        assert_eq!(away_end(moment("18:00"), utc(2026, 11, 29, 0, 0), ny()), Ok(utc(2026, 11, 29, 23, 0)));
        assert_eq!(away_end(AwayFor::Secs(3600), now, ny()), Ok(now + 3600));
    }

    /// The March change in New York (2026-03-08, 02:00 EST → 03:00 EDT): 02:30 does not exist
    /// that night and is refused, naming it; 03:00 is 07:00 UTC; a time alone before the jump
    /// is refused too, after it tomorrow's.
    #[test]
    fn a_time_the_clocks_skip_is_refused_across_the_march_change() {
        let before = utc(2026, 3, 7, 12, 0);
        let skipped = away_end(moment("2026-03-08 02:30"), before, ny()).unwrap_err();
        assert_eq!(
            skipped,
            Msg::new("table.away.error.skipped").text("time", "2026-03-08 02:30").text("zone", "America/New_York")
        );
        assert!(crate::i18n::t(&skipped).contains("does not exist"), "{}", crate::i18n::t(&skipped));
        assert_eq!(away_end(moment("2026-03-08 03:00"), before, ny()), Ok(utc(2026, 3, 8, 7, 0)));
        // 01:00 EST on the night of the change: 02:30 today is skipped
        let night = utc(2026, 3, 8, 6, 0);
        assert_eq!(away_end(moment("02:30"), night, ny()).unwrap_err().key, "table.away.error.skipped");
        // 04:00 EDT: the next 02:30 is the 9th's, EDT
        assert_eq!(away_end(moment("02:30"), utc(2026, 3, 8, 8, 0), ny()), Ok(utc(2026, 3, 9, 6, 30)));
    }

    /// The November change (2026-11-01, 02:00 EDT → 01:00 EST): 01:30 comes twice; a time
    /// given is the first of the two still ahead.
    #[test]
    fn a_time_the_clocks_show_twice_is_the_first_ahead_across_the_november_change() {
        let first = utc(2026, 11, 1, 5, 30); // 01:30 EDT
        let second = utc(2026, 11, 1, 6, 30); // 01:30 EST
        assert_eq!(away_end(moment("2026-11-01 01:30"), utc(2026, 10, 31, 12, 0), ny()), Ok(first));
        // at 01:45 EDT the first has passed: the second
        let between = utc(2026, 11, 1, 5, 45);
        assert_eq!(away_end(moment("2026-11-01 01:30"), between, ny()), Ok(second));
        assert_eq!(away_end(moment("01:30"), between, ny()), Ok(second));
    }

    /// A moment past or more than 30 days ahead is refused (and, at the table, changes nothing).
    #[test]
    fn a_moment_past_or_too_far_is_refused() {
        let now = utc(2026, 11, 28, 12, 0);
        let past = away_end(moment("2026-11-27 18:00"), now, ny()).unwrap_err();
        assert_eq!(past.key, "table.away.error.past");
        assert!(crate::i18n::t(&past).contains("2026-11-27 18:00 EST (America/New_York)"), "{}", crate::i18n::t(&past));
        let far = away_end(moment("2027-01-28 18:00"), now, ny()).unwrap_err();
        assert_eq!(far, Msg::new("table.away.error.time").msg("max", duration_msg(MAX_AWAY)));
        assert!(away_end(moment("2026-12-27 18:00"), now, ny()).is_ok());
    }
}
