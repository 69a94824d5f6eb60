//! A post sent as a new message in a channel (reminders, owed turn posts, direct messages, the
//! lobby of a new thread), and what every message the bot sends is made of: its attachments and
//! the users it may ping.

use super::render::Post;
use poise::serenity_prelude as serenity;

/// The users a message may ping (no one else, whatever its text says).
pub(super) fn allowed(ping: &[u64]) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new().users(ping.iter().map(|&u| serenity::UserId::new(u)))
}

/// A post's images as Discord attachments.
pub(super) fn attachments(post: &Post) -> Vec<serenity::CreateAttachment> {
    post.files.iter().map(|f| serenity::CreateAttachment::bytes(f.png.clone(), f.name.clone())).collect()
}

/// A new message in a channel (reminders, owed posts, the lobby of a new thread). With a nonce,
/// Discord shows a message sent twice with the same nonce only once.
pub async fn channel_post(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    post: Post,
    nonce: Option<String>,
) -> Result<(), serenity::Error> {
    let files = attachments(&post);
    let mut msg = serenity::CreateMessage::new()
        .content(post.content)
        .components(post.rows)
        .files(files)
        .allowed_mentions(allowed(&post.ping));
    if let Some(n) = nonce {
        msg = msg.nonce(serenity::Nonce::String(n)).enforce_nonce(true);
    }
    channel.send_message(http, msg).await?;
    Ok(())
}
