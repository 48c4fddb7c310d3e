//! What the crate reports about an input, in one model, and its one
//! renderer: the home of every diagnostic type.
//!
//! A grammar error, a finding of the checker and a broken constraint of a
//! static type are all a [`Finding`]: a [`Code`] of one code table (its
//! [`Group`], default [`Level`], summary, rule, source and help), a
//! [`Component`](crate::Component), a byte span, the character at fault, the values its
//! sentence needs and, where the text can be rewritten, a [`Fix`]. Making
//! one allocates nothing; its sentences ([`Message`], [`Help`],
//! [`Explanation`]), its caret [`Snippet`], the compiler-style block
//! ([`Annotated`] under a [`Headline`]) and the [`FixLine`] are written
//! when it is shown. A [`ParseError`](crate::ParseError) is a finding at
//! the error level, with an [`ErrorKind`](crate::ErrorKind); those three
//! everyday types are documented at the crate root, their one path in the
//! docs.
//!
//! The checker itself — the rules beyond the grammar, the policies and their
//! presets, the reports — is the `iri-checker` crate (in the facade,
//! `iri_kit::check` with its `check` feature), so that a program that only
//! parses does not compile it. This crate keeps what its own errors need:
//! the grammar's findings, the template and constraint findings, and
//! RFC 3987's one MUST beyond the grammar, which the typed constructors
//! apply: no bidi formatting characters (section 4.1).
//!
//! ```
//! use iri_kit::diagnostic::Code;
//! use iri_kit::{ErrorKind, Iri};
//!
//! // A MUST of RFC 3987: refused by the typed constructors.
//! let err = Iri::parse("http://example.org/a\u{202E}b").unwrap_err();
//! assert_eq!(err.kind(), ErrorKind::Rule(Code::BidiFormatting));
//! assert_eq!(err.code().name(), "bidi-formatting");
//! ```

pub(crate) mod codes;
pub(crate) mod comparison;
pub(crate) mod compile_time;
pub(crate) mod component;
pub(crate) mod detail;
pub(crate) mod edit;
pub(crate) mod error;
pub(crate) mod error_kind;
pub(crate) mod finding;
pub(crate) mod fix;
pub(crate) mod level;
pub(crate) mod names;
pub(crate) mod render;
pub(crate) mod sentences;

pub use codes::{Code, Group};
pub use comparison::Comparison;
pub use compile_time::CompileTimeForm;
// `Component`, `ParseError` and `ErrorKind` have one path: the crate
// root's (`crate::ParseError`).
pub use finding::Finding;
pub use fix::Fix;
pub use level::Level;
pub use render::{
    Annotated, Drawing, Explanation, FixLine, Headline, Help, Message, Palette, Place, Snippet,
};
