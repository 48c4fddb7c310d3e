//! Character classes of RFC 3986 and 3987bis, as named constants.
//!
//! Every ASCII set is an [`AsciiSet`] named after the ABNF rule it stands for;
//! the IRI sets ([`CharClass`]) are derived from the URI sets by adding
//! `ucschar` (and, for `iquery`, `iprivate`). These are the only definitions of
//! the grammar's characters in the workspace: the parser's lookup table is
//! computed from them at compile time.
//!
//! ```
//! use iri_kit::grammar::{is_ucschar, IPCHAR, SUB_DELIMS, UNRESERVED};
//!
//! assert!(UNRESERVED.contains(b'~'));
//! assert!(SUB_DELIMS.contains(b'$'));
//! assert!(IPCHAR.contains('é'));
//! assert!(is_ucschar(0xE9));
//! ```

/// A set of ASCII bytes, stored as a 128-bit mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AsciiSet(u128);

impl AsciiSet {
    /// The empty set.
    pub const EMPTY: AsciiSet = AsciiSet(0);

    /// The set of the bytes of `chars` (which must be ASCII).
    ///
    /// ```
    /// use iri_kit::grammar::AsciiSet;
    /// const MARKS: AsciiSet = AsciiSet::from_chars("-_");
    /// assert!(MARKS.contains(b'_') && !MARKS.contains(b'a'));
    /// ```
    ///
    /// # Panics
    ///
    /// When `chars` holds a non-ASCII byte (at compile time when used in a `const`).
    #[must_use]
    pub const fn from_chars(chars: &str) -> AsciiSet {
        let bytes = chars.as_bytes();
        let mut mask = 0u128;
        let mut i = 0;
        while i < bytes.len() {
            assert!(bytes[i] < 0x80, "AsciiSet::from_chars takes ASCII only");
            mask |= 1 << bytes[i];
            i += 1;
        }
        AsciiSet(mask)
    }

    /// The bytes from `first` to `last`, both included.
    ///
    /// # Panics
    ///
    /// When `first > last` or `last` is not ASCII.
    #[must_use]
    pub const fn range(first: u8, last: u8) -> AsciiSet {
        assert!(
            first <= last && last < 0x80,
            "AsciiSet::range takes an ASCII range"
        );
        let width = (last - first) as u32 + 1;
        let ones = if width == 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        };
        AsciiSet(ones << first)
    }

    /// The bytes in `self` or in `other`.
    #[must_use]
    pub const fn union(self, other: AsciiSet) -> AsciiSet {
        AsciiSet(self.0 | other.0)
    }

    /// The bytes in `self` but not in `other`.
    #[must_use]
    pub const fn minus(self, other: AsciiSet) -> AsciiSet {
        AsciiSet(self.0 & !other.0)
    }

    /// Whether `byte` is in the set (never true for bytes above 0x7F).
    #[must_use]
    pub const fn contains(self, byte: u8) -> bool {
        byte < 0x80 && (self.0 >> byte) & 1 == 1
    }
}

/// `ALPHA = %x41-5A / %x61-7A`
pub const ALPHA: AsciiSet = UPPERCASE.union(AsciiSet::range(b'a', b'z'));
/// The uppercase half of `ALPHA` (`%x41-5A`): the letters that
/// case normalization lowers in schemes and hosts (RFC 3986 section
/// 6.2.2.1), and that the parser records as a fact where they occur.
pub const UPPERCASE: AsciiSet = AsciiSet::range(b'A', b'Z');
/// `DIGIT = %x30-39`
pub const DIGIT: AsciiSet = AsciiSet::range(b'0', b'9');
/// `HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"` (ABNF strings are
/// case-insensitive, so lowercase `a`-`f` are included)
pub const HEXDIG: AsciiSet = DIGIT
    .union(AsciiSet::range(b'A', b'F'))
    .union(AsciiSet::range(b'a', b'f'));
/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`
pub const UNRESERVED: AsciiSet = ALPHA.union(DIGIT).union(AsciiSet::from_chars("-._~"));
/// `gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"`
pub const GEN_DELIMS: AsciiSet = AsciiSet::from_chars(":/?#[]@");
/// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="`
pub const SUB_DELIMS: AsciiSet = AsciiSet::from_chars("!$&'()*+,;=");
/// `reserved = gen-delims / sub-delims`
pub const RESERVED: AsciiSet = GEN_DELIMS.union(SUB_DELIMS);
/// The characters after the first of `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`
pub const SCHEME_CHAR: AsciiSet = ALPHA.union(DIGIT).union(AsciiSet::from_chars("+-."));
/// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )`, without `pct-encoded`
pub const USERINFO: AsciiSet = UNRESERVED
    .union(SUB_DELIMS)
    .union(AsciiSet::from_chars(":"));
/// `reg-name = *( unreserved / pct-encoded / sub-delims )`, without `pct-encoded`
pub const REG_NAME: AsciiSet = UNRESERVED.union(SUB_DELIMS);
/// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"`, without `pct-encoded`
pub const PCHAR: AsciiSet = UNRESERVED
    .union(SUB_DELIMS)
    .union(AsciiSet::from_chars(":@"));
/// `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )`, without `pct-encoded`
pub const SEGMENT_NZ_NC: AsciiSet = UNRESERVED
    .union(SUB_DELIMS)
    .union(AsciiSet::from_chars("@"));
/// `path = *( pchar / "/" )`: the characters of any path form
pub const PATH: AsciiSet = PCHAR.union(AsciiSet::from_chars("/"));
/// `query = *( pchar / "/" / "?" )`, without `pct-encoded`
pub const QUERY: AsciiSet = PCHAR.union(AsciiSet::from_chars("/?"));
/// `fragment = *( pchar / "/" / "?" )`, without `pct-encoded`
pub const FRAGMENT: AsciiSet = QUERY;
/// The unreserved characters of `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`
pub const IPVFUTURE_CHAR: AsciiSet = UNRESERVED
    .union(SUB_DELIMS)
    .union(AsciiSet::from_chars(":"));
/// The ASCII characters of `leiri-ucschar`: space, `<`, `>`, `"`, `{`, `}`, `|`,
/// `\`, `^`, `` ` ``, `%x0-1F` and `%x7F`
pub const LEIRI_ASCII: AsciiSet = AsciiSet::from_chars(" <>\"{}|\\^`")
    .union(AsciiSet::range(0x00, 0x1F))
    .union(AsciiSet::range(0x7F, 0x7F));

/// `ucschar` of 3987bis section 2.2: `%xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF /
/// %x10000-1FFFD / … / %xD0000-DFFFD / %xE1000-EFFFD`.
#[must_use]
pub const fn is_ucschar(c: u32) -> bool {
    match c {
        0xA0..=0xD7FF | 0xF900..=0xFDCF | 0xFDF0..=0xFFEF => true,
        // Planes 1 to 14 without the last two code points of each plane and
        // without the start of plane 14 (tags and variation selectors).
        0x1_0000..=0xE_FFFD => c & 0xFFFE != 0xFFFE && !(c >= 0xE_0000 && c <= 0xE_0FFF),
        _ => false,
    }
}

/// `iprivate` of 3987bis section 2.2: `%xE000-F8FF / %xE0000-E0FFF /
/// %xF0000-FFFFD / %x100000-10FFFD` (allowed only in `iquery`).
#[must_use]
pub const fn is_iprivate(c: u32) -> bool {
    matches!(c, 0xE000..=0xF8FF | 0xE_0000..=0xE_0FFF | 0xF_0000..=0xF_FFFD | 0x10_0000..=0x10_FFFD)
}

/// The non-ASCII part of `leiri-ucschar` (W3C LEIRI note, 3987bis section 6):
/// `%x80-D7FF / %xE000-FFFD / %x10000-10FFFF`.
#[must_use]
pub const fn is_leiri_non_ascii(c: u32) -> bool {
    matches!(c, 0x80..=0xD7FF | 0xE000..=0xFFFD | 0x1_0000..=0x10_FFFF)
}

/// An IRI character class: an ASCII set plus, optionally, `ucschar` and `iprivate`.
///
/// The IRI classes are the URI classes with `ucschar` added (`iunreserved =
/// unreserved / ucschar`), and `iquery` additionally admits `iprivate`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CharClass {
    /// The ASCII characters of the class (without `pct-encoded`).
    pub ascii: AsciiSet,
    /// Whether `ucschar` belongs to the class.
    pub ucschar: bool,
    /// Whether `iprivate` belongs to the class.
    pub iprivate: bool,
}

impl CharClass {
    /// The IRI class of a URI class: `ucschar` added.
    #[must_use]
    pub const fn with_ucschar(ascii: AsciiSet) -> CharClass {
        CharClass {
            ascii,
            ucschar: true,
            iprivate: false,
        }
    }

    /// The same class with `iprivate` added.
    #[must_use]
    pub const fn with_iprivate(self) -> CharClass {
        CharClass {
            iprivate: true,
            ..self
        }
    }

    /// Whether `c` is in the class.
    #[must_use]
    pub const fn contains(self, c: char) -> bool {
        let c = c as u32;
        if c < 0x80 {
            self.ascii.contains(c as u8)
        } else {
            (self.ucschar && is_ucschar(c)) || (self.iprivate && is_iprivate(c))
        }
    }
}

/// `iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar`
pub const IUNRESERVED: CharClass = CharClass::with_ucschar(UNRESERVED);
/// `iuserinfo = *( iunreserved / pct-form / sub-delims / ":" )`, without `pct-form`
pub const IUSERINFO: CharClass = CharClass::with_ucschar(USERINFO);
/// `ireg-name = *( iunreserved / pct-form / sub-delims )`, without `pct-form`
pub const IREG_NAME: CharClass = CharClass::with_ucschar(REG_NAME);
/// `ipchar = iunreserved / pct-form / sub-delims / ":" / "@"`, without `pct-form`
pub const IPCHAR: CharClass = CharClass::with_ucschar(PCHAR);
/// `isegment-nz-nc = 1*( iunreserved / pct-form / sub-delims / "@" )`, without `pct-form`
pub const ISEGMENT_NZ_NC: CharClass = CharClass::with_ucschar(SEGMENT_NZ_NC);
/// `ipath = *( ipchar / "/" )`: the characters of any IRI path form
pub const IPATH: CharClass = CharClass::with_ucschar(PATH);
/// `iquery = *( ipchar / iprivate / "/" / "?" )`, without `pct-form`
pub const IQUERY: CharClass = CharClass::with_ucschar(QUERY).with_iprivate();
/// `ifragment = *( ipchar / "/" / "?" )`, without `pct-form`
pub const IFRAGMENT: CharClass = CharClass::with_ucschar(FRAGMENT);

/// Bits of the parser's byte table, one per ASCII class the parser scans with,
/// and one for the non-ASCII bytes that a run of `ucschar` may skip undecoded.
pub(crate) mod bits {
    pub(crate) const SCHEME: u32 = 1 << 0;
    pub(crate) const USERINFO: u32 = 1 << 1;
    pub(crate) const REG_NAME: u32 = 1 << 2;
    pub(crate) const SEGMENT_NZ_NC: u32 = 1 << 3;
    pub(crate) const PATH: u32 = 1 << 4;
    pub(crate) const QUERY: u32 = 1 << 5;
    pub(crate) const HEXDIG: u32 = 1 << 6;
    pub(crate) const DIGIT: u32 = 1 << 7;
    pub(crate) const ALPHA: u32 = 1 << 8;
    /// UTF-8 continuation bytes, and the lead bytes of which every character
    /// is `ucschar` and none a bidi formatting character (see
    /// [`super::starts_only_ucschar`]). In valid UTF-8 a continuation byte
    /// follows its lead, so a run of bytes with this bit holds only
    /// `ucschar` characters whenever its lead bytes are checked.
    pub(crate) const UCSCHAR_BYTES: u32 = 1 << 9;
    /// `ireg-name`'s ASCII characters without those recorded as facts
    /// (uppercase letters, `-`, the sub-delims and `~`): the host's scan runs over these until it
    /// meets one of the others.
    pub(crate) const REG_NAME_PLAIN: u32 = 1 << 10;
    /// The scheme's characters after the first, without uppercase letters.
    pub(crate) const SCHEME_LOWERCASE: u32 = 1 << 11;
    /// Uppercase letters.
    pub(crate) const UPPERCASE: u32 = 1 << 12;
    /// `-`.
    pub(crate) const HYPHEN: u32 = 1 << 13;
    /// `.`.
    pub(crate) const DOT: u32 = 1 << 14;
    /// The path's characters without `.`, which may start a dot segment
    /// (recorded as a fact): the path's scan runs over these until it
    /// meets a `.`.
    pub(crate) const PATH_PLAIN: u32 = 1 << 17;
    /// `isegment-nz-nc`'s characters without `.`, likewise.
    pub(crate) const SEGMENT_NZ_NC_PLAIN: u32 = 1 << 16;
    /// The sub-delims and `~`: the ASCII characters of `ireg-name` that a
    /// DNS host name does not hold (recorded as a fact in hosts).
    pub(crate) const REG_NAME_OTHER: u32 = 1 << 15;
}

/// `-`, recorded as a fact in hosts.
const HYPHEN: AsciiSet = AsciiSet::from_chars("-");
/// `.`, recorded as a fact in paths where it starts a segment.
const DOT: AsciiSet = AsciiSet::from_chars(".");
/// The characters of `reg-name` other than letters, digits, `-`, `.` and
/// `_` (the sub-delims and `~`), recorded as a fact in hosts.
pub(crate) const REG_NAME_OTHER: AsciiSet = REG_NAME
    .minus(ALPHA)
    .minus(DIGIT)
    .minus(AsciiSet::from_chars("-._"));

/// The ASCII sets the parser scans with, each with its bit in [`BYTE_CLASS`].
const TABLE_SETS: [(AsciiSet, u32); 17] = [
    (SCHEME_CHAR, bits::SCHEME),
    (USERINFO, bits::USERINFO),
    (REG_NAME, bits::REG_NAME),
    (SEGMENT_NZ_NC, bits::SEGMENT_NZ_NC),
    (PATH, bits::PATH),
    (QUERY, bits::QUERY),
    (HEXDIG, bits::HEXDIG),
    (DIGIT, bits::DIGIT),
    (ALPHA, bits::ALPHA),
    (
        REG_NAME
            .minus(UPPERCASE)
            .minus(HYPHEN)
            .minus(REG_NAME_OTHER),
        bits::REG_NAME_PLAIN,
    ),
    (SCHEME_CHAR.minus(UPPERCASE), bits::SCHEME_LOWERCASE),
    (UPPERCASE, bits::UPPERCASE),
    (HYPHEN, bits::HYPHEN),
    (DOT, bits::DOT),
    (PATH.minus(DOT), bits::PATH_PLAIN),
    (SEGMENT_NZ_NC.minus(DOT), bits::SEGMENT_NZ_NC_PLAIN),
    (REG_NAME_OTHER, bits::REG_NAME_OTHER),
];

/// The bit of [`BYTE_CLASS`] that stands for the ASCII `set`.
///
/// # Panics
///
/// When the parser's table has no bit for `set` (at compile time, since the
/// parser calls it in `const` items only).
pub(crate) const fn table_bit(set: AsciiSet) -> u32 {
    let mut i = 0;
    while i < TABLE_SETS.len() {
        if TABLE_SETS[i].0.0 == set.0 {
            return TABLE_SETS[i].1;
        }
        i += 1;
    }
    panic!("the parser's byte table has no bit for this set")
}

/// A character class as the parser scans it: the bit of its ASCII part in
/// [`BYTE_CLASS`], and what it admits beyond ASCII. Made from a named
/// [`CharClass`] by [`CharClass::scan`], in `const` items.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ScanClass {
    /// The class's bit in [`BYTE_CLASS`].
    pub(crate) bit: u32,
    /// The bit of the class without the characters recorded as facts: a
    /// scan runs over these until it meets one of the others.
    pub(crate) plain: u32,
    /// The bits of the characters recorded as facts (see
    /// [`ScanClass::recording`]); none for most classes.
    pub(crate) facts: u32,
    /// Whether the class admits `ucschar` (in IRIs).
    pub(crate) ucschar: bool,
    /// Whether the class admits `iprivate` (in IRIs).
    pub(crate) iprivate: bool,
}

impl CharClass {
    /// The parser's form of the class.
    pub(crate) const fn scan(self) -> ScanClass {
        let bit = table_bit(self.ascii);
        ScanClass {
            bit,
            plain: bit,
            facts: 0,
            ucschar: self.ucschar,
            iprivate: self.iprivate,
        }
    }
}

impl ScanClass {
    /// The class, whose scan records where the characters of `facts` (bits
    /// of [`BYTE_CLASS`]) occur, running over `plain` (the class without
    /// them) until it meets one.
    ///
    /// # Panics
    ///
    /// When `plain` and `facts` do not make the class (at compile time).
    pub(crate) const fn recording(self, plain: u32, facts: u32) -> ScanClass {
        let mut byte = 0;
        while byte < 128 {
            let whole = in_class(byte, self.bit);
            let parts = in_class(byte, plain) || in_class(byte, facts);
            assert!(whole == parts, "plain and facts make the class");
            byte += 1;
        }
        ScanClass {
            plain,
            facts,
            ..self
        }
    }
}

/// The parser's lookup table: for each byte, the classes it belongs to.
pub(crate) const BYTE_CLASS: [u32; 256] = {
    let sets = TABLE_SETS;
    let mut table = [0u32; 256];
    let mut byte = 0;
    while byte < 128 {
        let mut s = 0;
        while s < sets.len() {
            if sets[s].0.contains(byte as u8) {
                table[byte] |= sets[s].1;
            }
            s += 1;
        }
        byte += 1;
    }
    while byte < 256 {
        if byte < 0xC0 || starts_only_ucschar(byte as u8) {
            table[byte] |= bits::UCSCHAR_BYTES;
        }
        byte += 1;
    }
    table
};

/// Whether every character that UTF-8 lead byte `lead` can start is
/// `ucschar` and none is a bidi formatting character: true for most 2- and
/// 3-byte leads; never for 4-byte leads, whose planes end in
/// non-characters, nor for 0xC2 (U+0080 to U+009F are controls), 0xE2
/// (which starts the bidi formatting characters the parser records as a
/// fact), 0xEE and 0xEF (private use, and U+FDD0 to U+FDEF and U+FFF0 to
/// U+FFFF).
///
/// Written as the lead bytes it holds for, not computed here: deciding it
/// in `const` context means testing each of some 60,000 code points, which
/// cost every build of this crate two thirds of a second. The test
/// `ucschar_leads_are_exact` derives the list from [`is_ucschar`] and
/// [`is_bidi_formatting`](crate::is_bidi_formatting) over every code point and fails when they
/// disagree.
const fn starts_only_ucschar(lead: u8) -> bool {
    matches!(lead, 0xC3..=0xDF | 0xE0 | 0xE1 | 0xE3..=0xED)
}

/// Whether `byte` belongs to the classes of `mask` in the parser's table.
#[inline]
pub(crate) const fn in_class(byte: u8, mask: u32) -> bool {
    BYTE_CLASS[byte as usize] & mask != 0
}

#[cfg(test)]
mod tests {
    use super::{is_ucschar, starts_only_ucschar};
    use crate::chars::bidi::is_bidi_formatting;

    /// Whether every character that `lead` starts is `ucschar` (or a
    /// surrogate, which a `str` never holds) and none is a bidi formatting
    /// character, code point by code point.
    fn derived(lead: u8) -> bool {
        let lead = u32::from(lead);
        let (first, last) = match lead {
            0xC2..=0xDF => ((lead & 0x1F) << 6, (lead & 0x1F) << 6 | 0x3F),
            // Overlong forms start no character: E0 starts U+0800 at the lowest.
            0xE0 => (0x800, 0xFFF),
            0xE1..=0xEF => ((lead & 0x0F) << 12, (lead & 0x0F) << 12 | 0xFFF),
            _ => return false,
        };
        (first..=last).all(|c| match char::from_u32(c) {
            None => true,
            Some(ch) => is_ucschar(c) && !is_bidi_formatting(ch),
        })
    }

    #[test]
    fn ucschar_leads_are_exact() {
        for lead in 0xC0..=0xFF {
            assert_eq!(
                starts_only_ucschar(lead),
                derived(lead),
                "lead byte {lead:#X}"
            );
        }
    }
}
