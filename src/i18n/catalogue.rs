//! One language's Fluent files, parsed once: its bundle (with the language's plural rules) and, for
//! the checks, the variables each message uses.

use super::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::FluentResource;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

pub struct Catalogue {
    pub lang: Lang,
    pub(super) bundle: FluentBundle<FluentResource>,
    /// Every message id with the variables it uses (in text, selectors and variants).
    variables: BTreeMap<String, BTreeSet<String>>,
}

/// A code key (`rattus.choice.place`) as its Fluent id (`rattus-choice-place`).
pub fn fluent_id(key: &str) -> String {
    key.replace('.', "-")
}

impl Catalogue {
    /// Parses one Fluent text; any syntax error or repeated id is an error naming the line.
    pub fn parse(lang: Lang, text: &str) -> Result<Catalogue, String> {
        Catalogue::from_files(lang, &[("", text)])
    }

    /// Parses a language's files (name, text) into one catalogue; a syntax error names the file
    /// and line, an id defined twice (in one file or two) is an error.
    pub fn from_files(lang: Lang, files: &[(&str, &str)]) -> Result<Catalogue, String> {
        let tag: unic_langid::LanguageIdentifier = lang.name().parse().map_err(|e| format!("{e}"))?;
        let mut bundle = FluentBundle::new_concurrent(vec![tag]);
        // arguments are names and numbers inside our own sentences: no bidi isolation marks
        bundle.set_use_isolating(false);
        let mut variables = BTreeMap::new();
        for (name, text) in files {
            let resource = FluentResource::try_new(text.to_string()).map_err(|(_, errors)| {
                let lines: Vec<String> = errors
                    .iter()
                    .map(|e| {
                        // the entry that does not parse (its first line), else where the parser stopped
                        let at = e.slice.as_ref().map_or(e.pos.start, |s| s.start).min(text.len());
                        let at = at + text[at..].len() - text[at..].trim_start().len();
                        format!("{name}line {}: {:?}", text[..at].matches('\n').count() + 1, e.kind)
                    })
                    .collect();
                lines.join("; ")
            })?;
            for entry in resource.entries() {
                if let Entry::Message(m) = entry {
                    let mut vars = BTreeSet::new();
                    if let Some(p) = &m.value {
                        pattern_vars(p, &mut vars);
                    }
                    if variables.insert(m.id.name.to_string(), vars).is_some() {
                        return Err(format!("message {} is defined twice", m.id.name));
                    }
                }
            }
            bundle.add_resource(resource).map_err(|e| format!("{e:?}"))?;
        }
        Ok(Catalogue { lang, bundle, variables })
    }

    /// Whether the catalogue has a message for a code key.
    pub fn has(&self, key: &str) -> bool {
        self.variables.contains_key(&fluent_id(key))
    }

    /// The Fluent ids of all messages.
    pub fn ids(&self) -> impl Iterator<Item = &String> {
        self.variables.keys()
    }

    /// The variables a message uses, by Fluent id.
    pub fn variables(&self, id: &str) -> Option<&BTreeSet<String>> {
        self.variables.get(id)
    }
}

fn pattern_vars(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_vars(i, out),
        Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
    }
}

fn inline_vars(i: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
            for a in &arguments.named {
                inline_vars(&a.value, out);
            }
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, out),
        _ => {}
    }
}

/// The catalogue files compiled in (see build.rs): per language, each file's path under
/// `assets/i18n/` and its text.
type Files = &'static [(&'static str, &'static [(&'static str, &'static str)])];
const FILES: Files = include!(concat!(env!("OUT_DIR"), "/catalogue_files.rs"));

fn load(code: &str, files: &[(&str, &str)]) -> Catalogue {
    let lang: Lang = code.parse().expect("a known language");
    let named: Vec<(String, &str)> =
        files.iter().map(|(name, text)| (format!("assets/i18n/{name}: "), *text)).collect();
    let named: Vec<(&str, &str)> = named.iter().map(|(n, t)| (n.as_str(), *t)).collect();
    Catalogue::from_files(lang, &named).unwrap_or_else(|e| panic!("assets/i18n/{code}/: {e}"))
}

/// The English catalogue: complete, compiled in.
pub fn english() -> &'static Catalogue {
    static EN: OnceLock<Catalogue> = OnceLock::new();
    EN.get_or_init(|| {
        let (code, files) = FILES.iter().find(|(code, _)| *code == "en").expect("English is compiled in");
        load(code, files)
    })
}

/// A language's catalogue, if its files are present (English always is).
pub fn catalogue(lang: Lang) -> Option<&'static Catalogue> {
    static LOADED: OnceLock<Vec<Catalogue>> = OnceLock::new();
    if lang == Lang::En {
        return Some(english());
    }
    let loaded = LOADED.get_or_init(|| {
        FILES.iter().filter(|(code, _)| *code != "en").map(|(code, files)| load(code, files)).collect()
    });
    loaded.iter().find(|c| c.lang == lang)
}

/// The languages whose catalogue is present, English first.
pub fn present() -> Vec<Lang> {
    Lang::ALL.into_iter().filter(|l| catalogue(*l).is_some()).collect()
}
