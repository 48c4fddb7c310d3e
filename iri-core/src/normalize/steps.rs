//! The rungs of the comparison ladder, as a set of flags.

use core::fmt;
use core::ops::BitOr;

/// A set of normalization steps (RFC 3987 section 5.3, RFC 3986 section 6):
/// each constant is one step, usable alone, and `|` combines them.
///
/// | step | what it does |
/// | --- | --- |
/// | [`CASE`](Steps::CASE) | scheme and the ASCII letters of the host to lowercase (with `nfc`, not a letter that NFC may compose with what follows); hex digits of percent-encodings to uppercase (RFC 3986 6.2.2.1) |
/// | [`PERCENT_ENCODING`](Steps::PERCENT_ENCODING) | decode percent-encoded unreserved ASCII and, in IRIs, percent-encoded UTF-8 of characters allowed unencoded in the component (RFC 3986 6.2.2.2, RFC 3987 5.3.2.3) |
/// | [`PATH_SEGMENTS`](Steps::PATH_SEGMENTS) | `remove_dot_segments` on hierarchical paths, `%2E` read as `.` (RFC 3986 6.2.2.3) |
/// | `NFC` (feature `nfc`) | Unicode NFC of the text between delimiters, a character whose decomposition holds a delimiter kept as it is (RFC 3987 5.3.2.2) |
/// | [`SCHEME_BASED`](Steps::SCHEME_BASED) | drop the leading zeros of the port, then the default port and an empty port; empty path with an authority becomes `/` for http, https, ws and wss (RFC 3986 6.2.3) |
/// | [`IPV6`](Steps::IPV6) | IPv6 literals in RFC 5952 canonical text |
///
/// The steps can be combined in any way and applied in any order: see
/// [the module docs](crate::normalize#one-relation-whatever-the-order).
///
/// Without the `nfc` feature `Steps::NFC` does not exist: the step is
/// absent at compile time, never silently skipped. [`SYNTAX`](Steps::SYNTAX),
/// the steps of [`normalize`](crate::Ri::normalize) and
/// [`is_equivalent`](crate::Ri::is_equivalent), never includes it, so that
/// their answers do not change when a crate elsewhere in the build turns the
/// feature on; name it to apply it (`Steps::SYNTAX | Steps::NFC`).
/// [`ALL`](Steps::ALL) is every step the build has, NFC among them with the
/// feature.
///
/// ```
/// use iri_kit::normalize::Steps;
///
/// let steps = Steps::CASE | Steps::PERCENT_ENCODING;
/// assert!(steps.contains(Steps::CASE));
/// assert!(!steps.contains(Steps::PATH_SEGMENTS));
/// assert!(Steps::ALL.contains(Steps::SYNTAX | Steps::SCHEME_BASED));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Steps(u8);

impl Steps {
    /// No step: simple string comparison (RFC 3987 section 5.3.1).
    pub const NONE: Steps = Steps(0);
    /// Case normalization (RFC 3986 section 6.2.2.1).
    pub const CASE: Steps = Steps(1);
    /// Percent-encoding normalization (RFC 3986 6.2.2.2, RFC 3987 5.3.2.3).
    pub const PERCENT_ENCODING: Steps = Steps(1 << 1);
    /// Path segment normalization (RFC 3986 section 6.2.2.3).
    pub const PATH_SEGMENTS: Steps = Steps(1 << 2);
    /// Character normalization: Unicode NFC (RFC 3987 section 5.3.2.2).
    #[cfg(feature = "nfc")]
    pub const NFC: Steps = Steps(1 << 3);
    /// Scheme-based normalization (RFC 3986 section 6.2.3).
    pub const SCHEME_BASED: Steps = Steps(1 << 4);
    /// IPv6 literals in the canonical text of RFC 5952.
    pub const IPV6: Steps = Steps(1 << 5);

    /// Syntax-based normalization (RFC 3986 section 6.2.2): case,
    /// percent-encoding and path segments, the same under every feature
    /// set. RFC 3987 section 5.3.2 adds character normalization, which
    /// needs the `nfc` feature and is named on its own
    /// (`Steps::SYNTAX | Steps::NFC`).
    pub const SYNTAX: Steps = Steps::CASE
        .union(Steps::PERCENT_ENCODING)
        .union(Steps::PATH_SEGMENTS);

    /// Every step the build has: [`SYNTAX`](Steps::SYNTAX), scheme-based
    /// normalization, IPv6 text and, with the `nfc` feature, NFC.
    pub const ALL: Steps = {
        let all = Steps::SYNTAX.union(Steps::SCHEME_BASED).union(Steps::IPV6);
        #[cfg(feature = "nfc")]
        let all = all.union(Steps::NFC);
        all
    };

    /// The steps in `self` or in `other`.
    #[must_use]
    pub const fn union(self, other: Steps) -> Steps {
        Steps(self.0 | other.0)
    }

    /// Whether every step of `other` is in `self`.
    #[must_use]
    pub const fn contains(self, other: Steps) -> bool {
        self.0 & other.0 == other.0
    }
}

impl BitOr for Steps {
    type Output = Steps;

    fn bitor(self, other: Steps) -> Steps {
        self.union(other)
    }
}

impl fmt::Debug for Steps {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: [(Steps, &str); 6] = [
            (Steps::CASE, "CASE"),
            (Steps::PERCENT_ENCODING, "PERCENT_ENCODING"),
            (Steps::PATH_SEGMENTS, "PATH_SEGMENTS"),
            (Steps(1 << 3), "NFC"),
            (Steps::SCHEME_BASED, "SCHEME_BASED"),
            (Steps::IPV6, "IPV6"),
        ];
        f.write_str("Steps(")?;
        let mut first = true;
        for (step, name) in names {
            if self.contains(step) {
                if !first {
                    f.write_str(" | ")?;
                }
                f.write_str(name)?;
                first = false;
            }
        }
        if first {
            f.write_str("NONE")?;
        }
        f.write_str(")")
    }
}
