//! Due work, done by every bot process: bots' turns (woken when a turn passes to a bot, and
//! found on start when the process stopped before a bot played), reminders, and posts the
//! outbox still owes (their process died between the move and the post, or Discord refused them). Every due item is
//! claimed in the database first, so of any number of processes exactly one sends it. A
//! message Discord refuses is logged and never stops the task.

use super::post::channel_post;
use super::render::{self, Audience};
use super::Settings;
use crate::table::{Owed, Tables};
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// How often an owed post is tried before it is given up (a deleted channel, lost permissions).
const ATTEMPTS: i64 = 5;

pub async fn run(http: Arc<serenity::Http>, tables: Tables, settings: Arc<Settings>) {
    let mut tick = tokio::time::interval(settings.remind_check);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let delay = std::time::Duration::from_secs(tables.bot_delay.max(0) as u64);
    loop {
        // the first tick is at once: what a crashed process owed is posted on start
        tokio::select! {
            _ = tick.tick() => {}
            _ = tables.bot_wake.notified() => tokio::time::sleep(delay).await,
        }
        bots(&http, &tables).await;
        clocks(&http, &tables).await;
        remind(&http, &tables).await;
        owed(&http, &tables).await;
    }
}

/// Plays the bots' turns that are due and posts each turn like a person's.
async fn bots(http: &serenity::Http, tables: &Tables) {
    loop {
        let due = match tables.due_bots().await {
            Ok(due) => due,
            Err(e) => {
                tracing::warn!("cannot read due bot turns: {:?}", e.msg);
                return;
            }
        };
        // games of other front-ends (the terminal) play their bots themselves
        let due: Vec<_> = due.into_iter().filter(|d| d.channel.parse::<u64>().is_ok()).collect();
        if due.is_empty() {
            return;
        }
        for d in due {
            let replies = match tables.play_due_bot(&d).await {
                Ok(r) => r,
                Err(e) => {
                    tracing::warn!("the bot of game {} could not play: {:?}", d.game_id, e.msg);
                    continue;
                }
            };
            post_turns(http, tables, &d.channel, replies).await;
        }
    }
}

/// Acts on the turns whose clock ran out, or whose player is away (`/away`) at an `ai` table:
/// the AI plays them (policy `ai`), or the reminder is made due (policy `remind`; a player away
/// is not reminded, their clock waits).
async fn clocks(http: &serenity::Http, tables: &Tables) {
    let due = match tables.due_clocks().await {
        Ok(due) => due,
        Err(e) => {
            tracing::warn!("cannot read run-out clocks: {:?}", e.msg);
            return;
        }
    };
    for d in due.into_iter().filter(|d| d.channel.parse::<u64>().is_ok()) {
        match tables.play_due_clock(&d).await {
            Ok(replies) => post_turns(http, tables, &d.channel, replies).await,
            Err(e) => tracing::warn!("the AI could not play the run-out turn of game {}: {:?}", d.game_id, e.msg),
        }
    }
}

/// Posts turns the AI played: each turn's post is the outbox notice of its last step.
async fn post_turns(http: &serenity::Http, tables: &Tables, channel: &str, replies: Vec<crate::table::Reply>) {
    for reply in replies {
        if let Some(id) = reply.notice {
            post_owed(http, tables, Owed { id, channel: channel.to_string(), attempts: 1, reply }).await;
        }
    }
}

async fn remind(http: &serenity::Http, tables: &Tables) {
    let due = match tables.due_reminders().await {
        Ok(due) => due,
        Err(e) => {
            tracing::warn!("cannot read due reminders: {:?}", e.msg);
            return;
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
        if r.notify.mentions() {
            match channel_post(http, channel, render::reminder(&r), None).await {
                Ok(()) => tracing::info!("reminded game {}'s player to act", r.game_id),
                Err(e) => tracing::warn!("the reminder of game {} was not delivered: {e}", r.game_id),
            }
        }
        if r.notify.direct() {
            let direct = crate::table::notice::Direct {
                user_id: r.user_id.clone(),
                msg: r.msg.clone(),
                lang: r.own_lang.unwrap_or(r.lang),
                mentioned: r.notify.mentions(),
                web: r.web.clone(),
            };
            super::direct::send(http, tables, channel, &[direct], None).await;
        }
    }
}

/// Claims and posts owed notices until none is left.
async fn owed(http: &serenity::Http, tables: &Tables) {
    loop {
        let batch = match tables.claim_owed(10).await {
            Ok(b) => b,
            Err(e) => {
                tracing::warn!("cannot read owed posts: {:?}", e.msg);
                return;
            }
        };
        if batch.is_empty() {
            return;
        }
        for owed in batch {
            post_owed(http, tables, owed).await;
        }
    }
}

/// Posts an owed notice as new messages in its channel. Each message carries a nonce that
/// Discord enforces, so a post repeated after a crash right after sending it is not shown twice.
pub async fn post_owed(http: &serenity::Http, tables: &Tables, owed: Owed) {
    let Ok(channel) = owed.channel.parse::<u64>() else {
        // a game of the terminal: it printed its notices itself
        let _ = tables.delivered(owed.id).await;
        return;
    };
    let channel = serenity::ChannelId::new(channel.max(1));
    let posts = render::plan(&owed.reply, "", Audience::Public, None).public;
    let send = async {
        for (i, post) in posts.into_iter().enumerate() {
            channel_post(http, channel, post, Some(format!("lz{}.{i}", owed.id))).await?;
        }
        Ok::<(), serenity::Error>(())
    };
    let Some(sent) = while_claimed(tables, owed.id, owed.attempts, send).await else {
        tracing::info!("notice {} was claimed by another process meanwhile", owed.id);
        return;
    };
    if sent.is_ok() {
        super::direct::send(http, tables, channel, &owed.reply.direct, Some(format!("lz{}", owed.id))).await;
    }
    match sent.err() {
        None => match tables.delivered(owed.id).await {
            Ok(true) => tracing::info!("posted what game {:?} owed (notice {})", owed.reply.game_id, owed.id),
            Ok(false) => tracing::warn!("notice {} was posted by another process too", owed.id),
            Err(e) => tracing::warn!("notice {} posted but not marked: {:?}", owed.id, e.msg),
        },
        Some(e) if owed.attempts >= ATTEMPTS => {
            tracing::error!("notice {} could not be posted after {} attempts, given up: {e}", owed.id, owed.attempts);
            let _ = tables.delivered(owed.id).await;
        }
        Some(e) => {
            tracing::warn!("notice {} was not posted (attempt {}): {e}", owed.id, owed.attempts);
            let _ = tables.retry_later(owed.id, 10 * owed.attempts).await;
        }
    }
}

/// Runs `post`, the posting of notice `id` claimed at `attempts`, while renewing the claim every
/// third of the lease, so that no other process posts it again however long Discord takes to
/// accept it. `None` (and nothing posted) when the claim was no longer this process's before
/// posting began: another process posts it. A claim lost while posting (this process stalled
/// for a whole lease) is logged.
pub async fn while_claimed<T>(
    tables: &Tables,
    id: i64,
    attempts: i64,
    post: impl std::future::Future<Output = T>,
) -> Option<T> {
    match tables.renew_claim(id, attempts).await {
        Ok(true) => {}
        Ok(false) => return None,
        // the database is out of reach: posting is still better than leaving the turn untold
        Err(e) => tracing::warn!("cannot renew the claim on notice {id}: {:?}", e.msg),
    }
    let every = std::time::Duration::from_millis((tables.store.lease() * 1000 / 3).max(100) as u64);
    let heartbeat = async {
        loop {
            tokio::time::sleep(every).await;
            match tables.renew_claim(id, attempts).await {
                Ok(true) => {}
                Ok(false) => {
                    tracing::warn!("the claim on notice {id} ran out while it was being posted");
                    return std::future::pending().await;
                }
                Err(e) => tracing::warn!("cannot renew the claim on notice {id}: {:?}", e.msg),
            }
        }
    };
    tokio::select! {
        out = post => Some(out),
        () = heartbeat => None,
    }
}
