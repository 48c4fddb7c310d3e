//! `file:` (RFC 8089 section 2): `file:///path`, `file://host/path` or
//! `file:/path`; the path is absolute. The scheme table forbids userinfo
//! and port and requires a path.

use alloc::format;

use crate::check::rules::scheme::issue::{Issue, Sink};
use crate::diagnostic::codes::Code;
use crate::diagnostic::error::Component;
use crate::syntax::table::Table;

/// Checks a `file:` IRI: a non-empty path must be absolute.
pub(crate) fn validate(text: &str, table: &Table, sink: &mut dyn Sink) {
    let path = table.path();
    let p = &text[path.clone()];
    if p.is_empty() || p.starts_with('/') || !sink.wants(Code::SchemeSyntax) {
        return;
    }
    let drive = p.len() >= 2
        && p.as_bytes()[0].is_ascii_alphabetic()
        && matches!(p.as_bytes()[1], b':' | b'|');
    let message = if drive {
        format!("file path `{p}` starts with a drive letter instead of `/`")
    } else {
        format!("file path `{p}` is not absolute")
    };
    let help = if drive {
        format!("write `file:///{p}` (RFC 8089 section 2 and appendix E.2)")
    } else {
        "start the path with `/` (RFC 8089 section 2)".into()
    };
    sink.report(Issue::syntax(Component::Path, path, message).with_help(help));
}
