//! The tokens of Rust source as rustc's lexer reads them: what a fix of
//! a literal must leave as they were, but for that literal.

/// The tokens of `text`, each its kind (without its lengths) and its
/// text, as `ra_ap_rustc_lexer` reads them.
#[must_use]
pub fn rust_tokens(text: &str) -> Vec<(String, String)> {
    let mut at = 0;
    ra_ap_rustc_lexer::tokenize(text, ra_ap_rustc_lexer::FrontmatterAllowed::No)
        .map(|t| {
            let len = t.len as usize;
            let written = text.get(at..at + len).unwrap_or_default().to_owned();
            at += len;
            let kind = format!("{:?}", t.kind);
            let kind = kind.split(',').next().unwrap_or_default().to_owned();
            (kind, written)
        })
        .collect()
}
