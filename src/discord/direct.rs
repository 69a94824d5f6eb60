//! Direct messages by the users' own settings (`/settings`, issue 25): the turn told in a direct
//! message, and "you are next". A direct message Discord refuses (the user closed them) falls
//! back to a mention in the game's channel, which says so the first time.
//!
//! A direct message carries link buttons (style 5, which need no interaction): one that opens
//! the game's channel, and one that opens the player's own view on the web (their signed link,
//! made for them as a seated player). Link buttons rather than action buttons: a choice made in
//! a direct message would be shown nowhere the table sees it, and the turn post in the channel
//! already has the buttons, one click away.

use super::post::channel_post;
use super::render::{cut, Post, LIMIT};
use crate::games::Msg;
use crate::i18n::render;
use crate::table::notice::Direct;
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
    let opens = match directs.is_empty() {
        true => None,
        false => channel_url(http, channel).await,
    };
    for (i, d) in directs.iter().enumerate() {
        let Ok(user) = d.user_id.parse::<u64>() else { continue };
        let user = serenity::UserId::new(user.max(1));
        let nonce = nonce.as_ref().map(|n| format!("{n}.d{i}"));
        let text = render(
            d.lang,
            &Msg::new("discord.dm").msg("message", d.msg.clone()).text("channel", format!("<#{channel}>")),
        );
        let post = Post { content: cut(&text, LIMIT), rows: links(d, opens.as_deref()), ..Post::default() };
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

/// Where a channel opens in Discord's client, for a link button: its guild's address; `None`
/// when Discord does not say which guild it is in.
async fn channel_url(http: &serenity::Http, channel: serenity::ChannelId) -> Option<String> {
    match http.get_channel(channel).await {
        Ok(serenity::Channel::Guild(c)) => Some(format!("https://discord.com/channels/{}/{channel}", c.guild_id)),
        Ok(_) => None,
        Err(e) => {
            tracing::info!("no guild for the direct messages' link to channel {channel}: {e}");
            None
        }
    }
}

/// The link buttons of a direct message: the game's channel, and the player's own view on the
/// web when they have one.
fn links(d: &Direct, channel: Option<&str>) -> Vec<serenity::CreateActionRow> {
    let button =
        |url: &str, key: &str| serenity::CreateButton::new_link(url).label(cut(&render(d.lang, &Msg::new(key)), 80));
    let mut buttons = Vec::new();
    buttons.extend(channel.map(|url| button(url, "discord.dm.open-channel")));
    buttons.extend(d.web.as_deref().map(|url| button(url, "discord.dm.open-web")));
    match buttons.is_empty() {
        true => Vec::new(),
        false => vec![serenity::CreateActionRow::Buttons(buttons)],
    }
}
