//! The tour of `iri-kit` is its example: `cargo run --example tour`. This
//! crate holds it so that it builds with the facade's opt-in `template`
//! and `check` features on, whatever the default features are.
