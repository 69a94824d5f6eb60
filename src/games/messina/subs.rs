//! The small decisions inside the action step, production and quarantine: their candidate
//! answers and the verdict on each (M-T28 to M-T34, M-T44 to M-T59, M-T63 to M-T68).

use super::action::{Action, Candidates, Payment};
use super::data::{data, Book, Class, OverseerKind, Term, TrackRef};
use super::state::{CitizenAt, Messina, Place, Sub, TileKind};
use super::why::Why;
use crate::games::Seat;

impl Messina {
    /// Whether an open decision has an answer allowed now, leaving out what may be done in the
    /// middle of it and closing it without an answer (`stop`, `skip`): a decision with none is
    /// dropped.
    pub(crate) fn has_sub_answer(&self, seat: Seat, sub: &Sub) -> bool {
        self.sub_candidates(seat, sub)
            .iter()
            .any(|&a| !matches!(a, Action::Stop | Action::Skip) && self.sub_verdict(seat, sub, a).is_ok())
    }

    /// Every answer worth judging for an open decision, in the order offered.
    pub(crate) fn sub_candidates(&self, seat: Seat, sub: &Sub) -> Candidates {
        let mut v = Candidates::new();
        self.push_sub_candidates(seat, sub, &mut v);
        v
    }

    /// Adds [`Self::sub_candidates`] to `v`.
    pub(crate) fn push_sub_candidates(&self, seat: Seat, sub: &Sub, v: &mut Candidates) {
        let d = data();
        let p = &self.people[seat];
        // only a citizen can be upgraded or given (see `sub_verdict`, `repop_verdict`)
        let citizens = || self.citizens(seat).into_iter().map(|(at, _)| at);
        match sub {
            Sub::Option { options } => v.extend((1..=options.len() as u8).map(Action::Option)),
            Sub::BookChoice => v.extend([Action::Book(Book::City), Action::Book(Book::Church)]),
            Sub::Scroll => v.extend(self.tracks(seat).into_iter().map(Action::Scroll)),
            Sub::HexCopy => {
                let mut hexes = self.city.hexes_in_play();
                hexes.sort_unstable();
                v.extend(hexes.into_iter().map(|h| Action::Copy(Place::Hex(h))));
                v.extend((0..d.city.ports.len()).map(|i| Action::Copy(Place::Port(i))));
            }
            Sub::UpgradeCitizen => v.extend(citizens().map(Action::Upgrade)),
            Sub::Staff { .. } => v.extend((0..p.estate.workshops().len()).map(Action::Into)),
            Sub::Overseer { .. } => v.extend(Class::ALL.map(Action::Overseer)),
            Sub::Branch { class, .. } => v.extend(d.branches_of(*class).into_iter().map(Action::Branch)),
            Sub::Steps { .. } => v.extend([Action::Steps(1), Action::Steps(2)]),
            Sub::Activate { .. } => {
                // only a square with a citizen can be activated (see `activate_verdict`)
                v.extend((0..d.estate.squares.len()).filter(|&s| p.estate.square(s).is_some()).map(Action::Activate));
                v.push(Action::Stop);
            }
            Sub::Build { .. } => {
                v.extend([Action::Rotate { huts: true }, Action::Rotate { huts: false }]);
                v.extend(self.tiles.face_up(TileKind::Huts).into_iter().map(Action::BuildHut));
                v.extend(self.tiles.face_up(TileKind::Workshops).into_iter().map(Action::BuildWorkshop));
                v.extend(self.tiles.face_up(TileKind::Wagons).into_iter().map(Action::BuildWagon));
                v.push(Action::Skip);
            }
            Sub::RotatePay { .. } => v.extend(Payment::ALL.map(Action::Pay)),
            Sub::HutOn { .. } => v.extend((0..p.estate.huts().len()).map(Action::On)),
            Sub::Repop { .. } => {
                v.extend(citizens().map(Action::Give));
                v.extend(self.sacrifice_candidates(seat).into_iter().map(Action::Sacrifice));
            }
        }
    }

    /// The verdict on one answer to an open decision.
    pub(crate) fn sub_verdict(&self, seat: Seat, sub: &Sub, a: Action) -> Result<(), Why> {
        let p = &self.people[seat];
        match (sub, a) {
            (Sub::Option { options }, Action::Option(n)) => {
                if n == 0 || n as usize > options.len() {
                    Err(Why::OptionRange(options.len() as u8))
                } else {
                    Ok(())
                }
            }
            (Sub::BookChoice, Action::Book(Book::Pop)) => Err(Why::BookPopularity),
            (Sub::BookChoice, Action::Book(_)) => Ok(()),
            (Sub::Scroll, Action::Scroll(track)) => self.scroll_verdict(seat, track),
            (Sub::HexCopy, Action::Copy(Place::Dock(_))) => Err(Why::CopyDock),
            (Sub::HexCopy, Action::Copy(place)) if !self.city.in_play(place) => Err(Why::NotInCity(place, "M-T73")),
            (Sub::HexCopy, Action::Copy(_)) => Ok(()),
            (Sub::UpgradeCitizen, Action::Upgrade(at)) => match self.citizen_at(seat, at) {
                None => Err(Why::NoCitizenThere(at, "M-T32")),
                Some(c) if c.upgraded => Err(Why::AlreadyUpgraded(at)),
                Some(_) => Ok(()),
            },
            (Sub::Staff { square }, Action::Into(w)) => {
                let Some(c) = p.estate.square(*square) else {
                    return Err(Why::NoCitizenThere(CitizenAt::Square(*square), "M-T68"));
                };
                self.workshop_verdict(seat, w, c.class)
            }
            (Sub::Overseer { term }, Action::Overseer(c)) => {
                let o = p.retinue.overseer(c);
                if o.pos >= super::overseer::CENTRE {
                    return Err(Why::OverseerCentre(c));
                }
                match term {
                    Term::UpgradeOverseer if o.upgraded => Err(Why::OverseerUpgraded(c)),
                    Term::Overseer(OverseerKind::Class(k)) if *k != c => Err(Why::OverseerClass(*k)),
                    _ => Ok(()),
                }
            }
            (Sub::Branch { class, .. }, Action::Branch(b)) => {
                if data().branches_of(*class).contains(&b) {
                    Ok(())
                } else {
                    Err(Why::BranchOther(*class))
                }
            }
            (Sub::Steps { .. }, Action::Steps(1 | 2)) => Ok(()),
            (Sub::Steps { .. }, Action::Steps(_)) => Err(Why::StepsRange),
            (Sub::Activate { .. }, Action::Activate(s)) => self.activate_verdict(seat, s),
            (Sub::Activate { .. }, Action::Stop) => Ok(()),
            (Sub::Build { rotated }, a) if self.is_build_answer(a) => self.build_verdict(seat, *rotated, a),
            (Sub::RotatePay { .. }, Action::Pay(pay)) => {
                if self.payments(seat).contains(&pay) {
                    Ok(())
                } else {
                    Err(Why::NoPayment)
                }
            }
            (Sub::HutOn { .. }, Action::On(h)) => match p.estate.huts().get(h) {
                None => Err(Why::NoSuchHut),
                Some(hut) if hut.upgrade.is_some() => Err(Why::HutUpgraded(h)),
                Some(_) => Ok(()),
            },
            (Sub::Repop { .. }, Action::Give(_) | Action::Sacrifice(_)) => self.repop_verdict(seat, a),
            _ => Err(self.off_topic(a)),
        }
    }

    fn scroll_verdict(&self, seat: Seat, track: TrackRef) -> Result<(), Why> {
        let Some(i) = self.tracks(seat).iter().position(|&t| t == track) else { return Err(Why::NoSuchTrack) };
        if !self.people[seat].retinue.can_raise(i) {
            return Err(Why::ScrollTop);
        }
        Ok(())
    }

    /// A citizen goes into an empty workshop of its class (M-T63).
    pub(crate) fn workshop_verdict(&self, seat: Seat, w: usize, class: Class) -> Result<(), Why> {
        let Some(ws) = self.people[seat].estate.workshops().get(w) else { return Err(Why::NoSuchWorkshop) };
        if ws.citizen.is_some() {
            Err(Why::WorkshopTaken(w))
        } else if data().tiles.workshops[ws.tile].class != class {
            Err(Why::WorkshopClass(data().tiles.workshops[ws.tile].class))
        } else {
            Ok(())
        }
    }

    /// The citizen at a place of the estate, if any.
    pub fn citizen_at(&self, seat: Seat, at: CitizenAt) -> Option<super::state::Citizen> {
        self.people[seat].estate.citizen(at)
    }
}
