//! Rewriting a parsed reference region by region while computing the table
//! of the result, so that a conversion never parses its output again.

use alloc::borrow::Cow;
use alloc::string::String;

use crate::diagnostic::component::Component;
use crate::ri::Ri;
use crate::syntax::host::ip::reads_as_ipv4;
use crate::syntax::table::{HostKind, Offsets, Table};

/// Writes `text` (whose table is `table`) into the empty `out`, one region at
/// a time, and returns the table of what was written.
///
/// The regions are cut at the table's offsets: scheme; `:` and `//` and the
/// userinfo with its `@` (reported as [`Component::Userinfo`]); host; `:` and
/// port; path; `?` and query; `#` and fragment. `write` receives each
/// region's component and text; it must copy the delimiters unchanged (they
/// are ASCII characters that every conversion leaves alone). Each offset of
/// the new table is where `out` stood when its region ended.
pub(crate) fn rewrite<E>(
    text: &str,
    table: &Table,
    out: &mut String,
    mut write: impl FnMut(Component, &str, &mut String) -> Result<(), E>,
) -> Result<Table, E> {
    let ends = [
        (table.scheme_end, Component::Scheme),
        (table.host_start, Component::Userinfo),
        (table.host_end, Component::Host),
        (table.path_start, Component::Port),
        (table.path_end, Component::Path),
        (table.query_end, Component::Query),
        (table.len, Component::Fragment),
    ];
    let mut offsets = [0usize; 7];
    let mut start = 0;
    for (offset, (end, component)) in offsets.iter_mut().zip(ends) {
        let end = end.max(start);
        write(
            component,
            text.get(start..end)
                .expect("a table's offsets lie on character boundaries of its text"),
            out,
        )?;
        *offset = out.len();
        start = end;
    }
    let mut new_table = Table::from_offsets(offsets, table.host_kind);
    if table.has_authority() && table.host_kind == HostKind::RegName {
        new_table.host_kind = reg_name_kind(&out[new_table.host_start..new_table.host_end]);
    }
    Ok(new_table)
}

/// The kind of a rewritten registered name: decoding or IDNA may have turned
/// it into a dotted IPv4 address, which the grammar reads first.
fn reg_name_kind(host: &str) -> HostKind {
    if reads_as_ipv4(host.as_bytes()) {
        HostKind::Ipv4
    } else {
        HostKind::RegName
    }
}

/// The value of a conversion: `text` itself (borrowed, with its `offsets`)
/// when `converted` is `None`, otherwise the converted text and table.
pub(crate) fn borrowed_or_owned<K>(
    text: &str,
    offsets: Offsets,
    converted: Option<(String, Table)>,
) -> Ri<K, Cow<'_, str>> {
    match converted {
        None => Ri::from_offsets(Cow::Borrowed(text), offsets),
        Some((text, table)) => Ri::from_parts(Cow::Owned(text), table),
    }
}
