//! Every valid vector of the project's own vector file, written as a macro
//! call by `build.rs`, yields the same component table as the run-time parser.
#![allow(
    clippy::unicode_not_nfc,
    reason = "the vectors include non-NFC text on purpose: IRIs are not normalized on parsing"
)]

/// One record of the vector file with the table its macro call computed.
struct Vector {
    /// Line number in the vector file.
    line: usize,
    input: &'static str,
    grammar: iri_kit::Grammar,
    /// The table of the macro's value (the value is built in `const`
    /// context; its table is read back at run time).
    table: fn() -> iri_kit::Table,
}

include!(concat!(env!("OUT_DIR"), "/vector_macros.rs"));

#[test]
fn the_vector_file_was_read() {
    if let Some(problem) = PROBLEM {
        panic!("{problem}");
    }
    assert!(
        !VECTORS.is_empty(),
        "no valid IRI, IRI-reference, URI or URI-reference vector"
    );
}

#[test]
fn macro_tables_equal_runtime_tables() {
    for vector in VECTORS {
        assert_eq!(
            iri_kit::parse(vector.input, vector.grammar),
            Ok((vector.table)()),
            "vector file line {}: {:?}",
            vector.line,
            vector.input
        );
    }
}
