//! A choice from a stateless button or select menu: it names the game and the state version it
//! was offered at, so a button of an earlier game or position is refused as outdated. The panel's
//! take-back button is the choice `undo`, checked the same way.

use super::{Ctx, Reply, TableError, Tables};

/// The choice of the take-back button (no game has an action of that name).
pub const UNDO: &str = "undo";

impl Tables {
    pub(crate) async fn choose(
        &self,
        ctx: &Ctx,
        game_id: i64,
        version: i64,
        action: &str,
    ) -> Result<Reply, TableError> {
        let t = self.running(&ctx.channel).await?;
        if t.row.id != game_id || (action == UNDO && t.row.version != version) {
            // a button of an earlier game or position: show the current decision (its player
            // gets the choices, anyone else whose decision it is)
            let g = t.state()?;
            let mut e = TableError::new("table.error.outdated");
            e.prompt = self.current_prompt(&t, &g).await?.map(Box::new);
            return Err(e);
        }
        if action == UNDO {
            return self.undo(ctx).await;
        }
        self.play(ctx, action, Some(version)).await
    }
}
