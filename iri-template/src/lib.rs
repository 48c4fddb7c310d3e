//! URI Templates (RFC 6570, levels 1 to 4) that expand to IRIs: every
//! value is encoded as its expression's operator says, so no value adds a
//! segment, a parameter or a fragment the template did not have, and an
//! expansion that is no valid IRI, or in which a value makes a path
//! segment `.` or `..`, is an error rather than a value.
//!
//! [`Template::parse`] checks a template once: its syntax (RFC 6570
//! section 2), each literal run against RFC 6570's `literals` (with
//! verified erratum 6937, which allows `'`) and against the IRI grammar
//! where it stands (a space is refused, `é` is fine, a private-use
//! character only in the query), each with a spanned, coded finding of the
//! `template` group. Expansion takes the values through [`Variables`] (maps,
//! lists of pairs, closures) and [`Value`] (strings, numbers, `Option`,
//! lists, associative arrays; [`Displayed`] for other `Display` types).
//!
//! The examples here are written for users of the facade, `iri-kit`
//! (feature `template`), with its paths: with this crate alone, read
//! `iri_template::` for `iri_kit::template::`, and `iri_core::` for
//! `iri_kit::`.
//!
//! ```
//! use iri_kit::template::Template;
//!
//! let template = Template::parse("https://api.example.org/users/{user}/repos{?page,per_page}")
//!     .unwrap();
//! let iri = template
//!     .expand_iri(&[("user", "a b?c"), ("page", "2")])
//!     .unwrap();
//! assert_eq!(iri.as_str(), "https://api.example.org/users/a%20b%3Fc/repos?page=2");
//! assert_eq!(iri.query(), Some("page=2"));
//! ```
//!
//! # IRIs and URIs
//!
//! A template's literal text keeps its characters: `é` in a template
//! stays `é`. (RFC 6570 section 3.1 percent-encodes it in its URI output:
//! a deviation, listed in the suite's deviation file.) Values are encoded
//! as RFC 6570 says by default ([`Mode::Uri`]: every non-ASCII character
//! as UTF-8 octets); [`Mode::Iri`] keeps the `ucschar` of values, except
//! the bidi formatting characters (U+200E, U+200F, U+202A to U+202E),
//! which stay encoded.
//!
//! # Dot segments
//!
//! RFC 6570 lets `.` through unencoded, so `{/x}` with `x` = `..` makes the
//! path segment `..`, which resolution (or a browser) removes with the
//! segment before it. Expansion refuses any path segment `.` or `..` (also
//! written `%2E`) that a value wrote in, or that an empty value left
//! between literal dots ([`Code::TemplateDotSegment`](iri_core::diagnostic::Code)).
#![no_std]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod analysis;
mod error;
mod expand;
mod operator;
mod outcome;
mod program;
mod rfc6570;
mod skeleton;
mod value;
mod variables;

#[doc(hidden)]
pub mod __expansions;
mod sentences;

// What the template code reads of `iri-core` beyond its public API, named
// as that crate names it (`crate::syntax::facts::Facts`): see
// `iri_core::__private::internals`.
use iri_core::__private::internals::{diagnostic, must, normalize, percent, syntax};

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;

pub use error::{ExpandError, TemplateError};
pub use expand::Mode;
pub use outcome::{Impossible, Possibility, Possible};
pub use value::{Displayed, Items, Pairs, Shape, Text, Value};
pub use variables::Variables;

use crate::diagnostic::detail::template::TemplateDetail;
use crate::diagnostic::finding::FindingInternals;
use crate::expand::{Expansion, Written};
use crate::normalize::path::dots;
use crate::program::{ABSOLUTE, DotCheck, NEEDS_PARSE, NO_AUTHORITY_TO_KEEP, OpHead, Reader};
use crate::variables::{ByName, Indexed, Lookup};
use iri_core::Component;
use iri_core::Grammar;
use iri_core::Ri;
use iri_core::diagnostic::Finding;
use iri_core::kind::Kind;
use iri_core::{Iri, IriRef, Table};

/// A parsed RFC 6570 template: its text and its compiled form, borrowed
/// (what `iri_template!` makes, in a `const`) or owned (what
/// [`parse`](Template::parse) makes).
///
/// ```
/// use iri_kit::template::Template;
///
/// let template = Template::parse("/repos/{owner}/{repo}{/path*}").unwrap();
/// assert_eq!(template.variables().collect::<Vec<_>>(), ["owner", "repo", "path"]);
/// let iri = template
///     .expand(&|name: &str| match name {
///         "owner" => Some(vec!["rust-lang"]),
///         "repo" => Some(vec!["rust"]),
///         "path" => Some(vec!["src", "lib.rs"]),
///         _ => None,
///     })
///     .unwrap();
/// assert_eq!(iri.as_str(), "/repos/rust-lang/rust/src/lib.rs");
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Template<'t> {
    text: Cow<'t, str>,
    program: Cow<'t, [u8]>,
}

impl fmt::Debug for Template<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Template").field(&self.text).finish()
    }
}

impl fmt::Display for Template<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl Template<'static> {
    /// Parses and checks `text` as a template whose expansions are IRI
    /// references.
    ///
    /// # Errors
    ///
    /// When RFC 6570 refuses its syntax, or the IRI grammar its literal
    /// text where it stands (or an expression that no value can fill,
    /// such as one inside an IP literal).
    ///
    /// ```
    /// use iri_kit::diagnostic::Code;
    /// use iri_kit::template::Template;
    ///
    /// assert!(Template::parse("http://example.org/café/{id}").is_ok());
    /// let err = Template::parse("http://example.org/a b/{id}").unwrap_err();
    /// assert_eq!(err.findings()[0].code(), Code::TemplateInvalidLiteral);
    /// assert_eq!(err.findings()[0].span(), 20..21);
    /// ```
    pub fn parse(text: &str) -> Result<Template<'static>, TemplateError> {
        let program =
            analysis::compile(text, Grammar::IRI_REFERENCE).map_err(TemplateError::new)?;
        Ok(Template {
            text: Cow::Owned(String::from(text)),
            program: Cow::Owned(program),
        })
    }
}

impl<'t> Template<'t> {
    /// A template from its text and its compiled form, as `iri_template!`
    /// writes it: any bytes give some template, never undefined behaviour,
    /// but only those the macro computed give the right expansions.
    #[doc(hidden)]
    #[must_use]
    pub const fn from_compiled(text: &'t str, program: &'t [u8]) -> Template<'t> {
        Template {
            text: Cow::Borrowed(text),
            program: Cow::Borrowed(program),
        }
    }

    /// The compiled form, for `iri_template!`.
    #[doc(hidden)]
    #[must_use]
    pub fn compiled(&self) -> &[u8] {
        &self.program
    }

    /// The template's text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The names of its variables, each once, in the order of their first
    /// use.
    pub fn variables(&self) -> impl Iterator<Item = &str> {
        let (mut reader, _) = Reader::new(&self.program);
        let text: &str = &self.text;
        reader
            .names()
            .into_iter()
            .map(move |range| text.get(range).unwrap_or_default())
    }

    /// Whether every expansion starts with the template's scheme (so
    /// [`expand_iri`](Template::expand_iri) gives an IRI whenever it
    /// gives anything).
    #[must_use]
    pub fn is_absolute(&self) -> bool {
        self.program
            .first()
            .is_some_and(|flags| flags & ABSOLUTE != 0)
    }

    /// Expands the template with `variables` in [`Mode::Uri`].
    ///
    /// # Errors
    ///
    /// When the expansion is no valid IRI reference, or a value makes a
    /// path segment `.` or `..`, or a prefix modifier meets a list or an
    /// associative array.
    ///
    /// ```
    /// use iri_kit::template::Template;
    ///
    /// let template = Template::parse("/users/{id}{?fields*}").unwrap();
    /// let iri = template.expand(&|name: &str| match name {
    ///     "id" => Some("ä"),
    ///     _ => None,
    /// });
    /// assert_eq!(iri.unwrap().as_str(), "/users/%C3%A4");
    /// ```
    pub fn expand<V: Variables + ?Sized>(
        &self,
        variables: &V,
    ) -> Result<IriRef<String>, ExpandError> {
        self.expand_as(&ByName(variables), Mode::Uri)
    }

    /// Expands the template with `variables` in `mode`.
    ///
    /// # Errors
    ///
    /// As [`expand`](Template::expand).
    ///
    /// ```
    /// use iri_kit::template::{Mode, Template};
    ///
    /// let template = Template::parse("/wiki/{title}").unwrap();
    /// let iri = template.expand_with(&[("title", "Bücher\u{200F}")], Mode::Iri).unwrap();
    /// assert_eq!(iri.as_str(), "/wiki/Bücher%E2%80%8F");
    /// ```
    pub fn expand_with<V: Variables + ?Sized>(
        &self,
        variables: &V,
        mode: Mode,
    ) -> Result<IriRef<String>, ExpandError> {
        self.expand_as(&ByName(variables), mode)
    }

    /// Expands the template with `variables` in [`Mode::Uri`] to an IRI
    /// (with a scheme).
    ///
    /// # Errors
    ///
    /// As [`expand`](Template::expand), and when the expansion has no
    /// scheme.
    ///
    /// ```
    /// use iri_kit::template::Template;
    ///
    /// let template = Template::parse("https://example.org{/segments*}").unwrap();
    /// let iri = template.expand_iri(&[("segments", ["a", "b/c"])]).unwrap();
    /// assert_eq!(iri.path(), "/a/b%2Fc");
    /// ```
    pub fn expand_iri<V: Variables + ?Sized>(
        &self,
        variables: &V,
    ) -> Result<Iri<String>, ExpandError> {
        self.expand_as(&ByName(variables), Mode::Uri)
    }

    /// Expands the template as RFC 6570 does, to a string that is not
    /// checked as an IRI (nor for dot segments): for comparing with other
    /// implementations. Its literal text keeps its characters.
    ///
    /// # Errors
    ///
    /// When a prefix modifier meets a list or an associative array.
    ///
    /// ```
    /// use iri_kit::template::{Mode, Template};
    ///
    /// let template = Template::parse("{+base}{/x}").unwrap();
    /// let text = template.expand_to_string(&[("base", ".."), ("x", "..")], Mode::Uri);
    /// assert_eq!(text.unwrap(), "../..");
    /// ```
    pub fn expand_to_string<V: Variables + ?Sized>(
        &self,
        variables: &V,
        mode: Mode,
    ) -> Result<String, ExpandError> {
        expand::expand(&self.text, &self.program, &ByName(variables), mode)
            .map(|e| e.text)
            .map_err(|f| ExpandError::new(f, String::new(), &self.text, None))
    }

    /// Expands with the values of the variables by index (the order of
    /// [`variables`](Template::variables)): what `iri_format!` calls.
    #[doc(hidden)]
    pub fn expand_indexed<K: Kind>(
        &self,
        values: &[Shape<'_>],
        mode: Mode,
    ) -> Result<Ri<K, String>, ExpandError> {
        self.expand_as(&Indexed(values), mode)
    }

    fn expand_as<K: Kind>(
        &self,
        lookup: &dyn Lookup,
        mode: Mode,
    ) -> Result<Ri<K, String>, ExpandError> {
        let text: &str = &self.text;
        let Expansion {
            text: expanded,
            written,
        } = expand::expand(text, &self.program, lookup, mode)
            .map_err(|f| ExpandError::new(f, String::new(), text, None))?;
        let ri = match Ri::<K, String>::try_parse(expanded) {
            Ok(ri) => ri,
            Err((error, expanded)) => {
                let at = error.span().start;
                let by = written
                    .iter()
                    .find(|w| w.range.start <= at && at < w.range.end.max(w.range.start + 1))
                    .map(|w| w.expression.clone());
                return Err(ExpandError::new(error.finding(), expanded, text, by));
            }
        };
        let flags = self.program.first().copied().unwrap_or(0);
        let table = ri.table();
        if flags & NO_AUTHORITY_TO_KEEP != 0
            && let Some(authority) = table.authority()
        {
            let by = written
                .iter()
                .find(|w| w.range.start < authority.start.max(1))
                .map(|w| w.expression.clone());
            let finding = Finding::new(TemplateDetail::NewAuthority, Component::Host, authority);
            return Err(ExpandError::new(finding, ri.into_inner(), text, by));
        }
        if let Some((segment, dots, by)) = dot_segment(ri.as_str(), &table, &written) {
            let finding = Finding::new(
                TemplateDetail::DotSegment { dots },
                Component::Path,
                segment,
            );
            return Err(ExpandError::new(finding, ri.into_inner(), text, Some(by)));
        }
        Ok(ri)
    }
}

/// The first path segment of the expansion `text`, parsed into `table`,
/// that is `.` or `..` (also percent-encoded) and that an expression wrote
/// in, or that one writing nothing stands in: its bytes, its number of
/// dots and the expression.
fn dot_segment(
    text: &str,
    table: &Table,
    written: &[Written],
) -> Option<(Range<usize>, u8, Range<usize>)> {
    let path = table.path();
    let bytes = text.as_bytes();
    let relevant = |w: &&Written| w.range.start <= path.end && w.range.end >= path.start;
    if !written.iter().any(|w| relevant(&w)) {
        return None;
    }
    let mut start = path.start;
    while start <= path.end {
        let end = bytes[start..path.end]
            .iter()
            .position(|&b| b == b'/')
            .map_or(path.end, |i| start + i);
        if let Some(count) = dots(&bytes[start..end]) {
            let by = written.iter().find(|w| {
                if w.range.is_empty() {
                    start <= w.range.start && w.range.start <= end
                } else {
                    w.range.start < end && start < w.range.end
                }
            });
            if let Some(by) = by {
                return Some((start..end, count as u8, by.expression.clone()));
            }
        }
        start = end + 1;
    }
    None
}

/// What `iri_format!` needs to know of a template while it compiles.
#[doc(hidden)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The compiled form.
    pub program: Vec<u8>,
    /// Every expansion starts with the template's scheme.
    pub absolute: bool,
    /// Every expansion is a valid IRI with the template's structure,
    /// whatever the values (dot segments aside).
    pub structure_guaranteed: bool,
    /// Some expression makes a dot segment with some values whatever
    /// their types (literal dots around it, or a reserved operator).
    pub dots_whatever_types: bool,
    /// The variables, in order: their name, its bytes in the template
    /// (first use), and whether a value whose type can be `.`, `..` or
    /// empty can make a dot segment there.
    pub variables: Vec<(String, Range<usize>, bool)>,
}

impl Plan {
    /// The plan of `text`.
    ///
    /// # Errors
    ///
    /// As [`Template::parse`].
    pub fn of(text: &str) -> Result<Plan, TemplateError> {
        let template = Template::parse(text)?;
        let program = template.program.into_owned();
        let (mut reader, flags) = Reader::new(&program);
        let names = reader.names();
        let mut variables: Vec<(String, Range<usize>, bool)> = names
            .iter()
            .map(|r| (String::from(&text[r.clone()]), r.clone(), false))
            .collect();
        let mut dots_whatever_types = false;
        while !reader.done() {
            match reader.next_op() {
                OpHead::Literal { marks, .. } => {
                    for _ in 0..marks {
                        let _ = reader.mark();
                    }
                }
                OpHead::Expression { expression, specs } => {
                    for _ in 0..specs {
                        let spec = reader.spec();
                        match expression.dot {
                            DotCheck::Never => {}
                            DotCheck::ByValue => variables[spec.var].2 = true,
                            DotCheck::Always => dots_whatever_types = true,
                        }
                    }
                }
            }
        }
        Ok(Plan {
            absolute: flags & ABSOLUTE != 0,
            structure_guaranteed: flags & NEEDS_PARSE == 0,
            dots_whatever_types,
            variables,
            program,
        })
    }
}

#[cfg(test)]
mod tests;
