//! Ratings and records, pure: Weng–Lin (OpenSkill) ratings from finished games' places, the
//! buckets of times to move, and winning streaks. No I/O; the store keeps what this computes.

use crate::games::Kind;
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
use std::collections::HashMap;
use std::hash::Hash;

/// A rating counts as provisional until its entry has played this many rated games.
pub const PROVISIONAL_GAMES: i64 = 5;

/// A game is rated from this many players on (a solo game is not): the rated results, the
/// leaderboards by player count and their pages all take it from here.
pub const RATED_FROM_PLAYERS: i64 = 2;

/// The pool of all player counts together (`/leaderboard` without `players:`).
pub const ALL_COUNTS: i64 = 0;

/// Who a rating belongs to: a person (their user id) or an AI level (`strong`, `easy`, …), each
/// level one entry whatever seat or table it played at.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Entry {
    Person(String),
    Ai(String),
}

impl Entry {
    /// The entry of a seat: its AI level for a bot, else its user.
    pub fn of(user_id: &str, bot: Option<&str>) -> Entry {
        match bot {
            Some(level) => Entry::Ai(level.to_string()),
            None => Entry::Person(user_id.to_string()),
        }
    }

    /// As stored: whether it is an AI level, and the user id or level.
    pub fn stored(&self) -> (bool, &str) {
        match self {
            Entry::Person(id) => (false, id),
            Entry::Ai(level) => (true, level),
        }
    }

    pub fn from_stored(bot: bool, id: &str) -> Entry {
        if bot {
            Entry::Ai(id.to_string())
        } else {
            Entry::Person(id.to_string())
        }
    }
}

/// One entry's rating in one pool.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
    /// Rated games played.
    pub games: i64,
    /// Of which won (first place, shared or not).
    pub wins: i64,
}

impl Default for Rating {
    fn default() -> Self {
        let r = WengLinRating::new();
        Rating { mu: r.rating, sigma: r.uncertainty, games: 0, wins: 0 }
    }
}

impl Rating {
    /// The conservative rating the leaderboard orders by: mu − 3 sigma.
    pub fn shown(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }

    /// The rating as players see it: ten times mu − 3 sigma, rounded.
    pub fn points(&self) -> i64 {
        (10.0 * self.shown()).round() as i64
    }

    pub fn provisional(&self) -> bool {
        self.games < PROVISIONAL_GAMES
    }
}

/// One seat of a rated game: who (an [`Entry`], or any key standing for one), and the place
/// they finished in (1 is first; ties share it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placed<K = Entry> {
    pub entry: K,
    pub place: i64,
}

/// The pools a game of `players` seats counts in: its own player count and all counts together.
pub fn pools(players: i64) -> [i64; 2] {
    [players, ALL_COUNTS]
}

/// The ratings after one game, from the ratings before it (`before`, missing ones are new
/// entries), for every entry that played. Ties share a rank. An entry that held two seats (two
/// bots of one level) takes the mean of its two new ratings, and counts the game once.
pub fn rate<K: Clone + Eq + Hash>(before: &HashMap<K, Rating>, seats: &[Placed<K>]) -> Vec<(K, Rating)> {
    let config = WengLinConfig::new();
    let prior = |e: &K| before.get(e).copied().unwrap_or_default();
    let teams: Vec<[WengLinRating; 1]> = seats
        .iter()
        .map(|s| {
            let r = prior(&s.entry);
            [WengLinRating { rating: r.mu, uncertainty: r.sigma }]
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> =
        teams.iter().zip(seats).map(|(t, s)| (&t[..], MultiTeamOutcome::new(s.place.max(1) as usize))).collect();
    let after = weng_lin_multi_team(&ranked, &config);
    let mut out: Vec<(K, Rating, usize)> = Vec::with_capacity(seats.len());
    for (s, new) in seats.iter().zip(after) {
        let new = new[0];
        let won = (s.place == 1) as i64;
        match out.iter_mut().find(|(e, _, _)| *e == s.entry) {
            Some((_, r, n)) => {
                r.mu += new.rating;
                r.sigma += new.uncertainty;
                r.wins = r.wins.max(prior(&s.entry).wins + won);
                *n += 1;
            }
            None => {
                let p = prior(&s.entry);
                let r = Rating { mu: new.rating, sigma: new.uncertainty, games: p.games + 1, wins: p.wins + won };
                out.push((s.entry.clone(), r, 1));
            }
        }
    }
    out.into_iter()
        .map(|(e, mut r, n)| {
            r.mu /= n as f64;
            r.sigma /= n as f64;
            (e, r)
        })
        .collect()
}

/// A rated game as a re-rating reads it.
#[derive(Debug, Clone)]
pub struct RatedGame<K = Entry> {
    pub kind: Kind,
    pub players: i64,
    pub seats: Vec<Placed<K>>,
}

/// The ratings of every pool from the rated games, in the order they ended: what updating one
/// game at a time when each ended gives, recomputed whole (a rules fix re-rates everything).
pub fn rerate<K: Clone + Eq + Hash>(
    games: impl IntoIterator<Item = RatedGame<K>>,
) -> HashMap<(Kind, i64), HashMap<K, Rating>> {
    let mut pools_of: HashMap<(Kind, i64), HashMap<K, Rating>> = HashMap::new();
    for g in games {
        for pool in pools(g.players) {
            let ratings = pools_of.entry((g.kind, pool)).or_default();
            for (e, r) in rate(ratings, &g.seats) {
                ratings.insert(e, r);
            }
        }
    }
    pools_of
}

/// The bucket of a time to move (seconds): buckets are 10 % wide, so a median read from them is
/// within 5 % of the true one.
pub fn bucket(secs: i64) -> i64 {
    if secs <= 1 {
        return 0;
    }
    ((secs as f64).ln() / 1.1f64.ln()).round() as i64
}

/// The time a bucket stands for (seconds).
pub fn bucket_secs(bucket: i64) -> i64 {
    1.1f64.powi(bucket.clamp(0, 400) as i32).round() as i64
}

/// The median time to move from bucket counts (`(bucket, count)`, any order), with the number
/// of moves; `None` without moves.
pub fn median(counts: &[(i64, i64)]) -> Option<(i64, i64)> {
    let mut counts: Vec<(i64, i64)> = counts.iter().copied().filter(|(_, n)| *n > 0).collect();
    counts.sort_unstable();
    let total: i64 = counts.iter().map(|(_, n)| n).sum();
    let half = (total + 1) / 2;
    let mut seen = 0;
    for (b, n) in counts {
        seen += n;
        if seen >= half {
            return Some((bucket_secs(b), total));
        }
    }
    None
}

/// The times to move of a game's log: each action that ended a turn, timed from the end of the
/// turn before it (the first turn has no such start and is left out), by the user who acted.
pub fn turn_times<'a>(turn_ends: impl IntoIterator<Item = (&'a str, i64)>) -> HashMap<&'a str, Vec<i64>> {
    let mut out: HashMap<&str, Vec<i64>> = HashMap::new();
    let mut last: Option<i64> = None;
    for (user, at) in turn_ends {
        if let Some(before) = last {
            out.entry(user).or_default().push((at - before).max(0));
        }
        last = Some(at);
    }
    out
}

/// The winning streaks of a run of finished games, oldest first (`true`: won): the current
/// one (ending with the latest game) and the longest.
pub fn streaks(won: impl IntoIterator<Item = bool>) -> (i64, i64) {
    let (mut current, mut longest) = (0, 0);
    for w in won {
        current = if w { current + 1 } else { 0 };
        longest = longest.max(current);
    }
    (current, longest)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn person(n: &str) -> Entry {
        Entry::Person(n.into())
    }

    #[test]
    fn the_winner_rises_and_ties_move_together() {
        let seats = vec![
            Placed { entry: person("a"), place: 1 },
            Placed { entry: person("b"), place: 2 },
            Placed { entry: person("c"), place: 2 },
        ];
        let after: HashMap<Entry, Rating> = rate(&HashMap::new(), &seats).into_iter().collect();
        let (a, b, c) = (after[&person("a")], after[&person("b")], after[&person("c")]);
        assert!(a.mu > 25.0 && b.mu < 25.0, "{a:?} {b:?}");
        assert!((b.mu - c.mu).abs() < 1e-9, "tied places rate alike: {b:?} {c:?}");
        assert_eq!((a.games, a.wins, b.wins), (1, 1, 0));
    }

    #[test]
    fn two_seats_of_one_entry_count_once() {
        let seats = vec![
            Placed { entry: Entry::Ai("easy".into()), place: 1 },
            Placed { entry: Entry::Ai("easy".into()), place: 3 },
            Placed { entry: person("p"), place: 2 },
        ];
        let after = rate(&HashMap::new(), &seats);
        assert_eq!(after.len(), 2);
        let easy = after.iter().find(|(e, _)| *e == Entry::Ai("easy".into())).unwrap().1;
        assert_eq!((easy.games, easy.wins), (1, 1));
    }

    #[test]
    fn medians_and_streaks() {
        assert_eq!(median(&[]), None);
        let secs = [60, 3600, 7200, 7300, 86_400];
        let mut counts: HashMap<i64, i64> = HashMap::new();
        for s in secs {
            *counts.entry(bucket(s)).or_default() += 1;
        }
        let counts: Vec<(i64, i64)> = counts.into_iter().collect();
        let (m, n) = median(&counts).unwrap();
        assert_eq!(n, 5);
        assert!((m - 7200).abs() <= 360, "the median is within 5 %: {m}");
        for s in [2, 59, 3600, 1_000_000] {
            let back = bucket_secs(bucket(s));
            assert!((back - s).abs() as f64 <= 0.05 * s as f64 + 1.0, "{s} -> {back}");
        }
        assert_eq!(streaks([true, true, false, true, true, true, false, true]), (1, 3));
        assert_eq!(streaks([]), (0, 0));
        let times = turn_times([("a", 10), ("b", 70), ("a", 100), ("b", 100)]);
        assert_eq!(times["b"], vec![60, 0]);
        assert_eq!(times["a"], vec![30]);
    }
}
