//! The one table of the Rust calls that take an IRI: [`RUST_CALLS`]. Each
//! entry says where the literal is (a function's argument, a method's, or
//! the receiver of `.parse::<T>()`), the grammar its callee parses by, how
//! that parser treats what the grammar refuses, and how it compares the
//! value (an RDF term is compared by characters: `--fix` never normalizes
//! it).

use iri_core::Grammar;
use iri_core::diagnostic::CompileTimeForm;

use crate::found::{Comparison, Leniency};

/// Where the literal sits; `S`, its names' type: `&'static str` in
/// [`RUST_CALLS`], `String` in a crate's own entries ([`RustCall::own`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RustSite<S = &'static str> {
    /// An argument of a function or an associated function, by the last
    /// one or two segments of its path (`Url::parse`, `reqwest::get`); in
    /// a crate's own entry, its whole path (`my_crate::Link::parse`).
    Path(S),
    /// An argument of a method (`.join(…)`): the name says too little of
    /// the receiver (`Path::join`, `HashMap::get`), so only a literal that
    /// looks like a link is taken.
    Method(S),
    /// The receiver of `.parse::<T>()`, by `T`'s last segment.
    Parse(S),
}

/// One IRI-taking call of [`RUST_CALLS`], or of a crate's own
/// ([`RustCall::own`], [`Options::rust_calls`](crate::Options::rust_calls)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct RustCall<S = &'static str> {
    /// Where the literal sits.
    pub site: RustSite<S>,
    /// The argument that holds the IRI, from 0.
    pub arg: usize,
    /// The grammar its callee parses by.
    pub grammar: Grammar,
    /// What its callee does with what the grammar refuses.
    pub leniency: Leniency,
    /// How the value is compared: by characters for an RDF term, which
    /// `--fix` never normalizes.
    pub comparison: Comparison,
    /// The crates it stands for and why the entry reads as it does.
    pub source: S,
    /// The form that makes the same value when the crate is built, which
    /// the advice `source-parsed-at-run-time` names where the call is
    /// unwrapped (`.unwrap()`, `.expect(…)`) or never checks (`_unchecked`).
    /// None for `url::Url` and `http::Uri`, which no macro makes (a
    /// conversion from a checked value runs their parsers at run time all
    /// the same), nor for the crates without compile-time forms.
    pub compile_time: Option<CompileTimeForm>,
}

impl RustCall<String> {
    /// A crate's own function, by its `path` (`my_crate::Link::parse`),
    /// whose first argument is checked by `grammar`. A call written with
    /// the path's last two segments (`Link::parse`) is one; so is a call
    /// by its last segment alone (`parse_link(…)`) when the segment before
    /// it is a module's (in lowercase: a function brought in by `use`).
    ///
    /// ```
    /// use iri_readers::{Comparison, Format, Leniency, Options, RustCall, read_str_with};
    ///
    /// let own = RustCall::own(
    ///     "my_crate::Link::parse",
    ///     iri_core::Grammar::IRI,
    ///     Leniency::Strict,
    ///     Comparison::Equivalence,
    ///     "package.metadata.iri.calls",
    /// );
    /// let options = Options { rust_calls: vec![own], ..Options::default() };
    /// let doc = read_str_with(Format::Rust, r#"Link::parse("http://a/b c")"#, &options);
    /// assert_eq!(doc.found[0].value, "http://a/b c");
    /// ```
    #[must_use]
    pub fn own(
        path: &str,
        grammar: Grammar,
        leniency: Leniency,
        comparison: Comparison,
        source: &str,
    ) -> RustCall<String> {
        RustCall {
            site: RustSite::Path(path.to_owned()),
            arg: 0,
            grammar,
            leniency,
            comparison,
            source: source.to_owned(),
            compile_time: None,
        }
    }

    /// Whether a call written as `written` (one or two segments) is this
    /// entry's, by the rule of [`RustCall::own`].
    pub(crate) fn own_path_is(&self, written: &str) -> bool {
        let RustSite::Path(path) = &self.site else {
            return false;
        };
        let mut segments = path.rsplit("::");
        let (Some(last), before) = (segments.next(), segments.next()) else {
            return false;
        };
        match written.split_once("::") {
            Some((ty, name)) => name == last && before == Some(ty),
            None => {
                written == last && before.is_none_or(|b| b.starts_with(|c: char| c.is_lowercase()))
            }
        }
    }
}

const fn call(site: RustSite, arg: usize, grammar: Grammar, source: &'static str) -> RustCall {
    RustCall {
        site,
        arg,
        grammar,
        leniency: Leniency::Strict,
        comparison: Comparison::Equivalence,
        source,
        compile_time: None,
    }
}

/// An entry whose value `form` makes when the crate is built.
const fn advised(call: RustCall, form: CompileTimeForm) -> RustCall {
    RustCall {
        compile_time: Some(form),
        ..call
    }
}

/// `url` parses by the URL Standard: an error only where its parser fails,
/// a warning at most where it percent-encodes what RFC 3987 refuses.
const fn url(site: RustSite, arg: usize, grammar: Grammar) -> RustCall {
    RustCall {
        leniency: Leniency::UrlStandard,
        ..call(
            site,
            arg,
            grammar,
            "url (and reqwest's `IntoUrl`): the URL Standard's basic URL parser",
        )
    }
}

/// An RDF term: an absolute IRI, compared by characters.
const fn rdf(site: RustSite, source: &'static str) -> RustCall {
    RustCall {
        comparison: Comparison::Characters,
        ..call(site, 0, Grammar::IRI, source)
    }
}

const OXRDF: &str = "oxrdf: a named node is an absolute IRI (RDF 1.1 Concepts section 3.2), \
                     compared by characters; `_unchecked` is never checked at run time";
const SOPHIA: &str = "sophia_iri: an RDF IRI, compared by characters";
const IRI: &str = "oxiri, fluent-uri, iri-kit: an IRI (RFC 3987)";
const IRI_REF: &str = "oxiri, fluent-uri, iri-kit: an IRI reference (RFC 3987)";
const URI: &str = "fluent-uri, iri-kit: a URI (RFC 3986)";
const URI_REF: &str = "fluent-uri, iri-kit: a URI reference (RFC 3986)";
const HTTP: &str = "http: `Uri` is a URI reference of ASCII characters (RFC 3986)";
const IREF: &str = "iref: the RFC 3987 and RFC 3986 grammars";
const IRI_STRING: &str = "iri-string: the RFC 3987 and RFC 3986 grammars";

/// Every known call that takes an IRI, in one place: the Rust reader
/// checks a literal passed there whole, by the entry's grammar.
///
/// ```
/// use iri_readers::{RUST_CALLS, RustSite};
///
/// let named = RUST_CALLS
///     .iter()
///     .find(|c| c.site == RustSite::Path("NamedNodeRef::new_unchecked"))
///     .unwrap();
/// assert_eq!(named.grammar, iri_core::Grammar::IRI);
/// ```
pub const RUST_CALLS: &[RustCall] = &[
    url(RustSite::Path("Url::parse"), 0, Grammar::LEIRI),
    url(RustSite::Path("Url::from_str"), 0, Grammar::LEIRI),
    url(RustSite::Parse("Url"), 0, Grammar::LEIRI),
    url(RustSite::Method("join"), 0, Grammar::LEIRI_REFERENCE),
    url(RustSite::Path("reqwest::get"), 0, Grammar::LEIRI),
    url(RustSite::Path("blocking::get"), 0, Grammar::LEIRI),
    url(RustSite::Method("get"), 0, Grammar::LEIRI),
    url(RustSite::Method("post"), 0, Grammar::LEIRI),
    url(RustSite::Method("put"), 0, Grammar::LEIRI),
    url(RustSite::Method("delete"), 0, Grammar::LEIRI),
    url(RustSite::Method("patch"), 0, Grammar::LEIRI),
    url(RustSite::Method("head"), 0, Grammar::LEIRI),
    url(RustSite::Method("request"), 1, Grammar::LEIRI),
    call(
        RustSite::Path("Uri::from_static"),
        0,
        Grammar::URI_REFERENCE,
        HTTP,
    ),
    call(RustSite::Parse("Uri"), 0, Grammar::URI_REFERENCE, HTTP),
    advised(
        rdf(RustSite::Path("NamedNode::new"), OXRDF),
        CompileTimeForm::NamedNode,
    ),
    advised(
        rdf(RustSite::Path("NamedNode::new_unchecked"), OXRDF),
        CompileTimeForm::NamedNode,
    ),
    advised(
        rdf(RustSite::Path("NamedNodeRef::new"), OXRDF),
        CompileTimeForm::NamedNodeRef,
    ),
    advised(
        rdf(RustSite::Path("NamedNodeRef::new_unchecked"), OXRDF),
        CompileTimeForm::NamedNodeRef,
    ),
    rdf(RustSite::Path("Iri::new"), SOPHIA),
    rdf(RustSite::Path("Iri::new_unchecked"), SOPHIA),
    RustCall {
        grammar: Grammar::IRI_REFERENCE,
        ..rdf(RustSite::Path("IriRef::new"), SOPHIA)
    },
    RustCall {
        grammar: Grammar::IRI_REFERENCE,
        ..rdf(RustSite::Path("IriRef::new_unchecked"), SOPHIA)
    },
    advised(
        call(RustSite::Path("Iri::parse"), 0, Grammar::IRI, IRI),
        CompileTimeForm::Iri,
    ),
    call(RustSite::Path("Iri::parse_unchecked"), 0, Grammar::IRI, IRI),
    advised(
        call(
            RustSite::Path("IriRef::parse"),
            0,
            Grammar::IRI_REFERENCE,
            IRI_REF,
        ),
        CompileTimeForm::IriRef,
    ),
    call(
        RustSite::Path("IriRef::parse_unchecked"),
        0,
        Grammar::IRI_REFERENCE,
        IRI_REF,
    ),
    advised(
        call(RustSite::Path("Uri::parse"), 0, Grammar::URI, URI),
        CompileTimeForm::Uri,
    ),
    advised(
        call(
            RustSite::Path("UriRef::parse"),
            0,
            Grammar::URI_REFERENCE,
            URI_REF,
        ),
        CompileTimeForm::UriRef,
    ),
    call(RustSite::Path("Leiri::parse"), 0, Grammar::LEIRI, IRI),
    call(
        RustSite::Path("LeiriRef::parse"),
        0,
        Grammar::LEIRI_REFERENCE,
        IRI_REF,
    ),
    call(RustSite::Path("IriBuf::new"), 0, Grammar::IRI, IREF),
    call(
        RustSite::Path("IriRefBuf::new"),
        0,
        Grammar::IRI_REFERENCE,
        IREF,
    ),
    call(RustSite::Path("Uri::new"), 0, Grammar::URI, IREF),
    call(
        RustSite::Path("UriRef::new"),
        0,
        Grammar::URI_REFERENCE,
        IREF,
    ),
    call(RustSite::Path("UriBuf::new"), 0, Grammar::URI, IREF),
    call(
        RustSite::Path("UriRefBuf::new"),
        0,
        Grammar::URI_REFERENCE,
        IREF,
    ),
    call(RustSite::Path("IriStr::new"), 0, Grammar::IRI, IRI_STRING),
    call(
        RustSite::Path("IriReferenceStr::new"),
        0,
        Grammar::IRI_REFERENCE,
        IRI_STRING,
    ),
    call(
        RustSite::Path("IriAbsoluteStr::new"),
        0,
        Grammar::ABSOLUTE_IRI,
        IRI_STRING,
    ),
    call(
        RustSite::Path("IriRelativeStr::new"),
        0,
        Grammar::IRELATIVE_REF,
        IRI_STRING,
    ),
    call(RustSite::Path("UriStr::new"), 0, Grammar::URI, IRI_STRING),
    call(
        RustSite::Path("UriReferenceStr::new"),
        0,
        Grammar::URI_REFERENCE,
        IRI_STRING,
    ),
    call(
        RustSite::Path("UriAbsoluteStr::new"),
        0,
        Grammar::ABSOLUTE_URI,
        IRI_STRING,
    ),
    call(
        RustSite::Path("UriRelativeStr::new"),
        0,
        Grammar::RELATIVE_REF,
        IRI_STRING,
    ),
];

/// The entry of `.parse::<target>()`.
pub(crate) fn parse_target(target: &str) -> Option<&'static RustCall> {
    RUST_CALLS
        .iter()
        .find(|c| matches!(c.site, RustSite::Parse(t) if t == target))
}

/// The macros that check their literals at compile time (`iri-macros`):
/// their literals are the compiler's to report.
pub(crate) const COMPILE_TIME: &[&str] = &[
    "iri",
    "iri_ref",
    "uri",
    "uri_ref",
    "iri_type",
    "vocabulary",
    "iri_template",
    "iri_format",
];

/// The macros whose format string is a template, and which argument it
/// is (from 0).
pub(crate) const FORMAT_MACROS: &[(&str, usize)] = &[
    ("format", 0),
    ("format_args", 0),
    ("print", 0),
    ("println", 0),
    ("eprint", 0),
    ("eprintln", 0),
    ("panic", 0),
    ("unreachable", 0),
    ("todo", 0),
    ("unimplemented", 0),
    ("write", 1),
    ("writeln", 1),
    ("assert", 1),
    ("debug_assert", 1),
    ("assert_eq", 2),
    ("assert_ne", 2),
    ("debug_assert_eq", 2),
    ("debug_assert_ne", 2),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_site_has_one_entry() {
        for (i, a) in RUST_CALLS.iter().enumerate() {
            for b in &RUST_CALLS[i + 1..] {
                assert!(a.site != b.site || a.arg != b.arg, "{:?}", a.site);
            }
        }
    }
}
