//! Acting and undoing: only the seated player whose decision it is may act.

use super::input::Input;
use super::notice::Notice;
use super::{Ctx, Loaded, PromptOut, Reply, Table, TableError, Tables};
use crate::games::{Applied, Audience, Event, Msg, Seat};
use crate::store::{ActionKind, ActionRow, GameChange, NewAction, Status, StoreError};

/// The longest action text the table reads; a longer one is refused before any game sees it.
pub const MAX_ACTION: usize = 200;

/// The actions still in effect: the log with undone actions taken out.
pub fn effective(log: &[ActionRow]) -> Vec<&ActionRow> {
    let mut out: Vec<&ActionRow> = Vec::new();
    for row in log {
        match row.kind {
            ActionKind::Undo => {
                if let Some(pos) = out.iter().rposition(|a| Some(a.seq) == row.undoes) {
                    out.remove(pos);
                }
            }
            ActionKind::Act => out.push(row),
        }
    }
    out
}

/// Whether `seat` may take back the last action still in effect: its own, within its turn, and
/// revealing nothing (see [`Tables::undo`]).
pub fn undoable(effective: &[&ActionRow], seat: Seat) -> bool {
    effective.last().is_some_and(|last| last.seat as Seat == seat && !last.barrier)
}

/// Replays the effective log on the initial state (the proof that a game is reproducible).
pub fn replay(initial: &Loaded, log: &[&ActionRow]) -> Result<Loaded, String> {
    let mut g = initial.clone();
    for a in log {
        g.apply_text(a.seat as Seat, &a.notation)
            .map_err(|e| format!("action {} ({}) fails: {e}", a.seq, a.notation))?;
    }
    Ok(g)
}

/// The refusal of `notation` (typed as `action`): the game's, or for text the game cannot read
/// at all, what can be typed (how many choices there are), keeping the game's rule id.
fn refusal(g: &Loaded, e: crate::games::RuleError, notation: &str, action: &str) -> TableError {
    if g.parses(notation) {
        return e.into();
    }
    let count = g.prompt().map_or(0, |p| p.choices.len());
    let key = if notation.is_empty() { "table.error.nothing-typed" } else { "table.error.unreadable" };
    let msg = Msg::new(key).text("text", action.trim()).num("count", count as i64);
    TableError { msg, ..TableError::from(e) }
}

impl Tables {
    /// Checks that `user` may decide now and returns their seat.
    fn decider(t: &Table, g: &Loaded, ctx: &Ctx) -> Result<Seat, TableError> {
        let Some(seat) = t.seat_of(&ctx.user.id) else {
            return Err(TableError::new("table.error.not-seated"));
        };
        let Some(prompt) = g.prompt() else {
            return Err(TableError::new("table.error.finished"));
        };
        if prompt.seat != seat {
            let waiting = Self::player_msg(t, g, prompt.seat);
            return Err(TableError::msg(Msg::new("table.error.not-your-turn").msg("waiting", waiting)));
        }
        Ok(seat)
    }

    /// The prompt of a game, saying whether its player may take back their last choice.
    pub(crate) async fn current_prompt(&self, t: &Table, g: &Loaded) -> Result<Option<PromptOut>, TableError> {
        let Some(p) = self.prompt_out(t, g, t.row.version) else { return Ok(None) };
        let seat = t.seat_of(&p.user_id);
        let log = self.store.actions(t.row.id).await?;
        let undo = seat.is_some_and(|s| undoable(&effective(&log), s));
        Ok(Some(PromptOut { undo, ..p }))
    }

    pub(crate) async fn play(&self, ctx: &Ctx, action: &str, version: Option<i64>) -> Result<Reply, TableError> {
        self.play_marked(ctx, action, version, None).await
    }

    /// [`Tables::play`], with `marker` told first among the action's public events (in the turn
    /// post and the log): the AI played it for a player whose clock ran out.
    pub(crate) async fn play_marked(
        &self,
        ctx: &Ctx,
        action: &str,
        version: Option<i64>,
        marker: Option<Msg>,
    ) -> Result<Reply, TableError> {
        if action.chars().count() > MAX_ACTION {
            let cut: String = action.chars().take(40).collect();
            return Err(TableError::msg(
                Msg::new("table.error.too-long").text("start", cut).num("max", MAX_ACTION as i64),
            ));
        }
        let t = self.running(&ctx.channel).await?;
        let mut g = t.state()?;
        // a choice of an earlier position (a duplicate, a stale button) is outdated, whoever
        // decides now
        if version.is_some_and(|v| v != t.row.version) {
            let mut e = TableError::new("table.error.outdated");
            e.prompt = self.current_prompt(&t, &g).await?.map(Box::new);
            return Err(e);
        }
        let seat = Self::decider(&t, &g, ctx)?;
        let notation = match g.prompt() {
            Some(p) => {
                let decisive = |n: &str| g.decisive(seat, n);
                let game = super::input::Game { lang: t.row.language, verbs: g.verbs(), decisive: &decisive };
                let choice =
                    |i: usize| Msg::new("table.choice").num("n", i + 1).msg("label", p.choices[i].label.clone());
                match super::input::read(&p, action, &game) {
                    Input::Choice(n) => n,
                    Input::Ambiguous(hits) => {
                        let which: Vec<Msg> = hits.iter().map(|&i| choice(i)).collect();
                        return Err(TableError::msg(
                            Msg::new("table.error.ambiguous").text("text", action).list("choices", which),
                        ));
                    }
                    Input::Number(n) => {
                        return Err(TableError::msg(
                            Msg::new("table.error.no-such-number").text("text", n).num("count", p.choices.len() as i64),
                        ));
                    }
                    Input::Decisive(i) => {
                        return Err(TableError::msg(
                            Msg::new("table.error.decisive")
                                .text("text", action)
                                .msg("choice", choice(i))
                                .text("notation", p.choices[i].notation.clone()),
                        ));
                    }
                    Input::Text(text) => {
                        if !p.offers(&text) {
                            // the game says why it cannot be done; what it would allow without
                            // offering it (a choice the same as an offered one) is still no choice
                            if let Err(e) = g.clone().apply_text(seat, &text) {
                                return Err(refusal(&g, e, &text, action));
                            }
                            return Err(TableError::msg(Msg::new("table.error.not-offered").text("text", text)));
                        }
                        text
                    }
                }
            }
            None => super::input::normal(action),
        };
        // what the choice means, to echo a step that says nothing itself
        let label = g.prompt().and_then(|p| p.choices.into_iter().find(|c| c.notation == notation)).map(|c| c.label);
        // a refused action leaves the state as it was (`Game::apply`)
        let mut applied = match g.apply_text(seat, &notation) {
            Err(e) => return Err(refusal(&g, e, &notation, action)),
            Ok(applied) => applied,
        };
        if let Some(m) = marker {
            applied.events.insert(0, Event::public(m));
        }
        let said = label.unwrap_or_else(|| Msg::new("table.name").text("name", notation.clone()));
        self.commit(ctx, t, g, seat, applied, (notation, said)).await
    }

    /// Stores the new state, the log row and what the move owes everyone (the turn post and
    /// the ping, when the turn passes or the game ends) in one transaction, and builds the reply.
    async fn commit(
        &self,
        ctx: &Ctx,
        t: Table,
        g: Loaded,
        seat: Seat,
        applied: Applied,
        (notation, said): (String, Msg),
    ) -> Result<Reply, TableError> {
        let now = self.now();
        let prompt = g.prompt();
        let next_user = prompt.as_ref().and_then(|p| t.user_at(p.seat)).map(|s| s.user_id.clone());
        // the decision goes to someone else, or (solo) the player's turn ended all the same
        let passed = next_user.as_deref() != Some(ctx.user.id.as_str()) || applied.turn_over;
        let finished = prompt.is_none();
        let change = GameChange {
            state: g.to_json(),
            status: if finished { Status::Finished } else { Status::Active },
            turn_user_id: next_user.clone(),
            turn_since: if passed { Some(now) } else { t.row.turn_since },
            remind_at: match (finished, passed) {
                (true, _) => None,
                (false, true) => Some(self.turn_due_for(&t, next_user.as_deref(), now).await?),
                (false, false) => t.row.remind_at,
            },
            pings_paused: t.row.pings_paused && !passed,
            clock_at: match (finished, passed) {
                (true, _) => None,
                (false, true) => self.turn_clock(&t, next_user.as_deref(), now).await?,
                (false, false) => t.row.clock_at,
            },
        };
        let undo = !(applied.irreversible || passed || finished);
        let row = NewAction {
            kind: ActionKind::Act,
            user_id: ctx.user.id.clone(),
            seat: seat as i64,
            notation: notation.clone(),
            undoes: None,
            // an action that hands the decision to someone else ends a turn: never undone
            barrier: !undo,
            events: serde_json::to_string(&applied.events).expect("events serialise"),
            turn_end: passed || finished,
        };
        let version = t.row.version + 1;
        let mut reply =
            Reply { public: Vec::new(), version: Some(version), game_id: Some(t.row.id), finished, ..Reply::default() };
        if !applied.events.iter().any(|e| e.audience == Audience::All) {
            // steps that say nothing themselves (starting a power, choosing a region) are echoed
            let who = Self::player_msg(&t, &g, seat);
            reply.public.push(Msg::new("table.acted").msg("player", who).msg("action", said));
        }
        for e in applied.events {
            match e.audience {
                Audience::All => reply.public.push(e.msg),
                Audience::Seat(s) if s == seat => reply.private.push(e.msg),
                Audience::Seat(_) => {}
            }
        }
        let step = reply.public.clone();
        if finished {
            reply.public.extend(Self::standings_lines(&t, &g));
        }
        reply.in_turn = !passed && !finished;
        let estate = prompt.as_ref().map(|p| p.seat);
        let mut notice = None;
        let mut ended = None;
        if passed || finished {
            // the log as it will be with this action: nobody can add to it first (the version check)
            let mut log = self.store.actions(t.row.id).await?;
            log.push(ActionRow {
                seq: log.last().map_or(1, |a| a.seq + 1),
                kind: row.kind,
                user_id: row.user_id.clone(),
                seat: row.seat,
                notation: row.notation.clone(),
                undoes: None,
                barrier: row.barrier,
                events: row.events.clone(),
                created_at: now,
                turn_end: row.turn_end,
            });
            reply.turn = Self::turn_lines(&t, &g, seat, &log);
            if reply.turn.is_empty() {
                reply.turn = step;
            }
            if finished {
                reply.turn.extend(Self::standings_lines(&t, &g));
                ended = Some(self.ended(&t, &g, &log).await?);
                // the final post carries the table's page, where the game stays to be seen
                reply.turn.extend(self.link_line(t.row.id).await);
            }
            // a turn begins: its player is pinged (not the one who just acted), and the player
            // after them told they are next — also when the player who acted last begins a new
            // round's first turn, its order just set (M-R10, M-R27)
            if let Some(u) = next_user.as_deref().filter(|_| passed) {
                let ping = u != ctx.user.id.as_str() && self.pinged(&t, Some(u), now).await?;
                self.tell_turn(&t, &g, (u, ping), now, &mut reply).await?;
            }
            // the player now to act decides from their own estate; the finished turn is in the text
            notice = Some(Notice::of(&reply, true, estate).to_row(Some(&g)));
        }
        let (id, version0, notice) = (t.row.id, t.row.version, notice.as_ref());
        let written = match &ended {
            Some(e) => self.store.record_end(id, version0, &change, &row, notice, e, now).await,
            None => self.store.record(id, version0, &change, &row, notice, now).await,
        };
        reply.notice = match written {
            Ok(id) => id,
            Err(e) => return Err(self.refused_write(ctx, e).await),
        };
        if passed || finished {
            reply.images = self.images(&t, &g, version, estate).await;
        }
        reply.prompt = self.prompt_out(&t, &g, version).map(|p| PromptOut { undo, ..p });
        self.wake_bots(&reply);
        Ok(reply)
    }

    /// A change that lost the race for the game: refused, with the decision as it is now, so a
    /// panel clicked twice shows the current position instead of losing its buttons.
    pub(crate) async fn refused_write(&self, ctx: &Ctx, e: StoreError) -> TableError {
        let mut err = TableError::from(e);
        if err.msg.key == "table.error.conflict" {
            if let Ok(t) = self.running(&ctx.channel).await {
                if let Ok(g) = t.state() {
                    err.prompt = self.current_prompt(&t, &g).await.ok().flatten().map(Box::new);
                }
            }
        }
        err
    }

    /// The public lines of the run of actions `seat` just completed (everything since the
    /// decision last came to them; taken-back actions left out), in order. Steps that said
    /// nothing publicly are left out; a run of nothing but such steps is echoed.
    fn turn_lines(t: &Table, g: &Loaded, seat: Seat, log: &[ActionRow]) -> Vec<Msg> {
        let eff = effective(log);
        // the turn began after the last action of someone else, or the last that ended a turn
        let before = &eff[..eff.len().saturating_sub(1)];
        let start = before.iter().rposition(|a| a.seat as Seat != seat || a.turn_end).map_or(0, |i| i + 1);
        let mut lines = Vec::new();
        for a in &eff[start..] {
            lines.extend(super::events::public_msgs(&a.events));
        }
        if lines.is_empty() {
            if let Some(last) = eff.last() {
                let who = Self::player_msg(t, g, seat);
                lines.push(Msg::new("table.acted").msg("player", who).text("action", last.notation.clone()));
            }
        }
        g.turn_post(lines)
    }

    pub(crate) fn standings_lines(t: &Table, g: &Loaded) -> Vec<Msg> {
        let Some(standings) = g.standings() else { return Vec::new() };
        let mut out = vec![Msg::new("table.game-over")];
        for s in standings {
            let breakdown: Vec<Msg> = s
                .breakdown
                .iter()
                .map(|(k, v)| {
                    Msg::new("table.breakdown-item")
                        .key("category", format!("{}.score.{k}", g.kind().name()))
                        .num("points", *v)
                })
                .collect();
            out.push(
                Msg::new("table.standing")
                    .num("place", s.place as i64)
                    .msg("player", Self::player_msg(t, g, s.seat))
                    .num("score", s.score)
                    .list("breakdown", breakdown),
            );
        }
        out
    }

    /// Takes back the requesting player's last action, within their own turn and never past
    /// revealed hidden or random information.
    pub(crate) async fn undo(&self, ctx: &Ctx) -> Result<Reply, TableError> {
        let t = self.running(&ctx.channel).await?;
        let g = t.state()?;
        let seat = Self::decider(&t, &g, ctx)?;
        let log = self.store.actions(t.row.id).await?;
        let eff = effective(&log);
        let Some(last) = eff.last() else {
            return Err(TableError::new("table.error.nothing-to-undo"));
        };
        if last.seat as Seat != seat || last.turn_end {
            // the turn has only begun (or, in setup, every placement is a turn of its own)
            return Err(TableError::new("table.error.nothing-this-turn"));
        }
        if !undoable(&eff, seat) {
            return Err(TableError::new("table.error.cannot-undo"));
        }
        let initial_json = t.row.initial_state.as_deref().ok_or_else(|| TableError::new("table.error.storage"))?;
        let initial = Loaded::from_json(t.kind, initial_json).map_err(|_| TableError::new("table.error.storage"))?;
        let back = replay(&initial, &eff[..eff.len() - 1]).map_err(|e| {
            tracing::error!("game {}: replay failed: {e}", t.row.id);
            TableError::new("table.error.storage")
        })?;
        let (seq, undone) = (last.seq, last.notation.clone());
        let again = undoable(&eff[..eff.len() - 1], seat);
        self.commit_undo(ctx, t, back, (seat, again), seq, undone).await
    }

    async fn commit_undo(
        &self,
        ctx: &Ctx,
        t: Table,
        g: Loaded,
        (seat, again): (Seat, bool),
        undoes: i64,
        undone: String,
    ) -> Result<Reply, TableError> {
        let now = self.now();
        let events = vec![Event::public(Msg::new("table.undone").text("action", undone.clone()))];
        let change = GameChange {
            state: g.to_json(),
            status: Status::Active,
            turn_user_id: t.row.turn_user_id.clone(),
            turn_since: t.row.turn_since,
            remind_at: t.row.remind_at,
            pings_paused: t.row.pings_paused,
            clock_at: t.row.clock_at,
        };
        let row = NewAction {
            kind: ActionKind::Undo,
            user_id: ctx.user.id.clone(),
            seat: seat as i64,
            notation: "undo".into(),
            undoes: Some(undoes),
            barrier: false,
            events: serde_json::to_string(&events).expect("events serialise"),
            turn_end: false,
        };
        if let Err(e) = self.store.record(t.row.id, t.row.version, &change, &row, None, now).await {
            return Err(self.refused_write(ctx, e).await);
        }
        let version = t.row.version + 1;
        Ok(Reply {
            public: vec![Msg::new("table.undone-by")
                .msg("player", Self::player_msg(&t, &g, seat))
                .text("action", undone)],
            prompt: self.prompt_out(&t, &g, version).map(|p| PromptOut { undo: again, ..p }),
            version: Some(version),
            game_id: Some(t.row.id),
            in_turn: t.seats.len() > 1,
            ..Reply::default()
        })
    }
}
