//! Stateless component ids. An id names the game, the state version the prompt was offered at,
//! and the choice (or a select menu or page), so a click is understood by any bot process, after
//! any restart, without remembering what was sent:
//!
//! - `lz:<game>:<version>:<choice>` a button (`#<n>`: the n-th choice, for very long ones)
//! - `lzs:<game>:<version>:<k>` a select menu; the choice is the selected value
//! - `lzp:<game>:<version>:<page>` paging through a long prompt
//! - `lzj:<game>` taking a seat in a game's lobby (`/rematch`)

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ComponentId {
    Choice { game: i64, version: i64, choice: String },
    Select { game: i64, version: i64 },
    Page { game: i64, version: i64, page: usize },
    Join { game: i64 },
}

pub fn button_id(game: i64, version: i64, choice: &str, index: usize) -> String {
    let id = format!("lz:{game}:{version}:{choice}");
    if id.len() <= 100 {
        id
    } else {
        format!("lz:{game}:{version}:#{index}")
    }
}

pub fn select_id(game: i64, version: i64, k: usize) -> String {
    format!("lzs:{game}:{version}:{k}")
}

pub fn page_id(game: i64, version: i64, page: usize) -> String {
    format!("lzp:{game}:{version}:{page}")
}

/// A button that takes a seat in a game's lobby (`/rematch`): `lzj:<game>`.
pub fn join_id(game: i64) -> String {
    format!("lzj:{game}")
}

/// A custom id that is not one of ours, or one of ours that cannot be read (a number too big, a
/// part missing): answered, never ignored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BadId {
    /// Not an id this bot makes.
    Unknown,
    /// Our tag with parts that cannot be read: a button of a position that cannot exist.
    Unreadable,
}

pub fn parse(id: &str) -> Result<ComponentId, BadId> {
    if let Some(game) = id.strip_prefix("lzj:") {
        return game.parse().map(|game| ComponentId::Join { game }).map_err(|_| BadId::Unreadable);
    }
    let mut parts = id.splitn(4, ':');
    let tag = parts.next().unwrap_or_default();
    if !matches!(tag, "lz" | "lzs" | "lzp") {
        return Err(BadId::Unknown);
    }
    let (game, version, rest) = (parts.next(), parts.next(), parts.next());
    let number = |p: Option<&str>| p.and_then(|p| p.parse::<i64>().ok()).ok_or(BadId::Unreadable);
    let (game, version, rest) = (number(game)?, number(version)?, rest.ok_or(BadId::Unreadable)?);
    match tag {
        "lz" if !rest.is_empty() => Ok(ComponentId::Choice { game, version, choice: rest.to_string() }),
        "lzs" => Ok(ComponentId::Select { game, version }),
        "lzp" => Ok(ComponentId::Page { game, version, page: rest.parse().map_err(|_| BadId::Unreadable)? }),
        _ => Err(BadId::Unreadable),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        let id = button_id(7, 42, "place gallia 2", 0);
        assert_eq!(id, "lz:7:42:place gallia 2");
        assert_eq!(parse(&id), Ok(ComponentId::Choice { game: 7, version: 42, choice: "place gallia 2".into() }));
        assert_eq!(parse(&select_id(7, 42, 3)), Ok(ComponentId::Select { game: 7, version: 42 }));
        assert_eq!(parse(&page_id(7, 42, 2)), Ok(ComponentId::Page { game: 7, version: 42, page: 2 }));
        let long = "x".repeat(120);
        assert_eq!(button_id(7, 42, &long, 9), "lz:7:42:#9");
        assert_eq!(parse("lz:7:42:"), Err(BadId::Unreadable));
        assert_eq!(parse("other:1:2:3"), Err(BadId::Unknown));
        assert_eq!(parse(""), Err(BadId::Unknown));
        assert_eq!(parse("lz:x:2:3"), Err(BadId::Unreadable));
        assert_eq!(parse("lz:7"), Err(BadId::Unreadable));
        assert_eq!(parse("lzp:7:42:99999999999999999999999"), Err(BadId::Unreadable));
        assert_eq!(parse("lz:99999999999999999999:1:x"), Err(BadId::Unreadable));
        assert_eq!(parse(&join_id(7)), Ok(ComponentId::Join { game: 7 }));
        assert_eq!(parse("lzj:x"), Err(BadId::Unreadable));
    }
}
