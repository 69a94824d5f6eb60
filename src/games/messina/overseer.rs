//! Overseers: advances, branches, flips, and activating citizens (M-T43 to M-T50).

use super::action::Action;
use super::data::{data, Class, OverseerKind, Pattern, Reach, Term};
use super::judged::Out;
use super::names::colour_key;
use super::state::{CitizenAt, Messina, Sub};

use super::events::PostEvent;
use super::names::{a_class_key, class_key};
use super::why::Why;
use crate::games::{Msg, Seat};

pub use super::retinue::CENTRE;

impl Messina {
    /// The path space an overseer stands on (its start space at position 0).
    pub fn overseer_space(&self, seat: Seat, class: Class) -> usize {
        let d = data();
        let o = self.people[seat].retinue.overseer(class);
        match (o.pos, o.branch) {
            (0, _) => d.start_space(class),
            (pos, Some(b)) => d.estate.branches[b].spaces[pos as usize - 1],
            (pos, None) => d.estate.branches[d.branches_of(class)[0]].spaces[pos as usize - 1],
        }
    }

    pub(crate) fn overseer_chosen(&mut self, seat: Seat, term: Term, class: Class, out: &mut Out) {
        self.set_sub(None);
        let pos = self.people[seat].retinue.overseer(class).pos;
        match term {
            Term::UpgradeOverseer => self.flip_overseer(seat, class, out),
            Term::UpgradeAdvance => {
                // M-T74: flip it if not yet upgraded, then advance it
                if !self.people[seat].retinue.overseer(class).upgraded {
                    self.flip_overseer(seat, class, out);
                }
                self.advance_overseer(seat, class, 1, out);
            }
            // M-T31: skip the next space, never past the centre
            Term::Overseer(OverseerKind::Skip) if pos + 2 <= CENTRE => self.set_sub(Some(Sub::Steps { class })),
            _ => self.advance_overseer(seat, class, 1, out),
        }
    }

    fn flip_overseer(&mut self, seat: Seat, class: Class, out: &mut Out) {
        self.people[seat].retinue.flip_overseer(class);
        out.public(|| {
            Msg::new("messina.event.overseer-flipped")
                .key("colour", colour_key(seat))
                .key("class", class_key(class))
                .key("a_class", a_class_key(class))
        });
    }

    /// Advances an overseer `steps` spaces; the branch is chosen on the advance that first enters
    /// or skips over space 2 (M-T44, components §1).
    pub(crate) fn advance_overseer(&mut self, seat: Seat, class: Class, steps: u8, out: &mut Out) {
        let o = self.people[seat].retinue.overseer(class);
        if o.pos >= CENTRE {
            return;
        }
        if o.branch.is_none() && o.pos + steps >= 2 {
            self.set_sub(Some(Sub::Branch { class, steps }));
            return;
        }
        self.move_overseer(seat, class, steps, out);
    }

    /// The overseer moves and may activate citizens on the space where it lands (M-T46).
    pub(crate) fn move_overseer(&mut self, seat: Seat, class: Class, steps: u8, out: &mut Out) {
        let o = self.people[seat].retinue.advance_overseer(class, steps);
        let (pos, upgraded) = (o.pos, o.upgraded);
        let space = self.overseer_space(seat, class);
        out.public(|| {
            Msg::new("messina.event.overseer")
                .key("colour", colour_key(seat))
                .key("class", class_key(class))
                .key("a_class", a_class_key(class))
                .num("pos", pos)
        });
        let buckets = activation_buckets(space, class, upgraded);
        self.set_sub(Some(Sub::Activate { buckets, done: Vec::new() }));
    }

    /// Activating the citizen on a square in the open activation: a citizen on a square the
    /// overseer reaches, with activations left there, not yet activated in this advance, and not
    /// on a used one-time square (M-T46 to M-T49, M-A5).
    pub(crate) fn activate_verdict(&self, seat: Seat, square: usize) -> Result<(), Why> {
        let Some(Sub::Activate { buckets, done }) = self.sub() else {
            return Err(Why::NotReachable { square, upgraded: false });
        };
        let p = &self.people[seat];
        if p.estate.square(square).is_none() {
            return Err(Why::NoCitizenThere(CitizenAt::Square(square), "M-T48"));
        }
        if p.estate.is_once_used(square) {
            return Err(Why::OnceUsed(square));
        }
        if done.contains(&square) {
            return Err(Why::ActivatedAlready(square));
        }
        if !buckets.iter().any(|(squares, left)| *left > 0 && squares.contains(&square)) {
            return Err(Why::NotReachable { square, upgraded: upgraded_pattern(buckets, done) });
        }
        Ok(())
    }

    /// Squares whose citizens may still be activated in the open activation.
    pub fn activatable(&self, seat: Seat) -> Vec<usize> {
        (0..data().estate.squares.len()).filter(|&s| self.activate_verdict(seat, s).is_ok()).collect()
    }

    /// Activates one citizen (its square's action), or stops (M-T46 to M-T49).
    pub(crate) fn activation(&mut self, seat: Seat, sub: Sub, action: Action, out: &mut Out) {
        let Sub::Activate { mut buckets, mut done } = sub else { unreachable!() };
        let Action::Activate(square) = action else {
            self.set_sub(None);
            return;
        };
        if let Some(b) = buckets.iter_mut().find(|(sq, left)| *left > 0 && sq.contains(&square)) {
            b.1 -= 1;
        }
        done.push(square); // never twice within one advance
        self.set_sub(Some(Sub::Activate { buckets, done }));
        // M-A5: a one-time square is covered once used; its citizen stays
        if self.people[seat].estate.use_square(square) {
            out.public(|| {
                Msg::new("messina.event.once-used")
                    .key("colour", colour_key(seat))
                    .msg("square", super::names::square_msg(square))
            });
        }
        let expr = data().square_action(self.people[seat].estate.board_b(), square).clone();
        out.public(|| {
            PostEvent::Activated
                .msg()
                .key("colour", colour_key(seat))
                .msg("square", super::names::square_msg(square))
                .msg("action", super::names::expr_msg(&expr))
        });
        let terms: Vec<Term> = expr.terms().collect();
        self.resolve(seat, &terms, out);
        if self.activatable(seat).is_empty() {
            self.set_sub(None);
        }
    }
}

/// Whether an open activation is an upgraded overseer's (M-T49): a group of squares short of
/// the whole estate that allowed 2 activations (what is left plus what was done there). A plain
/// overseer allows 1 per group (M-T47); the centre and the church book's "activate N" reach the
/// whole estate (M-T47 P4, M-T74).
fn upgraded_pattern(buckets: &[(Vec<usize>, u8)], done: &[usize]) -> bool {
    let all = data().estate.squares.len();
    buckets.iter().any(|(squares, left)| {
        let used = done.iter().filter(|s| squares.contains(s)).count();
        squares.len() < all && *left as usize + used >= 2
    })
}

/// What an overseer arriving on `space` may activate: groups of squares with how many citizens
/// each group allows (M-T47 plain, M-T49 upgraded).
pub fn activation_buckets(space: usize, class: Class, upgraded: bool) -> Vec<(Vec<usize>, u8)> {
    let d = data();
    let ps = &d.estate.path_spaces[space];
    let area_squares = |a: usize| d.estate.areas[a].squares.clone();
    match (ps.pattern, &ps.reach) {
        (Some(Pattern::P1), Reach::Squares(sq)) => vec![(sq.clone(), if upgraded { 2 } else { 1 })],
        (Some(Pattern::P2), Reach::Areas(a)) => vec![(area_squares(a[0]), if upgraded { 2 } else { 1 })],
        (Some(Pattern::P3), Reach::Areas(a)) => {
            let matching = ps.matching_area(class);
            a.iter().map(|&x| (area_squares(x), if upgraded && Some(x) == matching { 2 } else { 1 })).collect()
        }
        (Some(Pattern::P4), _) => vec![((0..d.estate.squares.len()).collect(), 3)],
        _ => Vec::new(),
    }
}
