//! `/export` (Discord, the terminal) and the web's `/g/TOKEN/export.json`: a stored game as a
//! record (`crate::record`). A finished game's record is complete (seed and result); a game
//! still running or abandoned is recorded without its seed, so it holds only what every player
//! saw: the options, the seats, the actions in notation (the notation names choices, never a
//! hidden face) and their times. The log's stored events are never exported: some are private
//! (what a Witch saw).

use super::{Ctx, Loaded, Table, TableError, Tables};
use crate::games::Seat;
use crate::record::{ActionRecord, Record, RecordStatus, SeatRecord, Time, ENGINE, FORMAT};
use crate::store::{ActionRow, Status};

impl Tables {
    /// The record of game `game_id` (the web's export route finds the game by its token and
    /// calls this). Reads only; a lobby is refused (nothing to record yet).
    pub async fn export(&self, game_id: i64) -> Result<Record, TableError> {
        let row = self.store.game(game_id).await?.ok_or_else(|| TableError::new("table.error.no-game"))?;
        let t = self.load(row).await?;
        self.record_of(&t).await
    }

    /// The record of the channel's latest game, running or over (`/export`).
    pub async fn export_channel(&self, ctx: &Ctx) -> Result<(i64, Record), TableError> {
        ctx.check_texts(&[])?;
        let t = self.viewable(&ctx.channel).await?;
        Ok((t.row.id, self.record_of(&t).await?))
    }

    /// The record behind a page token (`/g/TOKEN/export.json`), with the game's id for its file
    /// name: `None` for an unknown token or a lobby (nothing to record yet).
    pub async fn web_export(&self, token: &str) -> Result<Option<(i64, Record)>, TableError> {
        match self.by_token(token).await? {
            Some(t) if t.row.status != Status::Lobby && t.row.state.is_some() => {
                Ok(Some((t.row.id, self.record_of(&t).await?)))
            }
            _ => Ok(None),
        }
    }

    async fn record_of(&self, t: &Table) -> Result<Record, TableError> {
        if t.row.status == Status::Lobby || t.row.state.is_none() {
            return Err(TableError::new("table.error.not-started"));
        }
        let log = self.store.actions(t.row.id).await?;
        let g = t.state()?;
        let finished = t.row.status == Status::Finished;
        // only a finished game gives its seed away, and only a seed that deals the stored setup
        // (a scenario's position does not replay from a seed)
        let seed = match (finished, t.row.seed, t.row.initial_state.as_deref()) {
            (true, Some(seed), Some(initial)) => {
                let dealt = t.options().ok().and_then(|o| Loaded::new(&o, g.players(), seed as u64).ok());
                let stored = Loaded::from_json(t.kind, initial).ok();
                (dealt.is_some() && dealt == stored).then_some(seed as u64)
            }
            _ => None,
        };
        Ok(record(t, &log, seed, if finished { g.standings() } else { None }))
    }
}

/// A stored game, its log, and (finished) its seed and standings, as a record.
fn record(t: &Table, log: &[ActionRow], seed: Option<u64>, result: Option<Vec<crate::games::Standing>>) -> Record {
    let seats = (0..t.names().len())
        .filter_map(|seat| {
            let s = t.user_at(seat)?;
            Some(SeatRecord { seat, name: s.display_name.clone(), bot: s.bot.clone() })
        })
        .collect();
    let actions = log
        .iter()
        .map(|a| ActionRecord {
            seq: a.seq,
            seat: a.seat as Seat,
            action: a.notation.clone(),
            undoes: a.undoes,
            at: Time(a.created_at),
        })
        .collect();
    Record {
        format: FORMAT.into(),
        engine: ENGINE.into(),
        game: t.kind.name().into(),
        options: t.options().map(|o| o.to_value()).unwrap_or_else(|_| serde_json::json!({})),
        language: t.row.language.name().into(),
        status: match t.row.status {
            Status::Finished => RecordStatus::Finished,
            Status::Abandoned => RecordStatus::Abandoned,
            Status::Lobby | Status::Active => RecordStatus::Active,
        },
        seed,
        created_at: Time(t.row.created_at),
        seats,
        actions,
        result,
    }
}

/// What `/export` says with the file: the game, how many actions, and whether the record is
/// complete (a finished game's, which `lazaretto import` replays) or holds only what every
/// player saw so far.
pub fn told(record: &Record) -> crate::games::Msg {
    let key = if record.complete() { "table.export.complete" } else { "table.export.partial" };
    crate::games::Msg::new(key).key("game", format!("game.{}", record.game)).num("count", record.actions.len() as i64)
}
