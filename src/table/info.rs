//! Read-only requests: board, status, log, a player's estate and their private notes.

use super::{Ctx, Reply, TableError, Tables};
use crate::games::Msg;

impl Tables {
    pub(crate) async fn board(&self, ctx: &Ctx) -> Result<Reply, TableError> {
        let t = self.viewable(&ctx.channel).await?;
        let g = t.state()?;
        let viewer = t.seat_of(&ctx.user.id);
        Ok(Reply {
            private: g.summary(viewer),
            images: self.images(&t, &g, t.row.version, None).await,
            prompt: self.prompt_out(&t, &g, t.row.version),
            version: Some(t.row.version),
            game_id: Some(t.row.id),
            ..Reply::default()
        })
    }

    pub(crate) async fn status(&self, ctx: &Ctx) -> Result<Reply, TableError> {
        let t = match self.table(&ctx.channel).await {
            Ok(t) => t,
            Err(_) => self.viewable(&ctx.channel).await?,
        };
        let mut lines = Vec::new();
        if t.row.status == crate::store::Status::Lobby {
            let (min, max) = t.kind.seat_range(&t.row.options);
            let names: Vec<Msg> =
                t.seats.iter().map(|s| Msg::new("table.name").text("name", s.display_name.clone())).collect();
            lines.push(
                Msg::new("table.status-lobby")
                    .key("game", format!("game.{}", t.kind.name()))
                    .list("players", names)
                    .num("min", min as i64)
                    .num("max", max as i64),
            );
            return Ok(Reply { private: lines, game_id: Some(t.row.id), ..Reply::default() });
        }
        let g = t.state()?;
        let players: Vec<Msg> = (0..g.players()).map(|s| Self::player_msg(&t, &g, s)).collect();
        lines.push(
            Msg::new("table.status-game")
                .key("game", format!("game.{}", t.kind.name()))
                .num("id", t.row.id)
                .list("players", players),
        );
        if let Some(p) = g.prompt() {
            lines.push(
                Msg::new("table.status-turn")
                    .msg("player", Self::player_msg(&t, &g, p.seat))
                    .time("since", t.row.turn_since.unwrap_or(t.row.updated_at))
                    .num("choices", p.choices.len() as i64),
            );
            lines.push(p.ask);
        }
        lines.extend(Self::standings_lines(&t, &g));
        lines.extend(g.summary(t.seat_of(&ctx.user.id)));
        Ok(Reply {
            private: lines,
            prompt: self.current_prompt(&t, &g).await?,
            version: Some(t.row.version),
            game_id: Some(t.row.id),
            ..Reply::default()
        })
    }

    /// The last `count` public events, in words.
    pub(crate) async fn log(&self, ctx: &Ctx, count: usize) -> Result<Reply, TableError> {
        let t = self.viewable(&ctx.channel).await?;
        let log = self.store.actions(t.row.id).await?;
        let mut lines: Vec<Msg> = Vec::new();
        for row in &log {
            let name =
                t.seats.iter().find(|s| s.user_id == row.user_id).map(|s| s.display_name.clone()).unwrap_or_default();
            if row.kind == crate::store::ActionKind::Act {
                lines.push(
                    Msg::new("table.log-action")
                        .num("seq", row.seq)
                        .text("name", name)
                        .text("action", row.notation.clone()),
                );
            }
            lines.extend(super::events::public_msgs(&row.events));
        }
        let count = count.clamp(1, 200);
        let start = lines.len().saturating_sub(count);
        Ok(Reply { private: lines.split_off(start), game_id: Some(t.row.id), ..Reply::default() })
    }

    /// What only this player may see again (e.g. the Witch's looks).
    pub(crate) async fn peek(&self, ctx: &Ctx) -> Result<Reply, TableError> {
        let t = self.viewable(&ctx.channel).await?;
        let Some(seat) = t.seat_of(&ctx.user.id) else {
            return Err(TableError::new("table.error.not-seated"));
        };
        let g = t.state()?;
        let mut notes = g.private_notes(seat);
        if notes.is_empty() {
            notes.push(Msg::new("table.peek-nothing"));
        }
        Ok(Reply { private: notes, game_id: Some(t.row.id), ..Reply::default() })
    }
}

impl Tables {
    /// One player's estate image (Messina): the named user's, else the requester's own if they
    /// play, else that of the player to act. Estates are public information.
    pub(crate) async fn estate(&self, ctx: &Ctx, user_id: Option<&str>) -> Result<Reply, TableError> {
        let t = self.viewable(&ctx.channel).await?;
        if t.kind.seat_picture(0).is_none() {
            return Err(TableError::msg(
                Msg::new("table.error.no-estates").key("game", format!("game.{}", t.kind.name())),
            ));
        }
        let g = t.state()?;
        let seat = match user_id {
            Some(u) => t.seat_of(u).ok_or_else(|| TableError::new("table.error.user-not-seated"))?,
            None => match (t.seat_of(&ctx.user.id), g.prompt()) {
                (Some(own), _) => own,
                (None, Some(p)) => p.seat,
                (None, None) => return Err(TableError::new("table.error.estate-whose")),
            },
        };
        let player = Self::player_msg(&t, &g, seat);
        Ok(Reply {
            private: vec![Msg::new("table.estate").msg("player", player)],
            images: self.draw(&t, &g, t.row.version, g.seat_picture(seat).into_iter().collect()).await,
            version: Some(t.row.version),
            game_id: Some(t.row.id),
            ..Reply::default()
        })
    }
}
