//! Games, seats and the action log.

use super::backend::{on_read, on_tx, Tx};
use super::outbox::insert_notice;
use super::types::GAME_COLUMNS;
use super::{
    ActionRow, GameChange, GameRow, GameStart, Kind, NewAction, NewNotice, Result, SeatRow, Status, Store, StoreError,
};
use crate::i18n::Lang;

/// The id of a game just inserted; a unique violation is the channel's open table in the way.
pub(super) fn new_game_id(res: std::result::Result<i64, sqlx::Error>) -> Result<i64> {
    match res {
        Ok(id) => Ok(id),
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Err(StoreError::ChannelBusy),
        Err(e) => Err(e.into()),
    }
}

/// Appends a row to a game's log: at `seq` (an imported log) or after the last row.
pub(super) async fn insert_action(tx: &mut Tx, game_id: i64, seq: Option<i64>, a: &NewAction, at: i64) -> Result<()> {
    let sql = "INSERT INTO actions (game_id, seq, kind, user_id, seat, notation, undoes, barrier, events, \
         created_at, turn_end) VALUES ($1, COALESCE($11, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions \
         WHERE game_id = $1)), $2, $3, $4, $5, $6, $7, $8, $9, $10)";
    on_tx!(tx, c => sqlx::query(sql)
        .bind(game_id)
        .bind(a.kind)
        .bind(&a.user_id)
        .bind(a.seat)
        .bind(&a.notation)
        .bind(a.undoes)
        .bind(a.barrier)
        .bind(&a.events)
        .bind(at)
        .bind(a.turn_end)
        .bind(seq)
        .execute(c)
        .await?.rows_affected());
    Ok(())
}

/// Inserts a seat at the end of the joining order; `$5` is the AI level of a bot's seat.
const INSERT_SEAT: &str = "INSERT INTO seats (game_id, user_id, display_name, joined_at, bot, joined_seq) \
     VALUES ($1, $2, $3, $4, $5, (SELECT COALESCE(MAX(joined_seq), 0) + 1 FROM seats WHERE game_id = $1))";

impl Store {
    /// Creates a game in the lobby with its creator seated; refuses a second active game in a channel.
    pub async fn create_game(
        &self,
        channel_id: &str,
        kind: Kind,
        options: &str,
        language: Lang,
        creator: (&str, &str),
        now: i64,
    ) -> Result<i64> {
        self.create_lobby(channel_id, kind, options, language, &[(creator.0, creator.1, None)], now).await
    }

    /// Creates a game in the lobby with these seats in joining order (user id, name, a bot's AI
    /// level), the first being its creator; refuses a second active game in a channel.
    pub async fn create_lobby(
        &self,
        channel_id: &str,
        kind: Kind,
        options: &str,
        language: Lang,
        seats: &[(&str, &str, Option<&str>)],
        now: i64,
    ) -> Result<i64> {
        let creator = seats.first().ok_or_else(|| StoreError::Config("a lobby needs its creator".into()))?;
        let mut tx = self.pool.begin().await?;
        let res = on_tx!(&mut tx, c => sqlx::query_scalar::<_, i64>(
            "INSERT INTO games (channel_id, kind, options, status, creator_id, created_at, updated_at, language) \
             VALUES ($1, $2, $3, $4, $5, $6, $6, $7) RETURNING id",
        )
        .bind(channel_id)
        .bind(kind)
        .bind(options)
        .bind(Status::Lobby)
        .bind(creator.0)
        .bind(now)
        .bind(language)
        .fetch_one(c)
        .await);
        let id = new_game_id(res)?;
        for (user, name, bot) in seats {
            on_tx!(&mut tx, c => sqlx::query(INSERT_SEAT).bind(id).bind(*user).bind(*name).bind(now).bind(*bot).execute(c).await?.rows_affected());
        }
        tx.commit().await?;
        Ok(id)
    }

    /// The lobby or running game of a channel.
    pub async fn active_game(&self, channel_id: &str) -> Result<Option<GameRow>> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 AND status IN ($2, $3)");
        on_read!(&self.pool, p => sqlx::query_as(&sql)
            .bind(channel_id)
            .bind(Status::Lobby)
            .bind(Status::Active)
            .fetch_optional(p)
            .await)
    }

    /// The most recent game of a channel, whatever its status.
    pub async fn latest_game(&self, channel_id: &str) -> Result<Option<GameRow>> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 ORDER BY id DESC LIMIT 1");
        on_read!(&self.pool, p => sqlx::query_as(&sql).bind(channel_id).fetch_optional(p).await)
    }

    pub async fn game(&self, id: i64) -> Result<Option<GameRow>> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1");
        on_read!(&self.pool, p => sqlx::query_as(&sql).bind(id).fetch_optional(p).await)
    }

    /// Every game's id, oldest first (checks over a whole database).
    pub async fn game_ids(&self) -> Result<Vec<i64>> {
        on_read!(&self.pool, p => sqlx::query_scalar("SELECT id FROM games ORDER BY id").fetch_all(p).await)
    }

    /// Seats in seat order (lobby: in joining order).
    pub async fn seats(&self, game_id: i64) -> Result<Vec<SeatRow>> {
        on_read!(&self.pool, p => sqlx::query_as(
            "SELECT user_id, display_name, seat, joined_at, bot FROM seats WHERE game_id = $1 \
             ORDER BY seat NULLS FIRST, joined_seq, joined_at",
        )
        .bind(game_id)
        .fetch_all(p)
        .await)
    }

    /// Bumps the version if it is still `version`; the first statement of every change, so the
    /// game's row stays locked until the change commits.
    async fn bump(tx: &mut Tx, id: i64, version: i64, now: i64) -> Result<()> {
        let sql = "UPDATE games SET version = version + 1, updated_at = $1 WHERE id = $2 AND version = $3";
        let n = on_tx!(tx, c => sqlx::query(sql).bind(now).bind(id).bind(version).execute(c).await?.rows_affected());
        if n == 1 {
            Ok(())
        } else {
            Err(StoreError::Conflict)
        }
    }

    /// Begins a change of a game at `version`.
    pub(super) async fn change(&self, id: i64, version: i64, now: i64) -> Result<Tx> {
        let mut tx = self.pool.begin().await?;
        Self::bump(&mut tx, id, version, now).await?;
        Ok(tx)
    }

    /// Commits a change at `version`, recording the notice it owes (returns its id).
    pub(super) async fn finish(
        &self,
        mut tx: Tx,
        game_id: i64,
        version: i64,
        notice: Option<&NewNotice>,
        now: i64,
    ) -> Result<Option<i64>> {
        let id = match notice {
            Some(n) => Some(insert_notice(&mut tx, game_id, version + 1, n, now, now + self.lease).await?),
            None => None,
        };
        tx.commit().await?;
        Ok(id)
    }

    /// Seats a user in the lobby, or with `bot` (an AI level) a bot.
    pub async fn join(
        &self,
        game_id: i64,
        version: i64,
        user: (&str, &str),
        bot: Option<&str>,
        now: i64,
    ) -> Result<()> {
        let mut tx = self.change(game_id, version, now).await?;
        on_tx!(&mut tx, c => sqlx::query(INSERT_SEAT).bind(game_id).bind(user.0).bind(user.1).bind(now).bind(bot).execute(c).await?.rows_affected());
        self.finish(tx, game_id, version, None, now).await?;
        Ok(())
    }

    /// Takes a user's seat in the lobby; with `close`, the lobby is abandoned in the same change.
    pub async fn leave(&self, game_id: i64, version: i64, user_id: &str, close: bool, now: i64) -> Result<()> {
        let mut tx = self.change(game_id, version, now).await?;
        let sql = "DELETE FROM seats WHERE game_id = $1 AND user_id = $2";
        on_tx!(&mut tx, c => sqlx::query(sql).bind(game_id).bind(user_id).execute(c).await?.rows_affected());
        if close {
            Self::status_in(&mut tx, game_id, Status::Abandoned).await?;
        }
        self.finish(tx, game_id, version, None, now).await?;
        Ok(())
    }

    /// Starts a game: seats assigned, seed and initial state recorded.
    pub async fn start(
        &self,
        game_id: i64,
        version: i64,
        start: &GameStart,
        change: &GameChange,
        notice: Option<&NewNotice>,
        now: i64,
    ) -> Result<Option<i64>> {
        let GameStart { seed, seats, initial_state: state } = start;
        let mut tx = self.change(game_id, version, now).await?;
        for (user, seat) in seats {
            let sql = "UPDATE seats SET seat = $1 WHERE game_id = $2 AND user_id = $3";
            on_tx!(&mut tx, c => sqlx::query(sql).bind(seat).bind(game_id).bind(user).execute(c).await?.rows_affected());
        }
        let sql = "UPDATE games SET seed = $1, initial_state = $2 WHERE id = $3";
        on_tx!(&mut tx, c => sqlx::query(sql).bind(seed).bind(state).bind(game_id).execute(c).await?.rows_affected());
        Self::apply_change(&mut tx, game_id, change).await?;
        self.finish(tx, game_id, version, notice, now).await
    }

    async fn apply_change(tx: &mut Tx, game_id: i64, c: &GameChange) -> Result<()> {
        let sql = "UPDATE games SET state = $1, status = $2, turn_user_id = $3, turn_since = $4, remind_at = $5, \
             pings_paused = $6, clock_at = $7 WHERE id = $8";
        on_tx!(tx, conn => sqlx::query(sql)
            .bind(&c.state)
            .bind(c.status)
            .bind(&c.turn_user_id)
            .bind(c.turn_since)
            .bind(c.remind_at)
            .bind(c.pings_paused)
            .bind(c.clock_at)
            .bind(game_id)
            .execute(conn)
            .await?.rows_affected());
        Ok(())
    }

    /// One move: the new state, the log row and what it owes the players, in one transaction
    /// with the version check. Returns the notice's id.
    pub async fn record(
        &self,
        game_id: i64,
        version: i64,
        change: &GameChange,
        action: &NewAction,
        notice: Option<&NewNotice>,
        now: i64,
    ) -> Result<Option<i64>> {
        self.record_with((game_id, version), (change, action, notice), None, now).await
    }

    /// [`Store::record`] of a move (its change, log row and notice), and for a game's last move
    /// what it leaves for records and ratings.
    pub(super) async fn record_with(
        &self,
        (game_id, version): (i64, i64),
        (change, action, notice): (&GameChange, &NewAction, Option<&NewNotice>),
        ended: Option<&super::Ended>,
        now: i64,
    ) -> Result<Option<i64>> {
        let mut tx = self.change(game_id, version, now).await?;
        Self::apply_change(&mut tx, game_id, change).await?;
        insert_action(&mut tx, game_id, None, action, now).await?;
        if let Some(ended) = ended {
            self.write_end(&mut tx, game_id, ended, now, true).await?;
        }
        self.finish(tx, game_id, version, notice, now).await
    }

    pub(super) async fn status_in(tx: &mut Tx, game_id: i64, status: Status) -> Result<()> {
        let sql = "UPDATE games SET status = $1, remind_at = NULL, clock_at = NULL WHERE id = $2";
        on_tx!(tx, c => sqlx::query(sql).bind(status).bind(game_id).execute(c).await?.rows_affected());
        Ok(())
    }

    pub async fn set_status(
        &self,
        game_id: i64,
        version: i64,
        status: Status,
        notice: Option<&NewNotice>,
        now: i64,
    ) -> Result<Option<i64>> {
        let mut tx = self.change(game_id, version, now).await?;
        Self::status_in(&mut tx, game_id, status).await?;
        self.finish(tx, game_id, version, notice, now).await
    }

    /// Sets the table's language (the creator's `/language`).
    pub async fn set_language(&self, game_id: i64, version: i64, language: Lang, now: i64) -> Result<Option<i64>> {
        let mut tx = self.change(game_id, version, now).await?;
        let sql = "UPDATE games SET language = $1 WHERE id = $2";
        on_tx!(&mut tx, c => sqlx::query(sql).bind(language).bind(game_id).execute(c).await?.rows_affected());
        self.finish(tx, game_id, version, None, now).await
    }

    /// Gives a seat to another user, or with `new_user.2` (an AI level) to a bot (replace);
    /// `turn` is who decides now and when that player's next reminder (a bot: its turn) is due.
    #[allow(clippy::too_many_arguments)]
    pub async fn replace_seat(
        &self,
        game_id: i64,
        version: i64,
        old_user: &str,
        new_user: (&str, &str, Option<&str>),
        turn: (Option<&str>, Option<i64>),
        notice: Option<&NewNotice>,
        now: i64,
    ) -> Result<Option<i64>> {
        let mut tx = self.change(game_id, version, now).await?;
        // who held the seat, for their record (a game with a seat handed over is not rated)
        let sql = "INSERT INTO handovers (game_id, seat, user_id, display_name, bot, at) \
             SELECT game_id, seat, user_id, display_name, bot, $3 FROM seats WHERE game_id = $1 AND user_id = $2";
        on_tx!(&mut tx, c => sqlx::query(sql).bind(game_id).bind(old_user).bind(now).execute(c).await?.rows_affected());
        let sql = "UPDATE seats SET user_id = $1, display_name = $2, bot = $3 WHERE game_id = $4 AND user_id = $5";
        on_tx!(&mut tx, c => sqlx::query(sql).bind(new_user.0).bind(new_user.1).bind(new_user.2).bind(game_id).bind(old_user).execute(c).await?.rows_affected());
        let sql = "UPDATE games SET turn_user_id = $1, remind_at = $2 WHERE id = $3";
        on_tx!(&mut tx, c => sqlx::query(sql).bind(turn.0).bind(turn.1).bind(game_id).execute(c).await?.rows_affected());
        self.finish(tx, game_id, version, notice, now).await
    }

    /// The whole action log of a game, oldest first.
    pub async fn actions(&self, game_id: i64) -> Result<Vec<ActionRow>> {
        on_read!(&self.pool, p => sqlx::query_as(
            "SELECT seq, kind, user_id, seat, notation, undoes, barrier, events, created_at, turn_end FROM actions \
             WHERE game_id = $1 ORDER BY seq",
        )
        .bind(game_id)
        .fetch_all(p)
        .await)
    }

    /// A bare one-row write in its own transaction: the floor a move is measured against.
    pub async fn touch(&self, game_id: i64, now: i64) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        let sql = "UPDATE games SET updated_at = $1 WHERE id = $2";
        on_tx!(&mut tx, c => sqlx::query(sql).bind(now).bind(game_id).execute(c).await?.rows_affected());
        tx.commit().await?;
        Ok(())
    }
}
