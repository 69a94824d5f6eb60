//! Games for the web tests and the web benchmark: opened, started and played at random through
//! the table service, and the site serving them on 127.0.0.1.
#![allow(dead_code)]

use lazaretto::games::GameRng;
use lazaretto::table::{Ctx, Request, StartOptions, Tables, User};
use std::net::SocketAddr;

pub fn ctx(channel: &str, user: &str) -> Ctx {
    Ctx { channel: channel.into(), user: User::new(format!("u:{user}"), user), admin: false }
}

/// The site on a free port of 127.0.0.1, serving `tables`.
pub async fn site(tables: Tables) -> SocketAddr {
    site_with(tables, None).await
}

/// The site with sign-in, its links (and Discord's way back) at its own address.
pub async fn site_with(mut tables: Tables, oauth: Option<lazaretto::web::OAuth>) -> SocketAddr {
    let listener = lazaretto::web::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    if oauth.is_some() {
        tables.web_url = format!("http://{addr}");
    }
    tokio::spawn(lazaretto::web::run(listener, tables, oauth));
    addr
}

/// A started game in `channel` (`kind`, seated `users`, the first creates it), with its page token.
pub async fn started(tables: &Tables, channel: &str, kind: &str, users: &[&str], seed: u64) -> (i64, String) {
    let new = tables.handle(&ctx(channel, users[0]), Request::New { kind: kind.into(), options: vec![] }).await;
    let game_id = new.unwrap().game_id.unwrap();
    for u in &users[1..] {
        tables.handle(&ctx(channel, u), Request::Join).await.unwrap();
    }
    let opts = StartOptions { seed: Some(seed), joined_order: true, ..Default::default() };
    tables.start(&ctx(channel, users[0]), opts).await.unwrap();
    (game_id, tables.web_token(game_id).await.unwrap())
}

/// Plays `moves` random legal moves (fewer if the game ends); returns how many were made.
pub async fn play(tables: &Tables, channel: &str, moves: usize, rng: &mut GameRng) -> usize {
    for made in 0..moves {
        let Some(p) = decision(tables, channel).await else { return made };
        let choice = p.choices[rng.below(p.choices.len())].notation.clone();
        let user = p.user_id.trim_start_matches("u:").to_string();
        let req = Request::Play { action: choice, version: Some(p.version) };
        tables.handle(&ctx(channel, &user), req).await.unwrap();
    }
    moves
}

/// The decision the channel's game waits for (whoever must take it).
pub async fn decision(tables: &Tables, channel: &str) -> Option<lazaretto::table::PromptOut> {
    let status = tables.handle(&ctx(channel, "nobody"), Request::Status).await.ok()?;
    let p = status.prompt?;
    tables.decision(&ctx(channel, p.user_id.trim_start_matches("u:"))).await
}
