//! A whole game written in one transaction (`lazaretto import`): all of it or nothing.

use super::backend::on_tx;
use super::games::{insert_action, new_game_id};
use super::{GameImport, NewAction, Result, Status, Store, StoreError};

impl Store {
    /// Stores an imported game: its row, seats and log. Refuses (nothing stored) when the
    /// channel already has an open table and the game would be open too.
    pub async fn import_game(&self, g: &GameImport, now: i64) -> Result<i64> {
        let mut tx = self.pool.begin().await?;
        // an open table keeps its channel: an imported game beside it would hide it from
        // `/board` and `/log`, which show the channel's latest game
        let sql = "SELECT COUNT(*) FROM games WHERE channel_id = $1 AND status IN ($2, $3)";
        let open: i64 = on_tx!(&mut tx, c => sqlx::query_scalar(sql)
            .bind(&g.channel_id)
            .bind(Status::Lobby)
            .bind(Status::Active)
            .fetch_one(c)
            .await?);
        if open > 0 {
            return Err(StoreError::ChannelBusy);
        }
        let sql = "INSERT INTO games (channel_id, kind, options, status, creator_id, seed, initial_state, state, \
             version, created_at, updated_at, turn_user_id, turn_since, remind_at, language) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id";
        let res = on_tx!(&mut tx, c => sqlx::query_scalar::<_, i64>(sql)
            .bind(&g.channel_id)
            .bind(g.kind)
            .bind(&g.options)
            .bind(g.status)
            .bind(&g.creator_id)
            .bind(g.seed)
            .bind(&g.initial_state)
            .bind(&g.state)
            // the version a game reaches by being started and then playing its log
            .bind(g.actions.len() as i64 + 1)
            .bind(g.created_at)
            .bind(now)
            .bind(&g.turn_user_id)
            .bind(g.turn_since)
            .bind(g.remind_at)
            .bind(g.language)
            .fetch_one(c)
            .await);
        let id = new_game_id(res)?;
        for s in &g.seats {
            let sql = "INSERT INTO seats (game_id, user_id, display_name, seat, joined_at, bot, joined_seq) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)";
            on_tx!(&mut tx, c => sqlx::query(sql)
                .bind(id)
                .bind(&s.user_id)
                .bind(&s.display_name)
                .bind(s.seat)
                .bind(s.joined_at)
                .bind(&s.bot)
                .bind(s.seat.unwrap_or_default() + 1)
                .execute(c)
                .await?.rows_affected());
        }
        for a in &g.actions {
            let row = NewAction {
                kind: a.kind,
                user_id: a.user_id.clone(),
                seat: a.seat,
                notation: a.notation.clone(),
                undoes: a.undoes,
                barrier: a.barrier,
                events: a.events.clone(),
                turn_end: a.turn_end,
            };
            insert_action(&mut tx, id, Some(a.seq), &row, a.created_at).await?;
        }
        tx.commit().await?;
        Ok(id)
    }
}
