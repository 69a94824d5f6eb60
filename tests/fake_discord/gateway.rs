//! The websocket gateway: HELLO, READY for IDENTIFY, heartbeat ACKs, and dispatches the test injects.

use super::{payload, FakeDiscord, TOKEN};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::tungstenite::Message;

pub(super) async fn serve(fake: FakeDiscord, listener: TcpListener) {
    while let Ok((stream, _)) = listener.accept().await {
        tokio::spawn(connection(fake.clone(), stream));
    }
}

async fn connection(fake: FakeDiscord, stream: TcpStream) {
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else { return };
    let (mut sink, mut source) = ws.split();
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<String>();
    let writer = tokio::spawn(async move {
        while let Some(frame) = rx.recv().await {
            if let Some(code) = frame.strip_prefix(super::CLOSE) {
                let code = code.parse::<u16>().unwrap_or(4000);
                let close = tokio_tungstenite::tungstenite::protocol::CloseFrame {
                    code: code.into(),
                    reason: "closed by the fake".into(),
                };
                let _ = sink.send(Message::Close(Some(close))).await;
                break;
            }
            if sink.send(Message::Text(frame)).await.is_err() {
                break;
            }
        }
    });
    let _ = tx.send(json!({"op": 10, "d": {"heartbeat_interval": 41250}}).to_string());
    let ws_url = format!("ws://127.0.0.1:{}", fake.ws_port);
    while let Some(Ok(msg)) = source.next().await {
        let text = match msg {
            Message::Text(t) => t,
            // keep reading: tungstenite answers the close frame and then ends the stream
            Message::Close(_) => continue,
            _ => continue,
        };
        let Ok(v) = serde_json::from_str::<Value>(&text) else {
            fake.lock().problems.push(format!("gateway frame is not JSON: {text}"));
            continue;
        };
        match v["op"].as_u64() {
            Some(2) => {
                let mut st = fake.lock();
                let token = v["d"]["token"].as_str().unwrap_or_default();
                if token.trim_start_matches("Bot ") != TOKEN {
                    st.problems.push("IDENTIFY with a wrong token".into());
                }
                st.identified += 1;
                st.intents.push(v["d"]["intents"].as_u64().unwrap_or(u64::MAX));
                let shard =
                    v["d"]["shard"].as_array().map(|s| (s[0].as_u64().unwrap_or(0), s[1].as_u64().unwrap_or(1)));
                let shard = shard.unwrap_or((0, 1));
                st.shards.push(shard);
                if shard.0 >= shard.1 {
                    // Discord: 4010 Invalid shard
                    st.problems.push(format!("IDENTIFY as shard {} of {}", shard.0, shard.1));
                    let _ = tx.send(format!("{}4010", super::CLOSE));
                    continue;
                }
                let live = |s: &super::Session| !s.tx.is_closed() && !s.tx.same_channel(&tx);
                if shard.1 > 1 && st.sessions.get(&shard.0).is_some_and(live) {
                    st.problems.push(format!("shard {} identified on two connections at once", shard.0));
                }
                st.sessions.insert(shard.0, super::Session { tx: tx.clone(), total: shard.1, seq: 1 });
                st.seq = 1;
                // interactions go to the connection of shard 0 (the test guild's shard)
                if shard.0 == 0 || st.gateway.is_none() {
                    st.gateway = Some(tx.clone());
                }
                let mut ready = payload::ready(&ws_url);
                ready["shard"] = json!([shard.0, shard.1]);
                let ready = json!({"op": 0, "t": "READY", "s": 1, "d": ready});
                let _ = tx.send(ready.to_string());
            }
            Some(1) => {
                let _ = tx.send(json!({"op": 11}).to_string());
            }
            Some(6) => {
                // no resuming here: start a new session
                let _ = tx.send(json!({"op": 9, "d": false}).to_string());
            }
            _ => {}
        }
    }
    {
        let mut st = fake.lock();
        if st.gateway.as_ref().is_some_and(|g| g.same_channel(&tx)) {
            st.gateway = None;
        }
        st.sessions.retain(|_, s| !s.tx.same_channel(&tx));
    }
    drop(tx);
    let _ = tokio::time::timeout(std::time::Duration::from_secs(1), writer).await;
}
