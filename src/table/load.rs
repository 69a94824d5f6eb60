//! A load of random moves through the table service, for measuring (moves per second with one
//! or several processes on one database) and for racing processes against each other: every
//! move names the state version it was chosen at, so a move raced by another process is refused
//! and never applied twice. `lazaretto bench` runs it.

use super::{Ctx, Request, StartOptions, TableError, Tables, User};
use crate::games::GameRng;
use std::time::{Duration, Instant};

/// What one load run did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Load {
    /// Accepted moves: (game id, the version the move was chosen at).
    pub accepted: Vec<(i64, i64)>,
    /// Moves refused because the game had changed meanwhile (another process was first).
    pub raced: usize,
    /// Games found finished (no decision left).
    pub finished: usize,
}

fn ctx(channel: &str, user: &str) -> Ctx {
    Ctx { channel: channel.into(), user: User::new(user, user), admin: false }
}

/// The channel of the `n`-th game of a load tagged `tag`.
pub fn channel(tag: &str, n: usize) -> String {
    format!("load-{tag}-{n}")
}

impl Tables {
    /// Opens `games` three-player Rattus games for a load (seeded, seats in joining order).
    pub async fn load_setup(&self, tag: &str, games: usize) -> Result<(), TableError> {
        for n in 0..games {
            let channel = channel(tag, n);
            self.handle(&ctx(&channel, "p0"), Request::New { kind: "rattus".into(), options: Vec::new() }).await?;
            for p in ["p1", "p2"] {
                self.handle(&ctx(&channel, p), Request::Join).await?;
            }
            let opts = StartOptions { seed: Some(n as u64 + 1), joined_order: true, position: None };
            self.start(&ctx(&channel, "p0"), opts).await?;
        }
        Ok(())
    }

    /// Plays random legal moves on the load's games until `moves` were accepted or `time` ran
    /// out. Each move: read the decision of a random game, pick a random choice, send it with
    /// the version it was read at; a third of them are sent twice at once.
    pub async fn load_run(&self, tag: &str, games: usize, moves: usize, time: Duration, seed: u64) -> Load {
        let mut rng = GameRng::new(seed);
        let mut out = Load::default();
        let end = Instant::now() + time;
        while out.accepted.len() < moves && Instant::now() < end {
            let channel = channel(tag, rng.below(games));
            let Ok(status) = self.handle(&ctx(&channel, "p0"), Request::Status).await else { continue };
            let Some(p) = status.prompt else {
                out.finished += 1;
                continue;
            };
            let action = p.choices[rng.below(p.choices.len())].notation.clone();
            let req = Request::Play { action, version: Some(p.version) };
            let who = ctx(&channel, &p.user_id);
            let results = if rng.below(3) == 0 {
                let (a, b) = tokio::join!(self.handle(&who, req.clone()), self.handle(&who, req));
                vec![a, b]
            } else {
                vec![self.handle(&who, req).await]
            };
            for r in results {
                match r {
                    Ok(reply) => out.accepted.push((reply.game_id.unwrap_or(p.game_id), p.version)),
                    Err(e) if matches!(e.msg.key.as_str(), "table.error.outdated" | "table.error.conflict") => {
                        out.raced += 1
                    }
                    Err(e) => tracing::warn!("a load move was refused: {:?}", e.msg),
                }
            }
        }
        out
    }
}
