//! The constant name of a term read from a vocabulary's file: the term
//! itself where it is a Rust identifier, otherwise the mapping that the
//! `vocabulary!` docs in `lib.rs` give (characters that cannot continue an
//! identifier, a name that cannot start one, keywords, `_` alone), in
//! [`name`]'s steps. Two terms that come to one name are an error naming
//! both (in `vocab.rs`).

/// Every keyword of every edition (strict and reserved; `gen` from 2024):
/// written raw, since a raw identifier of a word that is no keyword in the
/// caller's edition is still the same identifier.
const KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "do", "dyn",
    "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl", "in", "let",
    "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref", "return",
    "static", "struct", "trait", "true", "try", "type", "typeof", "unsafe", "unsized", "use",
    "virtual", "where", "while", "yield",
];

/// The keywords that cannot be raw identifiers.
const NOT_RAW: &[&str] = &["crate", "self", "Self", "super"];

/// A term's constant name: the identifier's text, and whether it is raw
/// (`r#` before it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Name {
    pub(crate) text: String,
    pub(crate) raw: bool,
}

impl Name {
    /// The name as written in Rust: `r#type`, `_3DModel`.
    #[cfg(test)]
    pub(crate) fn written(&self) -> String {
        if self.raw {
            format!("r#{}", self.text)
        } else {
            self.text.clone()
        }
    }
}

/// The constant name of the term `term` (the text after the namespace).
pub(crate) fn name(term: &str) -> Name {
    let mut text: String = term
        .chars()
        .map(|c| {
            if unicode_ident::is_xid_continue(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    if let Some(first) = text.chars().next()
        && first != '_'
        && !unicode_ident::is_xid_start(first)
    {
        text.insert(0, '_');
    }
    if text.is_empty() || text == "_" {
        return Name {
            text: "__".to_owned(),
            raw: false,
        };
    }
    if NOT_RAW.contains(&text.as_str()) {
        text.push('_');
        return Name { text, raw: false };
    }
    let raw = KEYWORDS.contains(&text.as_str());
    Name { text, raw }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(term: &str) -> String {
        name(term).written()
    }

    #[test]
    fn identifiers_are_kept() {
        assert_eq!(written("Person"), "Person");
        assert_eq!(written("knows"), "knows");
        assert_eq!(written("_private"), "_private");
        assert_eq!(written("été"), "été");
    }

    #[test]
    fn keywords_are_raw_and_the_four_others_get_an_underscore() {
        assert_eq!(written("type"), "r#type");
        assert_eq!(written("gen"), "r#gen");
        assert_eq!(written("async"), "r#async");
        assert_eq!(written("self"), "self_");
        assert_eq!(written("Self"), "Self_");
        assert_eq!(written("crate"), "crate_");
        assert_eq!(written("super"), "super_");
        // Weak keywords are identifiers.
        assert_eq!(written("union"), "union");
    }

    #[test]
    fn a_leading_digit_gets_an_underscore() {
        assert_eq!(written("3DModel"), "_3DModel");
        assert_eq!(written("_1"), "_1");
        assert_eq!(written("1"), "_1");
    }

    #[test]
    fn characters_outside_identifiers_become_underscores() {
        assert_eq!(written("date-time"), "date_time");
        assert_eq!(written("a.b~c"), "a_b_c");
        assert_eq!(written("sub/term"), "sub_term");
        assert_eq!(written("-x"), "_x");
        // A keyword made by the mapping is raw too.
        assert_eq!(written("ty-pe"), "ty_pe");
        assert_eq!(written("-"), "__");
        assert_eq!(written("_"), "__");
    }

    #[test]
    fn every_name_is_an_identifier_the_compiler_takes() {
        for term in ["type", "3DModel", "a-b", "self", "-", "é-1", "x%41", "1-2"] {
            let name = name(term);
            let ident = if name.raw {
                proc_macro2::Ident::new_raw(&name.text, proc_macro2::Span::call_site())
            } else {
                proc_macro2::Ident::new(&name.text, proc_macro2::Span::call_site())
            };
            assert_eq!(ident.to_string(), name.written());
        }
    }
}
