//! Messages as catalogue keys with arguments. The text itself lives in `assets/i18n/`;
//! engines only name the message, so every front-end can speak the player's language.

use serde::{Deserialize, Serialize};

/// One argument of a message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    Num(i64),
    Text(String),
    /// A nested message. Listed before `Key` so that a stored nested message (`{"key", "args"}`)
    /// reads back as a message, not as a bare key that drops its arguments.
    Msg(Box<Msg>),
    /// A catalogue key, translated when the message is rendered (e.g. a card name). A stored
    /// key reads back as a `Msg` without arguments, which renders the same.
    Key {
        key: String,
    },
    /// A list of messages joined with commas.
    List(Vec<Msg>),
    /// A moment, in unix seconds (front-ends show it in their own way), shown in an IANA time
    /// zone when one is given (the user's own, `/settings`), else in UTC.
    Time {
        time: i64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        zone: Option<String>,
    },
}

/// A message: a catalogue key and named arguments.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Msg {
    pub key: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(String, Arg)>,
}

impl Msg {
    pub fn new(key: impl Into<String>) -> Self {
        Msg { key: key.into(), args: Vec::new() }
    }

    pub fn num(mut self, name: &str, value: impl TryInto<i64>) -> Self {
        let v = value.try_into().unwrap_or(i64::MAX);
        self.args.push((name.to_string(), Arg::Num(v)));
        self
    }

    pub fn text(mut self, name: &str, value: impl Into<String>) -> Self {
        self.args.push((name.to_string(), Arg::Text(value.into())));
        self
    }

    /// An argument that is itself a catalogue key.
    pub fn key(mut self, name: &str, key: impl Into<String>) -> Self {
        self.args.push((name.to_string(), Arg::Key { key: key.into() }));
        self
    }

    pub fn msg(mut self, name: &str, value: Msg) -> Self {
        self.args.push((name.to_string(), Arg::Msg(Box::new(value))));
        self
    }

    pub fn list(mut self, name: &str, values: Vec<Msg>) -> Self {
        self.args.push((name.to_string(), Arg::List(values)));
        self
    }

    pub fn time(mut self, name: &str, unix: i64) -> Self {
        self.args.push((name.to_string(), Arg::Time { time: unix, zone: None }));
        self
    }

    /// A moment shown in a time zone (an IANA name; `None`: UTC).
    pub fn time_in(mut self, name: &str, unix: i64, zone: Option<&str>) -> Self {
        self.args.push((name.to_string(), Arg::Time { time: unix, zone: zone.map(String::from) }));
        self
    }

    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }
}

#[cfg(test)]
mod tests {
    use super::Msg;

    /// The log shows stored events: a nested message keeps its arguments through JSON.
    #[test]
    fn nested_messages_survive_storage() {
        let inner = Msg::new("messina.place.hex").text("id", "H07").text("name", "Ruga dei Banchi");
        let m = Msg::new("messina.automa.place").text("tile", "ST07").msg("place", inner).key("k", "game.rattus");
        let back: Msg = serde_json::from_str(&serde_json::to_string(&m).unwrap()).unwrap();
        assert_eq!(crate::i18n::t(&back), crate::i18n::t(&m));
        assert!(crate::i18n::t(&back).contains("H07"), "{}", crate::i18n::t(&back));
    }
}
