//! Every rule id of the digests must be named by a test that asserts its outcome: a scenario
//! file listing it under `rules`, or a Rust test naming it in its doc comment.

use std::collections::BTreeSet;
use std::path::Path;

/// The rule ids of `../shared/rules/rattus.md` (checked against the digest when it is present).
const RATTUS: &[&str] = &[
    "R-C1", "R-C2", "R-C3", "R-C4", "R-C5", "R-C6", "R-C7", "R-C8", "R-C9", "R-C10", "R-C11", "R-C12", "R-D1", "R-D2",
    "R-D3", "R-D4", "R-D5", "R-D6", "R-D7", "R-D8", "R-D9", "R-D10", "R-D11", "R-D12", "R-E1", "R-E2", "R-E3", "R-E4",
    "R-E5", "R-E6", "R-E7", "R-E8", "R-E9", "R-E10", "R-E11", "R-E12", "R-E13", "R-E14", "R-K1", "R-K2", "R-K3",
    "R-K4", "R-K5", "R-K6", "R-K7", "R-K8", "R-K9", "R-L1", "R-L2", "R-L3", "R-L4", "R-S1", "R-S2", "R-S3", "R-S4",
    "R-S5", "R-S6", "R-S7", "R-S8", "R-S9", "R-S10", "R-S11", "R-S12", "R-S13", "R-T1", "R-T2", "R-T3", "R-T4", "R-T5",
    "R-T6", "R-T7", "R-T8", "R-T9", "R-T10", "R-T11", "R-T12", "R-T13", "R-T14", "R-T15", "R-T16", "R-T17", "R-T18",
    "R-T19", "R-T20", "R-T21", "R-T22", "R-T23", "R-T24", "R-T25", "R-T26", "R-T27", "R-T28", "R-T29", "R-T30",
    "R-T31",
];

fn test_texts() -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("tests")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.file_name().unwrap() != "rule_coverage.rs" {
                if let Ok(text) = std::fs::read_to_string(&path) {
                    out.push((path.display().to_string(), text));
                }
            }
        }
    }
    out
}

fn named(id: &str, text: &str) -> bool {
    text.match_indices(id).any(|(i, _)| {
        let next = text[i + id.len()..].chars().next();
        !matches!(next, Some(c) if c.is_ascii_digit())
    })
}

fn digest_ids(file: &str, prefix: &str) -> Option<BTreeSet<String>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/rules").join(file);
    let text = std::fs::read_to_string(path).ok()?;
    let mut ids = BTreeSet::new();
    for (i, _) in text.match_indices(&format!("**{prefix}")) {
        let id: String = text[i + 2..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
        ids.insert(id);
    }
    Some(ids)
}

fn check(ids: &[&str]) {
    let texts = test_texts();
    let missing: Vec<&str> = ids.iter().copied().filter(|id| !texts.iter().any(|(_, t)| named(id, t))).collect();
    assert!(missing.is_empty(), "rule ids named by no test: {missing:?}");
}

#[test]
fn every_rattus_rule_is_tested() {
    if let Some(digest) = digest_ids("rattus.md", "R-") {
        let listed: BTreeSet<String> = RATTUS.iter().map(|s| s.to_string()).collect();
        assert_eq!(listed, digest, "the id list is out of date with the digest");
    }
    check(RATTUS);
}
