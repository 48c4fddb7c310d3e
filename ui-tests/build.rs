//! Turns every valid `IRI`, `IRI-reference`, `URI` and `URI-reference`
//! record of the project's own vector file (`tests/data/own-vectors.jsonl`,
//! or the file named by `IRI_OWN_VECTORS`) into a macro call, written to
//! `$OUT_DIR/vector_macros.rs` for `tests/vectors.rs`.
//!
//! When the file is missing or unreadable, the generated code holds the
//! problem and the test fails with it: the file is part of the repository.

use std::env;
use std::fmt::Write as _;
use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=IRI_OWN_VECTORS");
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let path = env::var_os("IRI_OWN_VECTORS").map_or_else(
        || manifest.join("../tests/data/own-vectors.jsonl"),
        PathBuf::from,
    );
    println!("cargo:rerun-if-changed={}", path.display());
    let generated = match std::fs::read_to_string(&path) {
        Ok(text) => generate(&text),
        Err(err) => problem(&format!(
            "cannot read the vector file {}: {err}",
            path.display()
        )),
    };
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("set by cargo"));
    std::fs::write(out.join("vector_macros.rs"), generated).expect("OUT_DIR is writable");
}

/// The generated code for a vector file that cannot be used.
fn problem(message: &str) -> String {
    format!(
        "/// Why the vectors could not be turned into macro calls.\n\
         const PROBLEM: Option<&str> = Some({message:?});\n\
         /// The vectors as macro calls.\n\
         const VECTORS: &[Vector] = &[];\n"
    )
}

/// The generated code: one `Vector` per valid record of the four grammars.
fn generate(text: &str) -> String {
    let mut entries = String::new();
    for (number, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let record: serde_json::Value = match serde_json::from_str(line) {
            Ok(record) => record,
            Err(err) => return problem(&format!("line {}: not JSON: {err}", number + 1)),
        };
        if record["valid"] != serde_json::Value::Bool(true) {
            continue;
        }
        let (Some(grammar), Some(input)) = (record["grammar"].as_str(), record["input"].as_str())
        else {
            return problem(&format!("line {}: no `grammar` or `input`", number + 1));
        };
        let (name, constant) = match grammar {
            "IRI" => ("iri", "IRI"),
            "IRI-reference" => ("iri_ref", "IRI_REFERENCE"),
            "URI" => ("uri", "URI"),
            "URI-reference" => ("uri_ref", "URI_REFERENCE"),
            _ => continue,
        };
        // Valid by the ABNF, but refused by the macros (RFC 3987 section 4.1).
        if input.chars().any(iri_core::is_bidi_formatting) {
            continue;
        }
        let _ = writeln!(
            entries,
            "    Vector {{ line: {}, input: {input:?}, grammar: ::iri_kit::Grammar::{constant}, \
             table: || ::iri_kit::{name}!({input:?}).table() }},",
            number + 1
        );
    }
    format!(
        "/// Why the vectors could not be turned into macro calls.\n\
         const PROBLEM: Option<&str> = None;\n\
         /// The vectors as macro calls.\n\
         const VECTORS: &[Vector] = &[\n{entries}];\n"
    )
}
