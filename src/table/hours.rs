//! Quiet hours and durations on a player's clock: whole hours that wrap midnight, read in the
//! player's own time zone (or the table's UTC), and spans of time said in words. Shared by the
//! reminders (`remind.rs`), the players' own settings (`settings.rs`), turn clocks and time away.

use crate::games::Msg;
use crate::store::UserSettings;
use chrono::{Offset, TimeZone, Timelike};
use chrono_tz::Tz;

/// Whether the clock hour `hour` lies in the quiet hours `from..to` (whole hours, wrapping
/// midnight; equal hours mean no quiet time). See [`quiet_end`], which reads
/// them in a time zone.
pub fn is_quiet_hour(hour: i64, from: i64, to: i64) -> bool {
    match from.cmp(&to) {
        std::cmp::Ordering::Equal => false,
        std::cmp::Ordering::Less => from <= hour && hour < to,
        std::cmp::Ordering::Greater => hour >= from || hour < to,
    }
}

/// Whether `now` lies in the quiet hours `from..to` read in `tz` (wrapping midnight; equal hours
/// mean none), and if so the moment they end: the next `to`:00 on the zone's clock, across
/// daylight-saving changes (an hour the clocks skip ends them at the first moment after it).
pub fn quiet_end(now: i64, (from, to): (i64, i64), tz: Tz) -> Option<i64> {
    let local = tz.timestamp_opt(now, 0).single()?;
    if !is_quiet_hour(local.hour() as i64, from, to) {
        return None;
    }
    let mut day = local.date_naive();
    for _ in 0..3 {
        let at = day.and_hms_opt(to as u32, 0, 0)?;
        let end = match tz.from_local_datetime(&at) {
            chrono::LocalResult::Single(t) => Some(t.timestamp()),
            chrono::LocalResult::Ambiguous(first, _) => Some(first.timestamp()),
            // the clocks jump over `to`:00: the quiet hours end when the jump lands
            chrono::LocalResult::None => {
                let offset = tz.offset_from_utc_datetime(&at).fix().local_minus_utc() as i64;
                Some(at.and_utc().timestamp() - offset)
            }
        };
        match end {
            Some(e) if e > now => return Some(e),
            _ => day = day.succ_opt()?,
        }
    }
    None
}

/// A user's zone (UTC when none is set or the stored name is no longer known).
pub fn zone_of(s: &UserSettings) -> Tz {
    s.zone.as_deref().and_then(|z| z.parse().ok()).unwrap_or(Tz::UTC)
}

/// The IANA zone a user typed, by its exact name in any case; `utc` / `off` is UTC (`None`).
pub fn read_zone(text: &str) -> Result<Option<Tz>, Msg> {
    let typed = text.trim();
    if matches!(typed.to_lowercase().as_str(), "utc" | "off" | "none") {
        return Ok(None);
    }
    chrono_tz::TZ_VARIANTS
        .iter()
        .find(|z| z.name().eq_ignore_ascii_case(typed))
        .copied()
        .map(Some)
        .ok_or_else(|| Msg::new("table.settings.error.zone").text("zone", typed))
}

/// Zone names for autocomplete: those containing every word typed (`new york`, `warsaw`),
/// canonical ones first, at most `max`.
pub fn zone_names(typed: &str, max: usize) -> Vec<&'static str> {
    let words: Vec<String> = typed.split([' ', '_', '/']).filter(|w| !w.is_empty()).map(|w| w.to_lowercase()).collect();
    chrono_tz::TZ_VARIANTS
        .iter()
        .map(|z| z.name())
        // the region/city names, not the old aliases (`US/Eastern`, `Poland`)
        .filter(|n| n.contains('/') && !n.starts_with("Etc/") && !n.starts_with("US/"))
        .filter(|n| {
            let low = n.to_lowercase().replace('_', " ");
            words.iter().all(|w| low.contains(w.as_str()))
        })
        .take(max)
        .collect()
}

/// "24 h", "90 min", "30 s".
pub fn duration_msg(secs: i64) -> Msg {
    if secs % 3600 == 0 {
        Msg::new("table.remind.hours").num("n", secs / 3600)
    } else if secs % 60 == 0 {
        Msg::new("table.remind.minutes").num("n", secs / 60)
    } else {
        Msg::new("table.remind.seconds").num("n", secs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utc(y: i32, m: u32, d: u32, h: u32, min: u32) -> i64 {
        chrono::Utc.with_ymd_and_hms(y, m, d, h, min, 0).unwrap().timestamp()
    }

    /// Quiet hours 22-7 in New York across the March change (2026-03-08, 02:00 EST → 03:00
    /// EDT): they end at 07:00 EDT, 11:00 UTC (not 12:00 as in EST, nor 07:00 UTC).
    #[test]
    fn quiet_hours_end_on_the_zones_clock_across_the_march_change() {
        let ny: Tz = "America/New_York".parse().unwrap();
        let night = utc(2026, 3, 8, 4, 30); // 23:30 EST on the 7th
        assert_eq!(quiet_end(night, (22, 7), ny), Some(utc(2026, 3, 8, 11, 0)));
        // the evening before the change: 07:00 EST is 12:00 UTC
        assert_eq!(quiet_end(utc(2026, 3, 7, 3, 30), (22, 7), ny), Some(utc(2026, 3, 7, 12, 0)));
        // 08:00 EDT is not quiet; 06:59 EDT is
        assert_eq!(quiet_end(utc(2026, 3, 8, 12, 0), (22, 7), ny), None);
        assert_eq!(quiet_end(utc(2026, 3, 8, 10, 59), (22, 7), ny), Some(utc(2026, 3, 8, 11, 0)));
        // quiet until 02:00, the hour the clocks skip: over when they land at 03:00 EDT
        assert_eq!(quiet_end(utc(2026, 3, 8, 6, 0), (0, 2), ny), Some(utc(2026, 3, 8, 7, 0)));
        // equal hours: none
        assert_eq!(quiet_end(night, (5, 5), ny), None);
        // UTC reads as before
        assert_eq!(quiet_end(utc(2026, 3, 8, 23, 0), (22, 7), Tz::UTC), Some(utc(2026, 3, 9, 7, 0)));
    }

    #[test]
    fn zones_are_read_by_their_iana_names() {
        assert_eq!(read_zone("europe/warsaw").unwrap().map(|z| z.name()), Some("Europe/Warsaw"));
        assert_eq!(read_zone(" UTC ").unwrap(), None);
        let e = read_zone("Mars/Olympus").unwrap_err();
        assert_eq!(e, Msg::new("table.settings.error.zone").text("zone", "Mars/Olympus"));
        assert!(zone_names("new york", 25).contains(&"America/New_York"));
        assert!(zone_names("warsaw", 25).contains(&"Europe/Warsaw"));
        assert!(zone_names("", 25).len() == 25);
    }

    #[test]
    fn quiet_hours_wrap_midnight() {
        let utc = chrono_tz::Tz::UTC;
        let at = |h: i64| 1_800_000_000 - 1_800_000_000 % 86_400 + h * 3600 + 60;
        let end = |now: i64, q: (i64, i64)| quiet_end(now, q, utc);
        assert!(end(at(23), (22, 7)).is_some() && end(at(3), (22, 7)).is_some());
        assert_eq!(end(at(7), (22, 7)), None);
        assert_eq!(end(at(12), (22, 7)), None);
        assert!(end(at(13), (12, 14)).is_some());
        assert_eq!(end(at(14), (12, 14)), None);
        assert_eq!(end(at(5), (5, 5)), None);
        assert_eq!(end(at(23), (22, 7)).unwrap() - at(23), 8 * 3600 - 60);
        assert_eq!(end(at(3), (22, 7)).unwrap() - at(3), 4 * 3600 - 60);
    }

    #[test]
    fn durations_use_the_largest_whole_unit() {
        assert_eq!(duration_msg(86_400), Msg::new("table.remind.hours").num("n", 24));
        assert_eq!(duration_msg(5400), Msg::new("table.remind.minutes").num("n", 90));
        assert_eq!(duration_msg(2), Msg::new("table.remind.seconds").num("n", 2));
    }
}
