//! LEIRI to IRI (W3C note on Legacy Extended IRIs, section 5; 3987bis
//! section 6.3): percent-encode exactly the characters that LEIRIs allow and
//! IRIs do not.

use alloc::string::String;
use core::convert::Infallible;

use crate::chars::inappropriate::is_inappropriate_in_iri;
use crate::convert::rewrite::rewrite;
use crate::diagnostic::component::Component;
use crate::percent::encode::push_encoding;
use crate::syntax::table::Table;

/// Appends `region` to `out`, encoding the characters not appropriate in an
/// IRI (private-use characters are kept in the query, where IRIs allow them).
fn encode_region(component: Component, region: &str, out: &mut String) {
    let in_query = component == Component::Query;
    push_encoding(out, region, |c| is_inappropriate_in_iri(c, in_query));
}

/// The IRI text and table of the LEIRI `text`, or `None` when it is already an IRI.
pub(crate) fn leiri_to_iri(text: &str, table: &Table) -> Option<(String, Table)> {
    let query = table.query();
    let needs_encoding = text
        .char_indices()
        .any(|(at, c)| is_inappropriate_in_iri(c, query.as_ref().is_some_and(|q| q.contains(&at))));
    if !needs_encoding {
        return None;
    }
    let mut out = String::with_capacity(text.len() + text.len() / 2);
    let Ok(table) = rewrite(text, table, &mut out, |component, region, out| {
        encode_region(component, region, out);
        Ok::<(), Infallible>(())
    });
    Some((out, table))
}
