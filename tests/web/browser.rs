//! Chromium driven through chromedriver (WebDriver, the fantoccini crate), both started by the
//! test on 127.0.0.1 with a fresh profile. Where either is missing the test says so loudly and
//! skips, unless `LAZARETTO_REQUIRE_POSTGRES=1` (CI, whose `.ci/run` installs them) makes that a
//! failure. `LAZARETTO_CHROMIUM` and `LAZARETTO_CHROMEDRIVER` name other binaries.
#![allow(dead_code)]

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

pub struct Browser {
    pub client: fantoccini::Client,
    driver: Child,
    profile: PathBuf,
}

fn found(var: &str, paths: &[&str]) -> Option<PathBuf> {
    if let Ok(p) = std::env::var(var) {
        return Some(PathBuf::from(p));
    }
    paths.iter().map(PathBuf::from).find(|p| p.exists())
}

/// Chromium at `width`×`height`, or `None` (said loudly) where it is not installed.
pub async fn open(width: u32, height: u32) -> Option<Browser> {
    let chromium = found("LAZARETTO_CHROMIUM", &["/usr/bin/chromium", "/usr/bin/chromium-browser"]);
    let driver = found("LAZARETTO_CHROMEDRIVER", &["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"]);
    let (Some(chromium), Some(driver)) = (chromium, driver) else {
        let say = "Chromium or chromedriver is not installed (apt-get install chromium chromium-driver)";
        if std::env::var("LAZARETTO_REQUIRE_POSTGRES").as_deref() == Ok("1") {
            panic!("{say}, and this run requires it (LAZARETTO_REQUIRE_POSTGRES=1)");
        }
        eprintln!("\n!!!!! {say}: the browser test is SKIPPED !!!!!\n");
        return None;
    };
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let driver = Command::new(driver)
        .args([format!("--port={port}"), "--allowed-ips=127.0.0.1".into()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let profile = std::env::temp_dir().join(format!("lazaretto-chromium-{}-{port}", std::process::id()));
    let args = [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--hide-scrollbars",
    ];
    let mut args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    args.push(format!("--user-data-dir={}", profile.display()));
    args.push(format!("--window-size={width},{height}"));
    let caps = serde_json::json!({ "goog:chromeOptions": { "binary": chromium, "args": args } });
    let caps = caps.as_object().unwrap().clone();
    let mut last = None;
    for _ in 0..100 {
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        match fantoccini::ClientBuilder::new(connector)
            .capabilities(caps.clone())
            .connect(&format!("http://127.0.0.1:{port}"))
            .await
        {
            Ok(client) => return Some(Browser { client, driver, profile }),
            Err(e) => last = Some(e),
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("chromedriver on 127.0.0.1:{port} started no Chromium: {last:?}");
}

impl Browser {
    /// Runs a script (`return …`) and gives its value.
    pub async fn js(&self, script: &str) -> serde_json::Value {
        self.client.execute(script, vec![]).await.unwrap_or_else(|e| panic!("{script}: {e}"))
    }

    /// Waits until `script` returns true, up to `limit`; how long it took.
    pub async fn until(&self, script: &str, limit: Duration) -> Option<Duration> {
        let t = std::time::Instant::now();
        while t.elapsed() < limit {
            if self.js(script).await == serde_json::Value::Bool(true) {
                return Some(t.elapsed());
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
        None
    }

    /// Whether every image of the page is loaded (and there is one).
    pub async fn images_loaded(&self) -> bool {
        let script = "return document.images.length > 0 && \
            Array.from(document.images).every(i => i.complete && i.naturalWidth > 0)";
        self.until(script, Duration::from_secs(30)).await.is_some()
    }

    pub async fn close(mut self) {
        let _ = self.client.clone().close().await;
        let _ = self.driver.kill();
        let _ = self.driver.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}
