//! `/rematch` (issue 25): after a game ends, its players or its creator open a new lobby in the
//! same channel with the same game, options and language; its bots are seated again at their
//! levels, and every other person of the game is invited (pinged once, one click to join).
//! `/start` then starts it as usual.

use super::{seat_name, Ctx, Reply, TableError, TableOptions, Tables};
use crate::games::Msg;
use crate::store::Status;

impl Tables {
    pub(crate) async fn rematch(&self, ctx: &Ctx) -> Result<Reply, TableError> {
        let last = match self.store.latest_game(&ctx.channel).await? {
            Some(g) if matches!(g.status, Status::Finished | Status::Abandoned) => g,
            Some(g) if g.status.is_open() => return Err(TableError::new("table.error.channel-busy")),
            _ => return Err(TableError::new("table.rematch.error.no-game")),
        };
        let mut seats = self.store.seats(last.id).await?;
        // in the order they first sat down (bots by their number), not the shuffled seat order
        seats.sort_by(|a, b| (a.joined_at, &a.user_id).cmp(&(b.joined_at, &b.user_id)));
        if last.creator_id != ctx.user.id && !seats.iter().any(|s| s.user_id == ctx.user.id) {
            return Err(TableError::new("table.rematch.error.not-player"));
        }
        let name = seat_name(&ctx.user.name);
        // the one who asks opens it; the bots sit down again, in their order
        let mut new_seats: Vec<(&str, &str, Option<&str>)> = vec![(&ctx.user.id, &name, None)];
        new_seats.extend(seats.iter().filter(|s| s.bot.is_some()).map(|s| {
            let bot = s.bot.as_deref();
            (s.user_id.as_str(), s.display_name.as_str(), bot)
        }));
        let now = self.now();
        let (kind, options, language) = (last.kind, last.options.as_str(), last.language);
        let id = self.store.create_lobby(&ctx.channel, kind, options, language, &new_seats, now).await?;
        let invited: Vec<String> =
            seats.iter().filter(|s| s.bot.is_none() && s.user_id != ctx.user.id).map(|s| s.user_id.clone()).collect();
        let max = TableOptions::stored(&last)?.seats().max;
        let mut names: Vec<Msg> = vec![Msg::new("table.name").text("name", name.clone())];
        names.extend(seats.iter().filter(|s| s.user_id != ctx.user.id).map(|s| {
            let who = Msg::new("table.name").text("name", s.display_name.clone());
            match s.bot {
                Some(_) => who,
                None => Msg::new("table.rematch.invited").msg("name", who),
            }
        }));
        Ok(Reply {
            public: vec![Msg::new("table.rematch.opened")
                .text("name", name.clone())
                .key("game", format!("game.{}", kind.name()))
                .list("players", names)
                .num("count", new_seats.len() as i64)
                .num("max", max as i64)],
            mentions: invited,
            join: Some(id),
            game_id: Some(id),
            ..Reply::default()
        })
    }
}
