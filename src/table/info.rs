//! Read-only requests: board, status, log, a player's estate and their private notes.

use super::{Ctx, Reply, TableError, Tables};
use crate::games::Msg;
use crate::store::Status;

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
            Err(_) => match self.store.latest_game(&ctx.channel).await? {
                Some(row) if row.status == Status::Abandoned => return self.status_abandoned(ctx, row).await,
                _ => self.viewable(&ctx.channel).await?,
            },
        };
        let mut lines = Vec::new();
        if t.row.status == Status::Lobby {
            let super::Seats { min, max } = t.options()?.seats();
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

    /// `/status` once the channel's latest table was abandoned (issue 27): a game says so, with
    /// the position it stopped at and waiting for nobody; a lobby says it closed.
    async fn status_abandoned(&self, ctx: &Ctx, row: crate::store::GameRow) -> Result<Reply, TableError> {
        let t = self.load(row).await?;
        let game = format!("game.{}", t.kind.name());
        if t.row.state.is_none() {
            let closed = Msg::new("table.status-lobby-closed").key("game", game);
            return Ok(Reply { private: vec![closed], game_id: Some(t.row.id), ..Reply::default() });
        }
        let g = t.state()?;
        let players: Vec<Msg> = (0..g.players()).map(|s| Self::player_msg(&t, &g, s)).collect();
        let mut lines =
            vec![Msg::new("table.status-abandoned").key("game", game).num("id", t.row.id).list("players", players)];
        lines.extend(g.summary(t.seat_of(&ctx.user.id)));
        Ok(Reply { private: lines, version: Some(t.row.version), game_id: Some(t.row.id), ..Reply::default() })
    }

    /// The log's public events in words, `count` lines to a page, with a header saying which
    /// page of how many it is (issue 27: the whole log is reachable). Pages are counted from the
    /// start and cut from the end, so the last page (the one shown without `page`) holds the last
    /// `count` lines and the first may be shorter.
    pub(crate) async fn log(&self, ctx: &Ctx, count: usize, page: Option<usize>) -> Result<Reply, TableError> {
        let t = self.viewable(&ctx.channel).await?;
        let log = self.store.actions(t.row.id).await?;
        let mut lines: Vec<Msg> = Vec::new();
        for row in &log {
            lines.extend(Self::row_lines(&t, row));
        }
        let (page, pages, range) = log_page(lines.len(), count, page)?;
        let header = Msg::new("table.log-page")
            .num("page", page as i64)
            .num("pages", pages as i64)
            .num("from", range.start as i64 + 1)
            .num("to", range.end as i64)
            .num("total", lines.len() as i64);
        let mut private = vec![header];
        private.extend(lines.drain(range));
        Ok(Reply { private, game_id: Some(t.row.id), ..Reply::default() })
    }

    /// The position in a few short lines for a front-end that tells it whenever the turn passes
    /// (the terminal), with a pointer to `/status` for the whole of it.
    pub async fn brief(&self, ctx: &Ctx) -> Result<Vec<Msg>, TableError> {
        let t = self.viewable(&ctx.channel).await?;
        let mut lines = t.state()?.brief(t.seat_of(&ctx.user.id));
        lines.push(Msg::new("table.brief-more"));
        Ok(lines)
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

/// The most lines one page of the log holds.
pub const MAX_LOG_PAGE: usize = 200;

/// Page `page` (1-based; `None` the last) of `total` lines cut into pages of `count` from the
/// end: the page, the number of pages and the lines it holds. A page past the last is refused.
pub fn log_page(
    total: usize,
    count: usize,
    page: Option<usize>,
) -> Result<(usize, usize, std::ops::Range<usize>), TableError> {
    let count = count.clamp(1, MAX_LOG_PAGE);
    let pages = total.div_ceil(count).max(1);
    let page = page.unwrap_or(pages);
    if !(1..=pages).contains(&page) {
        return Err(TableError::msg(
            Msg::new("table.error.log-page").num("page", page as i64).num("pages", pages as i64),
        ));
    }
    let end = total - (pages - page) * count;
    Ok((page, pages, end.saturating_sub(count)..end))
}

#[cfg(test)]
mod tests {
    use super::log_page;

    /// Issue 27 (`/log` stopped at 200 lines): every line is on exactly one page.
    #[test]
    fn log_pages_cover_every_line_once() {
        for total in [0, 1, 9, 10, 11, 199, 200, 201, 450, 1000] {
            for count in [1, 7, 10, 200, 500] {
                let (last, pages, range) = log_page(total, count, None).unwrap();
                assert_eq!(last, pages);
                assert_eq!(range.end, total, "the last page ends with the last line");
                let mut seen = 0;
                for p in 1..=pages {
                    let (_, _, r) = log_page(total, count, Some(p)).unwrap();
                    assert_eq!(r.start, seen, "{total} lines, {count} a page, page {p}");
                    assert!(r.len() <= count.min(200) && (!r.is_empty() || total == 0));
                    seen = r.end;
                }
                assert_eq!(seen, total);
                assert!(log_page(total, count, Some(pages + 1)).is_err());
                assert!(log_page(total, count, Some(0)).is_err());
            }
        }
    }
}
