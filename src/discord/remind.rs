//! The reminder task: every little while, ask the table service which players are due a
//! reminder and ping them in a new message in the game's channel. The due times live in the
//! database (so reminders survive restarts); a reminder is claimed before it is sent, so a turn
//! taken meanwhile is never pinged. A message Discord refuses is logged and never stops the task.

use super::render;
use super::respond::channel_post;
use super::Settings;
use crate::table::Tables;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

pub async fn run(http: Arc<serenity::Http>, tables: Tables, settings: Arc<Settings>) {
    let mut tick = tokio::time::interval(settings.remind_check);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        let due = match tables.due_reminders().await {
            Ok(due) => due,
            Err(e) => {
                tracing::warn!("cannot read due reminders: {:?}", e.msg);
                continue;
            }
        };
        for r in due {
            // games of other front-ends (the terminal) share the database but not Discord
            let (Ok(channel), Ok(_)) = (r.channel.parse::<u64>(), r.user_id.parse::<u64>()) else { continue };
            match tables.claim_reminder(&r).await {
                Ok(true) => {}
                Ok(false) => continue,
                Err(e) => {
                    tracing::warn!("cannot claim the reminder of game {}: {:?}", r.game_id, e.msg);
                    continue;
                }
            }
            let channel = serenity::ChannelId::new(channel.max(1));
            match channel_post(&http, channel, render::reminder(&r)).await {
                Ok(()) => tracing::info!("reminded game {}'s player to act", r.game_id),
                Err(e) => tracing::warn!("the reminder of game {} was not delivered: {e}", r.game_id),
            }
        }
    }
}
