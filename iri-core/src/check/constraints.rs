//! Constraints of a static IRI type: what a library's own IRI type requires
//! beyond the grammar and the checker's policy — schemes, host, port,
//! userinfo, query, fragment, a path prefix, absolute or relative, ASCII.
//!
//! [`Constraints`] is built in `const` context; [`Constraints::check`] gives
//! the first [`Violation`] of a parsed value, with its component, span and
//! fix. The `iri_type!` macro of `iri-macros` declares such a type: its
//! literals are checked against these constraints while the user's crate
//! compiles (the error at the user's literal), and its `FromStr`, `TryFrom`
//! and serde implementations check them at run time, by this same code.
//!
//! ```
//! use iri_core::constraints::{Constraints, Rule};
//! use iri_core::{parse, Grammar};
//!
//! const API: Constraints = Constraints::NONE
//!     .schemes(&["https"])
//!     .host(Rule::Required)
//!     .fragment(Rule::Forbidden)
//!     .path_prefix("/v1/");
//!
//! let text = "http://api.example.org/v1/users";
//! let table = parse(text, Grammar::IRI).unwrap();
//! let violation = API.check(text, &table).unwrap_err();
//! assert_eq!(
//!     violation.to_string(),
//!     "scheme `http` not allowed: the type allows `https` in scheme at byte 0"
//! );
//! assert_eq!(violation.help(), "write `https`");
//! ```

use alloc::format;
use alloc::string::String;
use core::fmt;
use core::ops::Range;

use crate::diagnostic::error::{Component, ParseError};
use crate::diagnostic::render::CharName;
use crate::diagnostic::render::Snippet;
use crate::syntax::table::{Table, slice};

/// Whether a component must be there, must not, or may.
///
/// ```
/// use iri_core::constraints::{Constraint, Constraints, Rule};
/// use iri_core::{Grammar, parse};
///
/// const NO_QUERY: Constraints = Constraints::NONE.query(Rule::Forbidden);
/// let text = "http://a/?q";
/// let err = NO_QUERY.check(text, &parse(text, Grammar::IRI).unwrap()).unwrap_err();
/// assert_eq!(err.constraint(), Constraint::Query);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Either way.
    Any,
    /// The component must be present.
    Required,
    /// The component must be absent.
    Forbidden,
}

/// Which constraint a value broke.
///
/// ```
/// use iri_core::constraints::{Constraint, Constraints, Rule};
/// use iri_core::{Grammar, parse};
///
/// let c = Constraints::NONE.absolute(Rule::Required);
/// let err = c.check("a/b", &parse("a/b", Grammar::IRI_REFERENCE).unwrap()).unwrap_err();
/// assert_eq!(err.constraint(), Constraint::Absolute);
/// ```
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Constraint {
    /// `schemes`: the scheme is not in the list.
    Schemes,
    /// `absolute`: a relative reference where the type wants a scheme.
    Absolute,
    /// `relative`: a scheme where the type wants a relative reference.
    Relative,
    /// `userinfo`: a userinfo where the type allows none.
    Userinfo,
    /// `host`: a host missing, or present where the type allows none.
    Host,
    /// `port`: a port missing, present where the type allows none, or out
    /// of the type's range.
    Port,
    /// `path_prefix`: the path does not start with the prefix.
    PathPrefix,
    /// `query`: a query missing, or present where the type allows none.
    Query,
    /// `fragment`: a fragment missing, or present where the type allows none.
    Fragment,
    /// `ascii`: a non-ASCII character where the type allows ASCII only.
    Ascii,
}

impl Constraint {
    /// The constraint's name, as `iri_type!` spells it.
    ///
    /// ```
    /// use iri_core::constraints::Constraint;
    ///
    /// assert_eq!(Constraint::PathPrefix.name(), "path_prefix");
    /// assert_eq!(Constraint::Schemes.to_string(), "schemes");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Constraint::Schemes => "schemes",
            Constraint::Absolute => "absolute",
            Constraint::Relative => "relative",
            Constraint::Userinfo => "userinfo",
            Constraint::Host => "host",
            Constraint::Port => "port",
            Constraint::PathPrefix => "path_prefix",
            Constraint::Query => "query",
            Constraint::Fragment => "fragment",
            Constraint::Ascii => "ascii",
        }
    }
}

impl fmt::Display for Constraint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a static IRI type requires of its values; see the [module docs](self).
///
/// ```
/// use iri_core::constraints::{Constraint, Constraints, Rule};
/// use iri_core::{Grammar, parse};
///
/// const FEED: Constraints = Constraints::NONE.schemes(&["https"]).query(Rule::Forbidden);
/// let text = "https://example.org/feed";
/// assert!(FEED.check(text, &parse(text, Grammar::IRI).unwrap()).is_ok());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Constraints {
    schemes: &'static [&'static str],
    form: Rule,
    userinfo: Rule,
    host: Rule,
    port: Rule,
    port_range: (u16, u16),
    path_prefix: Option<&'static str>,
    query: Rule,
    fragment: Rule,
    ascii: bool,
}

impl Constraints {
    /// No constraint.
    ///
    /// ```
    /// use iri_core::constraints::Constraints;
    /// use iri_core::{Grammar, parse};
    ///
    /// let text = "../any?thing#at-all";
    /// assert!(Constraints::NONE.check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap()).is_ok());
    /// ```
    pub const NONE: Constraints = Constraints {
        schemes: &[],
        form: Rule::Any,
        userinfo: Rule::Any,
        host: Rule::Any,
        port: Rule::Any,
        port_range: (0, u16::MAX),
        path_prefix: None,
        query: Rule::Any,
        fragment: Rule::Any,
        ascii: false,
    };

    /// Only these schemes (compared case-insensitively); none means any.
    ///
    /// ```
    /// use iri_core::constraints::{Constraint, Constraints, Rule};
    /// use iri_core::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.schemes(&["https", "wss"]).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("WSS://example.org/").is_ok());
    /// assert_eq!(check("ftp://example.org/").unwrap_err().constraint(), Constraint::Schemes);
    /// ```
    #[must_use]
    pub const fn schemes(mut self, schemes: &'static [&'static str]) -> Constraints {
        self.schemes = schemes;
        self
    }

    /// `Required`: absolute (a scheme); `Forbidden`: relative references only.
    ///
    /// ```
    /// use iri_core::constraints::{Constraint, Constraints, Rule};
    /// use iri_core::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.absolute(Rule::Forbidden).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("../a").is_ok());
    /// assert_eq!(check("http://a/").unwrap_err().constraint(), Constraint::Relative);
    /// ```
    #[must_use]
    pub const fn absolute(mut self, rule: Rule) -> Constraints {
        self.form = rule;
        self
    }

    /// The userinfo (`user@`).
    ///
    /// ```
    /// use iri_core::constraints::{Constraint, Constraints, Rule};
    /// use iri_core::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.userinfo(Rule::Forbidden).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("http://a/").is_ok());
    /// assert_eq!(check("http://u@a/").unwrap_err().constraint(), Constraint::Userinfo);
    /// ```
    #[must_use]
    pub const fn userinfo(mut self, rule: Rule) -> Constraints {
        self.userinfo = rule;
        self
    }

    /// The host: `Required` means an authority with a non-empty host.
    ///
    /// ```
    /// use iri_core::constraints::{Constraint, Constraints, Rule};
    /// use iri_core::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.host(Rule::Required).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("http://a/").is_ok());
    /// assert_eq!(check("file:///etc").unwrap_err().constraint(), Constraint::Host);
    /// ```
    #[must_use]
    pub const fn host(mut self, rule: Rule) -> Constraints {
        self.host = rule;
        self
    }

    /// The port.
    ///
    /// ```
    /// use iri_core::constraints::{Constraint, Constraints, Rule};
    /// use iri_core::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.port(Rule::Required).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("http://a:80/").is_ok());
    /// assert_eq!(check("http://a/").unwrap_err().constraint(), Constraint::Port);
    /// ```
    #[must_use]
    pub const fn port(mut self, rule: Rule) -> Constraints {
        self.port = rule;
        self
    }

    /// The ports allowed, `min` to `max` inclusive, when there is one.
    ///
    /// ```
    /// use iri_core::constraints::{Constraint, Constraints, Rule};
    /// use iri_core::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.port_range(1024, 65535).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("http://a:8080/").is_ok());
    /// assert_eq!(check("http://a:80/").unwrap_err().constraint(), Constraint::Port);
    /// ```
    #[must_use]
    pub const fn port_range(mut self, min: u16, max: u16) -> Constraints {
        self.port_range = (min, max);
        self
    }

    /// The path must start with `prefix`.
    ///
    /// ```
    /// use iri_core::constraints::{Constraint, Constraints, Rule};
    /// use iri_core::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.path_prefix("/v1/").check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("http://a/v1/x").is_ok());
    /// assert_eq!(check("http://a/v2/x").unwrap_err().constraint(), Constraint::PathPrefix);
    /// ```
    #[must_use]
    pub const fn path_prefix(mut self, prefix: &'static str) -> Constraints {
        self.path_prefix = Some(prefix);
        self
    }

    /// The query.
    ///
    /// ```
    /// use iri_core::constraints::{Constraint, Constraints, Rule};
    /// use iri_core::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.query(Rule::Required).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("http://a/?q").is_ok());
    /// assert_eq!(check("http://a/").unwrap_err().constraint(), Constraint::Query);
    /// ```
    #[must_use]
    pub const fn query(mut self, rule: Rule) -> Constraints {
        self.query = rule;
        self
    }

    /// The fragment.
    ///
    /// ```
    /// use iri_core::constraints::{Constraint, Constraints, Rule};
    /// use iri_core::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.fragment(Rule::Forbidden).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("http://a/").is_ok());
    /// assert_eq!(check("http://a/#f").unwrap_err().constraint(), Constraint::Fragment);
    /// ```
    #[must_use]
    pub const fn fragment(mut self, rule: Rule) -> Constraints {
        self.fragment = rule;
        self
    }

    /// ASCII characters only.
    ///
    /// ```
    /// use iri_core::constraints::{Constraint, Constraints, Rule};
    /// use iri_core::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.ascii(true).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("http://a/%C3%A9").is_ok());
    /// assert_eq!(check("http://a/é").unwrap_err().constraint(), Constraint::Ascii);
    /// ```
    #[must_use]
    pub const fn ascii(mut self, ascii: bool) -> Constraints {
        self.ascii = ascii;
        self
    }

    /// The first constraint `text`, parsed into `table`, breaks, in the
    /// order of the components.
    ///
    /// ```
    /// use iri_core::constraints::{Constraint, Constraints, Rule};
    /// use iri_core::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.schemes(&["https"]).fragment(Rule::Forbidden).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("https://a/").is_ok());
    /// assert_eq!(check("http://a/#f").unwrap_err().constraint(), Constraint::Schemes);
    /// ```
    pub fn check(&self, text: &str, table: &Table) -> Result<(), Violation> {
        self.check_scheme(text, table)?;
        self.check_authority(text, table)?;
        self.check_path(text, table)?;
        let query = table.query().map(|r| r.start - 1..r.end);
        presence(
            text,
            self.query,
            query,
            Constraint::Query,
            Component::Query,
            table.path().end,
        )?;
        let fragment = table.fragment().map(|r| r.start - 1..r.end);
        presence(
            text,
            self.fragment,
            fragment,
            Constraint::Fragment,
            Component::Fragment,
            text.len(),
        )?;
        if self.ascii
            && let Some((at, c)) = text.char_indices().find(|(_, c)| !c.is_ascii())
        {
            return Err(Violation::new(
                Constraint::Ascii,
                table.component_at(at),
                at..at + c.len_utf8(),
                format!(
                    "non-ASCII character {}: the type allows ASCII only",
                    CharName(c)
                ),
                "percent-encode it, or convert the IRI with `to_uri`",
            ));
        }
        Ok(())
    }

    fn check_scheme(&self, text: &str, table: &Table) -> Result<(), Violation> {
        match (table.scheme(), self.form) {
            (None, Rule::Required) => {
                return Err(Violation::new(
                    Constraint::Absolute,
                    Component::Scheme,
                    0..0,
                    String::from("missing scheme: the type requires an absolute IRI"),
                    "write the IRI in full, with its scheme",
                ));
            }
            (Some(range), Rule::Forbidden) => {
                return Err(Violation::new(
                    Constraint::Relative,
                    Component::Scheme,
                    range.start..range.end + 1,
                    format!(
                        "scheme `{}` where the type requires a relative reference",
                        slice(text, range)
                    ),
                    "remove the scheme and the authority",
                ));
            }
            _ => {}
        }
        if let Some(range) = table.scheme()
            && !self.schemes.is_empty()
        {
            let scheme = slice(text, range.clone());
            if !self.schemes.iter().any(|s| s.eq_ignore_ascii_case(scheme)) {
                let list = self.schemes.join("`, `");
                return Err(Violation::new(
                    Constraint::Schemes,
                    Component::Scheme,
                    range,
                    format!("scheme `{scheme}` not allowed: the type allows `{list}`"),
                    if self.schemes.len() == 1 {
                        format!("write `{list}`")
                    } else {
                        format!("write one of `{list}`")
                    },
                ));
            }
        }
        Ok(())
    }

    fn check_authority(&self, text: &str, table: &Table) -> Result<(), Violation> {
        let after_scheme = table.scheme().map_or(0, |r| r.end + 1);
        if let Some(range) = table.userinfo()
            && self.userinfo == Rule::Forbidden
        {
            let userinfo = slice(text, range.clone());
            return Err(Violation::new(
                Constraint::Userinfo,
                Component::Userinfo,
                range.start..range.end + 1,
                format!("userinfo `{userinfo}` where the type allows none"),
                format!("remove `{userinfo}@`"),
            ));
        }
        if self.userinfo == Rule::Required && table.userinfo().is_none() {
            return Err(missing(
                Constraint::Userinfo,
                Component::Userinfo,
                after_scheme,
                "userinfo",
            ));
        }
        let host = table.host().filter(|r| !r.is_empty());
        match (host, self.host) {
            (None, Rule::Required) => {
                let at = table.host().map_or(after_scheme, |r| r.start);
                return Err(missing(Constraint::Host, Component::Host, at, "host"));
            }
            (Some(range), Rule::Forbidden) => {
                let host = slice(text, range.clone());
                return Err(Violation::new(
                    Constraint::Host,
                    Component::Host,
                    range,
                    format!("host `{host}` where the type allows none"),
                    "remove the authority",
                ));
            }
            _ => {}
        }
        match (table.port(), self.port) {
            (None, Rule::Required) => {
                let at = table.host().map_or(after_scheme, |r| r.end);
                return Err(missing(Constraint::Port, Component::Port, at, "port"));
            }
            (Some(range), Rule::Forbidden) => {
                let port = slice(text, range.clone());
                return Err(Violation::new(
                    Constraint::Port,
                    Component::Port,
                    range.start - 1..range.end,
                    format!("port `{port}` where the type allows none"),
                    format!("remove `:{port}`"),
                ));
            }
            (Some(range), _) if !range.is_empty() => {
                let port = slice(text, range.clone());
                let (min, max) = self.port_range;
                let inside = port
                    .parse::<u32>()
                    .is_ok_and(|p| p >= u32::from(min) && p <= u32::from(max));
                if !inside {
                    return Err(Violation::new(
                        Constraint::Port,
                        Component::Port,
                        range,
                        format!("port {port} outside the type's range {min} to {max}"),
                        format!("use a port from {min} to {max}"),
                    ));
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn check_path(&self, text: &str, table: &Table) -> Result<(), Violation> {
        let Some(prefix) = self.path_prefix else {
            return Ok(());
        };
        let range = table.path();
        let path = slice(text, range.clone());
        if path.starts_with(prefix) {
            return Ok(());
        }
        Err(Violation::new(
            Constraint::PathPrefix,
            Component::Path,
            range,
            format!("path `{path}` not under `{prefix}`, as the type requires"),
            format!("write the path under `{prefix}`"),
        ))
    }
}

/// A component that must be present or absent (`delimited` includes its
/// delimiter); `at` is where a missing one would go.
fn presence(
    text: &str,
    rule: Rule,
    delimited: Option<Range<usize>>,
    constraint: Constraint,
    component: Component,
    at: usize,
) -> Result<(), Violation> {
    match (delimited, rule) {
        (None, Rule::Required) => Err(missing(constraint, component, at, constraint.name())),
        (Some(range), Rule::Forbidden) => {
            let written = slice(text, range.clone());
            Err(Violation::new(
                constraint,
                component,
                range,
                format!("{component} where the type allows none"),
                format!("remove `{written}`"),
            ))
        }
        _ => Ok(()),
    }
}

fn missing(constraint: Constraint, component: Component, at: usize, what: &str) -> Violation {
    Violation::new(
        constraint,
        component,
        at..at,
        format!("missing {what}: the type requires one"),
        format!("write the {what}"),
    )
}

/// A value that breaks a [`Constraint`]: where, what, and how to fix it.
///
/// ```
/// use iri_core::constraints::{Constraint, Constraints, Rule};
/// use iri_core::{Component, Grammar, parse};
///
/// let text = "http://u@a/";
/// let table = parse(text, Grammar::IRI).unwrap();
/// let v = Constraints::NONE.userinfo(Rule::Forbidden).check(text, &table).unwrap_err();
/// assert_eq!(v.to_string(), "userinfo `u` where the type allows none in userinfo at byte 7");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Violation {
    constraint: Constraint,
    component: Component,
    span: Range<usize>,
    message: String,
    help: String,
}

impl Violation {
    fn new(
        constraint: Constraint,
        component: Component,
        span: Range<usize>,
        message: String,
        help: impl Into<String>,
    ) -> Violation {
        Violation {
            constraint,
            component,
            span,
            message,
            help: help.into(),
        }
    }

    /// The constraint broken.
    ///
    /// ```
    /// use iri_core::constraints::{Constraint, Constraints, Rule};
    /// use iri_core::{Component, Grammar, parse};
    ///
    /// let text = "http://u@a/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let v = Constraints::NONE.userinfo(Rule::Forbidden).check(text, &table).unwrap_err();
    /// assert_eq!(v.constraint(), Constraint::Userinfo);
    /// ```
    #[must_use]
    pub const fn constraint(&self) -> Constraint {
        self.constraint
    }

    /// The component it is about.
    ///
    /// ```
    /// use iri_core::constraints::{Constraint, Constraints, Rule};
    /// use iri_core::{Component, Grammar, parse};
    ///
    /// let text = "http://u@a/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let v = Constraints::NONE.userinfo(Rule::Forbidden).check(text, &table).unwrap_err();
    /// assert_eq!(v.component(), Component::Userinfo);
    /// ```
    #[must_use]
    pub const fn component(&self) -> Component {
        self.component
    }

    /// The bytes of the input it is about (empty where something is missing).
    ///
    /// ```
    /// use iri_core::constraints::{Constraint, Constraints, Rule};
    /// use iri_core::{Component, Grammar, parse};
    ///
    /// let text = "http://u@a/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let v = Constraints::NONE.userinfo(Rule::Forbidden).check(text, &table).unwrap_err();
    /// assert_eq!(&text[v.span()], "u@");
    /// ```
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// How to fix it.
    ///
    /// ```
    /// use iri_core::constraints::{Constraint, Constraints, Rule};
    /// use iri_core::{Component, Grammar, parse};
    ///
    /// let text = "http://u@a/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let v = Constraints::NONE.userinfo(Rule::Forbidden).check(text, &table).unwrap_err();
    /// assert!(!v.help().is_empty());
    /// ```
    #[must_use]
    pub fn help(&self) -> &str {
        &self.help
    }

    /// The message followed by `input` with a caret line under the span.
    ///
    /// ```
    /// use iri_core::constraints::{Constraint, Constraints, Rule};
    /// use iri_core::{Component, Grammar, parse};
    ///
    /// let text = "http://u@a/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let v = Constraints::NONE.userinfo(Rule::Forbidden).check(text, &table).unwrap_err();
    /// let shown = v.annotate(text).to_string();
    /// assert!(shown.starts_with(&v.to_string()), "{shown}");
    /// assert!(shown.contains("^^"), "{shown}");
    /// ```
    #[must_use]
    pub fn annotate<'a>(&'a self, input: &'a str) -> AnnotatedViolation<'a> {
        AnnotatedViolation {
            violation: self,
            input,
        }
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} in {} at byte {}",
            self.message, self.component, self.span.start
        )
    }
}

impl core::error::Error for Violation {}

/// A [`Violation`] with its input, displayed with a caret line.
///
/// ```
/// use iri_core::constraints::{Constraint, Constraints, Rule};
/// use iri_core::{Component, Grammar, parse};
///
/// let text = "http://u@a/";
/// let table = parse(text, Grammar::IRI).unwrap();
/// let v = Constraints::NONE.userinfo(Rule::Forbidden).check(text, &table).unwrap_err();
/// assert_eq!(v.annotate(text).to_string().lines().count(), 3);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct AnnotatedViolation<'a> {
    violation: &'a Violation,
    input: &'a str,
}

impl fmt::Display for AnnotatedViolation<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}\n{}",
            self.violation,
            Snippet::new(self.input, self.violation.span())
        )
    }
}

/// Why a text is not a value of a static IRI type: it does not parse (or
/// its policy refuses it), or it breaks one of the type's constraints.
///
/// ```
/// use iri_core::constraints::{Constraints, Rule, TypeError};
/// use iri_core::{Grammar, parse};
///
/// fn parse_feed(text: &str) -> Result<(), TypeError> {
///     let table = parse(text, Grammar::IRI)?;
///     Constraints::NONE.query(Rule::Forbidden).check(text, &table)?;
///     Ok(())
/// }
/// assert!(matches!(parse_feed("a b"), Err(TypeError::Parse(_))));
/// assert!(matches!(parse_feed("http://a/?q"), Err(TypeError::Constraint(_))));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeError {
    /// The grammar, or an error-level finding of the type's policy.
    Parse(ParseError),
    /// A constraint of the type.
    Constraint(Violation),
}

impl fmt::Display for TypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TypeError::Parse(err) => err.fmt(f),
            TypeError::Constraint(violation) => violation.fmt(f),
        }
    }
}

impl core::error::Error for TypeError {}

impl From<ParseError> for TypeError {
    fn from(err: ParseError) -> TypeError {
        TypeError::Parse(err)
    }
}

impl From<Violation> for TypeError {
    fn from(violation: Violation) -> TypeError {
        TypeError::Constraint(violation)
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;
    use crate::syntax::parse::{Grammar, parse};

    fn violation(c: Constraints, text: &str) -> Option<(Constraint, Range<usize>, String)> {
        let table = parse(text, Grammar::IRI_REFERENCE).unwrap();
        c.check(text, &table)
            .err()
            .map(|v| (v.constraint(), v.span(), v.to_string()))
    }

    #[test]
    fn each_constraint_points_at_its_component() {
        let none = Constraints::NONE;
        assert_eq!(violation(none, "http://u@h:1/p?q#f"), None);
        let (c, span, _) = violation(none.schemes(&["https", "wss"]), "http://h/").unwrap();
        assert_eq!((c, span), (Constraint::Schemes, 0..4));
        assert_eq!(violation(none.schemes(&["HTTP"]), "http://h/"), None);
        let (c, span, _) = violation(none.absolute(Rule::Required), "/p").unwrap();
        assert_eq!((c, span), (Constraint::Absolute, 0..0));
        let (c, span, _) = violation(none.absolute(Rule::Forbidden), "a:/p").unwrap();
        assert_eq!((c, span), (Constraint::Relative, 0..2));
        let (c, span, m) = violation(none.userinfo(Rule::Forbidden), "http://u:p@h/").unwrap();
        assert_eq!((c, span), (Constraint::Userinfo, 7..11));
        assert_eq!(
            m,
            "userinfo `u:p` where the type allows none in userinfo at byte 7"
        );
        let (c, span, _) = violation(none.host(Rule::Required), "file:///p").unwrap();
        assert_eq!((c, span), (Constraint::Host, 7..7));
        let (c, span, _) = violation(none.host(Rule::Required), "urn:x").unwrap();
        assert_eq!((c, span), (Constraint::Host, 4..4));
        let (c, span, _) = violation(none.host(Rule::Forbidden), "http://h/").unwrap();
        assert_eq!((c, span), (Constraint::Host, 7..8));
        let (c, span, _) = violation(none.port(Rule::Forbidden), "http://h:80/").unwrap();
        assert_eq!((c, span), (Constraint::Port, 8..11));
        let (c, span, _) = violation(none.port(Rule::Required), "http://h/").unwrap();
        assert_eq!((c, span), (Constraint::Port, 8..8));
        let (c, span, m) = violation(none.port_range(1024, 65535), "http://h:80/").unwrap();
        assert_eq!((c, span), (Constraint::Port, 9..11));
        assert_eq!(
            m,
            "port 80 outside the type's range 1024 to 65535 in port at byte 9"
        );
        let (c, span, _) = violation(none.path_prefix("/v1/"), "http://h/v2/x").unwrap();
        assert_eq!((c, span), (Constraint::PathPrefix, 8..13));
        let (c, span, m) = violation(none.query(Rule::Forbidden), "http://h/?q#f").unwrap();
        assert_eq!((c, span), (Constraint::Query, 9..11));
        assert_eq!(m, "query where the type allows none in query at byte 9");
        let (c, span, _) = violation(none.fragment(Rule::Forbidden), "http://h/#f").unwrap();
        assert_eq!((c, span), (Constraint::Fragment, 9..11));
        let (c, span, _) = violation(none.fragment(Rule::Required), "http://h/").unwrap();
        assert_eq!((c, span), (Constraint::Fragment, 9..9));
        let (c, span, _) = violation(none.ascii(true), "http://h/é").unwrap();
        assert_eq!((c, span), (Constraint::Ascii, 9..11));
    }

    #[test]
    fn violations_draw_a_caret() {
        let text = "https://h/v2";
        let table = parse(text, Grammar::IRI).unwrap();
        let v = Constraints::NONE
            .path_prefix("/v1/")
            .check(text, &table)
            .unwrap_err();
        assert_eq!(
            v.annotate(text).to_string(),
            "path `/v2` not under `/v1/`, as the type requires in path at byte 9\n  | https://h/v2\n  |          ^^^"
        );
        assert_eq!(TypeError::from(v.clone()).to_string(), v.to_string());
    }
}
