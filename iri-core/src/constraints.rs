//! Constraints of a static IRI type: what a library's own IRI type requires
//! beyond the grammar and the checker's policy — schemes, host, port,
//! userinfo, query, fragment, a path prefix, absolute or relative, ASCII.
//!
//! [`Constraints`] is built in `const` context; [`Constraints::check`] gives
//! the first [`Violation`] of a parsed value: a
//! [`Finding`] of the `constraint` group (codes
//! `constraint-schemes`, `constraint-port`, …), with its component and span,
//! whose message, help and suggestion the one renderer writes, as for the
//! grammar's errors and the checker's findings. The `iri_type!` macro of `iri-macros` declares such a type: its
//! literals are checked against these constraints while the user's crate
//! compiles (the error at the user's literal), and its `FromStr`, `TryFrom`
//! and serde implementations check them at run time, by this same code.
//!
//! ```
//! use iri_kit::constraints::{Constraint, Constraints, Presence};
//! use iri_kit::{parse, Grammar};
//!
//! const API: Constraints = Constraints::NONE
//!     .schemes(&["https"])
//!     .host(Presence::Required)
//!     .fragment(Presence::Forbidden)
//!     .path_prefix("/v1/");
//!
//! let text = "http://api.example.org/v1/users";
//! let table = parse(text, Grammar::IRI).unwrap();
//! let violation = API.check(text, &table).unwrap_err();
//! assert_eq!(violation.constraint(), Constraint::Schemes);
//! // Its words are the one renderer's, as for every finding:
//! let finding = violation.finding();
//! assert_eq!(finding.code().name(), "constraint-schemes");
//! assert_eq!(
//!     finding.message().to_string(),
//!     "scheme outside the type's list (`https`)"
//! );
//! assert_eq!(violation.help().to_string(), "write a scheme that the type allows");
//! assert_eq!(
//!     violation.annotate(text).to_string(),
//!     "scheme outside the type's list (`https`)
//!   | http://api.example.org/v1/users
//!   | ^^^^ byte 0
//!   = note: the type allows only the schemes it lists (constraint-schemes, the \
//!      type's `schemes` constraint)
//!   = help: write a scheme that the type allows
//!   = suggestion: replace `http` with `https`"
//! );
//! ```

use core::fmt;
use core::ops::Range;

use crate::diagnostic::codes::Code;
use crate::diagnostic::component::Component;
use crate::diagnostic::detail::constraint::{ConstraintDetail, Held, Part, Prefix, Schemes};
use crate::diagnostic::error::ParseError;
use crate::diagnostic::finding::Finding;
use crate::diagnostic::render::{Annotated, Headline, Help, write_headline};
use crate::syntax::table::{Table, slice};

/// Whether a component must be there, must not, or may.
///
/// ```
/// use iri_kit::constraints::{Constraint, Constraints, Presence};
/// use iri_kit::{Grammar, parse};
///
/// const NO_QUERY: Constraints = Constraints::NONE.query(Presence::Forbidden);
/// let text = "http://a/?q";
/// let err = NO_QUERY.check(text, &parse(text, Grammar::IRI).unwrap()).unwrap_err();
/// assert_eq!(err.constraint(), Constraint::Query);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Presence {
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
/// use iri_kit::constraints::{Constraint, Constraints, Presence};
/// use iri_kit::{Grammar, parse};
///
/// let c = Constraints::NONE.absolute(Presence::Required);
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
    /// use iri_kit::constraints::Constraint;
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
/// use iri_kit::constraints::{Constraint, Constraints, Presence};
/// use iri_kit::{Grammar, parse};
///
/// const FEED: Constraints = Constraints::NONE.schemes(&["https"]).query(Presence::Forbidden);
/// let text = "https://example.org/feed";
/// assert!(FEED.check(text, &parse(text, Grammar::IRI).unwrap()).is_ok());
/// ```
///
/// The lifetime is that of the scheme list and the path prefix: `'static`
/// for a type's constraints, built in `const` context with
/// [`schemes`](Constraints::schemes) and
/// [`path_prefix`](Constraints::path_prefix); shorter for constraints made
/// at run time from borrowed values
/// ([`borrowed_schemes`](Constraints::borrowed_schemes),
/// [`borrowed_path_prefix`](Constraints::borrowed_path_prefix)), which
/// keep nothing once dropped.
#[derive(Clone, Copy, Debug)]
pub struct Constraints<'a> {
    schemes: Given<'a, [&'static str], [&'a str]>,
    form: Presence,
    userinfo: Presence,
    host: Presence,
    port: Presence,
    port_range: (u16, u16),
    path_prefix: Option<Given<'a, str, str>>,
    query: Presence,
    fragment: Presence,
    ascii: bool,
}

impl Constraints<'static> {
    /// No constraint.
    ///
    /// ```
    /// use iri_kit::constraints::Constraints;
    /// use iri_kit::{Grammar, parse};
    ///
    /// let text = "../any?thing#at-all";
    /// assert!(Constraints::NONE.check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap()).is_ok());
    /// ```
    pub const NONE: Constraints<'static> = Constraints {
        schemes: Given::Static(&[]),
        form: Presence::Any,
        userinfo: Presence::Any,
        host: Presence::Any,
        port: Presence::Any,
        port_range: (0, u16::MAX),
        path_prefix: None,
        query: Presence::Any,
        fragment: Presence::Any,
        ascii: false,
    };
}

impl<'a> Constraints<'a> {
    /// Only these schemes (compared case-insensitively); none means any.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.schemes(&["https", "wss"]).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("WSS://example.org/").is_ok());
    /// assert_eq!(check("ftp://example.org/").unwrap_err().constraint(), Constraint::Schemes);
    /// ```
    #[must_use]
    pub const fn schemes(mut self, schemes: &'static [&'static str]) -> Constraints<'a> {
        self.schemes = Given::Static(schemes);
        self
    }

    /// Only these schemes, from a list borrowed for less than `'static`
    /// (read at run time, say). A violation holds a copy of the list's first
    /// 20 bytes, as many whole names as fit, and its message says `…` for
    /// the rest.
    ///
    /// ```
    /// use iri_kit::constraints::Constraints;
    /// use iri_kit::{Grammar, parse};
    ///
    /// let read = String::from("https wss");
    /// let names: Vec<&str> = read.split(' ').collect();
    /// let c = Constraints::NONE.borrowed_schemes(&names);
    /// let text = "ftp://example.org/";
    /// let v = c.check(text, &parse(text, Grammar::IRI).unwrap()).unwrap_err();
    /// drop(c);
    /// assert_eq!(v.finding().message().to_string(), "scheme outside the type's list (`https`, `wss`)");
    /// ```
    #[must_use]
    pub const fn borrowed_schemes(mut self, schemes: &'a [&'a str]) -> Constraints<'a> {
        self.schemes = Given::Borrowed(schemes);
        self
    }

    /// `Required`: absolute (a scheme); `Forbidden`: relative references only.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.absolute(Presence::Forbidden).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("../a").is_ok());
    /// assert_eq!(check("http://a/").unwrap_err().constraint(), Constraint::Relative);
    /// ```
    #[must_use]
    pub const fn absolute(mut self, presence: Presence) -> Constraints<'a> {
        self.form = presence;
        self
    }

    /// The userinfo (`user@`).
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.userinfo(Presence::Forbidden).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("http://a/").is_ok());
    /// assert_eq!(check("http://u@a/").unwrap_err().constraint(), Constraint::Userinfo);
    /// ```
    #[must_use]
    pub const fn userinfo(mut self, presence: Presence) -> Constraints<'a> {
        self.userinfo = presence;
        self
    }

    /// The host: `Required` means an authority with a non-empty host.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.host(Presence::Required).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("http://a/").is_ok());
    /// assert_eq!(check("file:///etc").unwrap_err().constraint(), Constraint::Host);
    /// ```
    #[must_use]
    pub const fn host(mut self, presence: Presence) -> Constraints<'a> {
        self.host = presence;
        self
    }

    /// The port.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.port(Presence::Required).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("http://a:80/").is_ok());
    /// assert_eq!(check("http://a/").unwrap_err().constraint(), Constraint::Port);
    /// ```
    #[must_use]
    pub const fn port(mut self, presence: Presence) -> Constraints<'a> {
        self.port = presence;
        self
    }

    /// The ports allowed, `min` to `max` inclusive, when there is one.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.port_range(1024, 65535).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("http://a:8080/").is_ok());
    /// assert_eq!(check("http://a:80/").unwrap_err().constraint(), Constraint::Port);
    /// ```
    #[must_use]
    pub const fn port_range(mut self, min: u16, max: u16) -> Constraints<'a> {
        self.port_range = (min, max);
        self
    }

    /// The path must start with `prefix`.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.path_prefix("/v1/").check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("http://a/v1/x").is_ok());
    /// assert_eq!(check("http://a/v2/x").unwrap_err().constraint(), Constraint::PathPrefix);
    /// ```
    #[must_use]
    pub const fn path_prefix(mut self, prefix: &'static str) -> Constraints<'a> {
        self.path_prefix = Some(Given::Static(prefix));
        self
    }

    /// The path starts with this prefix, borrowed for less than `'static`.
    /// A violation holds a copy of its first 20 bytes, and its message says
    /// `…` for the rest.
    ///
    /// ```
    /// use iri_kit::constraints::Constraints;
    /// use iri_kit::{Grammar, parse};
    ///
    /// let prefix = String::from("/v1/");
    /// let c = Constraints::NONE.borrowed_path_prefix(&prefix);
    /// let text = "http://a/v2/x";
    /// let v = c.check(text, &parse(text, Grammar::IRI).unwrap()).unwrap_err();
    /// assert_eq!(v.finding().message().to_string(), "path not starting with the type's prefix `/v1/`");
    /// ```
    #[must_use]
    pub const fn borrowed_path_prefix(mut self, prefix: &'a str) -> Constraints<'a> {
        self.path_prefix = Some(Given::Borrowed(prefix));
        self
    }

    /// The query.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.query(Presence::Required).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("http://a/?q").is_ok());
    /// assert_eq!(check("http://a/").unwrap_err().constraint(), Constraint::Query);
    /// ```
    #[must_use]
    pub const fn query(mut self, presence: Presence) -> Constraints<'a> {
        self.query = presence;
        self
    }

    /// The fragment.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.fragment(Presence::Forbidden).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("http://a/").is_ok());
    /// assert_eq!(check("http://a/#f").unwrap_err().constraint(), Constraint::Fragment);
    /// ```
    #[must_use]
    pub const fn fragment(mut self, presence: Presence) -> Constraints<'a> {
        self.fragment = presence;
        self
    }

    /// ASCII characters only.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.ascii(true).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("http://a/%C3%A9").is_ok());
    /// assert_eq!(check("http://a/é").unwrap_err().constraint(), Constraint::Ascii);
    /// ```
    #[must_use]
    pub const fn ascii(mut self, ascii: bool) -> Constraints<'a> {
        self.ascii = ascii;
        self
    }

    /// The first constraint `text`, parsed into `table`, breaks, in the
    /// order of the components.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Grammar, parse};
    ///
    /// let check = |text: &str| Constraints::NONE.schemes(&["https"]).fragment(Presence::Forbidden).check(text, &parse(text, Grammar::IRI_REFERENCE).unwrap());
    /// assert!(check("https://a/").is_ok());
    /// assert_eq!(check("http://a/#f").unwrap_err().constraint(), Constraint::Schemes);
    /// ```
    pub fn check(&self, text: &str, table: &Table) -> Result<(), Violation> {
        self.check_scheme(text, table)?;
        self.check_authority(text, table)?;
        self.check_path(text, table)?;
        let query = table.query().map(|r| r.start - 1..r.end);
        presence(self.query, query, Component::Query, table.path().end)?;
        let fragment = table.fragment().map(|r| r.start - 1..r.end);
        presence(self.fragment, fragment, Component::Fragment, text.len())?;
        if self.ascii
            && let Some((at, c)) = text.char_indices().find(|(_, c)| !c.is_ascii())
        {
            let finding = Finding::new(
                ConstraintDetail::Ascii,
                table.component_at(at),
                at..at + c.len_utf8(),
            );
            return Err(Violation::new(finding.with_char(c)));
        }
        Ok(())
    }

    fn check_scheme(&self, text: &str, table: &Table) -> Result<(), Violation> {
        match (table.scheme(), self.form) {
            (None, Presence::Required) => {
                return Err(Violation::new(Finding::new(
                    ConstraintDetail::Absolute,
                    Component::Scheme,
                    0..0,
                )));
            }
            (Some(range), Presence::Forbidden) => {
                return Err(Violation::new(Finding::new(
                    ConstraintDetail::Relative,
                    Component::Scheme,
                    range.start..range.end + 1,
                )));
            }
            _ => {}
        }
        let schemes = self.scheme_list();
        if let Some(range) = table.scheme()
            && !schemes.is_empty()
        {
            let scheme = slice(text, range.clone());
            if !schemes.iter().any(|s| s.eq_ignore_ascii_case(scheme)) {
                let held = match self.schemes {
                    Given::Static(list) => Schemes::Static(list),
                    Given::Borrowed(list) => Schemes::Held(Held::list(list)),
                };
                let finding = Finding::new(
                    ConstraintDetail::Schemes(held),
                    Component::Scheme,
                    range.clone(),
                );
                // With one scheme allowed, it is the one the author may mean.
                return Err(Violation::new(if schemes.len() == 1 {
                    finding.with_suggestion(range)
                } else {
                    finding
                }));
            }
        }
        Ok(())
    }

    fn check_authority(&self, text: &str, table: &Table) -> Result<(), Violation> {
        let after_scheme = table.scheme().map_or(0, |r| r.end + 1);
        if let Some(range) = table.userinfo()
            && self.userinfo == Presence::Forbidden
        {
            return Err(forbidden(
                Part::Userinfo,
                Component::Userinfo,
                range.start..range.end + 1,
            ));
        }
        if self.userinfo == Presence::Required && table.userinfo().is_none() {
            return Err(missing(Part::Userinfo, Component::Userinfo, after_scheme));
        }
        let host = table.host().filter(|r| !r.is_empty());
        match (host, self.host) {
            (None, Presence::Required) => {
                let at = table.host().map_or(after_scheme, |r| r.start);
                return Err(missing(Part::Host, Component::Host, at));
            }
            (Some(range), Presence::Forbidden) => {
                // Removing the host alone would leave a userinfo or a port
                // without one: the help says to remove the authority.
                let finding = Finding::new(
                    ConstraintDetail::Forbidden(Part::Host),
                    Component::Host,
                    range,
                );
                return Err(Violation::new(finding));
            }
            _ => {}
        }
        match (table.port(), self.port) {
            (None, Presence::Required) => {
                let at = table.host().map_or(after_scheme, |r| r.end);
                return Err(missing(Part::Port, Component::Port, at));
            }
            (Some(range), Presence::Forbidden) => {
                return Err(forbidden(
                    Part::Port,
                    Component::Port,
                    range.start - 1..range.end,
                ));
            }
            (Some(range), _) if !range.is_empty() => {
                let (min, max) = self.port_range;
                let inside = slice(text, range.clone())
                    .parse::<u32>()
                    .is_ok_and(|p| p >= u32::from(min) && p <= u32::from(max));
                if !inside {
                    let finding = Finding::new(
                        ConstraintDetail::PortRange { min, max },
                        Component::Port,
                        range,
                    );
                    return Err(Violation::new(finding));
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn check_path(&self, text: &str, table: &Table) -> Result<(), Violation> {
        let Some(given) = self.path_prefix else {
            return Ok(());
        };
        let range = table.path();
        let (Given::Static(prefix) | Given::Borrowed(prefix)) = given;
        if slice(text, range.clone()).starts_with(prefix) {
            return Ok(());
        }
        let held = match given {
            Given::Static(prefix) => Prefix::Static(prefix),
            Given::Borrowed(prefix) => Prefix::Held(Held::text(prefix)),
        };
        let finding = Finding::new(ConstraintDetail::PathPrefix(held), Component::Path, range);
        Err(Violation::new(finding))
    }
}

/// What constraints require, as compared: the schemes, the presence of
/// each component (scheme, userinfo, host, port, query, fragment), the
/// port range, the path prefix and ASCII.
type Key<'a> = (
    &'a [&'a str],
    [Presence; 6],
    (u16, u16),
    Option<&'a str>,
    bool,
);

/// A value of the constraints, `'static` (a type's, whose findings keep
/// it) or borrowed (whose findings keep a [`Held`] copy).
#[derive(Debug)]
enum Given<'a, S: ?Sized + 'static, B: ?Sized + 'a> {
    Static(&'static S),
    Borrowed(&'a B),
}

impl<S: ?Sized, B: ?Sized> Clone for Given<'_, S, B> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<S: ?Sized, B: ?Sized> Copy for Given<'_, S, B> {}

impl<'a> Constraints<'a> {
    /// The schemes allowed, however given.
    const fn scheme_list(&self) -> &'a [&'a str] {
        let (Given::Static(list) | Given::Borrowed(list)) = self.schemes;
        list
    }

    /// The path prefix, however given.
    const fn prefix(&self) -> Option<&'a str> {
        match self.path_prefix {
            Some(Given::Static(prefix) | Given::Borrowed(prefix)) => Some(prefix),
            None => None,
        }
    }

    /// The fields that say what the constraints require, whatever their
    /// lifetime: what two equal constraints share.
    fn key(&self) -> Key<'a> {
        let presences = [
            self.form,
            self.userinfo,
            self.host,
            self.port,
            self.query,
            self.fragment,
        ];
        (
            self.scheme_list(),
            presences,
            self.port_range,
            self.prefix(),
            self.ascii,
        )
    }
}

/// Constraints are equal when they require the same, however their values
/// were given.
impl PartialEq for Constraints<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Constraints<'_> {}

impl core::hash::Hash for Constraints<'_> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

/// The part of each constraint on a component's presence that
/// [`presence`] checks.
const fn presence_part(component: Component) -> Part {
    match component {
        Component::Query => Part::Query,
        _ => Part::Fragment,
    }
}

/// A component that must be present or absent (`delimited` includes its
/// delimiter); `at` is where a missing one would go.
fn presence(
    presence: Presence,
    delimited: Option<Range<usize>>,
    component: Component,
    at: usize,
) -> Result<(), Violation> {
    let part = presence_part(component);
    match (delimited, presence) {
        (None, Presence::Required) => Err(missing(part, component, at)),
        (Some(range), Presence::Forbidden) => Err(forbidden(part, component, range)),
        _ => Ok(()),
    }
}

/// A component missing at `at`.
fn missing(part: Part, component: Component, at: usize) -> Violation {
    Violation::new(Finding::new(
        ConstraintDetail::Missing(part),
        component,
        at..at,
    ))
}

/// A component present at `span` (with its delimiter), whose removal is
/// suggested.
fn forbidden(part: Part, component: Component, span: Range<usize>) -> Violation {
    Violation::new(
        Finding::new(ConstraintDetail::Forbidden(part), component, span.clone())
            .with_suggestion(span),
    )
}

impl Constraint {
    /// The constraint of a `constraint` code.
    const fn of(code: Code) -> Constraint {
        match code {
            Code::ConstraintSchemes => Constraint::Schemes,
            Code::ConstraintAbsolute => Constraint::Absolute,
            Code::ConstraintRelative => Constraint::Relative,
            Code::ConstraintUserinfo => Constraint::Userinfo,
            Code::ConstraintHost => Constraint::Host,
            Code::ConstraintPort => Constraint::Port,
            Code::ConstraintPathPrefix => Constraint::PathPrefix,
            Code::ConstraintQuery => Constraint::Query,
            Code::ConstraintFragment => Constraint::Fragment,
            _ => Constraint::Ascii,
        }
    }

    /// The constraint's code, of the `constraint` group.
    ///
    /// ```
    /// use iri_kit::constraints::Constraint;
    ///
    /// assert_eq!(Constraint::PathPrefix.code().name(), "constraint-path-prefix");
    /// ```
    #[must_use]
    pub const fn code(self) -> Code {
        match self {
            Constraint::Schemes => Code::ConstraintSchemes,
            Constraint::Absolute => Code::ConstraintAbsolute,
            Constraint::Relative => Code::ConstraintRelative,
            Constraint::Userinfo => Code::ConstraintUserinfo,
            Constraint::Host => Code::ConstraintHost,
            Constraint::Port => Code::ConstraintPort,
            Constraint::PathPrefix => Code::ConstraintPathPrefix,
            Constraint::Query => Code::ConstraintQuery,
            Constraint::Fragment => Code::ConstraintFragment,
            Constraint::Ascii => Code::ConstraintAscii,
        }
    }
}

/// A value that breaks a [`Constraint`]: a [`Finding`] of the `constraint`
/// group (always an error), whose words — message, help, suggestion — the
/// one renderer writes, as for grammar errors and the checker's findings.
///
/// `Display` gives the sentence of a [`ParseError`]: the message, the
/// position, and the rule.
///
/// ```
/// use iri_kit::constraints::{Constraint, Constraints, Presence};
/// use iri_kit::{Component, Grammar, parse};
///
/// let text = "http://u@a/";
/// let table = parse(text, Grammar::IRI).unwrap();
/// let v = Constraints::NONE.userinfo(Presence::Forbidden).check(text, &table).unwrap_err();
/// assert_eq!(
///     v.to_string(),
///     "userinfo where the type allows none at byte 7: the type says whether \
///      its values have a userinfo (constraint-userinfo, the type's `userinfo` constraint)",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Violation {
    finding: Finding,
}

impl Violation {
    const fn new(finding: Finding) -> Violation {
        Violation { finding }
    }

    /// The constraint broken.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Component, Grammar, parse};
    ///
    /// let text = "http://u@a/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let v = Constraints::NONE.userinfo(Presence::Forbidden).check(text, &table).unwrap_err();
    /// assert_eq!(v.constraint(), Constraint::Userinfo);
    /// ```
    #[must_use]
    pub const fn constraint(&self) -> Constraint {
        Constraint::of(self.finding.code())
    }

    /// The component it is about.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Component, Grammar, parse};
    ///
    /// let text = "http://u@a/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let v = Constraints::NONE.userinfo(Presence::Forbidden).check(text, &table).unwrap_err();
    /// assert_eq!(v.component(), Component::Userinfo);
    /// ```
    #[must_use]
    pub const fn component(&self) -> Component {
        self.finding.component()
    }

    /// The bytes of the input it is about (empty where something is missing).
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Component, Grammar, parse};
    ///
    /// let text = "http://u@a/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let v = Constraints::NONE.userinfo(Presence::Forbidden).check(text, &table).unwrap_err();
    /// assert_eq!(&text[v.span()], "u@");
    /// ```
    #[must_use]
    pub const fn span(&self) -> Range<usize> {
        self.finding.span()
    }

    /// The violation as a [`Finding`] of the `constraint` group, to show
    /// with the grammar's errors and the checker's findings: its code is
    /// [`Constraint::code`], its level always
    /// [`Level::Error`](crate::diagnostic::Level::Error).
    ///
    /// ```
    /// use iri_kit::constraints::{Constraints, Presence};
    /// use iri_kit::{Grammar, parse};
    ///
    /// let text = "http://a/?q";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let v = Constraints::NONE.query(Presence::Forbidden).check(text, &table).unwrap_err();
    /// let finding = v.finding();
    /// assert_eq!(finding.code().name(), "constraint-query");
    /// assert_eq!(finding.message().to_string(), "query where the type allows none");
    /// assert_eq!(finding.suggestion(text).unwrap().replacement(), "");
    /// ```
    #[must_use]
    pub const fn finding(&self) -> Finding {
        self.finding
    }

    /// How to fix it, in words. Every violation has one; the text to write,
    /// where the type says it, is the finding's
    /// [`suggestion`](Finding::suggestion).
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Component, Grammar, parse};
    ///
    /// let text = "http://u@a/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let v = Constraints::NONE.userinfo(Presence::Forbidden).check(text, &table).unwrap_err();
    /// assert_eq!(v.help().to_string(), "remove the userinfo and its `@`");
    /// ```
    #[must_use]
    pub const fn help(&self) -> Help {
        Help::of(self.finding)
    }

    /// The violation drawn with `input`: its message, the input with a
    /// caret line under the span and the byte where it starts, the rule,
    /// the help, and the suggestion where there is one. The renderer's [`Annotated`]: its
    /// [`headline`](Annotated::headline) may be changed.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Component, Grammar, parse};
    ///
    /// let text = "http://u@a/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let v = Constraints::NONE.userinfo(Presence::Forbidden).check(text, &table).unwrap_err();
    /// let shown = v.annotate(text).to_string();
    /// let (_, drawing) = shown.split_once('\n').unwrap();
    /// assert!(drawing.starts_with("  | http://u@a/\n  |        ^^ byte 7\n  = note: "));
    /// assert!(drawing.ends_with("\n  = help: remove the userinfo and its `@`\n  = suggestion: remove `u@`"));
    /// ```
    #[must_use]
    pub fn annotate<'a>(&self, input: &'a str) -> Annotated<'a> {
        self.finding.annotate(input).headline(Headline::Error)
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_headline(f, &self.finding, Headline::Error, true)
    }
}

impl core::error::Error for Violation {}

/// Why a text is not a value of a static IRI type: it does not parse (or
/// its policy refuses it), or it breaks one of the type's constraints.
///
/// ```
/// use iri_kit::constraints::{Constraints, Presence, TypeError};
/// use iri_kit::{Grammar, parse};
///
/// fn parse_feed(text: &str) -> Result<(), TypeError> {
///     let table = parse(text, Grammar::IRI)?;
///     Constraints::NONE.query(Presence::Forbidden).check(text, &table)?;
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

impl TypeError {
    /// The error as a [`Finding`]: the grammar's (or the policy's), or the
    /// constraint's, to draw with the one renderer.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraints, Presence, TypeError};
    /// use iri_kit::{Grammar, parse};
    ///
    /// let text = "http://a/?q";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let err = TypeError::from(Constraints::NONE.query(Presence::Forbidden).check(text, &table).unwrap_err());
    /// assert_eq!(err.finding().code().name(), "constraint-query");
    /// let err = TypeError::from(parse("a b", Grammar::IRI).unwrap_err());
    /// assert_eq!(err.finding().code().name(), "grammar-missing-scheme");
    /// ```
    #[must_use]
    pub const fn finding(&self) -> Finding {
        match self {
            TypeError::Parse(err) => err.finding(),
            TypeError::Constraint(violation) => violation.finding(),
        }
    }
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
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use super::*;
    use crate::syntax::parse::{Grammar, parse};

    /// The constraint broken, the span, the message, the help and the
    /// suggestion's line.
    type Said = (Constraint, Range<usize>, String, String, Option<String>);

    #[test]
    fn borrowed_values_are_said_from_the_violation_s_own_copy() {
        let text = "ftp://example.org/x";
        let table = parse(text, Grammar::IRI).unwrap();
        let read = String::from("https wss gopher-private-scheme ws");
        let names: Vec<&str> = read.split(' ').collect();
        let violation = Constraints::NONE
            .borrowed_schemes(&names)
            .check(text, &table)
            .unwrap_err();
        drop(names);
        drop(read);
        assert_eq!(
            violation.finding().message().to_string(),
            "scheme outside the type's list (`https`, `wss`, …)"
        );
        assert!(violation.finding().suggestion(text).is_none());
        let one = String::from("https");
        let names = [one.as_str()];
        let violation = Constraints::NONE
            .borrowed_schemes(&names)
            .check(text, &table)
            .unwrap_err();
        assert_eq!(
            violation.finding().suggestion(text).unwrap().replacement(),
            "https"
        );
        let prefix = String::from("/projects/example/locations/");
        let violation = Constraints::NONE
            .borrowed_path_prefix(&prefix)
            .check(text, &table)
            .unwrap_err();
        drop(prefix);
        assert_eq!(
            violation.finding().message().to_string(),
            "path not starting with the type's prefix `/projects/example/lo`…"
        );
    }

    #[test]
    fn constraints_are_equal_however_their_values_were_given() {
        let name = String::from("https");
        let names = [name.as_str()];
        let prefix = String::from("/v1/");
        let borrowed = Constraints::NONE
            .borrowed_schemes(&names)
            .borrowed_path_prefix(&prefix);
        let given = Constraints::NONE.schemes(&["https"]).path_prefix("/v1/");
        assert_eq!(borrowed, given);
        assert_ne!(borrowed, given.path_prefix("/v2/"));
    }

    fn violation(c: Constraints, text: &str) -> Option<Said> {
        let table = parse(text, Grammar::IRI_REFERENCE).unwrap();
        c.check(text, &table).err().map(|v| {
            let finding = v.finding();
            (
                v.constraint(),
                v.span(),
                finding.message().to_string(),
                v.help().to_string(),
                finding
                    .suggestion(text)
                    .map(|fix| fix.line(text).to_string()),
            )
        })
    }

    fn said(c: Constraints, text: &str) -> Said {
        violation(c, text).unwrap()
    }

    /// Asserts what `c` says of `text`: the constraint, the span, the
    /// message, the help and the suggestion's line.
    fn assert_said(
        c: Constraints,
        text: &str,
        expected: (Constraint, Range<usize>, &str, &str, Option<&str>),
    ) {
        let (constraint, span, message, help, suggestion) = expected;
        let expected = (
            constraint,
            span,
            message.to_string(),
            help.to_string(),
            suggestion.map(ToString::to_string),
        );
        assert_eq!(said(c, text), expected, "{text}");
    }

    #[test]
    fn the_scheme_constraints_name_the_type_s_schemes() {
        let none = Constraints::NONE;
        assert_eq!(violation(none, "http://u@h:1/p?q#f"), None);
        assert_eq!(violation(none.schemes(&["HTTP"]), "http://h/"), None);
        let write_one = "write a scheme that the type allows";
        assert_said(
            none.schemes(&["https", "ws", "wss"]),
            "http://h/",
            (
                Constraint::Schemes,
                0..4,
                "scheme outside the type's list (`https`, `ws`, `wss`)",
                write_one,
                None,
            ),
        );
        assert_said(
            none.schemes(&["https"]),
            "http://h/",
            (
                Constraint::Schemes,
                0..4,
                "scheme outside the type's list (`https`)",
                write_one,
                Some("replace `http` with `https`"),
            ),
        );
        assert_said(
            none.absolute(Presence::Required),
            "/p",
            (
                Constraint::Absolute,
                0..0,
                "missing scheme",
                "write the IRI in full, with its scheme",
                None,
            ),
        );
        assert_said(
            none.absolute(Presence::Forbidden),
            "a:/p",
            (
                Constraint::Relative,
                0..2,
                "scheme where the type allows none",
                "remove the scheme and the authority",
                None,
            ),
        );
    }

    #[test]
    fn the_authority_constraints_point_at_their_component() {
        let none = Constraints::NONE;
        assert_said(
            none.userinfo(Presence::Forbidden),
            "http://u:p@h/",
            (
                Constraint::Userinfo,
                7..11,
                "userinfo where the type allows none",
                "remove the userinfo and its `@`",
                Some("remove `u:p@`"),
            ),
        );
        assert_said(
            none.userinfo(Presence::Required),
            "http://h/",
            (
                Constraint::Userinfo,
                5..5,
                "missing userinfo",
                "write a userinfo and `@` before the host",
                None,
            ),
        );
        let write_host = "write a host, after `//`";
        assert_said(
            none.host(Presence::Required),
            "file:///p",
            (Constraint::Host, 7..7, "missing host", write_host, None),
        );
        assert_said(
            none.host(Presence::Required),
            "urn:x",
            (Constraint::Host, 4..4, "missing host", write_host, None),
        );
        assert_said(
            none.host(Presence::Forbidden),
            "http://h/",
            (
                Constraint::Host,
                7..8,
                "host where the type allows none",
                "remove the authority",
                None,
            ),
        );
        assert_said(
            none.port(Presence::Forbidden),
            "http://h:80/",
            (
                Constraint::Port,
                8..11,
                "port where the type allows none",
                "remove the port and its `:`",
                Some("remove `:80`"),
            ),
        );
        assert_said(
            none.port(Presence::Required),
            "http://h/",
            (
                Constraint::Port,
                8..8,
                "missing port",
                "write `:` and a port after the host",
                None,
            ),
        );
        assert_said(
            none.port_range(1024, 65535),
            "http://h:80/",
            (
                Constraint::Port,
                9..11,
                "port outside the type's range of 1024 to 65535",
                "use a port from 1024 to 65535",
                None,
            ),
        );
    }

    #[test]
    fn the_path_query_fragment_and_ascii_constraints_point_at_their_component() {
        let none = Constraints::NONE;
        assert_said(
            none.path_prefix("/v1/"),
            "http://h/v2/x",
            (
                Constraint::PathPrefix,
                8..13,
                "path not starting with the type's prefix `/v1/`",
                "write the path under the type's prefix",
                None,
            ),
        );
        assert_said(
            none.query(Presence::Forbidden),
            "http://h/?q#f",
            (
                Constraint::Query,
                9..11,
                "query where the type allows none",
                "remove the query and its `?`",
                Some("remove `?q`"),
            ),
        );
        assert_said(
            none.query(Presence::Required),
            "http://h/",
            (
                Constraint::Query,
                9..9,
                "missing query",
                "write `?` and a query after the path",
                None,
            ),
        );
        assert_said(
            none.fragment(Presence::Forbidden),
            "http://h/#f",
            (
                Constraint::Fragment,
                9..11,
                "fragment where the type allows none",
                "remove the fragment and its `#`",
                Some("remove `#f`"),
            ),
        );
        assert_said(
            none.fragment(Presence::Required),
            "http://h/",
            (
                Constraint::Fragment,
                9..9,
                "missing fragment",
                "write `#` and a fragment at the end",
                None,
            ),
        );
        assert_said(
            none.ascii(true),
            "http://h/é",
            (
                Constraint::Ascii,
                9..11,
                "non-ASCII character 'é' (U+00E9)",
                "percent-encode it, or convert the IRI with `to_uri`",
                None,
            ),
        );
    }

    #[test]
    fn every_constraint_has_its_code_and_a_message_naming_its_component_once() {
        let none = Constraints::NONE;
        let broken = [
            (none.schemes(&["https"]), "http://h/"),
            (none.absolute(Presence::Required), "/p"),
            (none.absolute(Presence::Forbidden), "a:/p"),
            (none.userinfo(Presence::Forbidden), "http://u@h/"),
            (none.userinfo(Presence::Required), "http://h/"),
            (none.host(Presence::Forbidden), "http://h/"),
            (none.host(Presence::Required), "urn:x"),
            (none.port(Presence::Forbidden), "http://h:1/"),
            (none.port(Presence::Required), "http://h/"),
            (none.port_range(2, 3), "http://h:1/"),
            (none.path_prefix("/a"), "http://h/"),
            (none.query(Presence::Forbidden), "http://h/?q"),
            (none.query(Presence::Required), "http://h/"),
            (none.fragment(Presence::Forbidden), "http://h/#f"),
            (none.fragment(Presence::Required), "http://h/"),
            (none.ascii(true), "http://h/é"),
        ];
        let mut codes: Vec<Code> = Vec::new();
        for (c, text) in broken {
            let table = parse(text, Grammar::IRI_REFERENCE).unwrap();
            let v = c.check(text, &table).unwrap_err();
            let finding = v.finding();
            assert_eq!(finding.code(), v.constraint().code());
            assert_eq!(Constraint::of(finding.code()), v.constraint());
            assert_eq!(finding.code().group().name(), "constraint");
            let message = finding.message().to_string();
            let name = finding.component().name();
            assert!(message.matches(name).count() <= 1, "{message}");
            assert!(finding.help().is_some());
            codes.push(finding.code());
        }
        for code in Code::ALL
            .iter()
            .filter(|c| c.group().name() == "constraint")
        {
            assert!(codes.contains(code), "{code} has no case");
        }
    }

    #[test]
    fn violations_draw_with_the_one_renderer() {
        let text = "https://h/v2";
        let table = parse(text, Grammar::IRI).unwrap();
        let v = Constraints::NONE
            .path_prefix("/v1/")
            .check(text, &table)
            .unwrap_err();
        assert_eq!(
            v.to_string(),
            "path not starting with the type's prefix `/v1/` at byte 9: the type's paths start \
             with its prefix (constraint-path-prefix, the type's `path_prefix` constraint)"
        );
        // The error headline of the finding, as the renderer writes it.
        let finding = v.finding();
        assert_eq!(
            v.to_string(),
            alloc::format!(
                "{} at byte 9: {}",
                finding.message(),
                finding.explanation().unwrap()
            )
        );
        assert_eq!(
            v.annotate(text).to_string(),
            alloc::format!(
                "{}\n  | https://h/v2\n  |          ^^^ byte 9\n  = note: {}\n  = help: write the \
                 path under the type's prefix",
                finding.message(),
                finding.explanation().unwrap()
            )
        );
        assert_eq!(TypeError::from(v).to_string(), v.to_string());
    }
}

// What the integrations read of a type's constraints (their generators and
// JSON Schemas): `integrations/constraint_fields.rs`.
#[cfg(any(feature = "schemars", feature = "arbitrary", feature = "proptest"))]
#[path = "ecosystem/integrations/constraint_fields.rs"]
pub(crate) mod fields;
