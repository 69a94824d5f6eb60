//! The runtime on small inline catalogues: plural categories per language, typed arguments,
//! nested messages in the same language, English fallback message by message.

use super::{english, Catalogue, Lang};
use crate::games::Msg;

/// A real catalogue key with a count: `rattus.choice.place` ("{count} cubes in {region}").
fn place(n: i64) -> Msg {
    Msg::new("rattus.choice.place").num("count", n).key("region", "rattus.region.gallia")
}

fn forms(cat: &Catalogue) -> Vec<String> {
    [1, 2, 5, 21, 22, 25].into_iter().map(|n| cat.check(&place(n)).unwrap()).collect()
}

#[test]
fn russian_counts_take_one_few_and_many() {
    let ru = Catalogue::parse(
        Lang::Ru,
        "rattus-choice-place = { $count } { $count ->\n  [one] кубик\n  [few] кубика\n *[many] кубиков\n} в { $region }\nrattus-region-gallia = Галлии\n",
    )
    .unwrap();
    assert_eq!(
        forms(&ru),
        [
            "1 кубик в Галлии",
            "2 кубика в Галлии",
            "5 кубиков в Галлии",
            "21 кубик в Галлии",
            "22 кубика в Галлии",
            "25 кубиков в Галлии"
        ]
    );
}

#[test]
fn polish_counts_take_one_few_and_many() {
    let pl = Catalogue::parse(
        Lang::Pl,
        "rattus-choice-place = { $count } { $count ->\n  [one] kostka\n  [few] kostki\n *[many] kostek\n} w { $region }\nrattus-region-gallia = Galii\n",
    )
    .unwrap();
    // Polish: 21 is "many" (only 1 itself is "one")
    assert_eq!(
        forms(&pl),
        [
            "1 kostka w Galii",
            "2 kostki w Galii",
            "5 kostek w Galii",
            "21 kostek w Galii",
            "22 kostki w Galii",
            "25 kostek w Galii"
        ]
    );
}

#[test]
fn czech_counts_take_one_few_and_other() {
    let cs = Catalogue::parse(
        Lang::Cs,
        "rattus-choice-place = { $count } { $count ->\n  [one] kostka\n  [few] kostky\n  [many] kostky\n *[other] kostek\n} v { $region }\nrattus-region-gallia = Galii\n",
    )
    .unwrap();
    // Czech: 2–4 are "few", 21 and 22 are "other" like 5 (no 21/22 rule as in Russian)
    assert_eq!(
        forms(&cs),
        [
            "1 kostka v Galii",
            "2 kostky v Galii",
            "5 kostek v Galii",
            "21 kostek v Galii",
            "22 kostek v Galii",
            "25 kostek v Galii"
        ]
    );
}

#[test]
fn english_counts_take_one_and_other_and_nested_args_render() {
    let en = english();
    assert_eq!(
        forms(en),
        [
            "1 cube in Gallia",
            "2 cubes in Gallia",
            "5 cubes in Gallia",
            "21 cubes in Gallia",
            "22 cubes in Gallia",
            "25 cubes in Gallia"
        ]
    );
    // no Unicode isolation marks around arguments
    assert!(!super::t(&place(2)).contains('\u{2068}'));
}

#[test]
fn missing_messages_fall_back_to_english_and_are_reported() {
    let de = Catalogue::parse(Lang::De, "rattus-choice-place = { $count } Würfel in { $region }\n").unwrap();
    // the region is missing in this German catalogue: English fills it, and check says so
    let errors = de.check(&place(2)).unwrap_err();
    assert!(errors.iter().any(|e| e.contains("rattus-region-gallia")), "{errors:?}");
    let mut with_region = place(2);
    with_region.args.truncate(1);
    let errors = de.check(&with_region).unwrap_err();
    assert!(errors.iter().any(|e| e.contains("region")), "a missing variable is reported: {errors:?}");
    assert_eq!(super::t(&Msg::new("no.such.key")), "⟦no.such.key⟧");
}

#[test]
fn bad_files_are_refused_with_the_line() {
    let e = Catalogue::parse(Lang::De, "ok = fine\nbroken = { $x\n").err().unwrap();
    assert!(e.contains("line 2"), "{e}");
    let e = Catalogue::parse(Lang::De, "a = 1\na = 2\n").err().unwrap();
    assert!(e.contains("twice"), "{e}");
}

#[test]
fn variables_are_read_from_text_selectors_and_variants() {
    let v = english().variables("rattus-choice-move-detail").unwrap();
    assert_eq!(v.iter().map(String::as_str).collect::<Vec<_>>(), ["cubes", "tokens"]);
}
