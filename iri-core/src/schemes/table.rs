//! The scheme table: one entry per scheme, as data.
//!
//! This is the single home of the facts about particular schemes that
//! several modules need: normalization reads [`default_port`],
//! [`is_default_port`] and [`empty_path_is_root`]; the checker's `scheme`
//! rules read whole entries through [`entry`] and [`lookup`]. Scheme names
//! compare case-insensitively (RFC 3986 section 3.1).
//!
//! The table is data only: which schemes have a validator of their
//! specific part is the checker's to say (`check::rules::scheme`), by
//! name.

use crate::schemes::names::ShortNameIndex;
use crate::schemes::registry::is_registered_const;

/// Whether a scheme wants an authority (`//` after `scheme:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Authority {
    /// The scheme says nothing against either form.
    Optional,
    /// `scheme://…` only.
    Required,
    /// Never `scheme://…`.
    Forbidden,
}

/// A set of components a scheme requires or forbids.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parts(u8);

impl Parts {
    /// No component.
    pub const NONE: Parts = Parts(0);
    /// The userinfo (`user@`).
    pub const USERINFO: Parts = Parts(1);
    /// The port (`:80`).
    pub const PORT: Parts = Parts(2);
    /// The query (`?q`).
    pub const QUERY: Parts = Parts(4);
    /// The fragment (`#f`).
    pub const FRAGMENT: Parts = Parts(8);
    /// A non-empty host.
    pub const HOST: Parts = Parts(16);
    /// A non-empty path.
    pub const PATH: Parts = Parts(32);

    /// Both sets.
    #[must_use]
    pub const fn and(self, other: Parts) -> Parts {
        Parts(self.0 | other.0)
    }

    /// The set's bits (those of the constants above).
    #[must_use]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Whether every part of `other` is in the set.
    #[must_use]
    pub const fn contains(self, other: Parts) -> bool {
        self.0 & other.0 == other.0
    }
}

/// What this crate knows about one scheme.
#[derive(Clone, Copy, Debug)]
pub struct SchemeRules {
    /// The scheme's name, lowercase.
    pub name: &'static str,
    /// Whether the IANA registry list holds the name (computed from it).
    pub registered: bool,
    /// Where the rules come from (`"RFC 9110 section 4.2.1"`).
    pub source: &'static str,
    /// The port an authority without one means (RFC 3986 section 6.2.3).
    pub default_port: Option<u16>,
    /// Whether an empty path with an authority means `/` (so that
    /// `http://a` and `http://a/` are the same resource).
    pub empty_path_is_root: bool,
    /// Whether the scheme requires or forbids an authority.
    pub authority: Authority,
    /// What the scheme requires beyond the authority: a non-empty host
    /// (when there is an authority), a non-empty path.
    pub required: Parts,
    /// The components the scheme forbids.
    pub forbidden: Parts,
    /// Whether its registered names are DNS host names (RFC 1123 section
    /// 2.1): letters, digits, `-` and `.` (`host-dns-character`).
    pub dns_host: bool,
}

impl SchemeRules {
    /// An entry that says nothing but its name: the base of the entries below.
    const fn named(name: &'static str, source: &'static str) -> SchemeRules {
        SchemeRules {
            name,
            registered: is_registered_const(name),
            source,
            default_port: None,
            empty_path_is_root: false,
            authority: Authority::Optional,
            required: Parts::NONE,
            forbidden: Parts::NONE,
            dns_host: false,
        }
    }

    /// An entry that gives a default port, for a scheme whose hosts are
    /// DNS host names (no other checker rule).
    const fn port(name: &'static str, port: u16, source: &'static str) -> SchemeRules {
        SchemeRules {
            default_port: Some(port),
            dns_host: true,
            ..SchemeRules::named(name, source)
        }
    }

    /// `http` and its kin: an authority with a host, no userinfo, an empty
    /// path meaning `/` (RFC 9110 sections 4.2.1 to 4.2.4).
    const fn http(name: &'static str, port: u16) -> SchemeRules {
        SchemeRules {
            default_port: Some(port),
            empty_path_is_root: true,
            authority: Authority::Required,
            required: Parts::HOST,
            forbidden: Parts::USERINFO,
            dns_host: true,
            ..SchemeRules::named(name, "RFC 9110 section 4.2")
        }
    }

    /// `ws` and `wss`: as http, and no fragment (RFC 6455 section 3).
    const fn websocket(name: &'static str, port: u16) -> SchemeRules {
        SchemeRules {
            forbidden: Parts::USERINFO.and(Parts::FRAGMENT),
            source: "RFC 6455 section 3",
            ..SchemeRules::http(name, port)
        }
    }

    /// A scheme without authority (its specific part has a syntax of its
    /// own, which the checker validates).
    const fn opaque(name: &'static str, source: &'static str) -> SchemeRules {
        SchemeRules {
            authority: Authority::Forbidden,
            ..SchemeRules::named(name, source)
        }
    }
}

/// The position of `name` in [`SCHEMES`], in `const` context: what the
/// checker's per-entry tables are built with (a name that has no entry
/// stops the build there).
pub(crate) const fn entry_of(name: &str) -> Option<usize> {
    let name = name.as_bytes();
    let mut e = 0;
    'entries: while e < SCHEMES.len() {
        let candidate = SCHEMES[e].name.as_bytes();
        if candidate.len() == name.len() {
            let mut i = 0;
            while i < name.len() {
                if candidate[i] != name[i] {
                    e += 1;
                    continue 'entries;
                }
                i += 1;
            }
            return Some(e);
        }
        e += 1;
    }
    None
}

/// A table by entry of [`SCHEMES`] from a list by name: `Some(value)` at
/// the entry of each listed name, `None` elsewhere. Built in `const`
/// context, where a listed name without an entry stops the build.
///
/// # Panics
///
/// When a listed name has no entry (in `const` context: a build error).
pub const fn by_entry<T: Copy>(list: &[(&str, T)]) -> [Option<T>; SCHEMES.len()] {
    let mut table = [None; SCHEMES.len()];
    let mut i = 0;
    while i < list.len() {
        let (name, value) = list[i];
        let Some(e) = entry_of(name) else {
            panic!("a name without an entry in the scheme table");
        };
        table[e] = Some(value);
        i += 1;
    }
    table
}

/// Every scheme this crate knows, sorted by name (a test checks it).
pub const SCHEMES: &[SchemeRules] = &[
    SchemeRules::port("coap", 5683, "RFC 7252 section 6.1"),
    SchemeRules::port("coaps", 5684, "RFC 7252 section 6.2"),
    SchemeRules::opaque("data", "RFC 2397 section 3"),
    SchemeRules::opaque("did", "W3C DID Core section 3.1"),
    SchemeRules {
        required: Parts::PATH,
        forbidden: Parts::USERINFO.and(Parts::PORT),
        ..SchemeRules::named("file", "RFC 8089 section 2")
    },
    SchemeRules {
        default_port: Some(21),
        authority: Authority::Required,
        required: Parts::HOST,
        dns_host: true,
        ..SchemeRules::named("ftp", "RFC 1738 section 3.2")
    },
    SchemeRules::port("gopher", 70, "RFC 4266"),
    SchemeRules::http("http", 80),
    SchemeRules::http("https", 443),
    SchemeRules::port("imap", 143, "RFC 5092"),
    SchemeRules::port("ldap", 389, "RFC 4516"),
    SchemeRules::port("ldaps", 636, "IANA provisional registration"),
    SchemeRules::opaque("mailto", "RFC 6068 section 2"),
    SchemeRules {
        default_port: Some(119),
        dns_host: true,
        ..SchemeRules::named("news", "RFC 5538 section 2.1")
    },
    SchemeRules {
        default_port: Some(119),
        authority: Authority::Required,
        required: Parts::HOST,
        dns_host: true,
        ..SchemeRules::named("nntp", "RFC 5538 section 2.2")
    },
    SchemeRules::opaque("oid", "RFC 3061 section 2"),
    SchemeRules::port("pop", 110, "RFC 2384"),
    SchemeRules::port("redis", 6379, "IANA provisional registration"),
    SchemeRules::port("rtsp", 554, "RFC 7826"),
    SchemeRules::port("sip", 5060, "RFC 3261"),
    SchemeRules::port("sips", 5061, "RFC 3261"),
    SchemeRules::opaque("tag", "RFC 4151 section 2.1"),
    SchemeRules::port("telnet", 23, "RFC 4248"),
    SchemeRules::opaque("urn", "RFC 8141 section 2"),
    SchemeRules::opaque("uuid", "RFC 9562 section 4"),
    SchemeRules::websocket("ws", 80),
    SchemeRules::websocket("wss", 443),
];

/// The perfect hash index of the table's names.
static INDEX: ShortNameIndex<{ SCHEMES.len() }> = ShortNameIndex::new(&{
    let mut names = [""; SCHEMES.len()];
    let mut i = 0;
    while i < SCHEMES.len() {
        names[i] = SCHEMES[i].name;
        i += 1;
    }
    names
});

/// An entry of the table, by its position: what a finding keeps to name
/// the scheme whose rule it breaks (one byte, where a reference would take
/// eight).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Entry(u8);

// Every position fits in the byte of an `Entry`.
const _: () = assert!(SCHEMES.len() <= u8::MAX as usize);

impl Entry {
    /// The entry's position in the table.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The entry at `index` of the table, if it has one (what an entry's
    /// [`index`](Entry::index) gives back).
    #[must_use]
    pub const fn at(index: usize) -> Option<Entry> {
        if index < SCHEMES.len() && index <= u8::MAX as usize {
            Some(Entry(index as u8))
        } else {
            None
        }
    }

    /// The entry's rules.
    #[must_use]
    pub const fn rules(self) -> &'static SchemeRules {
        &SCHEMES[self.0 as usize]
    }
}

/// The entry of `scheme` (any case), if the table has one.
#[inline]
pub fn entry(scheme: &str) -> Option<Entry> {
    INDEX
        .position(scheme)
        .and_then(|at| u8::try_from(at).ok())
        .map(Entry)
}

/// The entry of the scheme of `text`, an IRI whose scheme is its first
/// `len` bytes (any case), if the table has one.
/// `uppercase` says whether the scheme may hold uppercase letters (when
/// it holds none, it is not lowercased).
#[inline]
pub fn entry_of_scheme(text: &str, len: usize, uppercase: bool) -> Option<Entry> {
    INDEX
        .position_at_start(text, len, uppercase)
        .and_then(|at| u8::try_from(at).ok())
        .map(Entry)
}

/// The rules of `scheme` (any case), if the table has an entry for it.
pub fn lookup(scheme: &str) -> Option<&'static SchemeRules> {
    entry(scheme).map(Entry::rules)
}

/// The default port of `scheme` (any case), if it has one.
#[must_use]
pub fn default_port(scheme: &str) -> Option<u16> {
    lookup(scheme).and_then(|rules| rules.default_port)
}

/// Whether the port text (digits) is the default port of `scheme`;
/// leading zeros allowed (`0080` is 80).
#[must_use]
pub fn is_default_port(scheme: &str, port: &str) -> bool {
    let Some(default) = default_port(scheme) else {
        return false;
    };
    let digits = port.trim_start_matches('0');
    digits.len() <= 5 && digits.parse::<u32>().ok() == Some(u32::from(default))
}

/// Whether an empty path with an authority means `/` for `scheme`
/// (http, https, ws, wss: RFC 9110 section 4.2.3, RFC 6455 section 3).
#[must_use]
pub fn empty_path_is_root(scheme: &str) -> bool {
    lookup(scheme).is_some_and(|rules| rules.empty_path_is_root)
}

/// How many entries have a default port.
const PORT_COUNT: usize = {
    let mut count = 0;
    let mut i = 0;
    while i < SCHEMES.len() {
        if SCHEMES[i].default_port.is_some() {
            count += 1;
        }
        i += 1;
    }
    count
};

/// The `(scheme, default port)` pairs of the table, in its order: the data
/// behind the public `normalize::DEFAULT_PORTS`.
pub(crate) const DEFAULT_PORTS: [(&str, u16); PORT_COUNT] = {
    let mut out = [("", 0); PORT_COUNT];
    let (mut i, mut j) = (0, 0);
    while i < SCHEMES.len() {
        if let Some(port) = SCHEMES[i].default_port {
            out[j] = (SCHEMES[i].name, port);
            j += 1;
        }
        i += 1;
    }
    out
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schemes::names::MAX_NAME;

    #[test]
    fn entries_are_found_by_exact_name() {
        for (e, rules) in SCHEMES.iter().enumerate() {
            assert_eq!(entry_of(rules.name), Some(e), "{}", rules.name);
        }
        for name in ["", "htt", "httpx", "HTTP", "nonesuch"] {
            assert_eq!(entry_of(name), None, "{name}");
        }
    }

    #[test]
    fn entries_are_lowercase_and_sorted() {
        for pair in SCHEMES.windows(2) {
            assert!(
                pair[0].name < pair[1].name,
                "{} / {}",
                pair[0].name,
                pair[1].name
            );
        }
        for rules in SCHEMES {
            assert_eq!(rules.name, rules.name.to_ascii_lowercase());
            assert!(lookup(rules.name).is_some_and(|r| r.name == rules.name));
        }
    }

    #[test]
    fn names_fit_the_lookup_buffer() {
        let longest = SCHEMES
            .iter()
            .map(|r| r.name)
            .chain(crate::schemes::iana::NAMES.iter().copied())
            .map(str::len)
            .max();
        assert!(longest.is_some_and(|n| n <= MAX_NAME));
        assert!(lookup(&"a".repeat(MAX_NAME + 1)).is_none());
    }

    #[test]
    fn entries_name_their_rules() {
        for (at, rules) in SCHEMES.iter().enumerate() {
            let entry = entry(rules.name).unwrap();
            assert_eq!(entry, Entry(u8::try_from(at).unwrap()));
            assert_eq!(entry.rules().name, rules.name);
        }
        assert_eq!(
            entry("URN").map(|e| e.rules().source),
            Some("RFC 8141 section 2")
        );
        assert_eq!(entry("foo"), None);
    }

    #[test]
    fn lookup_ignores_case() {
        assert_eq!(lookup("HTTPS").map(|r| r.name), Some("https"));
        assert_eq!(lookup("Urn").map(|r| r.name), Some("urn"));
        assert!(lookup("htt").is_none());
        assert!(lookup("httpss").is_none());
        assert!(lookup("").is_none());
    }

    #[test]
    fn the_facts_normalization_reads() {
        assert_eq!(default_port("WSS"), Some(443));
        assert_eq!(default_port("ftp"), Some(21));
        assert_eq!(default_port("urn"), None);
        assert!(is_default_port("http", "0080"));
        assert!(!is_default_port("http", "8080"));
        assert!(!is_default_port("http", "000000000000080000"));
        assert!(empty_path_is_root("HTTP"));
        assert!(empty_path_is_root("wss"));
        assert!(!empty_path_is_root("ftp"));
        assert!(!empty_path_is_root("file"));
    }

    #[test]
    fn default_ports_list_every_port_of_the_table() {
        let with_port = SCHEMES.iter().filter(|r| r.default_port.is_some()).count();
        assert_eq!(DEFAULT_PORTS.len(), with_port);
        for (name, port) in DEFAULT_PORTS {
            assert_eq!(default_port(name), Some(port));
        }
    }
}
