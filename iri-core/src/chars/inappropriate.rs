//! The characters that the IRI grammar (or the LEIRI grammar) admits but that
//! are not appropriate in an IRI, defined once for URI-to-IRI conversion
//! (which must not decode them) and LEIRI-to-IRI conversion (which must
//! percent-encode them).

use crate::chars::bidi::is_bidi_formatting;
use crate::syntax::grammar::{LEIRI_ASCII, is_iprivate, is_ucschar};

/// Whether `c` must be percent-encoded to appear in an IRI component: in the
/// query when `in_query` is true, elsewhere otherwise.
///
/// This is the set of 3987bis section 6.3 and of the W3C note on Legacy
/// Extended IRIs (section 5), the characters allowed in LEIRIs but not in
/// IRIs, which is also the set RFC 3987 section 3.2 (step 4) calls "not
/// appropriate" when converting a URI to an IRI:
///
/// - space; the delimiters `<` `>` `"`; the unwise `{` `}` `|` `\` `^` `` ` ``;
///   the C0 controls, DEL and the C1 controls;
/// - the bidi formatting characters ([`is_bidi_formatting`]);
/// - everything outside `ucschar` that is not ASCII: the specials
///   U+FFF0..U+FFFD, the tags U+E0000..U+E0FFF, the non-characters
///   (U+FDD0..U+FDEF and the last two code points of each plane) and the
///   private-use characters — except that `iprivate` (private use and tags,
///   3987bis section 2.2) is allowed in the query.
///
/// ASCII characters allowed in URIs are never reported: they need no
/// encoding (whether they may appear unencoded in a given component is the
/// grammar's business).
///
/// ```
/// use iri_kit::convert::is_inappropriate_in_iri;
///
/// assert!(is_inappropriate_in_iri(' ', false));
/// assert!(is_inappropriate_in_iri('\u{202E}', false));
/// assert!(is_inappropriate_in_iri('\u{E000}', false));
/// assert!(!is_inappropriate_in_iri('\u{E000}', true)); // private use: fine in the query
/// assert!(!is_inappropriate_in_iri('é', false));
/// assert!(!is_inappropriate_in_iri('/', false));
/// ```
#[must_use]
pub const fn is_inappropriate_in_iri(c: char, in_query: bool) -> bool {
    let code = c as u32;
    if code < 0x80 {
        LEIRI_ASCII.contains(code as u8)
    } else if is_ucschar(code) {
        is_bidi_formatting(c)
    } else {
        !(in_query && is_iprivate(code))
    }
}
