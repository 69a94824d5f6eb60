//! A choice from a stateless button or select menu: it names the game and the state version it
//! was offered at, so a button of an earlier game or position is refused as outdated.

use super::{Ctx, Reply, TableError, Tables};

impl Tables {
    pub(crate) async fn choose(
        &self,
        ctx: &Ctx,
        game_id: i64,
        version: i64,
        action: &str,
    ) -> Result<Reply, TableError> {
        let t = self.running(&ctx.channel).await?;
        if t.row.id != game_id {
            // a button of an earlier game in this channel: show the current decision to its player
            let g = t.state()?;
            let mut e = TableError::new("table.error.outdated");
            e.prompt = self.prompt_out(&t, &g, t.row.version).filter(|p| p.user_id == ctx.user.id).map(Box::new);
            return Err(e);
        }
        self.play(ctx, action, Some(version)).await
    }
}
