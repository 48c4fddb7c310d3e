//! `JsonSchema` (schemars 1, feature `schemars`): an IRI is a string with
//! the `format` that JSON Schema 2020-12 gives its kind.
//!
//! | type | schema |
//! | --- | --- |
//! | [`Iri`](crate::Iri) | `{"type": "string", "format": "iri"}` |
//! | [`IriRef`](crate::IriRef) | `{"type": "string", "format": "iri-reference"}` |
//! | [`Uri`](crate::Uri) | `{"type": "string", "format": "uri"}` |
//! | [`UriRef`](crate::UriRef) | `{"type": "string", "format": "uri-reference"}` |
//! | [`Leiri`](crate::Leiri) | `{"type": "string", "pattern": "^[A-Za-z][A-Za-z0-9+.\\-]*:"}` |
//! | [`LeiriRef`](crate::LeiriRef) | `{"type": "string"}` |
//!
//! JSON Schema has no format for LEIRIs, and `iri` or `iri-reference`
//! would be wrong for them: a LEIRI may hold spaces, controls, `<`, `{` and
//! other characters that no IRI may, so a validator asserting those formats
//! would refuse values that [`Leiri::parse`](crate::Leiri) accepts. A
//! schema may be looser than the type but never stricter: a LEIRI gets a
//! string, and a `Leiri` the pattern of its scheme.
//!
//! One difference of the formats from the types: JSON Schema's `iri` and
//! `iri-reference` are RFC 3987's, whose `iprivate` (allowed in queries)
//! lacks the code points U+E0000 to U+E0FFF that 3987bis added and this
//! crate's parser accepts; a validator that follows RFC 3987 refuses
//! values whose query holds one (`tests/tests/json_schema.rs` checks
//! that this is the one difference).
//!
//! The static types that `iri_type!` declares with its `schemars;` option
//! get the schema of their kind and their constraints, as far as JSON
//! Schema can say them ([`with_constraints`]), as a definition named after
//! the type. A policy (`policy = "…"`) is not in the schema: it is the
//! checker's, which no regular expression says.
//!
//! ```
//! iri_kit::iri_type! {
//!     /// An endpoint of the API.
//!     pub struct ApiUrl: Uri;
//!     macro api_url;
//!     schemars;
//!     schemes = ["https"],
//!     path_prefix = "/v1/",
//! }
//!
//! let schema = schemars::schema_for!(ApiUrl<String>);
//! assert_eq!(schema.get("title").unwrap(), "ApiUrl");
//! assert_eq!(schema.get("format").unwrap(), "uri");
//! // The scheme, the port's range (0 to 65535), the path's prefix.
//! assert_eq!(schema.get("allOf").unwrap().as_array().unwrap().len(), 3);
//! ```
//!
//! ```
//! use iri_kit::{Iri, UriRef};
//!
//! let schema = schemars::schema_for!(Iri<String>);
//! assert_eq!(schema.get("type").unwrap(), "string");
//! assert_eq!(schema.get("format").unwrap(), "iri");
//!
//! // In a struct, as `schemars`' derive writes it, the IRI types are
//! // inlined: `{"type": "string", "format": "uri-reference"}`.
//! let mut generator = schemars::SchemaGenerator::default();
//! let field = generator.subschema_for::<UriRef<Box<str>>>();
//! assert_eq!(field.get("format").unwrap(), "uri-reference");
//! ```

use alloc::borrow::Cow;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use ::schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};

use crate::constraints::{Constraints, Presence};
use crate::ri::Ri;
use crate::ri::kind::Kind;
use crate::syntax::parse::{Charset, Form, Grammar};

impl<K: Kind, S> JsonSchema for Ri<K, S> {
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> Cow<'static, str> {
        Cow::Borrowed(K::NAME)
    }

    fn schema_id() -> Cow<'static, str> {
        Cow::Owned(format!("iri_core::{}", K::NAME))
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        schema::<K>(&Constraints::NONE, false)
    }
}

/// A scheme and its `:`, in a pattern.
const SCHEME: &str = "[A-Za-z][A-Za-z0-9+.\\-]*:";
/// The start of every pattern of a constraint: a scheme and its `:`, or
/// none (a relative reference, whose first segment holds no `:`), so that
/// what follows is read at the one place where it stands.
const START: &str = "^(?:[A-Za-z][A-Za-z0-9+.\\-]*:|(?![^:/?#]*:))";
/// From the authority's `//` to its host: its userinfo, or none.
const TO_HOST: &str = "//(?:[^/?#@]*@|(?![^/?#@]*@))";
/// A host, up to its port's `:` if any.
const HOST: &str = "(?:\\[[^\\]/?#]*\\]|[^/?#:@\\[\\]]*)";

/// The schema of the values of kind `K` that keep `constraints`: the
/// kind's `format` (of an absolute kind when the constraints require a
/// scheme; of a URI kind when they require ASCII), and a `pattern` for
/// each constraint that a regular expression can say, in `allOf`: the
/// schemes (ASCII case-insensitive, as the constraint compares them), a
/// scheme forbidden, the userinfo, host, port and its range (0 to 65535
/// when the constraints set none, as they check it), the path's
/// prefix, the query, the fragment, ASCII only (one pattern stands alone,
/// as `pattern`). What `iri_type!`'s
/// `schemars;` option writes for a static type.
///
/// The patterns are ECMA-262 regular expressions, each anchored at the
/// start of the value, and use lookahead.
///
/// ```
/// use iri_kit::constraints::{Constraints, Presence};
/// use iri_kit::integrations::schemars::with_constraints;
/// use iri_kit::kind::IriRefKind;
///
/// const API: Constraints = Constraints::NONE
///     .absolute(Presence::Required)
///     .schemes(&["https"])
///     .query(Presence::Forbidden);
/// let schema = with_constraints::<IriRefKind>(&API);
/// // A scheme required: an `iri`, not an `iri-reference`.
/// assert_eq!(schema.get("format").unwrap(), "iri");
/// let patterns: Vec<&str> = schema.get("allOf").unwrap().as_array().unwrap().iter()
///     .map(|p| p["pattern"].as_str().unwrap())
///     .collect();
/// assert_eq!(patterns.len(), 3);
/// // The scheme, ignoring ASCII case; no query.
/// assert_eq!(patterns[0], "^(?:[hH][tT][tT][pP][sS]):");
/// assert_eq!(patterns[2], "^[^?#]*(?:#|$)");
/// // Between them, the port's range: no port past 65535.
/// ```
#[must_use]
pub fn with_constraints<K: Kind>(constraints: &Constraints<'static>) -> Schema {
    schema::<K>(constraints, true)
}

/// The schema of kind `K` under `constraints`, which the values' parse
/// checks when `checked` (a static type's: its ports are numbers of its
/// range, 0 to 65535 at most; the kinds' grammar takes any digits).
fn schema<K: Kind>(constraints: &Constraints<'static>, checked: bool) -> Schema {
    let fields = constraints.fields();
    let Grammar { charset, form } = K::GRAMMAR;
    let absolute = match form {
        Form::Absolute | Form::AbsoluteWithoutFragment => true,
        Form::Reference | Form::Relative => fields.form == Presence::Required,
    };
    let ascii = charset == Charset::Uri || fields.ascii;
    let format = match (charset, ascii, absolute) {
        (Charset::Leiri, ..) => None,
        (_, true, true) => Some("uri"),
        (_, true, false) => Some("uri-reference"),
        (_, false, true) => Some("iri"),
        (_, false, false) => Some("iri-reference"),
    };
    let mut patterns = Vec::new();
    if !fields.schemes.is_empty() {
        let schemes: Vec<String> = fields.schemes.iter().map(|s| case_free(s)).collect();
        let schemes = schemes.join("|");
        patterns.push(if absolute {
            format!("^(?:{schemes}):")
        } else {
            format!("^(?:(?:{schemes}):|(?![^:/?#]*:))")
        });
    } else if charset == Charset::Leiri && absolute {
        patterns.push(format!("^{SCHEME}"));
    }
    if fields.form == Presence::Forbidden {
        patterns.push(String::from("^(?![^:/?#]*:)"));
    }
    let userinfo = format!("{START}//[^/?#@]*@");
    let host = format!("{START}{TO_HOST}[^/?#:@]");
    let port = format!("{START}{TO_HOST}{HOST}:");
    for (presence, pattern) in [
        (fields.userinfo, &userinfo),
        (fields.host, &host),
        (fields.port, &port),
    ] {
        match presence {
            Presence::Required => patterns.push(pattern.clone()),
            Presence::Forbidden => {
                patterns.push(format!("{START}(?!{})", &pattern[START.len()..]));
            }
            Presence::Any => {}
        }
    }
    let (min, max) = fields.port_range;
    if checked && fields.port != Presence::Forbidden {
        // No non-empty port outside the range (leading zeros allowed, as
        // the constraint reads the port as a number).
        let range = number_range(u32::from(min), u32::from(max));
        patterns.push(format!(
            "{START}(?!{TO_HOST}{HOST}:(?!0*(?:{range})(?:[/?#]|$))[0-9])"
        ));
    }
    if let Some(prefix) = fields.path_prefix {
        patterns.push(format!("{START}(?://[^/?#]*|(?!//)){}", escape(prefix)));
    }
    match fields.query {
        Presence::Required => patterns.push(String::from("^[^?#]*\\?")),
        Presence::Forbidden => patterns.push(String::from("^[^?#]*(?:#|$)")),
        Presence::Any => {}
    }
    match fields.fragment {
        Presence::Required => patterns.push(String::from("#")),
        Presence::Forbidden => patterns.push(String::from("^[^#]*$")),
        Presence::Any => {}
    }
    if fields.ascii && format.is_none() {
        patterns.push(String::from("^[\\x00-\\x7F]*$"));
    }
    let mut schema = json_schema!({ "type": "string" });
    if let Some(format) = format {
        schema.insert("format".into(), format.into());
    }
    match patterns.len() {
        0 => {}
        1 => {
            schema.insert("pattern".into(), patterns.remove(0).into());
        }
        _ => {
            let all: Vec<::schemars::_private::serde_json::Value> = patterns
                .into_iter()
                .map(|pattern| json_schema!({ "pattern": pattern }).to_value())
                .collect();
            schema.insert("allOf".into(), all.into());
        }
    }
    schema
}

/// `text` with each ASCII letter as a class of its two cases, and the
/// other characters of a scheme escaped.
fn case_free(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_alphabetic() {
            out.push('[');
            out.push(c.to_ascii_lowercase());
            out.push(c.to_ascii_uppercase());
            out.push(']');
        } else {
            push_escaped(&mut out, c);
        }
    }
    out
}

/// `text` as a pattern that matches it literally.
fn escape(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        push_escaped(&mut out, c);
    }
    out
}

fn push_escaped(out: &mut String, c: char) {
    if "\\^$.|?*+()[]{}/-".contains(c) {
        out.push('\\');
    }
    out.push(c);
}

/// A pattern of the decimal numbers `min..=max` written without leading
/// zeros, as alternatives.
fn number_range(min: u32, max: u32) -> String {
    let mut alternatives = Vec::new();
    let mut low = min;
    while low <= max {
        // The numbers of `low`'s length, up to `max`.
        let digits = low.checked_ilog10().unwrap_or(0) + 1;
        let high = max.min(10u32.pow(digits) - 1);
        same_length(&low.to_string(), &high.to_string(), &mut alternatives);
        low = high + 1;
    }
    alternatives.join("|")
}

/// The alternatives of the numbers from `low` to `high`, two decimal
/// strings of one length, `low <= high`.
fn same_length(low: &str, high: &str, out: &mut Vec<String>) {
    let (l, h) = (low.as_bytes()[0], high.as_bytes()[0]);
    let (low_rest, high_rest) = (&low[1..], &high[1..]);
    let n = low_rest.len();
    let any = |n: usize| {
        if n == 0 {
            String::new()
        } else {
            format!("[0-9]{{{n}}}")
        }
    };
    let class = |a: u8, b: u8| {
        if a == b {
            String::from(char::from(a))
        } else {
            format!("[{}-{}]", char::from(a), char::from(b))
        }
    };
    if low_rest.bytes().all(|b| b == b'0') && high_rest.bytes().all(|b| b == b'9') {
        out.push(format!("{}{}", class(l, h), any(n)));
        return;
    }
    if l == h {
        let mut tails = Vec::new();
        same_length(low_rest, high_rest, &mut tails);
        for tail in tails {
            out.push(format!("{}{tail}", char::from(l)));
        }
        return;
    }
    let nines = "9".repeat(n);
    let zeros = "0".repeat(n);
    same_length(low, &format!("{}{nines}", char::from(l)), out);
    if l + 1 < h {
        out.push(format!("{}{}", class(l + 1, h - 1), any(n)));
    }
    same_length(&format!("{}{zeros}", char::from(h)), high, out);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `pattern` (alternatives of digits, classes and `{n}`)
    /// matches `text` whole: a tiny matcher for the number patterns.
    fn matches_number(pattern: &str, text: &str) -> bool {
        pattern.split('|').any(|alternative| {
            let mut rest = text.as_bytes();
            let mut p = alternative.as_bytes();
            while !p.is_empty() {
                let (class, after): (&[u8], &[u8]) = if p[0] == b'[' {
                    let end = p.iter().position(|&b| b == b']').unwrap();
                    (&p[1..end], &p[end + 1..])
                } else {
                    (&p[..1], &p[1..])
                };
                let (count, after) = if after.first() == Some(&b'{') {
                    let end = after.iter().position(|&b| b == b'}').unwrap();
                    let n = core::str::from_utf8(&after[1..end])
                        .unwrap()
                        .parse()
                        .unwrap();
                    (n, &after[end + 1..])
                } else {
                    (1, after)
                };
                for _ in 0..count {
                    let Some((&c, tail)) = rest.split_first() else {
                        return false;
                    };
                    let inside = if class.len() == 3 && class[1] == b'-' {
                        (class[0]..=class[2]).contains(&c)
                    } else {
                        class[0] == c
                    };
                    if !inside {
                        return false;
                    }
                    rest = tail;
                }
                p = after;
            }
            rest.is_empty()
        })
    }

    #[test]
    fn number_ranges_match_exactly_their_numbers() {
        for (min, max) in [
            (0, 0),
            (0, 9),
            (1, 1),
            (80, 80),
            (1024, 65535),
            (8000, 8999),
            (7, 123),
            (99, 1000),
            (443, 8443),
            (0, 65535),
            (1, 65534),
        ] {
            let pattern = number_range(min, max);
            for n in 0..=70_000u32 {
                assert_eq!(
                    matches_number(&pattern, &n.to_string()),
                    (min..=max).contains(&n),
                    "{n} against {min}..={max}: {pattern}"
                );
            }
        }
    }

    #[test]
    fn kinds_have_their_formats() {
        use crate::{Iri, IriRef, Leiri, LeiriRef, Uri, UriRef};
        let format = |schema: Schema| schema.get("format").cloned();
        let mut generator = SchemaGenerator::default();
        assert_eq!(
            format(Iri::<String>::json_schema(&mut generator)).unwrap(),
            "iri"
        );
        assert_eq!(
            format(IriRef::<&str>::json_schema(&mut generator)).unwrap(),
            "iri-reference"
        );
        assert_eq!(
            format(Uri::<String>::json_schema(&mut generator)).unwrap(),
            "uri"
        );
        assert_eq!(
            format(UriRef::<String>::json_schema(&mut generator)).unwrap(),
            "uri-reference"
        );
        assert_eq!(format(Leiri::<String>::json_schema(&mut generator)), None);
        assert_eq!(
            LeiriRef::<String>::json_schema(&mut generator).as_value(),
            &json_schema!({"type": "string"}).to_value()
        );
        assert_eq!(
            Leiri::<String>::json_schema(&mut generator)
                .get("pattern")
                .unwrap(),
            "^[A-Za-z][A-Za-z0-9+.\\-]*:"
        );
    }
}
