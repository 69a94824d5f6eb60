//! Direct messages by the users' own settings (`/settings`, issue 25): the turn told in a direct
//! message, and "you are next". A direct message Discord refuses (the user closed them) falls
//! back to a mention in the game's channel, which says so the first time.

use super::render::{cut, Post, LIMIT};
use super::respond::channel_post;
use crate::games::Msg;
use crate::i18n::render;
use crate::table::settings::Direct;
use crate::table::Tables;
use poise::serenity_prelude as serenity;

/// Sends each direct message; a refused one whose user is not mentioned in the channel anyway
/// becomes a mention there. `nonce`: the stem that makes a repeated delivery show once.
pub async fn send(
    http: &serenity::Http,
    tables: &Tables,
    channel: serenity::ChannelId,
    directs: &[Direct],
    nonce: Option<String>,
) {
    for (i, d) in directs.iter().enumerate() {
        let Ok(user) = d.user_id.parse::<u64>() else { continue };
        let user = serenity::UserId::new(user.max(1));
        let nonce = nonce.as_ref().map(|n| format!("{n}.d{i}"));
        let text = render(
            d.lang,
            &Msg::new("discord.dm").msg("message", d.msg.clone()).text("channel", format!("<#{channel}>")),
        );
        let post = Post { content: cut(&text, LIMIT), ..Post::default() };
        let sent = match user.create_dm_channel(http).await {
            Ok(dm) => channel_post(http, dm.id, post, nonce.clone()).await,
            Err(e) => Err(e),
        };
        let Err(e) = sent else { continue };
        tracing::info!("a direct message was refused: {e}");
        if d.mentioned {
            continue;
        }
        let first = match tables.dm_refused(&d.user_id).await {
            Ok(first) => first,
            Err(e) => {
                tracing::warn!("cannot record a refused direct message: {:?}", e.msg);
                false
            }
        };
        let mut msg =
            Msg::new("discord.dm-fallback").text("mention", format!("<@{user}>")).msg("message", d.msg.clone());
        if first {
            msg = Msg::new("discord.dm-closed-once").msg("fallback", msg);
        }
        let post = Post { content: cut(&render(d.lang, &msg), LIMIT), ping: vec![user.get()], ..Post::default() };
        if let Err(e) = channel_post(http, channel, post, nonce.map(|n| format!("{n}f"))).await {
            tracing::warn!("the mention instead of a refused direct message was not posted: {e}");
        }
    }
}
