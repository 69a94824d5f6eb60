//! What an ended game leaves for records and ratings: each seat's holder at the end with their
//! place and score (from the game's own standings), everyone who handed a seat over, and the
//! times each took to move (from the action log).

use super::{Loaded, Table, TableError, Tables};
use crate::rating::turn_times;
use crate::store::{ActionRow, Ended, Outcome, SeatResult};

impl Tables {
    /// The results of the table's game, ending now: `g` finished (standings from the game), or
    /// abandoned. `log` is the whole action log, the ending action included.
    pub(crate) async fn ended(&self, t: &Table, g: &Loaded, log: &[ActionRow]) -> Result<Ended, TableError> {
        let standings = g.standings();
        let finished = standings.is_some();
        let handovers = self.store.handovers(t.row.id).await?;
        let mut times = turn_times(log.iter().filter(|a| a.turn_end).map(|a| (a.user_id.as_str(), a.created_at)));
        let mut seats = Vec::new();
        let holds = |seat: i64, user: &str| t.seats.iter().any(|s| s.seat == Some(seat) && s.user_id == user);
        for h in &handovers {
            // one row per holder of a seat: one who took back a seat they had handed over holds it
            let again = seats.iter().any(|r: &SeatResult| r.seat == h.seat && r.user_id == h.user_id);
            if again || holds(h.seat, &h.user_id) {
                continue;
            }
            seats.push(SeatResult {
                seat: h.seat,
                user_id: h.user_id.clone(),
                display_name: h.display_name.clone(),
                bot: h.bot.clone(),
                outcome: Outcome::Handed,
                place: None,
                score: None,
                turn_secs: times.remove(h.user_id.as_str()).unwrap_or_default(),
            });
        }
        for s in t.seats.iter().filter(|s| s.seat.is_some()) {
            let seat = s.seat.unwrap_or_default();
            let standing = standings.iter().flatten().find(|st| st.seat as i64 == seat);
            seats.push(SeatResult {
                seat,
                user_id: s.user_id.clone(),
                display_name: s.display_name.clone(),
                bot: s.bot.clone(),
                outcome: if finished { Outcome::Finished } else { Outcome::Abandoned },
                place: standing.map(|st| st.place as i64),
                score: standing.map(|st| st.score),
                turn_secs: times.remove(s.user_id.as_str()).unwrap_or_default(),
            });
        }
        let players = g.players() as i64;
        Ok(Ended {
            kind: t.kind,
            players,
            rated: finished && handovers.is_empty() && players >= crate::rating::RATED_FROM_PLAYERS,
            seats,
        })
    }
}
