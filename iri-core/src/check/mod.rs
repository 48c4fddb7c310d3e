//! The findings model that the checker reports in: a [`Finding`] with a
//! [`Code`] of one code table, the [`Level`] a policy gives it, a component,
//! a byte span, a message, a help line and, where it is mechanical, a
//! [`Fix`].
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
//! use iri_core::check::Code;
//! use iri_core::{ErrorKind, Iri};
//!
//! // A MUST of RFC 3987: refused by the typed constructors.
//! let err = Iri::parse("http://example.org/a\u{202E}b").unwrap_err();
//! assert_eq!(err.kind(), ErrorKind::Rule(Code::BidiFormatting));
//! assert_eq!(err.code().name(), "bidi-formatting");
//! ```

pub(crate) mod must;

pub use crate::diagnostic::codes::{Code, Group};
pub use crate::diagnostic::finding::Finding;
pub use crate::diagnostic::fix::Fix;
pub use crate::diagnostic::level::Level;
pub use crate::diagnostic::render::FixLine;
