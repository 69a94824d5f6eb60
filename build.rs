//! Finds the translations present in `assets/i18n/` (English is always there): the catalogue
//! includes `de`, `ru`, `pl` and `cs` when their `.ftl` file exists.

use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut code = String::from("&[\n");
    for lang in ["de", "ru", "pl", "cs"] {
        let file = dir.join(format!("{lang}.ftl"));
        if file.exists() {
            println!("cargo:rerun-if-changed={}", file.display());
            code += &format!("    ({lang:?}, include_str!({:?})),\n", file.display().to_string());
        }
    }
    code += "]\n";
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("translations.rs");
    std::fs::write(out, code).expect("write translations.rs");
}
