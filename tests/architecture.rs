//! The shape of the code, read from the source: the modules of `src/` and whom each imports
//! (issue 26: no import circle inside `games/`), and the files docs/adding-a-game.md says a new
//! game touches (each one read, and each one must name every game there is today).

use lazaretto::games::Kind;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// A file's code as the compiler's import graph sees it: its unit tests and comments left out.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap_or("");
    text.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n")
}

/// The module path of a file under `src/` (`games::messina::legal`; `crate` for lib.rs).
fn module_of(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel.with_extension("").iter().map(|p| p.to_string_lossy().into_owned()).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        parts.pop();
    }
    parts
}

/// Whom each module of `src/` imports: every `crate::`, `super::` or `self::` path in its code,
/// cut to the longest module it names (a module's own parents left out).
fn import_graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = root().join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut modules: BTreeMap<Vec<String>, (bool, String)> = BTreeMap::new();
    for f in &files {
        let rel = f.strip_prefix(&src).unwrap();
        let is_mod = matches!(rel.file_stem().and_then(|s| s.to_str()), Some("mod" | "lib" | "main"));
        modules.insert(module_of(rel), (is_mod, std::fs::read_to_string(f).unwrap()));
    }
    let mut graph = BTreeMap::new();
    for (me, (is_mod, text)) in &modules {
        let mut deps = BTreeSet::new();
        let code = code(text);
        for path in paths(&code) {
            let mut words = path.split("::").peekable();
            let mut at: Vec<String> = match words.peek().copied() {
                Some("crate") => {
                    words.next();
                    vec![]
                }
                Some("self") => {
                    words.next();
                    me.clone()
                }
                Some("super") => {
                    let mut at = me.clone();
                    if !is_mod {
                        at.pop();
                    }
                    while words.peek() == Some(&"super") {
                        words.next();
                        if words.peek() == Some(&"super") {
                            at.pop();
                        }
                    }
                    at
                }
                _ => continue,
            };
            let mut target = None;
            for w in words {
                at.push(w.to_string());
                if modules.contains_key(&at) {
                    target = Some(at.clone());
                }
            }
            if let Some(t) = target {
                if t != *me && !me.starts_with(&t) {
                    deps.insert(t.join("::"));
                }
            }
        }
        graph.insert(me.join("::"), deps);
    }
    graph
}

/// Every path in `code` that starts with `crate`, `super` or `self`, a `use` group's items
/// each as a path of their own.
fn paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let bytes: Vec<char> = code.chars().collect();
    let word = |c: char| c.is_alphanumeric() || c == '_' || c == ':';
    let mut i = 0;
    while i < bytes.len() {
        if word(bytes[i]) && (i == 0 || !word(bytes[i - 1])) {
            let start = i;
            while i < bytes.len() && word(bytes[i]) {
                i += 1;
            }
            let path: String = bytes[start..i].iter().collect();
            let first = path.split("::").next().unwrap_or("");
            if !["crate", "super", "self"].contains(&first) {
                continue;
            }
            if path.ends_with("::") && bytes.get(i) == Some(&'{') {
                let end = bytes[i..].iter().position(|&c| c == '}').map_or(bytes.len(), |e| i + e);
                let group: String = bytes[i + 1..end].iter().collect();
                for item in group.split(',') {
                    let item = item.trim().split([' ', ':']).next().unwrap_or("");
                    if !item.is_empty() && item != "self" {
                        out.push(format!("{path}{item}"));
                    }
                }
            }
            out.push(path.trim_end_matches(':').to_string());
        } else {
            i += 1;
        }
    }
    out
}

/// The groups of modules that import each other in a circle (strongly connected, more than one).
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Tarjan<'g> {
        graph: &'g BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'g str, (usize, usize)>,
        stack: Vec<&'g str>,
        next: usize,
        found: Vec<Vec<String>>,
    }
    impl<'g> Tarjan<'g> {
        fn visit(&mut self, v: &'g str) {
            self.index.insert(v, (self.next, self.next));
            self.next += 1;
            self.stack.push(v);
            for w in self.graph.get(v).into_iter().flatten() {
                match self.index.get(w.as_str()) {
                    None => {
                        self.visit(w);
                        let low = self.index[w.as_str()].1;
                        self.index.get_mut(v).unwrap().1 = self.index[v].1.min(low);
                    }
                    Some(&(i, _)) if self.stack.contains(&w.as_str()) => {
                        self.index.get_mut(v).unwrap().1 = self.index[v].1.min(i);
                    }
                    Some(_) => {}
                }
            }
            if self.index[v].0 == self.index[v].1 {
                let mut group = Vec::new();
                while let Some(w) = self.stack.pop() {
                    group.push(w.to_string());
                    if w == v {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort();
                    self.found.push(group);
                }
            }
        }
    }
    let mut t = Tarjan { graph, index: BTreeMap::new(), stack: vec![], next: 0, found: vec![] };
    for v in graph.keys() {
        if !t.index.contains_key(v.as_str()) {
            t.visit(v);
        }
    }
    t.found
}

/// Issue 26, point 2: no module of `games/` imports itself back through others (the words for
/// pieces and places depend on the rules' types, never the rules on the labels). Every circle
/// elsewhere in `src/` is listed in the output.
#[test]
fn no_import_circle_inside_the_games() {
    let graph = import_graph();
    assert!(graph["games::messina::legal"].contains("games::messina::why"), "the graph reads `use` lines");
    assert!(graph["games::messina::labels"].contains("games::messina::names"), "the graph reads `use` groups");
    let all = cycles(&graph);
    for c in &all {
        println!("import circle: {}", c.join(" → "));
    }
    let in_games: Vec<_> = all.iter().filter(|c| c.iter().all(|m| m.starts_with("games"))).collect();
    assert!(in_games.is_empty(), "import circles inside games/: {in_games:?}");
}

/// The circles outside games/ tolerated by name while they are being untangled (a part of one
/// is tolerated too): none is left.
const OLD_CIRCLES: &[&[&str]] = &[];

/// Every module of src/ outside games/ (which holds no circle at all), by its top-level name.
const HELD: &[&str] =
    &["ai", "arena", "discord", "i18n", "play", "rating", "record", "render", "store", "table", "web"];

/// The circles with a module under one of `dirs` that are not (part of) a tolerated one.
fn new_circles(all: &[Vec<String>], dirs: &[&str], tolerated: &[&[&str]]) -> Vec<Vec<String>> {
    let under = |m: &str| dirs.iter().any(|d| m == *d || m.starts_with(&format!("{d}::")));
    all.iter()
        .filter(|c| c.iter().any(|m| under(m)))
        .filter(|c| !tolerated.iter().any(|t| c.iter().all(|m| t.contains(&m.as_str()))))
        .cloned()
        .collect()
}

/// No new import circle anywhere in src/: the ones there were are listed by name in
/// [`OLD_CIRCLES`], and none is left: render::canvas ↔ render::words, table::engine ↔
/// table::options, store::games ↔ store::outbox, table::lobby → notice → remind → settings and
/// discord::components → direct → due → layout → render → respond were broken (the shared
/// types, columns, clock helpers, component ids and channel posts moved to where they belong).
#[test]
fn no_new_import_circle_outside_the_games() {
    let graph = import_graph();
    for m in graph.keys() {
        let top = m.split("::").next().unwrap_or_default();
        assert!(
            HELD.contains(&top) || ["", "games", "lib", "main"].contains(&top),
            "{m}: a new module of src/, to be named in HELD"
        );
    }
    let all = cycles(&graph);
    let new = new_circles(&all, HELD, OLD_CIRCLES);
    assert!(new.is_empty(), "new import circles in src/ (untangle them; the old ones are OLD_CIRCLES): {new:?}");
}

/// The finder finds a circle when there is one.
#[test]
fn the_circle_finder_finds_a_circle() {
    let edge = |a: &str, b: &[&str]| (a.to_string(), b.iter().map(|s| s.to_string()).collect::<BTreeSet<_>>());
    let graph: BTreeMap<_, _> =
        [edge("a", &["b"]), edge("b", &["c"]), edge("c", &["a", "d"]), edge("d", &[])].into_iter().collect();
    assert_eq!(cycles(&graph), vec![vec!["a".to_string(), "b".to_string(), "c".to_string()]]);
}

/// A circle with a module under one of the given directories fails unless it is (part of) a
/// tolerated one; circles elsewhere are not that call's.
#[test]
fn only_old_circles_are_tolerated() {
    let circle = |ms: &[&str]| ms.iter().map(|m| m.to_string()).collect::<Vec<_>>();
    let all = vec![
        circle(&["render::canvas", "render::words"]),
        circle(&["table::lobby", "table::notice"]),
        circle(&["store::games", "table::engine"]),
        circle(&["store::games", "store::outbox"]),
        circle(&["rendering::a", "rendering::b"]),
    ];
    let tolerated: &[&[&str]] = &[&["table::lobby", "table::notice", "table::remind"]];
    assert_eq!(new_circles(&all, &["render", "table"], tolerated), vec![all[0].clone(), all[2].clone()]);
}

/// The files docs/adding-a-game.md says a new game touches, each as a path from the project's
/// root (`LANG` stands for each language directory of assets/i18n).
fn claimed_files() -> Vec<String> {
    let doc = std::fs::read_to_string(root().join("docs/adding-a-game.md")).unwrap();
    let section = doc.split("## The existing files a new game touches").nth(1).expect("the section");
    let section = section.split("\n## ").next().unwrap();
    let languages: Vec<String> = std::fs::read_dir(root().join("assets/i18n"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    let mut files = Vec::new();
    for row in section.lines().filter(|l| l.starts_with("| `")) {
        let path = row.split('`').nth(1).unwrap();
        if path.contains("LANG") {
            files.extend(languages.iter().map(|l| path.replace("LANG", l)));
        } else {
            files.push(path.to_string());
        }
    }
    files
}

/// Issue 26, point 5: every file the doc names as touched by a new game is read here, and it
/// names every game there is today (so it holds a list of the games a new one joins); the
/// count the doc states is the count of its rows' files.
#[test]
fn the_doc_names_the_files_a_new_game_touches() {
    let files = claimed_files();
    assert!(files.len() >= 3, "{files:?}");
    for f in &files {
        let text = std::fs::read_to_string(root().join(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
        let lower = text.to_lowercase();
        for k in Kind::ALL {
            assert!(lower.contains(k.name()), "{f} does not name {}: the doc claims a new game touches it", k.name());
        }
    }
    let doc = std::fs::read_to_string(root().join("docs/adding-a-game.md")).unwrap();
    let stated = format!("touches {} existing files", files.len());
    assert!(doc.contains(&stated), "the doc should say \"{stated}\"");
    // every catalogue file but a game's own names the games only where the doc says
    for lang in std::fs::read_dir(root().join("assets/i18n")).unwrap() {
        for ftl in std::fs::read_dir(lang.unwrap().path()).unwrap() {
            let path = ftl.unwrap().path();
            let rel = path.strip_prefix(root()).unwrap().to_string_lossy().replace('\\', "/");
            let own = Kind::ALL.iter().any(|k| rel.ends_with(&format!("/{}.ftl", k.name())));
            let text = std::fs::read_to_string(&path).unwrap().to_lowercase();
            let names = Kind::ALL.iter().any(|k| text.contains(&format!("/help {}", k.name())));
            assert!(own || !names || files.contains(&rel), "{rel} names the games but the doc does not list it");
        }
    }
}

/// Of `src/`, a new game touches three existing files (docs/adding-a-game.md): outside the
/// games' and the images' own files, only `src/games/mod.rs`, the registry `src/table/engine.rs`
/// and `src/render/mod.rs` name a game's types or modules in code (comments and tests aside).
#[test]
fn only_the_registry_names_the_games() {
    let src = root().join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let registry = ["games/mod.rs", "table/engine.rs", "render/mod.rs"];
    let mut named = Vec::new();
    for file in files {
        let rel = file.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
        let game_own = Kind::ALL.iter().any(|k| {
            rel.starts_with(&format!("games/{}/", k.name())) || rel.starts_with(&format!("render/{}", k.name()))
        });
        if game_own || registry.contains(&rel.as_str()) {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        for (n, line) in code.lines().enumerate() {
            let line = line.trim_start();
            if line.starts_with("//") {
                continue;
            }
            for k in Kind::ALL {
                let module = k.name();
                let mut ty = module.to_string();
                ty[..1].make_ascii_uppercase();
                let words = [format!("games::{module}"), format!("render::{module}"), format!("Kind::{ty}")];
                let names_type =
                    line.split(|c: char| !c.is_alphanumeric() && c != '_').any(|w| w == ty && !line.contains('"'));
                if names_type || words.iter().any(|w| line.contains(w.as_str())) {
                    named.push(format!("src/{rel}:{}: {line}", n + 1));
                }
            }
        }
    }
    assert!(named.is_empty(), "game names outside the registry: {named:#?}");
}
