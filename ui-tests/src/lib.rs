//! Compile-fail and compile-pass tests of the macros (through the facade,
//! `iri-kit`) live in `tests/`.
