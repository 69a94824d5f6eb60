//! The bundled font: DejaVu Sans (Latin with Polish and Czech letters, Cyrillic, symbols).

use ab_glyph::FontArc;
use std::sync::OnceLock;

pub fn font(bold: bool) -> &'static FontArc {
    static REGULAR: OnceLock<FontArc> = OnceLock::new();
    static BOLD: OnceLock<FontArc> = OnceLock::new();
    if bold {
        BOLD.get_or_init(|| {
            FontArc::try_from_slice(include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf")).expect("bundled font")
        })
    } else {
        REGULAR.get_or_init(|| {
            FontArc::try_from_slice(include_bytes!("../../assets/fonts/DejaVuSans.ttf")).expect("bundled font")
        })
    }
}
