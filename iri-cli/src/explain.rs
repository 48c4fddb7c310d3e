//! `--list-codes` and `--explain CODE`: every code of `iri-core`'s one
//! table (the grammar's, the checker's, the static types' constraints),
//! and the command's own codes for input files.

use std::fmt::Write as _;

use iri_checker::{Code, Group, Level};

use crate::codes::InputCode;

/// What `--list-codes` says of a group beyond its name.
const fn group_note(group: Group) -> Option<&'static str> {
    match group {
        Group::Grammar => Some("the text does not match the grammar of `--kind`; always errors"),
        Group::Constraint => Some(
            "the constraints of static IRI types, declared with `iri_type!` or \
             `iri_core::constraints`; never reported by iri-check",
        ),
        _ => None,
    }
}

/// What `--explain` adds about a code of `group`.
const fn explain_note(group: Group) -> Option<&'static str> {
    match group {
        Group::Constraint => Some(
            "iri-check never reports it: it is a constraint of static IRI types \
             (`iri_type!` of iri-macros, `iri_core::constraints`)",
        ),
        _ => None,
    }
}

/// How `--explain` states a code's level.
fn level_words(code: Code) -> String {
    if code.group().is_fixed() {
        "always an error".to_owned()
    } else {
        format!("{} by default", code.default_level().name())
    }
}

/// Every code: group, default level, summary.
pub(crate) fn list() -> String {
    let mut out = String::new();
    let width = Code::ALL.iter().map(|c| c.name().len()).max().unwrap_or(0);
    let row = |out: &mut String, name: &str, level: Level, summary: &str| {
        let _ = writeln!(out, "  {name:width$}  {:7}  {summary}", level.name());
    };
    for group in Group::ALL {
        match group_note(group) {
            Some(note) => {
                let _ = writeln!(out, "{group} ({note}):");
            }
            None => {
                let _ = writeln!(out, "{group}:");
            }
        }
        for code in Code::ALL.iter().filter(|c| c.group() == group) {
            row(&mut out, code.name(), code.default_level(), code.summary());
        }
    }
    let _ = writeln!(out, "input (the file as text):");
    for code in InputCode::ALL {
        row(&mut out, code.name(), code.level(), code.summary());
    }
    out
}

/// What `name` means; the error is for the user.
pub(crate) fn explain(name: &str) -> Result<String, String> {
    if let Some(code) = Code::from_name(name) {
        let mut out = format!(
            "{} ({} group, {}): {}\n\n{}\nsource: {}\n",
            code.name(),
            code.group(),
            level_words(code),
            code.summary(),
            code.rule(),
            code.source()
        );
        if let Some(help) = code.help() {
            let _ = writeln!(out, "help: {help}");
        }
        if let Some(why) = code.level_reason() {
            let _ = writeln!(
                out,
                "why {}: would a careful author fix it in a literal? {why}",
                code.default_level().name()
            );
        }
        if let Some(note) = explain_note(code.group()) {
            let _ = writeln!(out, "note: {note}");
        }
        return Ok(out);
    }
    if let Some(code) = InputCode::ALL.iter().find(|c| c.name() == name) {
        return Ok(format!(
            "{} ({}): {}\n",
            code.name(),
            code.level().name(),
            code.summary()
        ));
    }
    Err(format!(
        "unknown code `{name}`; `iri-check --list-codes` lists them"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_is_listed_and_explained() {
        let list = list();
        for code in Code::ALL {
            assert!(list.contains(code.name()), "{code}");
            let explained = explain(code.name()).unwrap();
            assert!(explained.contains(code.source()), "{code}");
            assert!(explained.contains(code.rule()), "{code}");
            assert!(explained.contains(code.summary()), "{code}");
        }
        for code in InputCode::ALL {
            assert!(list.contains(code.name()), "{}", code.name());
            assert!(explain(code.name()).is_ok());
        }
        assert!(explain("nope").is_err());
        assert!(explain("grammar-other").is_err());
    }

    #[test]
    fn grammar_and_constraint_codes_say_what_they_are() {
        let grammar = explain("grammar-relative-path-after-authority").unwrap();
        assert!(
            grammar.contains("(grammar group, always an error)"),
            "{grammar}"
        );
        assert!(
            grammar.contains("help: write `/` before the path"),
            "{grammar}"
        );
        assert!(!grammar.contains("note:"), "{grammar}");
        let constraint = explain("constraint-port").unwrap();
        assert!(
            constraint.contains("note: iri-check never reports it"),
            "{constraint}"
        );
        let checker = explain("form-default-port").unwrap();
        assert!(
            checker.contains("(form group, advice by default)"),
            "{checker}"
        );
        assert!(!checker.contains("note:"), "{checker}");
        assert!(
            checker.contains("why advice: would a careful author fix it in a literal? no: "),
            "{checker}"
        );
        assert!(!grammar.contains("why "), "{grammar}");
    }
}
