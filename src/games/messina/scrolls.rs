//! Scroll boards: the three tracks of a player's board (side a, or the dealt side b), their
//! levels, and their points at the end (M-T30, M-E6, M-E7, M-A7 to M-A12).

use super::data::{data, Book, Goods, TrackKind, TrackRef, TrackValues};
use super::purse::Resource;
use super::state::Messina;
use crate::games::Seat;

impl Messina {
    /// The player's three scroll tracks, left to right.
    #[inline]
    pub fn tracks(&self, seat: Seat) -> smallvec::SmallVec<[TrackRef; 8]> {
        self.people[seat].retinue.tracks()
    }

    /// What track `i` is worth at the end of the game (M-E6, M-E7, M-A8 to M-A12).
    pub fn scroll_points(&self, seat: Seat, i: usize) -> i64 {
        let d = data();
        let p = &self.people[seat];
        let level = p.retinue.scroll()[i] as usize;
        let track = self.tracks(seat)[i];
        let repopulated = self.city.hexes_in_play().iter().filter(|&&h| self.city.hex(h).repop == Some(seat)).count();
        let huts = p.estate.huts().iter().filter(|h| h.upgrade.is_some()).count();
        let units = |kind: TrackKind| -> u32 {
            (match kind {
                TrackKind::Buildings => huts + p.estate.workshops().len(),
                TrackKind::Goods => p.estate.ships().len(),
                TrackKind::Repop => repopulated,
                // M-A8: the goods type the player holds most of
                TrackKind::GoodsType => [Goods::Gems, Goods::Spices, Goods::Silk]
                    .iter()
                    .map(|&g| p.estate.ships().iter().filter(|&&s| d.tiles.ships[s].goods == g).count())
                    .max()
                    .unwrap_or(0),
                TrackKind::Workshops => p.estate.workshops().len(),
                TrackKind::Wood => p.held(Resource::Wood) as usize,
                TrackKind::Huts => huts,
                // M-A10: coins by value
                TrackKind::Coins => p.held(Resource::Coins) as usize,
                TrackKind::Book | TrackKind::OverseerEnd => 0,
            }) as u32
        };
        if p.retinue.scroll_b().is_none() {
            let t = &d.scrolls.side_a[i];
            let n = t.cap.map(|c| units(t.kind).min(c as u32)).unwrap_or(units(t.kind));
            return t.values[level].times(n) as i64;
        }
        let Some(tt) = d.track_type(track.kind) else { return 0 };
        match &tt.values {
            TrackValues::PerUnit(v) => {
                let n = tt.cap.map(|c| units(track.kind).min(c as u32)).unwrap_or(units(track.kind));
                v[level].times(n) as i64
            }
            // M-A11: past the double bar the higher value, past the single bar the lower one
            TrackValues::Book(v) => {
                let book = track.book.unwrap_or(Book::Pop);
                let space = if book == Book::Pop { self.popularity_after_rats(seat) } else { p.book(book) };
                let b = d.book(book);
                if b.past_double(space) {
                    v[level][1] as i64
                } else if b.past_single(space) {
                    v[level][0] as i64
                } else {
                    0
                }
            }
            // M-A12: the two most advanced overseers on space 4, 5 or the centre
            TrackValues::OverseerEnd(v) => {
                let mut pos: Vec<u8> = p.retinue.overseers().iter().map(|o| o.pos).collect();
                pos.sort_unstable_by(|a, b| b.cmp(a));
                pos.iter()
                    .take(tt.cap.unwrap_or(2) as usize)
                    .map(|&x| match x {
                        4 => v[level][0] as i64,
                        5 => v[level][1] as i64,
                        6 => v[level][2] as i64,
                        _ => 0,
                    })
                    .sum()
            }
        }
    }

    /// A track's name in notation: `goods`, `workshops`, `book(city)`, …
    pub fn track_ref_name(t: TrackRef) -> String {
        t.to_string().to_lowercase()
    }
}
