//! LEIRI to IRI (W3C note on Legacy Extended IRIs, section 5; 3987bis
//! section 6.3): percent-encode exactly the characters that LEIRIs allow and
//! IRIs do not.

use alloc::borrow::Cow;
use alloc::string::String;
use core::convert::Infallible;
use core::ops::Deref;

use super::inappropriate::is_inappropriate_in_iri;
use super::rewrite::{borrowed_or_owned, rewrite};
use crate::error::Component;
use crate::pct::push_char_triplets;
use crate::ri::kind::{LeiriKind, LeiriRefKind};
use crate::ri::{Iri, IriRef, Ri};
use crate::table::Table;

/// Appends `region` to `out`, encoding the characters not appropriate in an
/// IRI (private-use characters are kept in the query, where IRIs allow them).
fn encode_region(component: Component, region: &str, out: &mut String) {
    let in_query = component == Component::Query;
    let mut copied = 0;
    for (at, c) in region.char_indices() {
        if is_inappropriate_in_iri(c, in_query) {
            out.push_str(&region[copied..at]);
            push_char_triplets(out, c);
            copied = at + c.len_utf8();
        }
    }
    out.push_str(&region[copied..]);
}

/// The IRI text and table of the LEIRI `text`, or `None` when it is already an IRI.
pub(crate) fn map_to_iri(text: &str, table: &Table) -> Option<(String, Table)> {
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

/// Defines `to_iri` on a LEIRI kind.
macro_rules! leiri_to_iri {
    ($($kind:ident => $alias:ident;)*) => {$(
        impl<S: Deref<Target = str>> Ri<$kind, S> {
            /// The IRI this LEIRI converts to (W3C LEIRI note section 5,
            /// 3987bis section 6.3): each character allowed in LEIRIs but not
            /// in IRIs becomes the `%HH` triplets of its UTF-8 octets, and
            /// nothing else changes.
            ///
            /// Those characters are the ones [not appropriate in an
            /// IRI](crate::convert::is_inappropriate_in_iri): space,
            /// `<>"{}|\^` and backtick, controls, bidi formatting characters,
            /// specials, tags, non-characters and private-use characters —
            /// the private-use characters (and tags, which 3987bis counts as
            /// `iprivate`) only outside the query, where IRIs do not allow
            /// them. For the URI, use `to_uri` directly. Without anything to
            /// encode the result borrows from `self`.
            ///
            /// ```
            /// use iri_core::LeiriRef;
            ///
            /// let leiri = LeiriRef::parse("/a b/<x>?\u{E000}#\u{E000}").unwrap();
            /// let iri = leiri.to_iri();
            /// assert_eq!(iri, "/a%20b/%3Cx%3E?\u{E000}#%EE%80%80");
            /// assert_eq!(iri.query(), Some("\u{E000}"));
            /// ```
            #[must_use]
            pub fn to_iri(&self) -> $alias<Cow<'_, str>> {
                borrowed_or_owned(&self.text, self.table, map_to_iri(&self.text, &self.table))
            }
        }
    )*};
}

leiri_to_iri! {
    LeiriRefKind => IriRef;
    LeiriKind => Iri;
}
