//! Reading stored events back. `Arg`'s untagged serde form reads a nested message that has
//! arguments back as a bare catalogue key (`{"key": …, "args": …}` matches `Arg::Key` first),
//! so "Red goes to H01 Duomo" would come back as "Red goes to {id} {name}". The table reads the
//! JSON itself and rebuilds nested messages whole.

use crate::games::{Arg, Msg};
use serde_json::Value;

/// The public messages of one stored action's events, in order.
pub fn public_msgs(events_json: &str) -> Vec<Msg> {
    let Ok(Value::Array(events)) = serde_json::from_str::<Value>(events_json) else { return Vec::new() };
    events.iter().filter(|e| e["audience"] == "All").filter_map(|e| msg(&e["msg"])).collect()
}

fn msg(v: &Value) -> Option<Msg> {
    let mut m = Msg::new(v.get("key")?.as_str()?);
    for pair in v.get("args").and_then(Value::as_array).into_iter().flatten() {
        let (Some(name), Some(value)) = (pair.get(0).and_then(Value::as_str), pair.get(1)) else { continue };
        m.args.push((name.to_string(), arg(value)?));
    }
    Some(m)
}

fn arg(v: &Value) -> Option<Arg> {
    Some(match v {
        Value::Number(n) => Arg::Num(n.as_i64()?),
        Value::String(s) => Arg::Text(s.clone()),
        Value::Array(items) => Arg::List(items.iter().filter_map(msg).collect()),
        Value::Object(o) if o.contains_key("time") && !o.contains_key("key") => Arg::Time { time: o["time"].as_i64()? },
        Value::Object(o) if o.contains_key("args") => Arg::Msg(Box::new(msg(v)?)),
        Value::Object(o) => Arg::Key { key: o.get("key")?.as_str()?.to_string() },
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Event;

    #[test]
    fn nested_messages_keep_their_arguments() {
        let place = Msg::new("messina.place.hex").text("id", "H01").text("name", "Duomo");
        let went = Msg::new("messina.event.go").key("colour", "messina.colour.red").msg("place", place).num("n", 3);
        let listed = Msg::new("table.started").list("players", vec![went.clone()]).time("since", 5);
        let events = vec![Event::public(went.clone()), Event::private(1, Msg::new("x")), Event::public(listed.clone())];
        let json = serde_json::to_string(&events).unwrap();
        assert_eq!(public_msgs(&json), vec![went, listed]);
        assert!(public_msgs("not json").is_empty());
    }
}
