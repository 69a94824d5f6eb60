//! A player's page on the web (issue 25): their record as `/stats` tells it, their rating in
//! each game, and their latest ended games.
//!
//! Which games link to their table's page: a table's page is open to anyone with its token, and
//! its token is given in its channel (a private channel's game is not for everyone). So a game
//! links to its page only for a signed-in viewer who held a seat in that game too; anyone else
//! sees the game's line without a link, and no token.

use super::record::{game_key, record_lines};
use super::{Kind, TableError, Tables};
use crate::games::Msg;
use crate::rating::{Entry, ALL_COUNTS};
use crate::store::Outcome;

/// How many ended games a player's page lists.
pub const PLAYED_LINES: i64 = 20;

/// A player's page, for one viewer.
#[derive(Debug, Clone)]
pub struct PlayerPage {
    /// Their name at their latest game.
    pub name: String,
    /// Their record, as `/stats` tells it.
    pub record: Vec<Msg>,
    /// Their rating in each game they are rated in (all player counts together).
    pub ratings: Vec<Msg>,
    pub games: Vec<PlayedGame>,
}

/// One of a player's ended games: its line, and its page's token when the viewer may follow it.
#[derive(Debug, Clone)]
pub struct PlayedGame {
    pub line: Msg,
    pub token: Option<String>,
}

impl Tables {
    /// The page of `user_id` as `viewer` (signed in, or nobody) sees it; `None` for someone with
    /// no ended game (bots have no page: their levels are on the leaderboards).
    pub async fn player_page(&self, user_id: &str, viewer: Option<&str>) -> Result<Option<PlayerPage>, TableError> {
        if super::bots::is_bot(user_id) {
            return Ok(None);
        }
        let played = self.store.played(user_id, viewer, PLAYED_LINES).await?;
        let Some(name) = played.first().map(|p| super::seat_name(&p.display_name)) else { return Ok(None) };
        let record = record_lines(&name, &self.store.record_of(user_id, None).await?);
        let mut ratings = Vec::new();
        let me = Entry::Person(user_id.to_string());
        for kind in Kind::ALL {
            if let Some((rank, row)) = self.store.standing(kind, ALL_COUNTS, &me).await? {
                let r = &row.rating;
                let key = if r.provisional() { "web.player.rating-provisional" } else { "web.player.rating" };
                ratings.push(
                    Msg::new(key)
                        .key("game", game_key(kind))
                        .num("rating", r.points())
                        .num("rank", rank)
                        .num("games", r.games)
                        .num("wins", r.wins),
                );
            }
        }
        let mut games = Vec::new();
        for p in played {
            let how = match Outcome::parse(&p.outcome) {
                Some(Outcome::Finished) => Msg::new("web.player.place").num("place", p.place.unwrap_or(0)),
                Some(Outcome::Handed) => Msg::new("web.player.handed"),
                _ => Msg::new("web.player.abandoned"),
            };
            let mut line = Msg::new("web.player.game")
                .key("game", game_key(p.kind))
                .num("players", p.players)
                .time("ended", p.ended_at)
                .msg("how", how);
            if let Some(score) = p.score {
                line = Msg::new("web.player.game-score").msg("game", line).num("score", score);
            }
            let token = match p.seen {
                true => Some(self.web_token(p.game_id).await?),
                false => None,
            };
            games.push(PlayedGame { line, token });
        }
        Ok(Some(PlayerPage { name, record, ratings, games }))
    }
}
