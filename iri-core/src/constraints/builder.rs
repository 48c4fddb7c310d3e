//! The builder of [`Constraints`]: `const` methods, one a constraint, and
//! the equality of two builders (what they require, however their values
//! were given).

use super::Presence;

/// What a static IRI type requires of its values; see the [module docs](crate::constraints).
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
    pub(super) schemes: Given<'a, [&'static str], [&'a str]>,
    pub(super) form: Presence,
    pub(super) userinfo: Presence,
    pub(super) host: Presence,
    pub(super) port: Presence,
    pub(super) port_range: (u16, u16),
    pub(super) path_prefix: Option<Given<'a, str, str>>,
    pub(super) query: Presence,
    pub(super) fragment: Presence,
    pub(super) ascii: bool,
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
pub(super) enum Given<'a, S: ?Sized + 'static, B: ?Sized + 'a> {
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
    pub(super) const fn scheme_list(&self) -> &'a [&'a str] {
        let (Given::Static(list) | Given::Borrowed(list)) = self.schemes;
        list
    }

    /// The path prefix, however given.
    pub(super) const fn prefix(&self) -> Option<&'a str> {
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
