//! Runs every scenario file under tests/scenarios/rattus through the table service.
//! Each file names the rule ids it checks (see docs/scenarios.md).

use lazaretto::table::scenario;

#[tokio::test]
async fn rattus_scenarios_pass() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/rattus");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    assert!(files.len() >= 20, "expected the rulebook scenarios in {}", dir.display());
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let sc = scenario::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        assert!(!sc.rules.is_empty(), "{} names no rule", f.display());
        let report = scenario::run(&sc).await.unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        if !report.passed() {
            failures.push(format!("{}:\n  {}", f.display(), report.failures.join("\n  ")));
        }
    }
    assert!(failures.is_empty(), "failing scenarios:\n{}", failures.join("\n"));
}
