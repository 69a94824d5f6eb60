//! What the web front-end asks (issue 23): a game by its page token, the position after the N-th
//! logged action (the log replayed, cached), that position's images, and the personal signed
//! links that open a seat's private view. The web shows only these values: the public view, or
//! the view of the seat a checked link or session names.

use super::play::{effective, replay};
use super::{Image, Loaded, Reply, Table, TableError, Tables};
use crate::games::{Msg, Seat};
use crate::i18n::Lang;
use crate::store::{ActionKind, ActionRow, Kind, Status};
use hmac::{Hmac, Mac};
use rand::Rng;
use sha2::Sha256;
use std::sync::Mutex;

/// How long a personal link opens its seat's view: 7 days.
pub const PASS_SECS: i64 = 7 * 24 * 3600;

/// Replayed positions kept (game, rows of the log) → state.
const REPLAYS_KEPT: usize = 64;

/// How many entries of the log a game's page lists (the last before its position); the whole
/// log is read a page at a time ([`Tables::web_log`]).
pub const RECENT: usize = 25;

/// A game's page at one position, in values the web turns into words.
#[derive(Debug, Clone)]
pub struct Page {
    pub game_id: i64,
    pub kind: Kind,
    /// The table's language.
    pub lang: Lang,
    pub status: Status,
    /// The game's stored version (the live page is told when it changes).
    pub version: i64,
    /// The position shown: after this many rows of the log.
    pub at: usize,
    /// The rows the log holds now.
    pub total: usize,
    /// "Messina 1347, game 12: Alice (Red), Bob (Blue)".
    pub title: Msg,
    /// Who is to decide at this position, since when, and the question they face.
    pub turn: Vec<Msg>,
    /// The table's turn clock (the live position only).
    pub clock: Option<Msg>,
    pub standings: Vec<Msg>,
    /// The position in words, as the viewer may see it.
    pub summary: Vec<Msg>,
    /// The last [`RECENT`] entries of the log up to the position, each row's public lines with
    /// the position after it.
    pub log: Vec<LogRow>,
    /// How many public images the position has.
    pub pictures: usize,
    /// What only the viewer's seat may see (empty on a public page).
    pub private: Vec<Msg>,
    /// The seat whose private view this is.
    pub seat: Option<Msg>,
}

/// One row of the log in words; `at` is the position after it.
#[derive(Debug, Clone)]
pub struct LogRow {
    pub at: usize,
    pub lines: Vec<Msg>,
}

/// A game's version and the rest a public page shows that a change need not bump (the clock).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Stamp {
    pub game_id: i64,
    pub version: i64,
    /// The table's language.
    pub lang: Lang,
    clock: (Option<i64>, Option<String>),
}

/// A checked personal link: whose view it opens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pass {
    pub user_id: String,
}

/// Replayed states by (game, rows of the log).
#[derive(Default)]
pub(crate) struct Replays {
    kept: Mutex<Vec<((i64, usize), Loaded)>>,
}

impl Replays {
    fn get(&self, key: (i64, usize)) -> Option<Loaded> {
        let kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        kept.iter().find(|(k, _)| *k == key).map(|(_, g)| g.clone())
    }

    fn put(&self, key: (i64, usize), g: &Loaded) {
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        kept.retain(|(k, _)| *k != key);
        kept.push((key, g.clone()));
        if kept.len() > REPLAYS_KEPT {
            kept.remove(0);
        }
    }
}

/// Random hex of `bytes` bytes from the operating system's generator (through the thread RNG).
fn random_hex(bytes: usize) -> String {
    let mut rng = rand::rng();
    (0..bytes).map(|_| format!("{:02x}", rng.random::<u8>())).collect()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if text.len() % 2 != 0 || !text.is_ascii() {
        return None;
    }
    (0..text.len()).step_by(2).map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok()).collect()
}

/// Whether a text can be a page token (160 random bits as 40 lowercase hex digits).
pub fn token_shape(token: &str) -> bool {
    token.len() == 40 && token.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

impl Tables {
    /// The game's page token, made now if it has none (160 random bits).
    pub async fn web_token(&self, game_id: i64) -> Result<String, TableError> {
        Ok(self.store.web_token(game_id, &random_hex(20)).await?)
    }

    /// The public link of a game's page.
    pub async fn web_link(&self, game_id: i64) -> Result<String, TableError> {
        Ok(format!("{}/g/{}", self.web_url, self.web_token(game_id).await?))
    }

    async fn signing_key(&self) -> Result<Vec<u8>, TableError> {
        let fresh = random_hex(32);
        let secret = self.secret.get_or_try_init(|| self.store.web_secret(&fresh)).await?;
        unhex(secret).ok_or_else(|| {
            tracing::error!("the stored web secret is not hex");
            TableError::new("table.error.storage")
        })
    }

    fn mac(key: &[u8], token: &str, user_hex: &str, expires: i64) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes a key of any length");
        mac.update(format!("lazaretto-pass/1|{token}|{user_hex}|{expires}").as_bytes());
        mac
    }

    /// A personal link to `user_id`'s view of the game at `token`, valid [`PASS_SECS`]:
    /// `USER.EXPIRES.SIGNATURE` (the user id in hex, an HMAC-SHA256 of all three).
    pub async fn sign_pass(&self, token: &str, user_id: &str) -> Result<String, TableError> {
        let key = self.signing_key().await?;
        let user = hex(user_id.as_bytes());
        let expires = self.now() + PASS_SECS;
        let sig = hex(&Self::mac(&key, token, &user, expires).finalize().into_bytes());
        Ok(format!("{user}.{expires}.{sig}"))
    }

    /// Checks a personal link for the game at `token`: its signature (in constant time) and
    /// that it has not expired. `None` for anything else.
    pub async fn check_pass(&self, token: &str, pass: &str) -> Result<Option<Pass>, TableError> {
        let mut parts = pass.split('.');
        let (Some(user), Some(expires), Some(sig), None) = (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Ok(None);
        };
        let (Some(user_id), Ok(expires), Some(sig)) = (unhex(user), expires.parse::<i64>(), unhex(sig)) else {
            return Ok(None);
        };
        let key = self.signing_key().await?;
        if Self::mac(&key, token, user, expires).verify_slice(&sig).is_err() || expires <= self.now() {
            return Ok(None);
        }
        Ok(String::from_utf8(user_id).ok().map(|user_id| Pass { user_id }))
    }

    /// `/web`: the table's link, and for a seated player their personal link.
    pub(crate) async fn web(&self, ctx: &super::Ctx) -> Result<Reply, TableError> {
        let t = self.table_or_latest(&ctx.channel).await?;
        let token = self.web_token(t.row.id).await?;
        let mut private = vec![Msg::new("web.link").text("url", format!("{}/g/{token}", self.web_url))];
        if let Some(url) = self.personal_link(&t, &token, &ctx.user.id).await? {
            private.push(Msg::new("web.pass").text("url", url));
        }
        Ok(Reply { private, game_id: Some(t.row.id), ..Reply::default() })
    }

    /// A seated player's personal link to their view of a started game (`None` for anyone
    /// else: a private view goes to its seat only).
    async fn personal_link(&self, t: &Table, token: &str, user_id: &str) -> Result<Option<String>, TableError> {
        if t.seat_of(user_id).is_none() || t.row.state.is_none() || super::bots::is_bot(user_id) {
            return Ok(None);
        }
        let pass = self.sign_pass(token, user_id).await?;
        Ok(Some(format!("{}/g/{token}/p/{pass}", self.web_url)))
    }

    /// The personal link a direct message to a seated player carries (none if it cannot be
    /// made now: the message goes out without it).
    pub(crate) async fn seat_link(&self, t: &Table, user_id: &str) -> Option<String> {
        let made = match self.web_token(t.row.id).await {
            Ok(token) => self.personal_link(t, &token, user_id).await,
            Err(e) => Err(e),
        };
        made.unwrap_or_else(|e| {
            tracing::warn!("game {}: no personal link for a direct message: {e:?}", t.row.id);
            None
        })
    }

    /// The line with the table's link that lobby and final posts carry (none if the link cannot
    /// be made now: the post goes out without it).
    pub(crate) async fn link_line(&self, game_id: i64) -> Option<Msg> {
        match self.web_link(game_id).await {
            Ok(url) => Some(Msg::new("web.link").text("url", url)),
            Err(e) => {
                tracing::warn!("game {game_id}: no web link for the post: {e:?}");
                None
            }
        }
    }

    async fn table_or_latest(&self, channel: &str) -> Result<Table, TableError> {
        match self.store.latest_game(channel).await? {
            Some(row) => self.load(row).await,
            None => Err(TableError::new("table.error.no-game")),
        }
    }

    /// The game of a page token (`None` for an unknown one).
    pub(super) async fn by_token(&self, token: &str) -> Result<Option<Table>, TableError> {
        if !token_shape(token) {
            return Ok(None);
        }
        let Some(row) = self.store.game_by_token(token).await? else { return Ok(None) };
        Ok(Some(self.load(row).await?))
    }

    /// The page of a table not started: the lobby with who sits at it, or a lobby closed.
    fn lobby_page(t: &Table) -> Result<Page, TableError> {
        let game = format!("game.{}", t.kind.name());
        let names: Vec<Msg> =
            t.seats.iter().map(|s| Msg::new("table.name").text("name", s.display_name.clone())).collect();
        let super::Seats { min, max } = t.options()?.seats();
        let turn = match t.row.status {
            Status::Lobby => Msg::new("table.status-lobby")
                .key("game", game.clone())
                .list("players", names)
                .num("min", min as i64)
                .num("max", max as i64),
            _ => Msg::new("table.status-lobby-closed").key("game", game.clone()),
        };
        Ok(Page {
            game_id: t.row.id,
            kind: t.kind,
            lang: t.row.language,
            status: t.row.status,
            version: t.row.version,
            at: 0,
            total: 0,
            title: Self::lobby_title(t),
            turn: vec![turn],
            clock: None,
            standings: Vec::new(),
            summary: Vec::new(),
            log: Vec::new(),
            pictures: 0,
            private: Vec::new(),
            seat: None,
        })
    }

    /// The state after the first `at` rows of the log (the current state for all of them).
    fn position(&self, t: &Table, log: &[ActionRow], at: usize) -> Result<Loaded, TableError> {
        if at >= log.len() {
            return t.state();
        }
        if let Some(g) = self.replays.get((t.row.id, at)) {
            return Ok(g);
        }
        let initial = t.row.initial_state.as_deref().ok_or_else(|| TableError::new("table.error.storage"))?;
        let initial = Loaded::from_json(t.kind, initial).map_err(|_| TableError::new("table.error.storage"))?;
        let g = replay(&initial, &effective(&log[..at])).map_err(|e| {
            tracing::error!("game {}: the log does not replay: {e}", t.row.id);
            TableError::new("table.error.storage")
        })?;
        self.replays.put((t.row.id, at), &g);
        Ok(g)
    }

    /// The log, the position asked (`None`: now) and the state there; `None` past the log.
    async fn position_at(
        &self,
        t: &Table,
        at: Option<usize>,
    ) -> Result<Option<(Vec<ActionRow>, usize, Loaded)>, TableError> {
        let log = self.store.actions(t.row.id).await?;
        let at = at.unwrap_or(log.len());
        if at > log.len() {
            return Ok(None);
        }
        let g = self.position(t, &log, at)?;
        Ok(Some((log, at, g)))
    }

    /// A game's page at `at` rows of the log (`None`: now), as `viewer` (a user id whose seat's
    /// private view it is; checked by the caller) may see it. `None` for an unknown token or a
    /// position past the log.
    pub async fn web_page(
        &self,
        token: &str,
        at: Option<usize>,
        viewer: Option<&str>,
    ) -> Result<Option<Page>, TableError> {
        let Some(t) = self.by_token(token).await? else { return Ok(None) };
        if t.row.state.is_none() {
            return matches!(at, None | Some(0)).then(|| Self::lobby_page(&t)).transpose();
        }
        let Some((log, at, g)) = self.position_at(&t, at).await? else { return Ok(None) };
        let seat = viewer.and_then(|u| t.seat_of(u));
        let mut turn = Vec::new();
        if let Some(p) = g.prompt().filter(|_| t.row.status == Status::Active || at < log.len()) {
            let since = match at {
                0 => t.row.created_at,
                n if n == log.len() => t.row.turn_since.unwrap_or(t.row.updated_at),
                n => log[n - 1].created_at,
            };
            turn.push(Msg::new("web.turn").msg("player", Self::player_msg(&t, &g, p.seat)).time("since", since));
            turn.push(p.ask);
        } else if t.row.status == Status::Abandoned {
            turn.push(Msg::new("web.abandoned"));
        }
        let clock = (at == log.len() && t.row.status == Status::Active).then(|| super::clock::clock_msg(&t.row));
        let log_rows = Self::log_rows(&t, &log, at.saturating_sub(RECENT)..at);
        Ok(Some(Page {
            game_id: t.row.id,
            kind: t.kind,
            lang: t.row.language,
            status: t.row.status,
            version: t.row.version,
            at,
            total: log.len(),
            title: Self::title(&t, &g),
            turn,
            clock,
            standings: Self::standings_lines(&t, &g),
            summary: g.summary(seat),
            log: log_rows,
            pictures: g.pictures().len(),
            private: seat.map(|s| g.private_notes(s)).unwrap_or_default(),
            seat: seat.map(|s: Seat| Self::player_msg(&t, &g, s)),
        }))
    }

    /// The `index`-th public image of the position after `at` rows of the log (`None`: now).
    pub async fn web_image(&self, token: &str, at: Option<usize>, index: usize) -> Result<Option<Image>, TableError> {
        let Some(t) = self.by_token(token).await?.filter(|t| t.row.state.is_some()) else { return Ok(None) };
        let Some((mut log, at, g)) = self.position_at(&t, at).await? else { return Ok(None) };
        let Some(picture) = g.pictures().get(index).copied() else { return Ok(None) };
        log.truncate(at);
        Ok(self.draw_at(&t, &g, at as i64, vec![picture], Some(log)).await.into_iter().next())
    }

    /// The game's version by page token, for the live pages (`None`: no such page).
    pub async fn web_version(&self, token: &str) -> Result<Option<(i64, i64)>, TableError> {
        Ok(self.web_stamp(token).await?.map(|s| (s.game_id, s.version)))
    }

    /// What a game's public page is made of besides the viewer's language, read in one query
    /// (`None`: no such page): a page kept under an equal stamp is still the page.
    pub async fn web_stamp(&self, token: &str) -> Result<Option<Stamp>, TableError> {
        if !token_shape(token) {
            return Ok(None);
        }
        let Some(row) = self.store.game_by_token(token).await? else { return Ok(None) };
        // every change of the game bumps its version but setting the clock
        let clock = (row.clock_secs, row.clock_policy);
        Ok(Some(Stamp { game_id: row.id, version: row.version, lang: row.language, clock }))
    }

    /// The version of a game by id (the live pages poll it).
    pub async fn game_version(&self, game_id: i64) -> Result<Option<i64>, TableError> {
        Ok(self.store.game_version(game_id).await?)
    }

    /// "Messina 1347, game 12: Alice (Red), Bob (Blue)".
    pub(super) fn title(t: &Table, g: &Loaded) -> Msg {
        let names: Vec<Msg> = (0..g.players()).map(|s| Self::player_msg(t, g, s)).collect();
        Msg::new("table.status-game")
            .key("game", format!("game.{}", t.kind.name()))
            .num("id", t.row.id)
            .list("players", names)
    }

    /// The title of a table not started: the game and its number.
    pub(super) fn lobby_title(t: &Table) -> Msg {
        Msg::new("table.status-game")
            .key("game", format!("game.{}", t.kind.name()))
            .num("id", t.row.id)
            .list("players", Vec::new())
    }

    /// The rows `range` of the log in public words, each with the position after it (rows with
    /// nothing public left out).
    pub(super) fn log_rows(t: &Table, log: &[ActionRow], range: std::ops::Range<usize>) -> Vec<LogRow> {
        let first = range.start + 1;
        log[range]
            .iter()
            .zip(first..)
            .map(|(row, at)| LogRow { at, lines: Self::row_lines(t, row) })
            .filter(|r| !r.lines.is_empty())
            .collect()
    }

    /// One row of the log in public words: the action with who took it, then its public events.
    pub(crate) fn row_lines(t: &Table, row: &ActionRow) -> Vec<Msg> {
        let name =
            t.seats.iter().find(|s| s.user_id == row.user_id).map(|s| s.display_name.clone()).unwrap_or_default();
        let mut lines = Vec::new();
        if row.kind == ActionKind::Act {
            lines.push(
                Msg::new("table.log-action")
                    .num("seq", row.seq)
                    .text("name", name)
                    .text("action", row.notation.clone()),
            );
        }
        lines.extend(super::events::public_msgs(&row.events));
        lines
    }
}

/// One of a user's tables, for their list of games.
#[derive(Debug, Clone)]
pub struct Mine {
    pub token: String,
    /// The decision there is theirs.
    pub waiting: bool,
    /// Since when the table waits for whoever must decide (its opening, for a lobby).
    pub since: i64,
    /// Their time left on the turn by the table's clock, when it waits for them and has one.
    pub left: Option<Msg>,
    pub page: Page,
}

impl Tables {
    /// Every lobby and running game `user_id` sits at, on every server: those waiting for them
    /// first, each group the longest waiting first.
    pub async fn tables_of(&self, user_id: &str) -> Result<Vec<Mine>, TableError> {
        let mut out = Vec::new();
        for row in self.store.tables_of(user_id).await? {
            let waiting = row.status == Status::Active && row.turn_user_id.as_deref() == Some(user_id);
            let since = row.turn_since.unwrap_or(row.created_at);
            // the clock's due time, the one the clock task acts on
            let left = row.clock_at.filter(|_| waiting).map(|due| time_left(due, self.now()));
            let token = self.web_token(row.id).await?;
            if let Some(page) = self.web_page(&token, None, None).await? {
                out.push(Mine { token, waiting, since, left, page });
            }
        }
        out.sort_by_key(|m| (!m.waiting, m.since));
        Ok(out)
    }

    /// Starts a web session for a user (its cookie's value is `secret`; only its hash is kept).
    pub async fn start_session(&self, secret: &str, user_id: &str, name: &str, secs: i64) -> Result<(), TableError> {
        let now = self.now();
        Ok(self.store.add_session(&session_hash(secret), (user_id, name), now + secs, now).await?)
    }

    /// The user of a session cookie's value, while it lasts.
    pub async fn session_user(&self, secret: &str) -> Result<Option<super::User>, TableError> {
        let row = self.store.session(&session_hash(secret), self.now()).await?;
        Ok(row.map(|r| super::User::new(r.user_id, r.name)))
    }

    pub async fn end_session(&self, secret: &str) -> Result<(), TableError> {
        Ok(self.store.end_session(&session_hash(secret)).await?)
    }

    /// A fresh random value for a session cookie or an OAuth `state` (256 bits).
    pub fn fresh_secret() -> String {
        random_hex(32)
    }
}

/// The time left until a turn's clock runs out at `due`, roughly (whole hours from two hours
/// on, whole minutes from two minutes on), with the time it runs out.
fn time_left(due: i64, now: i64) -> Msg {
    let left = due - now;
    let rounded = match left {
        ..=0 => return Msg::new("web.me-overdue").time("due", due),
        7200.. => left / 3600 * 3600,
        120.. => left / 60 * 60,
        _ => left,
    };
    Msg::new("web.me-left").msg("time", super::hours::duration_msg(rounded)).time("due", due)
}

fn session_hash(secret: &str) -> String {
    use sha2::Digest;
    hex(&Sha256::digest(secret.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::time_left;

    #[test]
    fn time_left_on_a_turn_is_rounded_down_and_says_until_when() {
        let due = 1_800_000_000;
        let said = |left: i64| crate::i18n::t(&time_left(due, due - left));
        let until = "(until 2027-01-15 08:00 UTC)";
        assert_eq!(said(5 * 3600 + 59 * 60), format!("You have 5 h left on this turn {until}."));
        assert_eq!(said(7199), format!("You have 119 min left on this turn {until}."));
        assert_eq!(said(119), format!("You have 119 s left on this turn {until}."));
        assert_eq!(said(0), "Your time on this turn ran out at 2027-01-15 08:00 UTC.");
        assert_eq!(said(-50), said(0));
    }
}
