//! `--list-codes` and `--explain CODE`: the codes' metadata from
//! `iri-core`, and the command's own codes.

use std::fmt::Write as _;

use iri_core::check::{Code, Group};

use crate::codes::{GRAMMAR_KINDS, InputCode, grammar_name};

/// Every code: group, default level, summary.
pub(crate) fn list() -> String {
    let mut out = String::new();
    let width = Code::ALL.iter().map(|c| c.name().len()).max().unwrap_or(0);
    for group in Group::ALL {
        let _ = writeln!(out, "{group}:");
        for code in Code::ALL.iter().filter(|c| c.group() == group) {
            let _ = writeln!(
                out,
                "  {:width$}  {:7}  {}",
                code.name(),
                code.default_level().name(),
                code.summary()
            );
        }
    }
    let _ = writeln!(
        out,
        "grammar (always errors; the message names the problem):"
    );
    for kind in GRAMMAR_KINDS {
        let _ = writeln!(out, "  {}", grammar_name(kind));
    }
    let _ = writeln!(out, "  grammar-other");
    let _ = writeln!(out, "input (the file as text):");
    for code in InputCode::ALL {
        let _ = writeln!(
            out,
            "  {:width$}  {:7}  {}",
            code.name(),
            code.level().name(),
            code.summary()
        );
    }
    out
}

/// What `name` means; the error is for the user.
pub(crate) fn explain(name: &str) -> Result<String, String> {
    if let Some(code) = Code::from_name(name) {
        let mut out = format!(
            "{} ({} group, {} by default): {}\n\n{}.\nsource: {}\n",
            code.name(),
            code.group(),
            code.default_level().name(),
            code.summary(),
            code.rule(),
            code.source()
        );
        if let Some(help) = code.help() {
            let _ = writeln!(out, "help: {help}");
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
    if name == "grammar-other" || GRAMMAR_KINDS.iter().any(|&k| grammar_name(k) == name) {
        return Ok(format!(
            "{name} (error): the text does not match the grammar chosen with `--kind`; \
             each finding's message names the character, the component and the rule\n"
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
            assert!(explain(code.name()).unwrap().contains(code.source()));
        }
        for code in InputCode::ALL {
            assert!(explain(code.name()).is_ok());
        }
        assert!(explain("grammar-invalid-character").is_ok());
        assert!(explain("nope").is_err());
    }
}
