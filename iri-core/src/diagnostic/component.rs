//! The components of an IRI that findings and errors are about.

use core::fmt;

/// The component in which a problem was found.
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Component {
    /// The scheme, before the first `:`.
    Scheme,
    /// The userinfo, before `@` in the authority.
    Userinfo,
    /// The host (a registered name or an IPv4 address).
    Host,
    /// An IP literal between `[` and `]` (IPv6 or `IPvFuture`).
    IpLiteral,
    /// The port, after the host's `:`.
    Port,
    /// The path.
    Path,
    /// The query, after `?`.
    Query,
    /// The fragment, after `#`.
    Fragment,
    /// A URI Template (RFC 6570, `iri-template`) as a template: its
    /// expressions, and the characters its syntax refuses wherever they
    /// stand. (A character of a template's literal text that the IRI
    /// grammar refuses is reported in the component it stands in.)
    Template,
}

impl Component {
    /// The component's name as used in messages, such as `"IP literal"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Component::Scheme => "scheme",
            Component::Userinfo => "userinfo",
            Component::Host => "host",
            Component::IpLiteral => "IP literal",
            Component::Port => "port",
            Component::Path => "path",
            Component::Query => "query",
            Component::Fragment => "fragment",
            Component::Template => "template",
        }
    }
}

impl fmt::Display for Component {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
