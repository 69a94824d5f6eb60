//! What a change owes everyone in the channel — the turn post with its images and the ping —
//! recorded in the outbox in the change's own transaction and delivered after it by a
//! front-end; after a crash, by whichever process claims it first (see `store::outbox`).

use super::{Loaded, Reply, TableError, Tables};
use crate::games::{Msg, Seat};
use crate::i18n::Lang;
use crate::store::{NewNotice, NoticeRow};
use serde::{Deserialize, Serialize};

/// A notice as stored: enough to build the public post again from the state at its version.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notice {
    /// What everyone is told.
    pub lines: Vec<Msg>,
    /// Who is pinged (only while the game is still at the notice's version).
    pub mentions: Vec<String>,
    /// Show the game's public images, and this seat's estate.
    pub images: bool,
    pub estate: Option<Seat>,
    /// Offer the decision waited for at the notice's version.
    pub prompt: bool,
    pub finished: bool,
    /// Direct messages by the users' settings (sent, like the mentions, only while the game is
    /// still at the notice's version).
    #[serde(default)]
    pub direct: Vec<Direct>,
    /// Users told in the post that they are next.
    #[serde(default)]
    pub next_up: Vec<(String, Msg)>,
}

impl Notice {
    /// The public part of a reply: its turn when one passed, else its public lines.
    pub(crate) fn of(reply: &Reply, images: bool, estate: Option<Seat>) -> Notice {
        let lines = if reply.turn.is_empty() { &reply.public } else { &reply.turn };
        Notice {
            lines: lines.clone(),
            mentions: reply.mentions.clone(),
            images,
            estate,
            prompt: true,
            finished: reply.finished,
            direct: reply.direct.clone(),
            next_up: reply.next_up.clone(),
        }
    }

    /// The outbox row; the state is kept when images or choices are to be shown.
    pub(crate) fn to_row(&self, g: Option<&Loaded>) -> NewNotice {
        let state = g.filter(|_| self.images || self.prompt).map(Loaded::to_json);
        NewNotice { notice: serde_json::to_string(self).expect("notices serialise"), state }
    }
}

/// A notice claimed for delivery, built into the reply whose public part it is.
#[derive(Debug, Clone)]
pub struct Owed {
    pub id: i64,
    pub channel: String,
    /// 1 at the first delivery; more when delivered again after a crash or a failure.
    pub attempts: i64,
    pub reply: Reply,
}

impl Tables {
    /// Claims up to `limit` notices nobody is delivering (a process died, or Discord refused
    /// them) and builds each one's post again from the state at its version.
    pub async fn claim_owed(&self, limit: i64) -> Result<Vec<Owed>, TableError> {
        let mut out = Vec::new();
        for row in self.store.claim_notices(self.now(), limit).await? {
            let id = row.id;
            match self.rebuild(row).await {
                Ok(owed) => out.push(owed),
                Err(e) => {
                    // a notice that cannot be read would be claimed for ever: drop it, loudly
                    tracing::error!("notice {id} cannot be built and is dropped: {:?}", e.msg);
                    self.store.notice_delivered(id, self.now()).await?;
                }
            }
        }
        Ok(out)
    }

    async fn rebuild(&self, row: NoticeRow) -> Result<Owed, TableError> {
        let notice: Notice = serde_json::from_str(&row.notice).map_err(|e| {
            tracing::error!("notice {}: {e}", row.id);
            TableError::new("table.error.storage")
        })?;
        let game = self.store.game(row.game_id).await?.ok_or_else(|| TableError::new("table.error.no-game"))?;
        let current = game.version;
        let t = self.load(game).await?;
        let json = row.state.as_deref().or(t.row.state.as_deref());
        let g = json.map(|j| Loaded::from_json(t.kind, j)).transpose().map_err(|e| {
            tracing::error!("notice {}: unreadable state: {e}", row.id);
            TableError::new("table.error.storage")
        })?;
        let mut reply = Reply {
            public: notice.lines,
            game_id: Some(row.game_id),
            version: Some(row.version),
            finished: notice.finished,
            lang: t.row.language,
            ..Reply::default()
        };
        // a ping for a turn already taken is never sent
        if current == row.version {
            reply.mentions = notice.mentions;
            reply.direct = notice.direct;
            reply.next_up = notice.next_up;
        }
        if let Some(g) = &g {
            if notice.images {
                reply.images = self.images(&t, g, row.version, notice.estate).await;
            }
            if notice.prompt {
                reply.prompt = self.prompt_out(&t, g, row.version);
            }
        }
        Ok(Owed { id: row.id, channel: row.channel_id, attempts: row.attempts, reply })
    }

    /// Marks a notice delivered; false if another process had delivered it already. A bot
    /// whose turn waited for this post may play now (see [`Tables::due_bots`]).
    pub async fn delivered(&self, id: i64) -> Result<bool, TableError> {
        let done = self.store.notice_delivered(id, self.now()).await?;
        self.bot_wake.notify_one();
        Ok(done)
    }

    /// Renews this process's claim on a notice it is posting (for another lease from now): false
    /// if it was delivered, or claimed by another process since (its `attempts` moved on from
    /// the claim's; a fresh notice's is 1), so this process must not post it.
    pub async fn renew_claim(&self, id: i64, attempts: i64) -> Result<bool, TableError> {
        Ok(self.store.renew_notice(id, attempts, self.now()).await?)
    }

    /// A delivery failed: the notice is tried again after `secs`.
    pub async fn retry_later(&self, id: i64, secs: i64) -> Result<(), TableError> {
        Ok(self.store.release_notice(id, self.now() + secs).await?)
    }
}

/// A message to one user outside the channel (a direct message), with the fallback when it
/// cannot be delivered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Direct {
    pub user_id: String,
    pub msg: Msg,
    /// The language it is told in: the user's own, else the table's.
    pub lang: Lang,
    /// The user is mentioned in the channel as well: a refused message needs no fallback.
    pub mentioned: bool,
    /// The user's own view of the game on the web (their signed link: they are seated).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub web: Option<String>,
}
