//! `--list-codes` and `--explain CODE`: the codes' metadata from
//! `iri-core`, and the command's own codes.

use std::fmt::Write as _;

use iri_core::check::{Code, Group, Level};

use crate::codes::{InputCode, grammar_names};

/// Every code: group, default level, summary.
pub(crate) fn list() -> String {
    let mut out = String::new();
    let width = Code::ALL.iter().map(|c| c.name().len()).max().unwrap_or(0);
    let row = |out: &mut String, name: &str, level: Level, summary: &str| {
        let _ = writeln!(out, "  {name:width$}  {:7}  {summary}", level.name());
    };
    for group in Group::ALL {
        let _ = writeln!(out, "{group}:");
        for code in Code::ALL.iter().filter(|c| c.group() == group) {
            row(&mut out, code.name(), code.default_level(), code.summary());
        }
    }
    let _ = writeln!(
        out,
        "grammar (always errors; the message names the problem):"
    );
    for name in grammar_names() {
        let _ = writeln!(out, "  {name}");
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
            "{} ({} group, {} by default): {}\n\n{}\nsource: {}\n",
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
    if grammar_names().any(|g| g == name) {
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
