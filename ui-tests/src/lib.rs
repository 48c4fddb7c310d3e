//! Compile-fail and compile-pass tests of `iri-macros` live in `tests/`.
