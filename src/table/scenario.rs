//! Scenario files: a position, actions, and expected facts, run through the real table service
//! on an in-memory database. The format is documented in `docs/scenarios.md`.

use super::{Ctx, Loaded, Request, StartOptions, TableError, Tables, User};
use crate::i18n;
use crate::store::Store;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::Arc;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub name: String,
    pub game: String,
    pub players: usize,
    #[serde(default = "one")]
    pub seed: u64,
    /// Game options as `/new` takes them (`variant = "advanced"`, `priority_tile = "on"`).
    #[serde(default)]
    pub options: BTreeMap<String, toml::Value>,
    /// The rule ids this scenario checks.
    #[serde(default)]
    pub rules: Vec<String>,
    #[serde(default)]
    pub position: Option<toml::Table>,
    #[serde(default, rename = "step")]
    pub steps: Vec<Step>,
    #[serde(default)]
    pub expect: BTreeMap<String, toml::Value>,
}

fn one() -> u64 {
    1
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// Who acts (a seat name such as a colour); default: whoever must decide.
    #[serde(default, rename = "as")]
    pub seat: Option<String>,
    #[serde(default)]
    pub play: Option<String>,
    #[serde(default)]
    pub undo: bool,
    /// The step must be refused with this rule id or message key.
    #[serde(default)]
    pub error: Option<String>,
    /// Choices that must be offered before the step.
    #[serde(default)]
    pub allowed: Vec<String>,
    /// Choices that must not be offered before the step.
    #[serde(default)]
    pub forbidden: Vec<String>,
    /// With `choices`: the offered choices starting with this word must be exactly `choices`.
    #[serde(default)]
    pub choices_with: Option<String>,
    #[serde(default)]
    pub choices: Option<Vec<String>>,
    /// Facts after the step.
    #[serde(default)]
    pub expect: BTreeMap<String, toml::Value>,
}

/// The outcome of a scenario run.
#[derive(Debug, Default)]
pub struct Report {
    pub name: String,
    pub rules: Vec<String>,
    pub failures: Vec<String>,
    pub steps: usize,
}

impl Report {
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
}

pub fn parse(text: &str) -> Result<Scenario, String> {
    toml::from_str(text).map_err(|e| e.to_string())
}

fn value_text(v: &toml::Value) -> String {
    match v {
        toml::Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn check_facts(
    facts: &BTreeMap<String, String>,
    expect: &BTreeMap<String, toml::Value>,
    at: &str,
    out: &mut Vec<String>,
) {
    for (k, v) in expect {
        let want = value_text(v);
        match facts.get(k) {
            Some(got) if *got == want => {}
            Some(got) => out.push(format!("{at}: {k} is {got}, expected {want}")),
            None => out.push(format!("{at}: no fact named {k}")),
        }
    }
}

fn error_text(e: &TableError) -> String {
    match e.rule {
        Some(rule) => format!("[{rule}] {}", i18n::t(&e.msg)),
        None => format!("[{}] {}", e.msg.key, i18n::t(&e.msg)),
    }
}

/// Runs a scenario through the table service on a fresh in-memory database.
pub async fn run(sc: &Scenario) -> Result<Report, String> {
    let store = Store::memory().await.map_err(|e| e.to_string())?;
    let mut tables = Tables::new(store, Arc::new(|| 1_700_000_000));
    tables.images = false;
    let channel = "scenario".to_string();
    let users: Vec<User> = (0..sc.players).map(|i| User::new(format!("scenario:{i}"), format!("P{}", i + 1))).collect();
    let ctx = |i: usize| Ctx { channel: channel.clone(), user: users[i].clone(), admin: false };
    let fail = |e: TableError| error_text(&e);
    let options = sc
        .options
        .iter()
        .map(|(k, v)| (k.clone(), v.as_str().map(str::to_string).unwrap_or_else(|| v.to_string())))
        .collect();
    tables.handle(&ctx(0), Request::New { kind: sc.game.clone(), options }).await.map_err(fail)?;
    for i in 1..sc.players {
        tables.handle(&ctx(i), Request::Join).await.map_err(fail)?;
    }
    let opts = StartOptions { seed: Some(sc.seed), joined_order: true, position: sc.position.clone() };
    tables.start(&ctx(0), opts).await.map_err(fail)?;
    let mut report = Report { name: sc.name.clone(), rules: sc.rules.clone(), ..Report::default() };
    for (i, step) in sc.steps.iter().enumerate() {
        let at = format!("step {}", i + 1);
        let g = current(&tables, &channel).await?;
        let prompt = g.prompt();
        let offered = prompt.as_ref().map(|p| p.notations()).unwrap_or_default();
        for c in &step.allowed {
            if !offered.contains(c) {
                report.failures.push(format!("{at}: {c:?} is not offered (offered: {offered:?})"));
            }
        }
        for c in &step.forbidden {
            if offered.contains(c) {
                report.failures.push(format!("{at}: {c:?} is offered but must not be"));
            }
        }
        if let Some(want) = &step.choices {
            let prefix = step.choices_with.clone().unwrap_or_default();
            let mut got: Vec<&String> = offered.iter().filter(|c| c.starts_with(&prefix)).collect();
            let mut want: Vec<&String> = want.iter().collect();
            got.sort();
            want.sort();
            if got != want {
                report.failures.push(format!("{at}: choices starting with {prefix:?} are {got:?}, expected {want:?}"));
            }
        }
        let seat = match &step.seat {
            Some(name) => g.seat_by_name(name)?,
            None => prompt.as_ref().map(|p| p.seat).ok_or(format!("{at}: the game is over"))?,
        };
        let who = ctx(seat);
        let result = if step.undo {
            Some(tables.handle(&who, Request::Undo).await)
        } else {
            match &step.play {
                Some(a) => Some(tables.handle(&who, Request::Play { action: a.clone(), version: None }).await),
                None => None,
            }
        };
        match (result, &step.error) {
            (Some(Err(e)), Some(want)) if e.rule != Some(want.as_str()) && e.msg.key != *want => {
                report.failures.push(format!("{at}: refused with {}, expected {want}", error_text(&e)));
            }
            (Some(Err(e)), None) => report.failures.push(format!("{at}: refused: {}", error_text(&e))),
            (Some(Ok(_)), Some(want)) => report.failures.push(format!("{at}: accepted, expected refusal {want}")),
            _ => {}
        }
        report.steps += 1;
        let facts = current(&tables, &channel).await?.facts();
        check_facts(&facts, &step.expect, &at, &mut report.failures);
    }
    let facts = current(&tables, &channel).await?.facts();
    check_facts(&facts, &sc.expect, "end", &mut report.failures);
    // the stored game must replay exactly from its initial state and log
    if let Err(e) = tables.verify_replay(&channel).await {
        report.failures.push(format!("replay: {e}"));
    }
    Ok(report)
}

async fn current(tables: &Tables, channel: &str) -> Result<Loaded, String> {
    let row = tables.store.latest_game(channel).await.map_err(|e| e.to_string())?.ok_or("no game")?;
    let t = tables.load(row).await.map_err(|e| error_text(&e))?;
    t.state().map_err(|e| error_text(&e))
}

impl Tables {
    /// Replays a channel's latest game from its initial state and log and compares the result
    /// with the stored state.
    pub async fn verify_replay(&self, channel: &str) -> Result<(), String> {
        let row = self.store.latest_game(channel).await.map_err(|e| e.to_string())?.ok_or("no game")?;
        let t = self.load(row).await.map_err(|e| error_text(&e))?;
        let initial = Loaded::from_json(t.kind, t.row.initial_state.as_deref().ok_or("not started")?)
            .map_err(|e| e.to_string())?;
        let log = self.store.actions(t.row.id).await.map_err(|e| e.to_string())?;
        let replayed = super::play::replay(&initial, &super::play::effective(&log))?;
        let stored = t.state().map_err(|e| error_text(&e))?;
        if replayed != stored {
            return Err("the replayed state differs from the stored state".into());
        }
        if replayed.to_json() != t.row.state.unwrap_or_default() {
            return Err("the replayed state serialises differently".into());
        }
        Ok(())
    }
}
