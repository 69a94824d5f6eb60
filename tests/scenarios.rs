//! Runs every scenario file under tests/scenarios/<game>/ through the table service. Each file
//! names the rule ids it checks (see docs/scenarios.md).

use lazaretto::table::scenario;

async fn run_dir(game: &str, at_least: usize) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios").join(game);
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    assert!(files.len() >= at_least, "expected the rulebook scenarios in {}", dir.display());
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let sc = scenario::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        assert!(!sc.rules.is_empty(), "{} names no rule", f.display());
        match scenario::run(&sc).await {
            Ok(report) if report.passed() => {}
            Ok(report) => failures.push(format!("{}:\n  {}", f.display(), report.failures.join("\n  "))),
            Err(e) => failures.push(format!("{}: {e}", f.display())),
        }
    }
    assert!(failures.is_empty(), "failing scenarios:\n{}", failures.join("\n"));
}

#[tokio::test]
async fn rattus_scenarios_pass() {
    run_dir("rattus", 20).await;
}

#[tokio::test]
async fn messina_scenarios_pass() {
    run_dir("messina", 1).await;
}
