//! Reading stored events back: the public messages of one stored action, in order.

use crate::games::{Audience, Event, Msg};

/// The public messages of one stored action's events (none if the JSON cannot be read).
pub fn public_msgs(events_json: &str) -> Vec<Msg> {
    let events: Vec<Event> = serde_json::from_str(events_json).unwrap_or_default();
    events.into_iter().filter(|e| e.audience == Audience::All).map(|e| e.msg).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::t;

    #[test]
    fn nested_messages_keep_their_arguments() {
        let place = Msg::new("messina.place.hex").text("id", "H01").text("name", "Duomo");
        let went = Msg::new("messina.event.go").key("colour", "messina.colour.red").msg("place", place).num("n", 3);
        let listed = Msg::new("table.started").list("players", vec![went.clone()]).time("since", 5);
        let events = vec![Event::public(went.clone()), Event::private(1, Msg::new("x")), Event::public(listed.clone())];
        let json = serde_json::to_string(&events).unwrap();
        let back: Vec<String> = public_msgs(&json).iter().map(t).collect();
        assert_eq!(back, vec![t(&went), t(&listed)]);
        assert!(back[0].contains("Duomo (H01)"), "{}", back[0]);
        assert!(public_msgs("not json").is_empty());
    }
}
