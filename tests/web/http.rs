//! A small HTTP/1.1 client over a TCP stream to 127.0.0.1 (one request a connection), enough to
//! read pages, images and the start of an event stream as a browser receives them.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

pub struct Got {
    pub status: u16,
    pub head: String,
    pub body: Vec<u8>,
}

impl Got {
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    /// A response header's value (the name in lowercase).
    pub fn header(&self, name: &str) -> Option<String> {
        self.head.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            (k.trim().eq_ignore_ascii_case(name)).then(|| v.trim().to_string())
        })
    }
}

fn request(method: &str, path: &str, headers: &[(&str, &str)], close: bool) -> String {
    let mut req = format!("{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    if close {
        req.push_str("Connection: close\r\n");
    }
    if method == "POST" {
        req.push_str("Content-Length: 0\r\n");
    }
    req + "\r\n"
}

/// GET `path`, the whole answer (the server closes the connection after it).
pub async fn get(addr: SocketAddr, path: &str, headers: &[(&str, &str)]) -> Got {
    send(addr, "GET", path, headers).await
}

/// POST `path` with a form (`application/x-www-form-urlencoded`) as its body.
pub async fn post_form(addr: SocketAddr, path: &str, headers: &[(&str, &str)], form: &str) -> Got {
    let mut headers: Vec<(&str, &str)> = headers.iter().copied().filter(|(_, v)| !v.is_empty()).collect();
    headers.push(("Content-Type", "application/x-www-form-urlencoded"));
    let mut s = TcpStream::connect(addr).await.unwrap();
    let head = request("GET", path, &headers, true).replacen("GET", "POST", 1);
    let head = head.trim_end().to_string() + &format!("\r\nContent-Length: {}\r\n\r\n", form.len());
    s.write_all(head.as_bytes()).await.unwrap();
    s.write_all(form.as_bytes()).await.unwrap();
    read(s).await
}

/// POST `path` with an empty body.
pub async fn post(addr: SocketAddr, path: &str, headers: &[(&str, &str)]) -> Got {
    send(addr, "POST", path, headers).await
}

async fn send(addr: SocketAddr, method: &str, path: &str, headers: &[(&str, &str)]) -> Got {
    let headers: Vec<(&str, &str)> = headers.iter().copied().filter(|(_, v)| !v.is_empty()).collect();
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(request(method, path, &headers, true).as_bytes()).await.unwrap();
    read(s).await
}

/// The whole answer on a connection the server closes after it.
async fn read(mut s: TcpStream) -> Got {
    let mut raw = Vec::new();
    tokio::time::timeout(Duration::from_secs(60), s.read_to_end(&mut raw)).await.expect("an answer").unwrap();
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n").expect("a head");
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let status = head.split_whitespace().nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let mut body = raw[split + 4..].to_vec();
    if head.to_ascii_lowercase().contains("transfer-encoding: chunked") {
        body = dechunk(&body);
    }
    Got { status, head, body }
}

fn dechunk(mut raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(end) = raw.windows(2).position(|w| w == b"\r\n") {
        let size = usize::from_str_radix(String::from_utf8_lossy(&raw[..end]).trim(), 16).unwrap_or(0);
        if size == 0 {
            break;
        }
        out.extend_from_slice(&raw[end + 2..end + 2 + size]);
        raw = &raw[end + 4 + size..];
    }
    out
}

/// An open event stream: each [`EventStream::next`] is the data of the next event.
pub struct EventStream {
    s: TcpStream,
    buf: String,
}

impl EventStream {
    pub async fn open(addr: SocketAddr, path: &str) -> std::io::Result<EventStream> {
        let mut s = TcpStream::connect(addr).await?;
        s.write_all(request("GET", path, &[("Accept", "text/event-stream")], false).as_bytes()).await?;
        Ok(EventStream { s, buf: String::new() })
    }

    /// The data of the next event (within 10 s).
    pub async fn next(&mut self) -> String {
        loop {
            if let Some(data) = self.take() {
                return data;
            }
            let mut chunk = [0u8; 4096];
            let n = tokio::time::timeout(Duration::from_secs(10), self.s.read(&mut chunk))
                .await
                .expect("an event within 10 s")
                .unwrap();
            assert!(n > 0, "the stream ended: {}", self.buf);
            self.buf.push_str(&String::from_utf8_lossy(&chunk[..n]));
        }
    }

    /// The first `data:` line in what was read, dropping everything up to it.
    fn take(&mut self) -> Option<String> {
        let start = self.buf.find("\ndata:")? + 1;
        let end = start + self.buf[start..].find('\n')?;
        let data = self.buf[start + 5..end].trim().to_string();
        self.buf.drain(..end);
        Some(data)
    }
}

/// What an event stream sends first, as text (its head and first event).
pub async fn events_first(addr: SocketAddr, path: &str) -> String {
    let mut s = EventStream::open(addr, path).await.unwrap();
    let data = s.next().await;
    assert!(data.bytes().all(|b| b.is_ascii_digit()), "an event carries the version alone: {data}");
    data
}

/// Text as the pages write it (escaped for HTML).
pub fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The head of an event stream's answer (the stream then closed).
pub async fn events_head(addr: SocketAddr, path: &str) -> String {
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(request("GET", path, &[("Accept", "text/event-stream")], false).as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    while !raw.windows(4).any(|w| w == b"\r\n\r\n") {
        let mut chunk = [0u8; 4096];
        let n = tokio::time::timeout(Duration::from_secs(10), s.read(&mut chunk)).await.expect("a head").unwrap();
        assert!(n > 0, "the stream ended");
        raw.extend_from_slice(&chunk[..n]);
    }
    String::from_utf8_lossy(&raw).into_owned()
}
