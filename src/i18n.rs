//! The one message catalogue. Texts live in `assets/i18n/<lang>.toml` as flat or nested keys;
//! `{name}` inserts an argument and `{count|cube|cubes}` picks a singular or plural word.
//! English is complete; other languages fall back to it key by key.

use crate::games::{Arg, Msg};
use std::collections::HashMap;
use std::sync::OnceLock;

pub struct Catalogue {
    texts: HashMap<String, String>,
}

fn flatten(prefix: &str, table: &toml::Table, out: &mut HashMap<String, String>) {
    for (k, v) in table {
        let key = if prefix.is_empty() { k.clone() } else { format!("{prefix}.{k}") };
        match v {
            toml::Value::String(s) => {
                out.insert(key, s.clone());
            }
            toml::Value::Table(t) => flatten(&key, t, out),
            other => panic!("catalogue key {key} is not text: {other}"),
        }
    }
}

impl Catalogue {
    pub fn parse(text: &str) -> Result<Catalogue, String> {
        let table: toml::Table = toml::from_str(text).map_err(|e| e.to_string())?;
        let mut texts = HashMap::new();
        flatten("", &table, &mut texts);
        Ok(Catalogue { texts })
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.texts.get(key).map(String::as_str)
    }

    pub fn keys(&self) -> impl Iterator<Item = &String> {
        self.texts.keys()
    }
}

/// The English catalogue, loaded once.
pub fn english() -> &'static Catalogue {
    static EN: OnceLock<Catalogue> = OnceLock::new();
    EN.get_or_init(|| {
        Catalogue::parse(include_str!("../assets/i18n/en.toml")).unwrap_or_else(|e| panic!("assets/i18n/en.toml: {e}"))
    })
}

/// Renders a message in English.
pub fn t(msg: &Msg) -> String {
    render(english(), msg)
}

/// Renders a message with a catalogue; unknown keys show as `⟦key⟧` so gaps are visible.
pub fn render(cat: &Catalogue, msg: &Msg) -> String {
    let Some(template) = cat.get(&msg.key) else {
        return format!("⟦{}⟧", msg.key);
    };
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let Some(close) = rest[open..].find('}') else {
            out.push_str(&rest[open..]);
            return out;
        };
        let inner = &rest[open + 1..open + close];
        out.push_str(&placeholder(cat, msg, inner));
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

fn placeholder(cat: &Catalogue, msg: &Msg, inner: &str) -> String {
    let mut parts = inner.split('|');
    let name = parts.next().unwrap_or_default();
    let forms: Vec<&str> = parts.collect();
    let Some(arg) = msg.arg(name) else {
        return String::new();
    };
    if forms.len() == 2 {
        let one = matches!(arg, Arg::Num(1));
        return forms[if one { 0 } else { 1 }].to_string();
    }
    arg_text(cat, arg)
}

fn arg_text(cat: &Catalogue, arg: &Arg) -> String {
    match arg {
        Arg::Num(n) => n.to_string(),
        Arg::Text(s) => s.clone(),
        Arg::Key { key } => cat.get(key).map(str::to_string).unwrap_or_else(|| format!("⟦{key}⟧")),
        Arg::Msg(m) => render(cat, m),
        Arg::List(items) if items.is_empty() => cat.get("list.empty").unwrap_or("-").to_string(),
        Arg::List(items) => items.iter().map(|m| render(cat, m)).collect::<Vec<_>>().join(", "),
        Arg::Time { time } => chrono::DateTime::from_timestamp(*time, 0)
            .map(|d| d.format("%Y-%m-%d %H:%M UTC").to_string())
            .unwrap_or_default(),
    }
}
