//! `/settings` (issue 25): a user's own settings, the same at every table on every server (at
//! the terminal, for local names): their time zone, quiet hours of their own read in it, how
//! they are told it is their turn (a mention, a direct message too, or a direct message only),
//! a notice when the player before them starts their turn, a reminder interval of their own
//! (which wins over the table's `/remind`) and the language of what only they see.
//!
//! The table decides who is told what when a turn passes ([`Tables::tell_turn`]); a front-end
//! delivers it (a direct message Discord refuses falls back to the mention).

use super::change::Change;
use super::hours::{quiet_end, read_zone, zone_of};
use super::notice::Direct;
use super::{Ctx, Reply, Table, TableError, Tables};
use crate::games::Msg;
use crate::i18n::Lang;
use crate::store::{Notify, UserSettings};

/// What `/settings` changes; `None` (or [`Change::Keep`]) leaves a setting as it is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsChange {
    /// An IANA zone name; `utc` or `off` goes back to UTC.
    pub zone: Option<String>,
    /// Quiet hours as whole hours `(from, to)` in their zone.
    pub quiet: Change<(i64, i64)>,
    /// `mention`, `both` or `dm`.
    pub notify: Option<String>,
    pub next: Option<bool>,
    /// Their own reminder interval in seconds; `Off` goes back to the table's.
    pub every: Change<i64>,
    /// A language code or Discord locale; `auto` or `off` goes back to their Discord language.
    pub language: Option<String>,
}

impl SettingsChange {
    pub fn is_empty(&self) -> bool {
        *self == SettingsChange::default()
    }

    pub(crate) fn texts(&self) -> Vec<&str> {
        [&self.zone, &self.notify, &self.language].into_iter().flatten().map(String::as_str).collect()
    }
}

impl Tables {
    /// A user's settings; the defaults for a bot (bots have none).
    pub(crate) async fn settings_of(&self, user_id: &str) -> Result<UserSettings, TableError> {
        if super::bots::is_bot(user_id) {
            return Ok(UserSettings { user_id: user_id.to_string(), ..UserSettings::default() });
        }
        Ok(self.store.user_settings(user_id).await?)
    }

    /// When a user's own quiet hours, read in their zone, end, if `now` lies in them.
    pub(crate) fn own_quiet_end(s: &UserSettings, now: i64) -> Option<i64> {
        quiet_end(now, s.quiet_from.zip(s.quiet_to)?, zone_of(s))
    }

    /// `/settings`: alone, shows the user's settings (only they see them); with changes, checks
    /// every one (a bad one changes nothing) and stores them.
    pub(crate) async fn settings(&self, ctx: &Ctx, change: &SettingsChange) -> Result<Reply, TableError> {
        let mut s = self.store.user_settings(&ctx.user.id).await?;
        if change.is_empty() {
            return Ok(Reply { private: vec![settings_msg(&s)], ..Reply::default() });
        }
        if let Some(zone) = &change.zone {
            s.zone = read_zone(zone).map_err(TableError::msg)?.map(|z| z.name().to_string());
        }
        if !change.quiet.is_keep() {
            if change.quiet.set().is_some_and(|&(f, t)| !(0..24).contains(&f) || !(0..24).contains(&t)) {
                return Err(TableError::new("table.remind.error.quiet"));
            }
            let quiet = change.quiet.apply(None);
            (s.quiet_from, s.quiet_to) = (quiet.map(|q| q.0), quiet.map(|q| q.1));
        }
        if let Some(notify) = &change.notify {
            s.notify = Notify::parse(notify)
                .ok_or_else(|| TableError::msg(Msg::new("table.settings.error.notify").text("given", notify.trim())))?;
            // a new choice of how to be told: a refused direct message is explained again
            s.dm_closed_told = false;
        }
        if let Some(next) = change.next {
            s.next_notice = next;
        }
        if change.every.set().is_some_and(|&e| e < 1) {
            return Err(TableError::new("table.remind.error.interval"));
        }
        s.remind_every = change.every.apply(s.remind_every);
        if let Some(code) = &change.language {
            s.language = match code.trim().to_lowercase().as_str() {
                "auto" | "off" | "none" => None,
                _ => Some(parse_language(code)?),
            };
        }
        self.store.put_user_settings(&s).await?;
        let msg = Msg::new("table.settings.changed").msg("settings", settings_msg(&s));
        // said in the language just chosen
        Ok(Reply { private: vec![msg], user_lang: s.language, ..Reply::default() })
    }

    /// A direct message to `user_id` was refused: true the first time (since they last chose
    /// how to be told), when they are told why they are mentioned instead.
    pub async fn dm_refused(&self, user_id: &str) -> Result<bool, TableError> {
        Ok(self.store.dm_closed_told(user_id).await?)
    }

    /// The language a user chose for what only they see, if any.
    pub(crate) async fn own_language(&self, user_id: &str) -> Option<Lang> {
        match self.store.user_settings(user_id).await {
            Ok(s) => s.language,
            Err(e) => {
                tracing::debug!("no settings for a user: {e}");
                None
            }
        }
    }

    /// Who is told that the turn passed to `user_id` at `now` (`ping`: they are to be pinged,
    /// see [`Tables::pinged`]), and how, by their settings: a
    /// mention, a direct message, or (in their own quiet hours) nothing now, the reminder at the
    /// end of them being the ping. The player whose turn comes next, when they asked to be told,
    /// gets one notice (not in their quiet hours): called once whenever a turn begins, so once
    /// per turn. Nobody is told in a solo game: there is no one else (the game names no seat).
    pub(crate) async fn tell_turn(
        &self,
        t: &Table,
        g: &super::Loaded,
        (user_id, ping): (&str, bool),
        now: i64,
        reply: &mut Reply,
    ) -> Result<(), TableError> {
        let game = Msg::new(format!("game.{}", t.kind.name()));
        let s = self.settings_of(user_id).await?;
        if ping && Self::own_quiet_end(&s, now).is_none() {
            if s.notify.mentions() {
                reply.mentions.push(user_id.to_string());
            }
            if s.notify.direct() {
                let ask = g.prompt().map(|p| p.ask).unwrap_or_else(|| Msg::new("discord.done"));
                let msg = Msg::new("table.notify.your-turn").msg("game", game.clone()).msg("ask", ask);
                let lang = s.language.unwrap_or(t.row.language);
                let web = self.seat_link(t, user_id).await;
                reply.direct.push(Direct {
                    user_id: user_id.to_string(),
                    msg,
                    lang,
                    mentioned: s.notify.mentions(),
                    web,
                });
            }
        }
        let Some(now_seat) = t.seat_of(user_id) else { return Ok(()) };
        let Some(next) = g.next_turn().and_then(|seat| t.user_at(seat)) else { return Ok(()) };
        if next.user_id == user_id || next.bot.is_some() {
            return Ok(());
        }
        let n = self.settings_of(&next.user_id).await?;
        if !n.next_notice || Self::own_quiet_end(&n, now).is_some() {
            return Ok(());
        }
        let who = Self::player_msg(t, g, now_seat);
        let msg = Msg::new("table.notify.next").msg("game", game).msg("player", who);
        if n.notify.mentions() {
            reply.next_up.push((next.user_id.clone(), msg.clone()));
        }
        if n.notify.direct() {
            let lang = n.language.unwrap_or(t.row.language);
            let web = self.seat_link(t, &next.user_id).await;
            reply.direct.push(Direct { user_id: next.user_id.clone(), msg, lang, mentioned: n.notify.mentions(), web });
        }
        Ok(())
    }

    /// When the reminder of a turn given to `user_id` at `now` is due: a bot's after the bot
    /// delay; a person's after their own interval, else the table's, or (in their own quiet
    /// hours) when those end, which is when they are pinged.
    pub(crate) async fn turn_due_for(&self, t: &Table, user_id: Option<&str>, now: i64) -> Result<i64, TableError> {
        let Some(u) = user_id.filter(|u| !super::bots::is_bot(u)) else { return Ok(self.turn_due(t, user_id, now)) };
        let s = self.settings_of(u).await?;
        Ok(Self::own_quiet_end(&s, now).unwrap_or(now + s.remind_every.unwrap_or(t.row.remind_every)))
    }
}

/// The settings as the user reads them.
pub fn settings_msg(s: &UserSettings) -> Msg {
    let zone = match &s.zone {
        Some(z) => Msg::new("table.settings.zone").text("zone", z.clone()),
        None => Msg::new("table.settings.zone-utc"),
    };
    let quiet = match s.quiet_from.zip(s.quiet_to) {
        Some((f, t)) if f != t => Msg::new("table.settings.quiet").num("from", f).num("to", t),
        _ => Msg::new("table.remind.no-quiet"),
    };
    let every = match s.remind_every {
        Some(e) => super::hours::duration_msg(e),
        None => Msg::new("table.settings.every-table"),
    };
    let language = match s.language {
        Some(l) => Msg::new(l.name_key()),
        None => Msg::new("table.settings.language-client"),
    };
    Msg::new("table.settings.shown")
        .msg("zone", zone)
        .msg("quiet", quiet)
        .key("notify", format!("table.settings.notify-{}", s.notify.name()))
        .key("next", if s.next_notice { "table.settings.next-on" } else { "table.settings.next-off" })
        .msg("every", every)
        .msg("language", language)
}

/// One of the five languages, by code or Discord locale; anything else is refused with the list.
pub(crate) fn parse_language(code: &str) -> Result<Lang, TableError> {
    Lang::from_locale(code).ok_or_else(|| {
        let known: Vec<Msg> = Lang::ALL
            .iter()
            .map(|l| Msg::new("table.language-choice").text("code", l.name()).key("language", l.name_key()))
            .collect();
        TableError::msg(Msg::new("table.error.unknown-language").text("language", code).list("known", known))
    })
}
