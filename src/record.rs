//! The game record `lazaretto-game/1`: one game as a file to keep, share or import again. A
//! game is its seed and its action log (ARCHITECTURE.md, principle 1), so the record holds the
//! game and its options, the language, the seats, every logged action with its seat and time,
//! and the result. A game still running (or abandoned) is recorded without its seed: the seed
//! deals every hidden part (Rattus's face-down tokens, Messina's draws), so without it the
//! record holds only what every player saw. A finished game's record is complete and replays.
//!
//! This module is the format alone (values and their JSON); `table::export` builds records from
//! stored games and `table::import` replays them into the database.

use crate::games::{Seat, Standing};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The format tag and version every record begins with.
pub const FORMAT: &str = "lazaretto-game/1";

/// The engine that wrote a record: the crate's name and version.
pub const ENGINE: &str = concat!("lazaretto ", env!("CARGO_PKG_VERSION"));

/// The engines whose records this build replays (the current one included). A release whose
/// rules would replay an older engine's games differently leaves that engine out of this list,
/// and the committed records under `tests/records/` say so in CI first.
pub const ENGINES: &[&str] = &[ENGINE];

/// A moment, in unix seconds, written as RFC 3339 UTC (`2026-11-27T21:30:00Z`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Time(pub i64);

impl Serialize for Time {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let t = chrono::DateTime::from_timestamp(self.0, 0).ok_or_else(|| serde::ser::Error::custom("bad time"))?;
        s.serialize_str(&t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
    }
}

impl<'de> Deserialize<'de> for Time {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Time, D::Error> {
        let text = String::deserialize(d)?;
        let t = chrono::DateTime::parse_from_rfc3339(&text)
            .map_err(|e| serde::de::Error::custom(format!("{text:?} is no RFC 3339 time: {e}")))?;
        Ok(Time(t.timestamp()))
    }
}

/// One seat: who sat there, a person or a bot and its AI level.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatRecord {
    pub seat: Seat,
    pub name: String,
    /// The AI level of a bot (`easy`, `strong`, `random`, …); `null` for a person.
    pub bot: Option<String>,
}

/// One row of the action log: an action in canonical notation, or `undo` taking back the row
/// `undoes` names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionRecord {
    /// 1, 2, 3, … in log order.
    pub seq: i64,
    pub seat: Seat,
    pub action: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub undoes: Option<i64>,
    pub at: Time,
}

/// Where the game stood when it was recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RecordStatus {
    Active,
    Finished,
    Abandoned,
}

/// A game record (`lazaretto-game/1`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub format: String,
    pub engine: String,
    /// The game's kind (`rattus`, `messina`).
    pub game: String,
    /// The game's options as stored at `/new` (`players` when they fix the seat count).
    pub options: serde_json::Value,
    /// The table's language (`en`, `de`, `ru`, `pl`, `cs`).
    pub language: String,
    pub status: RecordStatus,
    /// The seed that dealt the game: only in a finished game's record.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    pub created_at: Time,
    pub seats: Vec<SeatRecord>,
    pub actions: Vec<ActionRecord>,
    /// The final standings: only once the game is finished.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<Vec<Standing>>,
}

/// Why a text is no record this build can read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    /// Not JSON, or JSON without the fields of a record (serde's words, with line and column).
    Unreadable(String),
    /// Another format, or another version of this one (the tag as given; empty when missing).
    Format(String),
    /// A record of an engine this build does not replay.
    Engine(String),
}

impl Record {
    /// Reads a record: the format tag first (so another format or version is named as such),
    /// then the engine, then the fields.
    pub fn read(text: &str) -> Result<Record, ReadError> {
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| ReadError::Unreadable(e.to_string()))?;
        let tag = |name: &str| value.get(name).and_then(|v| v.as_str()).unwrap_or_default().to_string();
        if tag("format") != FORMAT {
            return Err(ReadError::Format(tag("format")));
        }
        if !ENGINES.contains(&tag("engine").as_str()) {
            return Err(ReadError::Engine(tag("engine")));
        }
        serde_json::from_value(value).map_err(|e| ReadError::Unreadable(e.to_string()))
    }

    /// The record as JSON: pretty, with one line per seat, action and standing (a long game
    /// stays a small file that reads and diffs line by line).
    pub fn to_json(&self) -> String {
        fn lines<T: Serialize>(items: &[T]) -> String {
            let items: Vec<String> =
                items.iter().map(|i| serde_json::to_string(i).expect("records serialise")).collect();
            match items.is_empty() {
                true => "[]".to_string(),
                false => format!("[\n    {}\n  ]", items.join(",\n    ")),
            }
        }
        let head = Record {
            seats: Vec::new(),
            actions: Vec::new(),
            result: self.result.as_ref().map(|_| Vec::new()),
            ..self.clone()
        };
        let mut text = serde_json::to_string_pretty(&head).expect("records serialise");
        // the record's own fields, at the first level of indentation (never a key within options)
        let mut splice = |key: &str, list: String| {
            text = text.replacen(&format!("\n  \"{key}\": []"), &format!("\n  \"{key}\": {list}"), 1);
        };
        splice("seats", lines(&self.seats));
        splice("actions", lines(&self.actions));
        if let Some(result) = &self.result {
            splice("result", lines(result));
        }
        text + "\n"
    }

    /// A file name for the record: `rattus-12.lazaretto.json`.
    pub fn file_name(&self, game_id: i64) -> String {
        format!("{}-{game_id}.lazaretto.json", self.game)
    }

    /// The record holds everything a replay needs: the seed and the result.
    pub fn complete(&self) -> bool {
        self.seed.is_some() && self.result.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Record {
        Record {
            format: FORMAT.into(),
            engine: ENGINE.into(),
            game: "rattus".into(),
            options: serde_json::json!({}),
            language: "en".into(),
            status: RecordStatus::Finished,
            seed: Some(7),
            created_at: Time(1_800_000_000),
            seats: vec![SeatRecord { seat: 0, name: "ann".into(), bot: None }],
            actions: vec![
                ActionRecord {
                    seq: 1,
                    seat: 0,
                    action: "place gallia 2".into(),
                    undoes: None,
                    at: Time(1_800_000_010),
                },
                ActionRecord { seq: 2, seat: 0, action: "undo".into(), undoes: Some(1), at: Time(1_800_000_011) },
            ],
            result: Some(vec![Standing { seat: 0, place: 1, score: 3, breakdown: vec![("cubes".into(), 3)] }]),
        }
    }

    #[test]
    fn records_round_trip_through_their_json() {
        let r = sample();
        let text = r.to_json();
        assert!(text
            .contains("\n    {\"seq\":1,\"seat\":0,\"action\":\"place gallia 2\",\"at\":\"2027-01-15T08:00:10Z\"},\n"));
        assert_eq!(Record::read(&text), Ok(r.clone()));
        let empty = Record { actions: Vec::new(), ..r };
        assert_eq!(Record::read(&empty.to_json()), Ok(empty));
    }

    #[test]
    fn other_formats_and_engines_are_named() {
        let text = sample().to_json();
        let other = text.replace(FORMAT, "lazaretto-game/2");
        assert_eq!(Record::read(&other), Err(ReadError::Format("lazaretto-game/2".into())));
        let engine = text.replace(ENGINE, "lazaretto 9.9.9");
        assert_eq!(Record::read(&engine), Err(ReadError::Engine("lazaretto 9.9.9".into())));
        assert!(matches!(Record::read("{"), Err(ReadError::Unreadable(_))));
        assert_eq!(Record::read("[]"), Err(ReadError::Format(String::new())));
        let extra = text.replacen("\"game\"", "\"cheat\": 1, \"game\"", 1);
        assert!(matches!(Record::read(&extra), Err(ReadError::Unreadable(_))));
    }
}
