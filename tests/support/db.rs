//! Databases for tests, on both backends: a fresh SQLite file in a temporary folder, and a
//! database of its own on a throwaway PostgreSQL server ([`TempDb::all`] gives one of each).
//!
//! The PostgreSQL server serves the tests of one test binary: started on first use from the
//! installed binaries (`initdb`, `postgres`), listening only on a unix socket in a temporary
//! folder, shared by the binary's tests (each gets a database of its own) and gone when the test
//! process ends — a small shell watches the process's pipe and stops the server when it closes,
//! even after a crash. As root (CI), the server runs as the `postgres` user (or `nobody`).
//!
//! Where no server can be started the tests say so loudly and skip PostgreSQL, unless
//! `LAZARETTO_REQUIRE_POSTGRES=1` (set by `.ci/run`) makes that a failure. `LAZARETTO_PG_BIN`
//! names the folder of the binaries; by default the newest `/usr/lib/postgresql/*/bin`, else
//! the one `pg_config --bindir` names.
#![allow(dead_code)]

use std::io::Write as _;
use std::os::unix::fs::MetadataExt as _;
use std::os::unix::process::CommandExt as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// Which database a test runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// A database for one test: its URL, and a temporary folder (the SQLite file, a bot's working
/// folder) removed when it is dropped.
pub struct TempDb {
    pub backend: Backend,
    pub dir: PathBuf,
    pub url: String,
}

impl TempDb {
    /// A fresh SQLite file.
    pub fn new(name: &str) -> TempDb {
        let dir = temp_dir(name);
        let url = format!("sqlite://{}", dir.join("bot.db").display());
        TempDb { backend: Backend::Sqlite, dir, url }
    }

    /// A fresh database on the test process's PostgreSQL server, if there is one.
    pub async fn postgres(name: &str) -> Option<TempDb> {
        let url = server()?.database(name).await;
        Some(TempDb { backend: Backend::Postgres, dir: temp_dir(name), url })
    }

    /// A fresh database on each backend: SQLite, then PostgreSQL (skipped, loudly, where no
    /// server can be started; see the module's notes).
    pub async fn all(name: &str) -> Vec<TempDb> {
        let mut out = vec![TempDb::new(name)];
        out.extend(TempDb::postgres(name).await);
        out
    }

    /// "sqlite" or "postgres", for messages.
    pub fn label(&self) -> &'static str {
        match self.backend {
            Backend::Sqlite => "sqlite",
            Backend::Postgres => "postgres",
        }
    }

    pub async fn store(&self) -> lazaretto::store::Store {
        lazaretto::store::Store::open(&self.url).await.unwrap_or_else(|e| panic!("{}: {e}", self.url))
    }

    /// The table service on this database, drawing images, on the wall clock.
    pub async fn tables(&self) -> lazaretto::table::Tables {
        lazaretto::table::Tables::new(self.store().await, lazaretto::table::system_clock())
    }
}

impl Drop for TempDb {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn temp_dir(name: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().subsec_nanos();
    let n = N.fetch_add(1, Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!("lazaretto-{name}-{}-{n}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The server of this test process.
pub struct Server {
    /// The folder of the socket (and the data, and the server's log).
    pub dir: PathBuf,
    /// The watcher shell; its stdin is this process's end of the pipe.
    watcher: Mutex<Child>,
}

static SERVER: OnceLock<Result<Server, String>> = OnceLock::new();
static NEXT_DB: AtomicUsize = AtomicUsize::new(0);
const USER: &str = "lazaretto";

fn required() -> bool {
    std::env::var("LAZARETTO_REQUIRE_POSTGRES").is_ok_and(|v| v == "1")
}

/// The server, started on first use; `None` (after a loud warning) where none can be started.
pub fn server() -> Option<&'static Server> {
    match SERVER.get_or_init(start) {
        Ok(s) => Some(s),
        Err(why) => {
            if required() {
                panic!("PostgreSQL is required (LAZARETTO_REQUIRE_POSTGRES=1) but cannot be started: {why}");
            }
            static WARNED: OnceLock<()> = OnceLock::new();
            WARNED.get_or_init(|| {
                eprintln!(
                    "\n*** WARNING: the PostgreSQL runs of these tests are SKIPPED: {why}\n\
                     *** Install the server (Debian: apt-get install postgresql) or set LAZARETTO_PG_BIN.\n"
                );
            });
            None
        }
    }
}

impl Server {
    /// The URL of a database on this server.
    pub fn url(&self, database: &str) -> String {
        format!("postgres://{USER}@localhost/{database}?host={}", self.dir.display())
    }

    /// A new empty database for one test; its URL.
    pub async fn database(&self, name: &str) -> String {
        use sqlx::Connection as _;
        let n = NEXT_DB.fetch_add(1, Ordering::SeqCst);
        let clean: String = name.chars().filter(|c| c.is_ascii_alphanumeric()).take(30).collect();
        let db = format!("t{n}_{clean}").to_lowercase();
        // the socket appears a moment before the server takes connections
        let end = Instant::now() + Duration::from_secs(20);
        let mut admin = loop {
            match sqlx::PgConnection::connect(&self.url("postgres")).await {
                Ok(c) => break c,
                Err(e) if Instant::now() > end => panic!("the test server does not answer: {e}"),
                Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
            }
        };
        sqlx::query(&format!("CREATE DATABASE {db}")).execute(&mut admin).await.expect("a test database");
        admin.close().await.ok();
        self.url(&db)
    }
}

impl Server {
    /// A server of the calling test's own, which it may stop and start again (the shared one
    /// serves every test of the binary); stopped and removed when dropped. `None` (after the
    /// warning) where none can be started.
    pub fn own() -> Option<Server> {
        server()?;
        Some(start().expect("a second server starts where the first did"))
    }

    fn tell(&self, what: &str) {
        let mut w = self.watcher.lock().unwrap_or_else(|p| p.into_inner());
        let stdin = w.stdin.as_mut().expect("the watcher's pipe");
        stdin.write_all(format!("{what}\n").as_bytes()).unwrap();
        stdin.flush().unwrap();
    }

    /// Stops the server (a fast shutdown: sessions are ended) and waits until it is gone.
    pub fn stop(&self) {
        self.tell("stop");
        let socket = self.dir.join(".s.PGSQL.5432");
        let end = Instant::now() + Duration::from_secs(30);
        while socket.exists() {
            assert!(Instant::now() < end, "the test server did not stop");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Starts the stopped server again and waits until it takes connections.
    pub async fn restart(&self) {
        use sqlx::Connection as _;
        self.tell("start");
        let end = Instant::now() + Duration::from_secs(30);
        loop {
            match sqlx::PgConnection::connect(&self.url("postgres")).await {
                Ok(c) => {
                    c.close().await.ok();
                    return;
                }
                Err(e) if Instant::now() > end => panic!("the test server does not come back: {e}"),
                Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
            }
        }
    }
}

/// The folder of `initdb` and `postgres`.
fn bin_dir() -> Result<PathBuf, String> {
    if let Ok(dir) = std::env::var("LAZARETTO_PG_BIN") {
        return Ok(PathBuf::from(dir));
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path().join("bin"))))
        .filter(|(_, p): &(u32, PathBuf)| p.join("postgres").exists())
        .collect();
    versions.sort();
    if let Some((_, p)) = versions.pop() {
        return Ok(p);
    }
    let out = Command::new("pg_config").arg("--bindir").output().map_err(|e| format!("no pg_config: {e}"))?;
    let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    if dir.join("postgres").exists() {
        Ok(dir)
    } else {
        Err("no PostgreSQL server binaries found (no /usr/lib/postgresql/*/bin/postgres)".into())
    }
}

/// As root, the server runs as `postgres` (or `nobody`): PostgreSQL refuses to run as root.
fn run_as() -> Option<(u32, u32)> {
    let me = std::fs::metadata("/proc/self").map(|m| m.uid()).unwrap_or(1);
    if me != 0 {
        return None;
    }
    let passwd = std::fs::read_to_string("/etc/passwd").unwrap_or_default();
    let find = |name: &str| {
        passwd.lines().find_map(|l| {
            let f: Vec<&str> = l.split(':').collect();
            if f.len() > 3 && f[0] == name {
                Some((f[2].parse().ok()?, f[3].parse().ok()?))
            } else {
                None
            }
        })
    };
    find("postgres").or_else(|| find("nobody")).or(Some((65534, 65534)))
}

fn command(program: &Path, who: Option<(u32, u32)>) -> Command {
    let mut c = Command::new(program);
    if let Some((uid, gid)) = who {
        c.uid(uid).gid(gid);
    }
    c.env_remove("PGDATA").env_remove("PGHOST").env_remove("PGPORT");
    c
}

fn start() -> Result<Server, String> {
    let bin = bin_dir()?;
    let who = run_as();
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().subsec_nanos();
    let dir = std::env::temp_dir().join(format!("lazaretto-pg-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    if let Some((uid, gid)) = who {
        std::os::unix::fs::chown(&dir, Some(uid), Some(gid)).map_err(|e| format!("chown {}: {e}", dir.display()))?;
    }
    let data = dir.join("data");
    let init = command(&bin.join("initdb"), who)
        .args(["-D"])
        .arg(&data)
        .args(["-U", USER, "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"])
        .output()
        .map_err(|e| format!("initdb: {e}"))?;
    if !init.status.success() {
        let _ = std::fs::remove_dir_all(&dir);
        return Err(format!("initdb failed: {}", String::from_utf8_lossy(&init.stderr).trim()));
    }
    // the watcher: starts the server, stops (`stop`) and starts it again (`start`) when told,
    // and stops it for good (and removes the folder) when our pipe closes
    let script = r#"
        run() {
            "$1/postgres" -D "$2/data" -k "$2" -c listen_addresses= -c max_connections=300 \
                -c shared_buffers=32MB >>"$2/server.log" 2>&1 &
            pid=$!
        }
        run "$1" "$2"
        while read cmd; do
            case "$cmd" in
                stop) kill -INT "$pid" 2>/dev/null; wait "$pid";;
                start) run "$1" "$2";;
                *) break;;
            esac
        done
        kill -INT "$pid" 2>/dev/null
        wait "$pid"
        rm -rf "$2"
    "#;
    let mut watcher = command(Path::new("/bin/sh"), who)
        .args(["-c", script, "sh"])
        .arg(&bin)
        .arg(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run the server: {e}"))?;
    let socket = dir.join(".s.PGSQL.5432");
    let end = Instant::now() + Duration::from_secs(60);
    while !socket.exists() {
        if Instant::now() > end || watcher.try_wait().ok().flatten().is_some() {
            let log = std::fs::read_to_string(dir.join("server.log")).unwrap_or_default();
            if let Some(stdin) = watcher.stdin.as_mut() {
                let _ = stdin.write_all(b"quit\n");
            }
            return Err(format!("the server did not start: {}", log.trim()));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    Ok(Server { dir, watcher: Mutex::new(watcher) })
}
