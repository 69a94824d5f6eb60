//! AI players in seats (issue 14): `/bot add [level]` and `/bot remove` in a lobby, a departed
//! player's seat handed to a bot, and a bot's turn played through the same path as a person's
//! move (`play.rs`: version check, log, outbox). A bot's seat row names its AI level; the game
//! row's reminder due time is, while a bot is to act, the time its turn is due, so a turn owed
//! when the process stopped is found on start like a reminder. Bots are never pinged or reminded.

use super::{Ctx, Reply, Table, TableError, Tables, User};
use crate::ai::{Budget, Level, MAX_TURN_DECISIONS};
use crate::games::{Msg, Seat};
use crate::store::Status;

/// How a bot's user id begins: the table's own name for it, never a person's id.
const BOT_ID: &str = "bot:";

/// The level of a bot added without one.
pub const DEFAULT_LEVEL: Level = Level::Strong(Budget::DEFAULT);

/// How long a process that claimed a bot's turn has to play it before another may try.
const BOT_LEASE: i64 = 120;

/// Whether a user id is a bot's.
pub fn is_bot(user_id: &str) -> bool {
    user_id.starts_with(BOT_ID)
}

/// A bot's turn that is due: found by [`Tables::due_bots`], played by [`Tables::play_due_bot`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BotDue {
    pub game_id: i64,
    pub channel: String,
    version: i64,
    due: i64,
}

/// A level as a player names it; a clear refusal otherwise.
fn read_level(level: Option<&str>) -> Result<Level, TableError> {
    match level.map(str::trim).filter(|l| !l.is_empty()) {
        None => Ok(DEFAULT_LEVEL),
        Some(l) => l.parse().map_err(|_| TableError::msg(Msg::new("table.bot.error.level").text("level", l))),
    }
}

impl Table {
    /// A new bot's id and seat name: the first free number at this table.
    fn new_bot(&self, level: Level) -> (String, String) {
        let n = (1..).find(|n| !self.seats.iter().any(|s| s.user_id == format!("{BOT_ID}{n}"))).unwrap_or(1);
        // in the table's language: the name is stored, and every post shows it
        let msg = Msg::new("table.bot.name").num("n", n).text("level", level.to_string());
        let name = super::seat_name(&crate::i18n::render(self.row.language, &msg));
        (format!("{BOT_ID}{n}"), name)
    }

    /// The AI level of the bot in `seat`; `None` for a person.
    pub(crate) fn bot_level(&self, seat: Seat) -> Option<Level> {
        let level = self.user_at(seat)?.bot.as_deref()?;
        Some(level.parse().unwrap_or(DEFAULT_LEVEL))
    }
}

impl Tables {
    /// When the turn of `user_id` is due: a bot's after the bot delay, a person's reminder
    /// after the table's interval.
    pub(crate) fn turn_due(&self, t: &Table, user_id: Option<&str>, now: i64) -> i64 {
        match user_id {
            Some(u) if is_bot(u) => now + self.bot_delay,
            _ => now + t.row.remind_every,
        }
    }

    /// Wakes the front-end that plays bots when a change it made (and committed) hands the
    /// decision to a bot.
    pub(crate) fn wake_bots(&self, reply: &Reply) {
        if reply.prompt.as_ref().is_some_and(|p| p.bot) {
            self.bot_wake.notify_one();
        }
    }

    /// `/bot add [level]`: seats a bot in the lobby (creator or moderator).
    pub(crate) async fn bot_add(&self, ctx: &Ctx, level: Option<&str>) -> Result<Reply, TableError> {
        let t = self.lobby(&ctx.channel).await?;
        if !t.is_creator_or_admin(ctx) {
            return Err(TableError::new("table.error.creator-only"));
        }
        let level = read_level(level)?;
        let max = t.options()?.seats().max;
        if t.seats.len() >= max {
            return Err(TableError::msg(Msg::new("table.error.full").num("max", max as i64)));
        }
        let (id, name) = t.new_bot(level);
        let level = level.to_string();
        self.store.join(t.row.id, t.row.version, (&id, &name), Some(&level), self.now()).await?;
        Ok(Reply {
            public: vec![Msg::new("table.joined")
                .text("name", name)
                .num("count", t.seats.len() as i64 + 1)
                .num("max", max as i64)],
            game_id: Some(t.row.id),
            ..Reply::default()
        })
    }

    /// `/bot remove`: takes the last bot added out of the lobby (creator or moderator).
    pub(crate) async fn bot_remove(&self, ctx: &Ctx) -> Result<Reply, TableError> {
        let t = self.lobby(&ctx.channel).await?;
        if !t.is_creator_or_admin(ctx) {
            return Err(TableError::new("table.error.creator-only"));
        }
        let Some(bot) = t.seats.iter().rev().find(|s| s.bot.is_some()) else {
            return Err(TableError::new("table.bot.error.none"));
        };
        self.store.leave(t.row.id, t.row.version, &bot.user_id, false, self.now()).await?;
        Ok(Reply {
            public: vec![Msg::new("table.left").text("name", bot.display_name.clone())],
            game_id: Some(t.row.id),
            ..Reply::default()
        })
    }

    /// `/replace` with a bot: a departed player's seat goes to a bot (creator or moderator).
    pub(crate) async fn replace_with_bot(
        &self,
        ctx: &Ctx,
        old_user_id: &str,
        level: Option<&str>,
    ) -> Result<Reply, TableError> {
        let level = read_level(level)?;
        let t = self.running(&ctx.channel).await?;
        let (id, name) = t.new_bot(level);
        self.replace_seat(ctx, t, old_user_id, (User::new(id, name), Some(level.to_string()))).await
    }

    /// The bots' turns that are due now (their delay passed, or the process that should have
    /// played them stopped).
    pub async fn due_bots(&self) -> Result<Vec<BotDue>, TableError> {
        let rows = self.store.due_reminders(self.now()).await?;
        Ok(rows
            .into_iter()
            .filter(|r| r.turn_user_id.as_deref().is_some_and(is_bot))
            .filter_map(|r| {
                Some(BotDue { game_id: r.id, channel: r.channel_id, version: r.version, due: r.remind_at? })
            })
            .collect())
    }

    /// Claims a due bot's turn (of several processes exactly one gets it) and plays it: the
    /// replies of its steps, in order; empty when another process has it or the game moved on.
    pub async fn play_due_bot(&self, due: &BotDue) -> Result<Vec<Reply>, TableError> {
        let lease = self.now() + BOT_LEASE;
        if !self.store.reschedule_reminder(due.game_id, due.version, due.due, Some(lease)).await? {
            return Ok(Vec::new());
        }
        self.bot_turn(due.game_id).await
    }

    /// The terminal: plays every bot's turn in the channel's game at once, until a person is to
    /// act or the game is over.
    pub async fn bot_turns_in(&self, channel: &str) -> Result<Vec<Reply>, TableError> {
        let mut out = Vec::new();
        while let Some(row) = self.store.active_game(channel).await? {
            let mut replies = self.bot_turn(row.id).await?;
            if replies.is_empty() {
                replies = self.away_turn_now(row).await?;
            }
            if replies.is_empty() {
                break;
            }
            out.extend(replies);
        }
        Ok(out)
    }

    /// The terminal: the turn of a person away (`/away`) at a table whose clock policy is
    /// `ai`, played by the AI at once.
    async fn away_turn_now(&self, row: crate::store::GameRow) -> Result<Vec<Reply>, TableError> {
        let Some(user) = row.turn_user_id.clone().filter(|u| !is_bot(u)) else { return Ok(Vec::new()) };
        if row.clock_secs.is_none()
            || row.clock_policy.as_deref() != Some("ai")
            || self.away_until(&user).await?.is_none()
        {
            return Ok(Vec::new());
        }
        let (id, t) = (row.id, self.load(row).await?);
        let Some(seat) = t.seat_of(&user) else { return Ok(Vec::new()) };
        self.ai_turn_marked(id, Some(seat), "table.away.ai-step").await
    }

    /// Plays the turn of the bot to act in a game (see [`Tables::ai_turn`]).
    pub async fn bot_turn(&self, game_id: i64) -> Result<Vec<Reply>, TableError> {
        self.ai_turn(game_id, None).await
    }

    /// Plays one turn with the AI, one decision after another through the same path as a
    /// person's move, until the turn ends: the bot's to act, or with `stand_in` the turn of the
    /// person in that seat (their clock ran out; each step is marked as the AI's). Each decision
    /// reads only the seat's view (see [`crate::ai::decide`]). What the seat alone may see is
    /// never returned, nor a decision offered to a bot.
    pub(crate) async fn ai_turn(&self, game_id: i64, stand_in: Option<Seat>) -> Result<Vec<Reply>, TableError> {
        self.ai_turn_marked(game_id, stand_in, "table.clock.ai-step").await
    }

    /// [`Tables::ai_turn`], a stand-in's steps marked with the message `marker` (why the AI plays).
    pub(crate) async fn ai_turn_marked(
        &self,
        game_id: i64,
        stand_in: Option<Seat>,
        marker: &str,
    ) -> Result<Vec<Reply>, TableError> {
        let mut out = Vec::new();
        // the positions of this turn so far: an AI never comes back to one (see `AiGame::legal`),
        // and a turn past the bound is stopped rather than played for ever
        let mut seen: Vec<String> = Vec::new();
        loop {
            let Some(row) = self.store.game(game_id).await? else { break };
            if row.status != Status::Active {
                break;
            }
            let t = self.load(row).await?;
            let g = t.state()?;
            let Some(seat) = g.prompt().map(|p| p.seat) else { break };
            let position = g.to_json();
            if seen.len() >= MAX_TURN_DECISIONS || seen.contains(&position) {
                tracing::error!(
                    "game {game_id} (seed {:?}, version {}): the AI's turn for seat {seat} has not ended after {} decisions{}",
                    t.row.seed,
                    t.row.version,
                    seen.len(),
                    if seen.contains(&position) { " and came back to an earlier position" } else { "" }
                );
                return Err(TableError::msg(
                    Msg::new("table.bot.error.stuck")
                        .msg("player", Self::player_msg(&t, &g, seat))
                        .num("max", MAX_TURN_DECISIONS as i64),
                ));
            }
            seen.push(position);
            let (level, marked) = match (stand_in, t.bot_level(seat)) {
                (None, Some(level)) => (level, false),
                (Some(s), None) if s == seat => (self.clock_level, true),
                _ => break,
            };
            let Some(user) = t.user_at(seat) else { break };
            let user = User::new(user.user_id.clone(), user.display_name.clone());
            let seed = (t.row.seed.unwrap_or(0) as u64) ^ (t.row.version as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            let seen = g.clone();
            let decided = tokio::task::spawn_blocking(move || seen.decide(seat, level, seed)).await;
            let Ok(Some(action)) = decided else {
                tracing::error!("game {game_id}: the AI found no action for seat {seat}");
                break;
            };
            let marker = marked
                .then(|| Msg::new(marker).msg("player", Self::player_msg(&t, &g, seat)).text("action", action.clone()));
            let ctx = Ctx { channel: t.row.channel_id.clone(), user, admin: false };
            match self.play_marked(&ctx, &action, Some(t.row.version), marker).await {
                Ok(mut reply) => {
                    reply.lang = t.row.language;
                    reply.private.clear();
                    reply.prompt = reply.prompt.filter(|p| !p.bot);
                    let over = !reply.in_turn;
                    out.push(reply);
                    if over {
                        break;
                    }
                }
                // another process played it first
                Err(e) if e.msg.key == "table.error.conflict" || e.msg.key == "table.error.outdated" => break,
                Err(e) => {
                    tracing::error!("game {game_id}: the AI's action {action:?} was refused: {:?}", e.msg);
                    return Err(e);
                }
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_read_or_refused() {
        assert_eq!(read_level(None).unwrap(), DEFAULT_LEVEL);
        assert_eq!(read_level(Some(" easy ")).unwrap(), Level::Easy);
        let e = read_level(Some("godlike")).unwrap_err();
        assert_eq!(e.msg, Msg::new("table.bot.error.level").text("level", "godlike"));
        assert!(is_bot("bot:2") && !is_bot("123") && !is_bot("local:bot"));
    }
}
