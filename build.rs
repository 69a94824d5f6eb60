//! Finds the catalogue files in `assets/i18n/<lang>/` (English is required): every `.ftl` file of
//! a language's directory is compiled in, `common.ftl` first and the rest (one per game) by name,
//! so a new game brings its own files and touches none of the others.

use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut code = String::from("&[\n");
    for lang in ["en", "de", "ru", "pl", "cs"] {
        let lang_dir = dir.join(lang);
        println!("cargo:rerun-if-changed={}", lang_dir.display());
        let Ok(entries) = std::fs::read_dir(&lang_dir) else {
            assert!(lang != "en", "assets/i18n/en/ is missing: English must be complete");
            continue;
        };
        let mut files: Vec<_> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort_by_key(|p| (p.file_stem().is_none_or(|s| s != "common"), p.clone()));
        code += &format!("    ({lang:?}, &[\n");
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            let name = file.strip_prefix(&dir).expect("under assets/i18n").display().to_string();
            code += &format!("        ({name:?}, include_str!({:?})),\n", file.display().to_string());
        }
        code += "    ]),\n";
    }
    code += "]\n";
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("catalogue_files.rs");
    std::fs::write(out, code).expect("write catalogue_files.rs");
}
