//! The codes of everything the crate reports, their groups, default
//! levels, summaries, rules, sources and helps: one table, read by the
//! renderer, the policies, `iri-check --explain` and the docs.

use core::fmt;

use crate::diagnostic::level::Level;

/// A group of finding codes, addressable as a whole in a policy of the
/// checker (`iri-checker`).
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Group {
    /// The grammar: what makes an input not an IRI, URI or reference at all
    /// (RFC 3987 section 2.2, RFC 3986). Always an error: no policy changes
    /// these codes.
    Grammar,
    /// Bidirectional text (RFC 3987 section 4).
    Bidi,
    /// Characters: normalization forms, look-alikes, unassigned and special
    /// code points, scripts (RFC 3987 section 5.3.2.2, 3987bis security
    /// considerations, UTS #39).
    Unicode,
    /// Characters allowed in LEIRIs but not in IRIs (W3C LEIRI note).
    Leiri,
    /// Preferred forms of RFC 3986 section 6.2 and RFC 3987 section 5.3:
    /// what normalization would change, and forms best avoided.
    Form,
    /// Host names as DNS and IDNA see them (RFC 1034, RFC 1123, RFC 5891).
    Host,
    /// Scheme-specific rules (RFC 7595 and each scheme's RFC).
    Scheme,
    /// RFC-valid input that a WHATWG URL parser (browsers, the `url`
    /// crate) reads differently: another host, an IPv4 address, a
    /// refusal, characters removed or rewritten (the URL Standard).
    Whatwg,
    /// How a constant IRI is written in a program's source (`iri-check`'s
    /// Rust reader): where a form checked when the crate is built would
    /// do better than a parse at run time.
    Source,
    /// The constraints of a static IRI type (`iri_core::constraints`),
    /// which its values must meet. Always an error: no policy changes
    /// these codes.
    Constraint,
    /// URI Templates (RFC 6570, `iri-template`): what makes a
    /// template malformed, and what an expansion must not make. Always an
    /// error: no policy changes these codes.
    Template,
}

impl Group {
    /// Every group, in order.
    pub const ALL: [Group; 11] = [
        Group::Grammar,
        Group::Bidi,
        Group::Unicode,
        Group::Leiri,
        Group::Form,
        Group::Host,
        Group::Scheme,
        Group::Whatwg,
        Group::Source,
        Group::Constraint,
        Group::Template,
    ];

    /// The group's name as written in policies and output: `grammar`,
    /// `bidi`, `unicode`, `leiri`, `form`, `host`, `scheme`, `whatwg`,
    /// `source`, `constraint`, `template`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Group::Grammar => "grammar",
            Group::Bidi => "bidi",
            Group::Unicode => "unicode",
            Group::Leiri => "leiri",
            Group::Form => "form",
            Group::Host => "host",
            Group::Scheme => "scheme",
            Group::Whatwg => "whatwg",
            Group::Source => "source",
            Group::Constraint => "constraint",
            Group::Template => "template",
        }
    }

    /// Whether the group's codes are always errors, whatever the policy:
    /// the grammar's, the constraints' and the templates'. The checker's
    /// groups are the others.
    ///
    /// ```
    /// use iri_kit::diagnostic::Group;
    ///
    /// assert!(Group::Grammar.is_fixed());
    /// assert!(Group::Template.is_fixed());
    /// assert!(!Group::Form.is_fixed());
    /// ```
    #[must_use]
    pub const fn is_fixed(self) -> bool {
        matches!(self, Group::Grammar | Group::Constraint | Group::Template)
    }

    /// The group named `name`, if any.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Group> {
        Group::ALL.into_iter().find(|g| g.name() == name)
    }
}

impl fmt::Display for Group {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Declares the codes with their metadata.
macro_rules! codes {
    (@help) => { None };
    (@help $help:literal) => { Some($help) };
    (@why) => { None };
    (@why $why:literal) => { Some($why) };
    (@covers) => { &[] };
    (@covers $($covered:ident),*) => { &[$(Code::$covered),*] };
    ($($(#[$doc:meta])* $code:ident = $name:literal, $group:ident, $level:ident,
        $summary:literal, $rule:literal, $source:literal $(, help: $help:literal)?
        $(, why: $why:literal)? $(, covers: [$($covered:ident),*])?;)*) => {
        /// What a finding is about: a stable, documented code in a [`Group`].
        ///
        /// Each code has a kebab-case [`name`](Code::name) used in policies
        /// and output (`form-default-port`), a [`group`](Code::group), the
        /// [level](Code::default_level) the default policy gives it, and the
        /// [specification](Code::source) it comes from.
        #[non_exhaustive]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Code {
            $($(#[$doc])* $code,)*
        }

        /// Every code's entry, in the order of [`Code::ALL`]: one table
        /// that the accessors index, rather than a `match` each, which
        /// the compiler would build and optimize eight times over.
        static ENTRIES: &[Entry] = &[$(Entry {
            variant: stringify!($code),
            name: $name,
            group: Group::$group,
            level: Level::$level,
            summary: $summary,
            rule: $rule,
            source: $source,
            help: codes!(@help $($help)?),
            why: codes!(@why $($why)?),
            covers: codes!(@covers $($($covered),*)?),
        },)*];

        impl Code {
            /// Every code, in order.
            pub const ALL: &'static [Code] = &[$(Code::$code,)*];
        }
    };
}

/// What the code table says of one code.
struct Entry {
    /// The variant's name, for `Debug`.
    variant: &'static str,
    name: &'static str,
    group: Group,
    level: Level,
    summary: &'static str,
    rule: &'static str,
    source: &'static str,
    help: Option<&'static str>,
    why: Option<&'static str>,
    /// The codes whose findings a finding of this code covers, where their
    /// spans meet: one problem, said once (see [`Code::covers`]).
    covers: &'static [Code],
}

impl Code {
    /// The code's entry in the table.
    const fn entry(self) -> &'static Entry {
        &ENTRIES[self as usize]
    }

    /// The code's name, as written in policies and output.
    #[must_use]
    pub const fn name(self) -> &'static str {
        self.entry().name
    }

    /// The group the code belongs to.
    #[must_use]
    pub const fn group(self) -> Group {
        self.entry().group
    }

    /// The level the default policy gives the code.
    #[must_use]
    pub const fn default_level(self) -> Level {
        self.entry().level
    }

    /// Where the rule comes from.
    #[must_use]
    pub const fn source(self) -> &'static str {
        self.entry().source
    }

    /// What a finding of this code is, as a noun phrase
    /// (`"default port given explicitly"`).
    #[must_use]
    pub const fn summary(self) -> &'static str {
        self.entry().summary
    }

    /// The rule, as one sentence (`"the scheme's default port is
    /// best left out"`).
    #[must_use]
    pub const fn rule(self) -> &'static str {
        self.entry().rule
    }

    /// How to fix a finding of this code in general, when one
    /// sentence says it (a finding may say more precisely).
    #[must_use]
    pub const fn help(self) -> Option<&'static str> {
        self.entry().help
    }

    /// Why the default policy gives the code its level: the answer
    /// to "would a careful author want to fix this in a literal?"
    /// (yes: a warning or an error; no or rarely: advice, quiet
    /// unless asked for). `None` for the grammar's and the
    /// constraints' codes, always errors.
    ///
    /// ```
    /// use iri_kit::diagnostic::Code;
    ///
    /// assert!(Code::FormEmptyPath.level_reason().unwrap().starts_with("no:"));
    /// assert!(Code::GrammarInvalidCharacter.level_reason().is_none());
    /// ```
    #[must_use]
    pub const fn level_reason(self) -> Option<&'static str> {
        self.entry().why
    }

    /// The codes whose findings a finding of this code covers: where both
    /// are reported on spans that meet, at levels where the covering one is
    /// as severe, they are one problem, and the checker drops the covered
    /// finding. A policy that allows the covering code lets the covered
    /// one speak.
    ///
    /// ```
    /// use iri_kit::diagnostic::Code;
    ///
    /// assert!(Code::WhatwgAuthority.covers().contains(&Code::SchemeAuthorityRequired));
    /// assert!(Code::FormEmptyPath.covers().is_empty());
    /// ```
    #[must_use]
    pub const fn covers(self) -> &'static [Code] {
        self.entry().covers
    }
}

impl fmt::Debug for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.entry().variant)
    }
}

codes! {
    /// A character that the component's production does not allow, such
    /// as a space, `<`, `"` or a control character: `http://example.org/a b`.
    GrammarInvalidCharacter = "grammar-invalid-character", Grammar, Error, "invalid character", "each component holds only the characters its production allows; any other is percent-encoded", "RFC 3987 section 2.2; RFC 3986 section 2", help: "percent-encode it";
    /// A `%` not followed by two hexadecimal digits: `http://example.org/100%`.
    GrammarInvalidPercentEncoding = "grammar-invalid-percent-encoding", Grammar, Error, "invalid percent-encoding", "'%' must be followed by two hexadecimal digits", "RFC 3986 section 2.1", help: "write `%25` for a literal percent sign";
    /// A non-ASCII character in a URI: `http://example.org/é` as a URI.
    GrammarNonAscii = "grammar-non-ascii", Grammar, Error, "non-ASCII character", "URIs are ASCII only", "RFC 3986 section 2", help: "percent-encode it";
    /// A private-use character (`iprivate`) outside the query:
    /// `http://example.org/\u{E000}`.
    GrammarPrivateUseOutsideQuery = "grammar-private-use-outside-query", Grammar, Error, "private-use character", "private-use characters are only allowed in the query", "RFC 3987 section 2.2 (iprivate)", help: "move it into the query, or percent-encode it";
    /// No `scheme:` where an absolute IRI is expected: `//example.org/`.
    GrammarMissingScheme = "grammar-missing-scheme", Grammar, Error, "missing scheme", "an absolute IRI or URI starts with a scheme followed by ':'", "RFC 3987 section 2.2; RFC 3986 section 4.3", help: "add a scheme such as `https:`";
    /// A scheme that is empty, does not start with a letter, or holds a
    /// character other than letters, digits, `+`, `-` and `.`: `a_b:c`.
    GrammarInvalidScheme = "grammar-invalid-scheme", Grammar, Error, "invalid scheme", "a scheme starts with a letter, followed by letters, digits, '+', '-' or '.'", "RFC 3986 section 3.1";
    /// An IP literal without its closing `]`: `http://[::1/`.
    GrammarUnclosedIpLiteral = "grammar-unclosed-ip-literal", Grammar, Error, "unclosed IP literal", "the IP literal has no closing ']'", "RFC 3986 section 3.2.2", help: "add the `]` after the address";
    /// Text between `[` and `]` that is not an IPv6 address: `http://[1:::2]/`.
    GrammarInvalidIpv6 = "grammar-invalid-ipv6", Grammar, Error, "invalid IPv6 address", "an IPv6 address is up to eight groups of 1 to 4 hex digits separated by ':', with at most one '::'", "RFC 3986 section 3.2.2; RFC 4291 section 2.2", help: "write up to eight groups of 1 to 4 hex digits separated by `:`, with at most one `::` standing for a run of zero groups";
    /// A malformed dotted IPv4 part at the end of an IPv6 address:
    /// `http://[::1.2.3.256]/`.
    GrammarInvalidIpv4InIpv6 = "grammar-invalid-ipv4-in-ipv6", Grammar, Error, "invalid IPv4 part of an IPv6 address", "the IPv4 part of an IPv6 address is four decimal numbers from 0 to 255 without leading zeros", "RFC 3986 section 3.2.2", help: "write the IPv4 part as four numbers from 0 to 255 without leading zeros, such as `192.0.2.1`";
    /// Text between `[v` and `]` that is not an `IPvFuture`: `http://[v1]/`.
    GrammarInvalidIpvFuture = "grammar-invalid-ipvfuture", Grammar, Error, "invalid IPvFuture address", "an IPvFuture is 'v', hex digits, '.', then unreserved characters, sub-delims or ':'", "RFC 3986 section 3.2.2", help: "write `v`, a hex version number, `.`, then the address, as in `[v1.fe80::a]`";
    /// A port with something other than decimal digits: `http://example.org:8x/`.
    GrammarInvalidPort = "grammar-invalid-port", Grammar, Error, "invalid port", "a port is decimal digits only", "RFC 3986 section 3.2.3", help: "write the port as decimal digits, such as `:8080`, or remove it";
    /// A path starting with `//` without an authority, which would read as
    /// one. The parser never reports it (`//` starts an authority there);
    /// operations that build references from parts do.
    GrammarPathStartsWithDoubleSlash = "grammar-path-starts-with-double-slash", Grammar, Error, "path starting with '//' without an authority", "without an authority, a path cannot start with '//'", "RFC 3986 section 3.3", help: "write `/.` before the path, as in `/.//a`";
    /// A path neither empty nor starting with `/` after an authority. The
    /// parser never reports it (the authority ends at the first `/`);
    /// operations that build references from parts do.
    GrammarRelativePathAfterAuthority = "grammar-relative-path-after-authority", Grammar, Error, "path not starting with '/' after an authority", "after an authority, a path is empty or starts with '/'", "RFC 3986 section 3.3", help: "write `/` before the path, or remove the authority";
    /// A `:` in the first segment of a relative-path reference, which
    /// would read as the end of a scheme: `a:b` as a relative reference.
    GrammarColonInFirstSegment = "grammar-colon-in-first-segment", Grammar, Error, "colon in the first segment of a relative path", "the first segment of a relative path cannot hold ':', which would end a scheme", "RFC 3986 section 4.2", help: "write `./` before the segment, or percent-encode the colon as `%3A`";
    /// A fragment where an absolute IRI (without fragment) is expected:
    /// `http://example.org/#f` as an `absolute-IRI`.
    GrammarUnexpectedFragment = "grammar-unexpected-fragment", Grammar, Error, "unexpected fragment", "an absolute IRI or URI without fragment was expected", "RFC 3987 section 2.2 (absolute-IRI); RFC 3986 section 4.3", help: "remove the `#` and the fragment";
    /// An input longer than [`MAX_LEN`](crate::MAX_LEN) bytes: values
    /// store their offsets in 32 bits.
    GrammarTooLong = "grammar-too-long", Grammar, Error, "input too long", "a value holds at most 4294967295 bytes", "this crate's limit: offsets are stored in 32 bits", help: "keep large data outside the IRI, and refer to it by a shorter identifier";

    /// A bidirectional formatting character (LRM, RLM, LRE, RLE, PDF, LRO,
    /// RLO, and the isolates LRI, RLI, FSI, PDI): IRIs must not contain them.
    BidiFormatting = "bidi-formatting", Bidi, Error, "bidi formatting character", "IRIs must not contain bidi formatting characters, the isolates added to Unicode since included", "RFC 3987 section 4.1", help: "remove it; to display an IRI right-to-left, put the formatting characters around it where it is shown, not inside it", why: "yes, always: RFC 3987 says MUST NOT, and the character reorders what readers see";
    /// A component with right-to-left characters that also holds
    /// left-to-right ones: `http://example.org/אבc`.
    ///
    /// The components are those of RFC 3987 section 4.2: each host label,
    /// path segment, query name and value, the userinfo and the fragment.
    /// The characters are taken as written, by `Bidi_Class` (UAX #9):
    /// right-to-left is R and AL, left-to-right is L (ASCII letters, and the
    /// hex letters of a percent-encoding, which display as written). Digits
    /// (EN, AN), neutrals and combining marks are neither (section 4.4,
    /// example 7); bidi formatting characters have their own codes. Needs
    /// the `bidi` feature (default).
    BidiMixed = "bidi-mixed", Bidi, Warning, "right-to-left and left-to-right characters mixed in one component", "a component should not mix right-to-left and left-to-right characters", "RFC 3987 section 4.2", help: "write the component in one direction, or percent-encode all of it", why: "yes: a component mixing directions displays in an order that misleads readers";
    /// A component with right-to-left characters that does not start and
    /// end with one: `http://example.org/אב1` (RFC 3987 section 4.4, example
    /// 8: digits at an edge; example 9: a percent-encoding at an edge).
    ///
    /// The first character must be R or AL (a leading combining mark is
    /// not); trailing combining marks take the direction of the character
    /// before them (UAX #9 rule W1), so `אבְ` ends with `ב`. Needs the
    /// `bidi` feature (default).
    BidiEdges = "bidi-edges", Bidi, Warning, "right-to-left component not starting and ending with a right-to-left character", "a component with right-to-left characters should start and end with one", "RFC 3987 section 4.2", help: "start and end the component with a right-to-left character, or percent-encode all of it", why: "yes: a right-to-left component with a weak character at an edge displays out of order";

    /// Text not in Unicode Normalization Form C: `http://example.org/cafe\u{301}`.
    ///
    /// Checked on each component part, as NFC normalization (`Steps::NFC`)
    /// works: between delimiters and percent-encodings, keeping a character
    /// whose NFC form would bring in a delimiter. Each stretch between ASCII
    /// delimiters that normalization changes is one finding, its fix what
    /// normalization writes (in a registered name, in lowercase: U+212A
    /// KELVIN SIGN is `k` there); a character it keeps although not in NFC
    /// (U+037E, whose NFC form is `;`) is reported on its own, without a
    /// fix. A name that `host-percent-encoded` rewrites owns its fix, which
    /// writes the name in NFC: this finding then has none. A combining mark
    /// right after a delimiter is `unicode-combining-start`'s. Needs the
    /// `nfc` feature (default).
    UnicodeNotNfc = "unicode-not-nfc", Unicode, Warning, "text not in Unicode NFC", "IRIs should be in Unicode Normalization Form C", "RFC 3987 section 5.3.2.2; 3987bis section 5.3.2.2", help: "write the text in NFC", why: "yes: text not in NFC compares unequal to the same text typed elsewhere";
    /// Compatibility characters (text in NFC but not in NFKC), such as U+FB01
    /// or fullwidth forms: `http://example.org/?q=ﬁle`. Adjacent ones make
    /// one finding; its suggestion writes their NFKC form, which is no
    /// mechanical fix (it is another IRI). Needs the `nfc` feature (default).
    UnicodeNotNfkc = "unicode-not-nfkc", Unicode, Advice, "compatibility character", "IRIs are best in Unicode Normalization Form KC", "RFC 3987 section 5.3.2.2; 3987bis section 7.5", help: "write its NFKC form if the IRI is new", why: "rarely: compatibility characters are valid and often meant; worth knowing when minting";
    /// A character that looks like a delimiter or a space:
    /// `http://example.org/a∕b` (U+2215).
    ///
    /// Listed: U+2000 to U+200A and the other spaces (U+00A0, U+202F,
    /// U+205F, U+3000), U+2044, U+2215, U+29F8 and U+FF0F (like `/`),
    /// U+3002, U+FF0E and U+FF61 (full stops that IDNA maps to `.`), U+2236
    /// (like `:`) and the fullwidth gen-delims. With the `nfc` feature, also
    /// every character whose NFKC form is made of ASCII delimiters and
    /// spaces (any ASCII punctuation but `-`, `_` and `~`), such as U+FF1A
    /// or U+2024. Adjacent ones make one finding; its suggestion writes the
    /// ASCII text they look like (another IRI, or another structure).
    UnicodeLookalike = "unicode-lookalike", Unicode, Warning, "character that looks like a delimiter or a space", "look-alike characters make IRIs that spoof others", "3987bis sections 7.5 and 9; Jena DISCOURAGED_IRI_CHARACTER", help: "write what it looks like if that is meant, otherwise percent-encode it", why: "yes: a character that looks like a delimiter or a space is a typo or a spoof", covers: [UnicodeNotNfkc];
    /// A code point unassigned in the Unicode version of the crate's tables
    /// (those of `unicode-normalization`; messages name the version):
    /// `http://example.org/\u{378}`.
    /// Private-use characters are assigned; non-characters, specials and
    /// tags have their own codes. Needs the `nfc` feature (default).
    UnicodeUnassigned = "unicode-unassigned", Unicode, Advice, "unassigned code point", "unassigned code points may change meaning when Unicode assigns them", "Jena UNASSIGNED_UNICODE_CHARACTER", help: "use an assigned character, or percent-encode it", why: "rarely: it is valid, and only a risk once Unicode assigns it; worth knowing when minting";
    /// A non-character (U+FDD0 to U+FDEF, the last two code points of each
    /// plane). The IRI grammar admits none, so only a LEIRI holds one as
    /// written (`http://example.org/\u{FDD0}`).
    UnicodeNoncharacter = "unicode-noncharacter", Unicode, Warning, "non-character", "non-characters are for internal use and should not be exchanged", "3987bis section 6.3; W3C LEIRI note section 5", help: "remove it, or percent-encode it", why: "yes: non-characters are for internal use and should not leave a program";
    /// A special (U+FFF0 to U+FFFD), such as U+FFFD REPLACEMENT CHARACTER.
    /// Only a LEIRI holds one as written (`http://example.org/\u{FFFD}`).
    UnicodeSpecial = "unicode-special", Unicode, Warning, "special character", "the specials U+FFF0 to U+FFFD should not appear in identifiers", "3987bis section 6.3; W3C LEIRI note section 5", help: "remove it, or percent-encode it", why: "yes: U+FFFD and the other specials mark data already lost or damaged";
    /// A tag character (U+E0000 to U+E0FFF), invisible: the query of
    /// `http://example.org/?flag=🏴\u{E0067}\u{E0062}\u{E007F}` (IRIs allow
    /// tags in the query only, as `iprivate`). Adjacent ones make one finding.
    UnicodeTag = "unicode-tag", Unicode, Warning, "tag character", "tag characters are invisible and should not appear in identifiers", "3987bis section 6.3; W3C LEIRI note section 5", help: "remove the tag characters: they are invisible", why: "yes: tag characters are invisible, so no reader sees what the IRI holds";
    /// A combining mark at the start of a component, where it attaches to
    /// the delimiter before it when displayed: `http://example.org/\u{301}a`.
    ///
    /// Also right after a delimiter or a percent-encoding inside a component
    /// (`a=\u{338}`): NFC does not compose across those (it would make `=`
    /// and U+0338 one character), so this is what `unicode-not-nfc` leaves.
    /// Needs the `nfc` feature (default).
    UnicodeCombiningStart = "unicode-combining-start", Unicode, Warning, "combining mark at the start of a component", "a combining mark at the start of a component attaches to the delimiter before it when displayed", "3987bis section 7, display guidelines", help: "put the mark after the character it belongs to, or percent-encode it", why: "yes: the mark attaches to the delimiter before it, and the IRI displays wrongly";
    /// Characters of several scripts in one word of a host label or path
    /// segment: `http://раураl.com/` (Cyrillic and a Latin `l`).
    ///
    /// A word is the letters between ASCII delimiters and punctuation
    /// (`:`, `/`, `-`, `.`, `_`, `~`, sub-delims): `urn:ns:αβγ` and
    /// `/Moscow-Москва` are words of one script each, and no finding.
    /// The resolved script set of UTS #39 section 5.1 (with the augmented
    /// sets, so Han with Hiragana and Katakana is one writing system), over
    /// the characters with a script of their own: Common and Inherited ones
    /// (digits, punctuation, marks) and Unknown ones don't count, nor do the
    /// hex digits of a percent-encoding. Query values and fragments are free
    /// text and not checked. Needs the `security` feature (off by default;
    /// the rule does not fire without it).
    UnicodeMixedScript = "unicode-mixed-script", Unicode, Warning, "characters of several scripts in one word", "mixing scripts in one word invites spoofing", "3987bis sections 7.5 and 9; UTS #39 section 5", help: "write the component in one script", why: "yes: scripts mixed inside one word are the usual spoof";
    /// A host label or path segment that can be taken for an ASCII one:
    /// `http://рау.com/` (all Cyrillic).
    ///
    /// Its UTS #39 skeleton is made of ASCII letters, digits and `-`: every
    /// character is ASCII or confusable with ASCII (whole-script confusable
    /// with Latin, or Latin look-alikes such as U+0261, or invisible
    /// default-ignorable characters, which the skeleton drops). Components
    /// with percent-encodings or bidi formatting characters are left to
    /// other rules. Needs the `security` feature (off by default; the rule
    /// does not fire without it).
    UnicodeConfusable = "unicode-confusable", Unicode, Warning, "component that can be taken for an ASCII one", "a label or segment that looks like an ASCII one invites spoofing", "3987bis section 9; UTS #39 section 4", help: "write it in ASCII if ASCII is meant; otherwise choose a name that cannot be taken for another", why: "yes: a word that passes for ASCII is the usual spoof";

    /// A character that LEIRIs allow and IRIs do not, named with its group:
    /// space, delimiters, unwise, controls, bidi formatting, specials,
    /// private use (outside the query), tags (outside the query),
    /// non-characters. `http://example.org/a b` as a LEIRI. Adjacent
    /// characters of one group make one finding; the fix is their
    /// percent-encoding, what LEIRI-to-IRI conversion writes. IRIs never
    /// hold these characters, so the rule runs on LEIRIs only.
    LeiriCharacter = "leiri-character", Leiri, Warning, "character allowed in LEIRIs but not in IRIs", "LEIRIs must be converted to IRIs, percent-encoding such characters, before use as IRIs", "W3C LEIRI note section 5; 3987bis section 6.3", help: "percent-encode it to make an IRI", why: "yes when an IRI is meant: the character must be percent-encoded before use";

    /// A scheme with uppercase letters: `HTTP://example.org/`. The fix
    /// lowercases it.
    FormSchemeCase = "form-scheme-case", Form, Advice, "uppercase letters in the scheme", "schemes are case-insensitive and lowercase is the canonical form", "RFC 3986 sections 3.1 and 6.2.2.1", help: "write the scheme in lowercase", why: "no: the IRI is equivalent as written; the lowercase form is only canonical";
    /// A registered name with uppercase ASCII letters: `http://Example.ORG/`.
    ///
    /// The letters are those normalization lowercases: not the hex digits
    /// of a percent-encoding, nor a letter that NFC composes with what
    /// follows (`A` and U+030A). An ASCII name without `%` is one finding,
    /// its fix the name in lowercase; otherwise each stretch of ASCII
    /// between percent-encodings and other characters is one. A name that
    /// `host-percent-encoded` rewrites owns its fix: this finding then has
    /// none, so that fixes never overlap.
    FormHostCase = "form-host-case", Form, Advice, "uppercase letters in the host", "registered names are case-insensitive and lowercase is the canonical form", "RFC 3986 sections 3.2.2 and 6.2.2.1", help: "write the host in lowercase", why: "no: the IRI is equivalent as written; the lowercase form is only canonical";
    /// A percent-encoding with lowercase hexadecimal digits:
    /// `http://example.org/%2f`. One that normalization decodes is
    /// `form-encoded-unreserved`'s or `form-encoded-character`'s instead;
    /// adjacent ones make one finding.
    FormHexCase = "form-hex-case", Form, Advice, "lowercase hexadecimal digits in a percent-encoding", "percent-encodings should use uppercase hexadecimal digits", "RFC 3986 sections 2.1 and 6.2.2.1", help: "write the hexadecimal digits in uppercase", why: "no: the IRI is equivalent as written; uppercase hex digits are only canonical";
    /// A percent-encoded unreserved ASCII character:
    /// `http://example.org/%7Euser`. The fix writes the character. A `%2E`
    /// in a segment that is a dot segment once decoded has no fix: RFC 3986
    /// section 5.2.4 reads only a literal `.` as a dot, so decoding it
    /// changes what the reference resolves to (`form-dot-segments`).
    FormEncodedUnreserved = "form-encoded-unreserved", Form, Advice, "percent-encoded unreserved character", "unreserved characters should not be percent-encoded", "RFC 3986 sections 2.3 and 6.2.2.2", help: "write the character as itself", why: "no: the IRI is equivalent as written; the decoded form is only canonical";
    /// Percent-encoded UTF-8 of a character the IRI could hold as is:
    /// `http://example.org/caf%C3%A9`. The characters are those
    /// normalization decodes: `ucschar`, `iprivate` in the query, never a
    /// bidi formatting character; a URI holds none. In a registered name
    /// they are `host-percent-encoded`'s.
    FormEncodedCharacter = "form-encoded-character", Form, Advice, "percent-encoded character that an IRI holds as is", "IRIs hold such characters as themselves", "RFC 3987 section 5.3.2.3", help: "write the character as itself", why: "no: percent-encoded UTF-8 is a valid form, often the one software writes";
    /// Percent-encoded octets that are not UTF-8: `http://example.org/?q=%E9t%E9`.
    /// Not reported in the data of a `data:` IRI, which holds any octets in
    /// the charset its media type names (RFC 2397 section 2).
    FormEncodedNotUtf8 = "form-encoded-not-utf8", Form, Advice, "percent-encoded octets that are not UTF-8", "such octets stand for no character and cannot become IRI text", "RFC 3987 section 3.2", help: "percent-encode the UTF-8 octets of the characters meant", why: "no: RFC 3986 allows any octet (section 2.5 only recommends UTF-8 for new schemes); such octets cannot become IRI characters, which matters when converting";
    /// An empty port: `http://example.org:/`. The fix drops the `:`.
    FormEmptyPort = "form-empty-port", Form, Advice, "empty port", "an empty port is best left out, with its `:`", "RFC 3986 sections 3.2.3 and 6.2.3", help: "remove the `:`", why: "no: the IRI is equivalent as written";
    /// The scheme's default port given explicitly, as the scheme table
    /// says: `https://example.org:443/` (also `:0443`). The fix drops it
    /// with its `:`.
    FormDefaultPort = "form-default-port", Form, Advice, "default port given explicitly", "the scheme's default port is best left out", "RFC 3986 section 6.2.3", help: "remove the port and its `:`", why: "no: the IRI is equivalent as written";
    /// A port with leading zeros: `http://example.org:08080/`. The fix
    /// drops them (one `0` stays for port 0). A default port with zeros is
    /// `form-default-port`'s.
    FormPortZeros = "form-port-zeros", Form, Advice, "port with leading zeros", "ports are best written without leading zeros", "RFC 3986 section 3.2.3", help: "remove the leading zeros", why: "no: the IRI is equivalent as written";
    /// A port above 65535, which no transport can use:
    /// `http://example.org:65536/`. A WHATWG parser (browsers, the `url`
    /// crate) refuses such a URL: this code says so for the `whatwg`
    /// group, which has no code of its own for it.
    FormPortRange = "form-port-range", Form, Warning, "port above 65535", "no transport uses ports above 65535, and browsers refuse them", "RFC 3986 section 3.2.3; URL Standard, port state", help: "use a port from 0 to 65535", why: "yes: no transport has such a port, and browsers refuse the URL, so it cannot be used";
    /// Dot segments (`.`, `..`, also as `%2E`, as normalization reads them)
    /// in the path of an absolute IRI or an absolute-path reference, or past
    /// the leading ones of a relative-path reference:
    /// `http://example.org/a/./b/../c`, `../a/./b`. The fix is what path
    /// segment normalization writes, narrowed to what changes; a
    /// relative-path reference has none (its dot segments apply to the
    /// base's path once merged). The `.` of `a:/.//b`, which keeps `//b`
    /// from reading as an authority, is no finding.
    FormDotSegments = "form-dot-segments", Form, Warning, "dot segment in the path", "dot segments are removed by resolution and normalization, so the IRI is not in its normal form", "RFC 3986 sections 5.2.4 and 6.2.2.3", help: "remove the dot segments, as resolution does", why: "yes: a literal with `.` or `..` segments is not the IRI it resolves to, and compares unequal to it";
    /// An empty path with an authority, for schemes where it means `/`
    /// (http, https, ws, wss in the scheme table): `http://example.org`.
    /// The fix inserts the `/`.
    FormEmptyPath = "form-empty-path", Form, Advice, "empty path with an authority", "for this scheme an empty path means `/`, the normal form", "RFC 3986 section 6.2.3", help: "end the authority with `/`", why: "no: `https://example.org` means `https://example.org/`, and is the usual way to write a base URL";
    /// A userinfo with a password: `ftp://user:secret@example.org/`. An
    /// empty password (`user:@`) is the deprecated form too. No fix.
    FormPassword = "form-password", Form, Warning, "password in the userinfo", "passwords in IRIs are deprecated: anyone who sees the IRI sees the password", "RFC 3986 section 3.2.1", help: "remove the password and pass credentials another way", why: "yes: anyone who reads the IRI reads the password";
    /// An IPv6 literal not in the canonical text of RFC 5952:
    /// `http://[2001:DB8:0:0::1]/`. The fix is the canonical text
    /// (`2001:db8::1`, as `Ipv6Addr` displays it and normalization writes).
    FormIpv6 = "form-ipv6", Form, Advice, "IPv6 address not in canonical form", "IPv6 addresses are best written in the canonical text of RFC 5952", "RFC 5952 section 4", help: "write the address in the canonical form of RFC 5952", why: "no: the address is the same; the RFC 5952 text is only canonical";
    /// A relative reference where an absolute IRI is expected (RDF).
    FormRelative = "form-relative", Form, Allow, "relative reference", "identifiers must be absolute in this context", "RDF 1.1 Concepts section 3.2", help: "resolve it against its base first", why: "not by default: a relative reference is no fault of a reference; contexts that want identifiers (RDF) raise it";

    /// A DNS label longer than 63 octets: `http://{64 letters}.example/`.
    ///
    /// The host rules check every registered name, whatever the scheme (RFC
    /// 3986 section 3.2.2 asks for DNS syntax "even when use of DNS is not
    /// immediately apparent"); IP literals, IPv4 addresses and an empty host
    /// (`file:///`) have no labels. A label is measured as DNS sees it: its
    /// octets once percent-decoded (`%41` is one octet, `%2E` a dot between
    /// two labels), and for a label with non-ASCII characters, its Punycode
    /// form (UTS 46 `ToASCII`, which also makes labels at U+3002 `。`):
    /// `a…aé` with 59 `a`s is 67 octets as `xn--a…a-ygf`. Without the `idna`
    /// feature such a label is not measured.
    HostLabelLength = "host-label-length", Host, Warning, "DNS label longer than 63 octets", "DNS labels hold at most 63 octets", "RFC 1034 section 3.1; RFC 1123 section 2.1", help: "shorten the label to at most 63 octets", why: "yes: DNS cannot resolve the name";
    /// A host name longer than 253 octets, measured as for
    /// `host-label-length` with a `.` between labels and without the final
    /// dot of a fully qualified name (255 octets on the wire, RFC 1034
    /// section 3.1): four labels of 63, 63, 63 and 62 letters. Without the
    /// `idna` feature, non-ASCII labels count for nothing and the message
    /// says "at least".
    HostNameLength = "host-name-length", Host, Warning, "host name longer than 253 octets", "DNS names hold at most 253 octets", "RFC 1034 section 3.1; RFC 1123 section 2.1", help: "shorten the name to at most 253 octets", why: "yes: DNS cannot resolve the name";
    /// A DNS label starting or ending with `-` (or `%2D`): `http://-a.example/`,
    /// `http://a-.example/`; also an `xn--` label whose Unicode form does
    /// (`xn---abc-5qa`, `-öabc`, RFC 5891 section 4.2.3.1; with the `idna`
    /// feature). Hyphens inside a label are fine (`a-b`, and the `--` of
    /// `xn--` or of names such as `r3---sn-abc`, which DNS allows although
    /// RFC 5891 reserves them for IDNA).
    HostHyphen = "host-hyphen", Host, Warning, "DNS label starting or ending with a hyphen", "DNS labels do not start or end with `-`", "RFC 1123 section 2.1; RFC 5891 section 4.2.3.1", help: "start and end each label with a letter or a digit", why: "yes: DNS names do not start or end labels with `-`, and some resolvers refuse them";
    /// An empty DNS label: `http://a..b/`, `http://.a/`. An empty last label
    /// after a `.` is the root of a fully qualified name (`example.org.`), not
    /// an empty label; the span is the empty label's place.
    HostEmptyLabel = "host-empty-label", Host, Warning, "empty DNS label", "DNS names have no empty labels", "RFC 1034 section 3.1", help: "remove the extra `.`", why: "yes: an empty label is a typo, and DNS cannot resolve the name";
    /// An `xn--` label that is not valid Punycode (RFC 3492), such as
    /// `http://xn--zz/`, or that decodes to something IDNA rejects:
    /// `xn--rsum-bad` (3987bis's own example, U+0080 twice: the message
    /// names the first character IDNA disallows), `xn--abc-` (plain
    /// ASCII). IDNA is UTS 46 (nontransitional, the processing seed 004 and
    /// browsers allow), so `xn--ls8h` (U+1F4A9) is valid although IDNA2008
    /// disallows symbols. Needs the `idna` feature (the Punycode decoder is
    /// the `idna` crate's); without it the rule does not fire. Also reported
    /// on the whole name when its labels pass one by one but break the bidi
    /// rule together (`xn--4db.1a`).
    HostPunycode = "host-punycode", Host, Warning, "invalid Punycode label", "`xn--` labels must be valid Punycode of a name IDNA accepts", "RFC 5891 section 5.4", help: "write the name meant, or its `ToASCII` form", why: "yes: the name cannot be converted, so it cannot be resolved or displayed";
    /// A non-ASCII registered name (or one percent-encoding non-ASCII UTF-8)
    /// that IDNA cannot convert: `http://a\u{2665}\u{2FF0}.org/` (U+2FF0 is
    /// disallowed in domain names). The message names the offending
    /// character, and the finding points at it where it is written as
    /// itself, else at the label (a percent-encoded character, or a rule of
    /// the label as a whole), else at the name (the bidi rule across
    /// labels, `\u{5D0}.1a`). IDNA is UTS 46 as for
    /// `host-punycode`; octets that are not UTF-8 are left to
    /// `form-encoded-not-utf8`. Needs the `idna` feature; without it the
    /// rule does not fire.
    HostIdna = "host-idna", Host, Warning, "host name that IDNA cannot convert", "a non-ASCII host name must convert to ASCII with IDNA to be resolved", "RFC 5891; UTS #46; 3987bis section 3.4", help: "check that the characters are the ones meant, in that order", why: "yes: the name cannot be converted to ASCII, so it cannot be resolved";
    /// A registered name of a scheme whose hosts are DNS host names (http,
    /// https, ws, wss, ftp, ldap and the other schemes of the table with a
    /// default port) holding a character other than letters, digits, `-`,
    /// `.` and `_`: `http://foo$.example/`, `http://a~b.example/`, also
    /// percent-encoded (`a%24b`) and, with the `idna` feature, in the ASCII
    /// form IDNA maps a label with non-ASCII characters written as
    /// themselves to (a fullwidth `＄` is `$`; a label IDNA refuses is
    /// `host-idna`'s). Each label with such a character is one
    /// finding, at its first.
    ///
    /// `_` is not reported: RFC 2181 section 11 lets DNS labels hold any
    /// octet, names with `_` resolve (service labels of RFC 8552, and many
    /// real hosts), and browsers accept them; only the stricter host name
    /// syntax of RFC 952 and RFC 1123 leaves it out. Names of other schemes
    /// are left alone: their authorities need not be DNS names.
    HostDnsCharacter = "host-dns-character", Host, Warning, "character that DNS host names do not hold", "the host names of this scheme hold letters, digits, `-` and `.`", "RFC 1123 section 2.1; RFC 5890 section 2.3.1", help: "write the host with letters, digits, `-` and `.` only", why: "yes: no registrar hands out such a name, and resolvers refuse or rewrite it", covers: [WhatwgRefused];
    /// A scheme name repeated as the host, a copy-paste mistake that every
    /// parser (browsers too) reads with the scheme's name as the host:
    /// `http://http://example.org/`, `https://https//x`. The host is the
    /// IRI's own scheme or one of the table's DNS-bound schemes, and the
    /// path starts with the `//` the repeated scheme left; a host named
    /// `http` alone (`http://http/`) is no finding.
    HostRepeatedScheme = "host-repeated-scheme", Host, Warning, "scheme name repeated as the host", "the host is the name of a scheme, written twice by mistake", "RFC 3986 section 3.2.2", help: "remove the repeated scheme and its `://`", why: "yes: the IRI names the host `http`, never the one meant";
    /// A registered name that percent-encodes non-ASCII UTF-8, where IDNA's
    /// Punycode is the usual form: `http://r%C3%A9sum%C3%A9.example.org/`.
    /// In an IRI (or LEIRI) the fix writes the encoded characters as
    /// themselves (`résumé.example.org`) and the name in NFC; it rewrites
    /// the whole name, which belongs to it: the other rules give no fix
    /// inside it, so that fixes never overlap. When a character must stay
    /// encoded (an IRI may not hold it, or its NFC form would bring in a
    /// delimiter) the name stays percent-encoded, so there is no fix; nor is
    /// there for a URI, which cannot hold the characters, and whose Punycode
    /// form is another URI: with the `idna` feature it is a suggestion, when
    /// IDNA converts the name.
    /// Names whose encodings are ASCII (`form-encoded-unreserved`) or not
    /// UTF-8 (`form-encoded-not-utf8`) are left to those rules.
    HostPercentEncoded = "host-percent-encoded", Host, Advice, "percent-encoded host name", "DNS cannot resolve percent-encoded names; Punycode is the usual form", "RFC 3986 section 3.2.2; 3987bis sections 3.3 and 3.4", help: "write the encoded characters as themselves", why: "rarely: the name is valid and resolvers decode it, but Punycode is the usual form";

    /// A scheme not in the IANA registry (as of the list shipped with the
    /// crate, dated, made from the registry's CSV by
    /// `scripts/uri-schemes.py`), such as `foo:bar`. Permanent, provisional
    /// and historical entries all count as registered (`fax:` is historical
    /// and registered); names compare case-insensitively.
    SchemeUnregistered = "scheme-unregistered", Scheme, Advice, "scheme not registered at IANA", "schemes should be registered at IANA", "RFC 7595", help: "use a registered scheme, or register this one (RFC 7595)", why: "rarely: private and new schemes are common and legitimate";
    /// A scheme outside the policy's list of allowed schemes, such as
    /// `ftp://example.org/` under the `http-client` preset.
    SchemeNotAllowed = "scheme-not-allowed", Scheme, Error, "scheme not allowed here", "the policy allows only the schemes it lists", "the policy's `schemes` list", help: "use a scheme that the policy allows", why: "yes: the policy that lists the schemes says so";
    /// No authority where the scheme requires one: `http:/path` (RFC 9110
    /// section 4.2.1), `ws:chat` (RFC 6455 section 3), `ftp:/pub` (RFC 1738
    /// section 3.2).
    SchemeAuthorityRequired = "scheme-authority-required", Scheme, Warning, "missing authority", "this scheme requires an authority", "the scheme's specification", help: "write `//` and the host after the scheme", why: "yes: the scheme's specification requires the authority";
    /// An empty host where the scheme requires one: `http:///path` (RFC
    /// 9110 section 4.2.1), `ftp:///pub` (RFC 1738 section 3.2).
    SchemeHostRequired = "scheme-host-required", Scheme, Warning, "missing host", "this scheme requires a non-empty host", "the scheme's specification", help: "write the host after `//`", why: "yes: the scheme's specification requires the host";
    /// An authority where the scheme allows none: `urn://example/a` (RFC
    /// 8141 section 2); also `mailto`, `data`, `tag`, `did`, `oid`, `uuid`.
    SchemeAuthorityForbidden = "scheme-authority-forbidden", Scheme, Warning, "authority where the scheme allows none", "this scheme has no authority", "the scheme's specification", help: "remove `//` and the authority", why: "yes: the scheme's specification forbids the authority";
    /// A userinfo where the scheme allows none: `https://user@example.com/`
    /// (RFC 9110 section 4.2.4: deprecated, and a spoofing vector), `ws` and
    /// `wss` (RFC 6455 section 3), `file` (RFC 8089 section 2).
    SchemeUserinfo = "scheme-userinfo", Scheme, Warning, "userinfo where the scheme allows none", "this scheme forbids userinfo", "the scheme's specification", help: "remove the userinfo and its `@`", why: "yes: the scheme forbids userinfo, and in http(s) it is a spoofing vector", covers: [WhatwgRefused, WhatwgUserinfo];
    /// A port where the scheme allows none: `file://host:8080/x` (RFC 8089
    /// section 2).
    SchemePort = "scheme-port", Scheme, Warning, "port where the scheme allows none", "this scheme has no port", "the scheme's specification", help: "remove the port and its `:`", why: "yes: the scheme's specification forbids the port", covers: [WhatwgRefused];
    /// A query where the scheme allows none, or of a form it does not
    /// allow: `urn:example:a?q` (RFC 8141 section 2 allows only the `?+`
    /// r-component and the `?=` q-component). The `file` grammar of RFC
    /// 8089 has no query either, but queries on `file:` IRIs are common and
    /// RFC 8089 does not forbid them in words: no finding.
    SchemeQuery = "scheme-query", Scheme, Warning, "query where the scheme allows none", "this scheme has no query", "the scheme's specification", help: "remove the query and its `?`", why: "yes: the scheme's specification forbids the query or its form";
    /// A fragment where the scheme allows none: `wss://example.com/chat#f`
    /// (RFC 6455 section 3).
    SchemeFragment = "scheme-fragment", Scheme, Warning, "fragment where the scheme allows none", "this scheme has no fragment", "the scheme's specification", help: "remove the fragment and its `#`", why: "yes: the scheme's specification forbids the fragment";
    /// A URN that breaks RFC 8141's syntax (section 2): no `:` between NID
    /// and NSS (`urn:isbn`), a namespace identifier that is empty, longer
    /// than 32 characters, of one character, holding a character other than
    /// letters, digits and `-` or starting or ending with `-` (`urn:a_b:c`),
    /// an empty NSS (`urn:isbn:`) or one starting with `/`, an empty r- or
    /// q-component, or one starting with `/` or `?` (`urn:example:a?+`).
    SchemeUrn = "scheme-urn", Scheme, Warning, "URN syntax error", "a URN is `urn:` NID `:` NSS, with the NID and the NSS of RFC 8141", "RFC 8141 section 2", why: "yes: the URN breaks RFC 8141's syntax, and resolvers and RDF stores refuse it";
    /// A URN namespace identifier that is well formed but not for use:
    /// `urn:urn:a` (reserved, RFC 8141 section 5.1), `urn:X-foo:a` (the
    /// experimental `X-` namespaces are gone, RFC 8141 appendix B),
    /// `urn:urn-x:a` (an informal namespace is `urn-` and a number, RFC 8141
    /// section 5.2).
    SchemeUrnNamespace = "scheme-urn-namespace", Scheme, Warning, "URN namespace not for use", "a URN's namespace is a registered or an informal one, not reserved or experimental", "RFC 8141 sections 5.1 and 5.2", why: "yes: the namespace is reserved or gone, so the name is in no namespace anyone resolves";
    /// A UUID (`urn:uuid:`, `uuid:`) that is not 8-4-4-4-12 hexadecimal
    /// digits with nothing after: `urn:uuid:f81d4fae7dec11d0a76500a0c91e6bf6`.
    SchemeUuid = "scheme-uuid", Scheme, Warning, "malformed UUID", "a UUID is 32 hexadecimal digits in groups of 8, 4, 4, 4 and 12 separated by `-`", "RFC 9562 section 4; RFC 4122 section 3", why: "yes: the value is no UUID, and RDF stores refuse it";
    /// An OID (`urn:oid:`, `oid:`) that is not dotted decimal arcs without
    /// leading zeros: `urn:oid:1.3.06` (the fix drops the zero),
    /// `urn:oid:1..3`.
    SchemeOid = "scheme-oid", Scheme, Warning, "malformed OID", "an OID is decimal numbers without leading zeros separated by `.`", "RFC 3061 section 2", why: "yes: the value is no OID in dotted decimal";
    /// A DID without a method or a method-specific id, or with a method
    /// other than lowercase letters and digits: `did:Example:1`, `did::1`,
    /// `did:example`, `did:example:` (W3C DID Core section 3.1).
    SchemeDid = "scheme-did", Scheme, Warning, "malformed DID", "a DID is `did:` method `:` method-specific id, the method in lowercase letters and digits", "W3C DID Core section 3.1", why: "yes: the value is no DID, and DID resolvers refuse it";
    /// A `file:` IRI of a form that RFC 8089 section 2 does not allow:
    /// `file://host` (a path is required), `file:a/b` (a relative path),
    /// `file:c:/x` (a drive letter without `///`: one of the nonstandard
    /// variations of appendix E.2; the suggestion writes `file:///c:/x`).
    SchemeFile = "scheme-file", Scheme, Warning, "malformed file IRI", "a file IRI's path is absolute: `file:///path` or `file://host/path`", "RFC 8089 section 2", why: "yes: RFC 8089 does not allow the form, and file handlers read it differently", covers: [WhatwgFile];
    /// A `mailto:` IRI whose addresses or header fields break RFC 6068:
    /// `mailto:chris` (no `@`), `mailto:a@b?subject` (a field without `=`).
    SchemeMailto = "scheme-mailto", Scheme, Warning, "malformed mailto IRI", "a mailto IRI holds addresses `local@domain` and header fields `name=value`", "RFC 6068 section 2", why: "yes: a mail client cannot use the address or the header field";
    /// A `data:` IRI without the `,` before its data (`data:text/plain`),
    /// with a malformed media type or parameter, or malformed base64 data.
    SchemeData = "scheme-data", Scheme, Warning, "malformed data IRI", "a data IRI is `data:` [media type] [`;base64`] `,` data", "RFC 2397 section 3", why: "yes: the data cannot be decoded as the scheme says";
    /// A `tag:` IRI whose authority, date or separators break RFC 4151:
    /// `tag:example.com,2001-02-29:x` (no such day).
    SchemeTag = "scheme-tag", Scheme, Warning, "malformed tag IRI", "a tag IRI is `tag:` authority `,` date `:` specific part", "RFC 4151 section 2.1", why: "yes: the tag breaks RFC 4151, so it is not the name its minter meant";
    /// An `ftp:` type code other than `a`, `i` or `d`, or one before the
    /// last segment: `ftp://h/f;type=x`.
    SchemeFtp = "scheme-ftp", Scheme, Warning, "malformed ftp type code", "an ftp IRI's type code is `;type=a`, `i` or `d` on its last segment", "RFC 1738 section 3.2.2", why: "yes: an FTP client cannot use the type code";
    /// An `nntp:` IRI without a newsgroup (`nntp://news.example.org/`), or
    /// whose article number is not 1 to 16 decimal digits
    /// (`nntp://news.example.org/comp.lang/12a`).
    SchemeNntp = "scheme-nntp", Scheme, Warning, "malformed nntp IRI", "an nntp IRI is `nntp://server/newsgroup`, optionally `/` and an article number", "RFC 5538 section 2.2", why: "yes: a news reader cannot use it";
    /// A `news:` IRI whose message identifier has nothing on one side of
    /// its `@` (`news:@example.org`), or whose path starts with `/` without
    /// a server (`news:/comp.lang`).
    SchemeNews = "scheme-news", Scheme, Warning, "malformed news IRI", "a news IRI is `news:`, an optional `//server/`, then newsgroups or a message identifier `id@domain`", "RFC 5538 section 2.1", why: "yes: a news reader cannot use it";
    /// A scheme-specific part not in the scheme's preferred form, such as
    /// uppercase hex digits in a UUID:
    /// `urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6` (RFC 9562 section 4;
    /// the fix lowercases it).
    SchemePreferredForm = "scheme-preferred-form", Scheme, Advice, "scheme-specific part not in its preferred form", "the scheme's specification prefers another form", "the scheme's specification", why: "no: the value is valid; the scheme's specification only prefers another form";

    /// A special scheme (`http`, `https`, `ws`, `wss`, `ftp`) without
    /// `//`, or with an empty authority: `https:example.org/x`,
    /// `http:/example.org`, `http:///a`. RFC 3986 reads a path (and no
    /// host, or an empty one); a browser skips the slashes and takes the
    /// text up to the next `/`, `?` or `#` as the authority
    /// (`example.org`, `a`), or refuses the URL when there is none
    /// (`http:`). The finding is at the authority a browser reads; the
    /// suggestion writes the `//` before it. Warning: the host fetched is
    /// one that no RFC 3986 reading sees.
    WhatwgAuthority = "whatwg-authority", Whatwg, Warning, "special scheme read with another authority", "browsers read the text after a special scheme's `:` as an authority, with or without `//`", "URL Standard, special authority slashes state", help: "write `//` and the host after the scheme, or write the path without a scheme", why: "yes: a browser fetches a host that no RFC 3986 reading of the IRI has", covers: [SchemeAuthorityRequired, SchemeHostRequired];
    /// A registered name of a special scheme that a browser reads as an
    /// IPv4 address, after IDNA's mapping: hexadecimal or octal parts,
    /// fewer than four parts, one number, a final `.`
    /// (`http://0x7f.1/`, `http://017700000001/`, `http://0/`,
    /// `http://1.2.3.4./`, full-width `https://１２７.０.０.１/`), or that it
    /// refuses because it ends in a number that is no address
    /// (`http://256.1.1.1/`, `http://1.2.3.4.5/`). RFC 3986 reads a name
    /// there, which an allow-list of names compares as a name. The message
    /// gives the address read; the suggestion writes it. Percent-encoded
    /// digits are decoded first, as browsers do. Non-special schemes keep
    /// such names (an opaque host): no finding. Warning: the host fetched is
    /// an address the text does not show.
    WhatwgIpv4 = "whatwg-ipv4", Whatwg, Warning, "host that browsers read as an IPv4 address", "browsers read a host of a special scheme that ends in a number as an IPv4 address, in decimal, octal or hexadecimal parts", "URL Standard, host parsing: ends in a number, IPv4 parser", help: "write the address as four decimal numbers from 0 to 255, or end the name with a label that is not a number", why: "yes: a browser fetches an address that the text does not show, past allow-lists of names", covers: [UnicodeConfusable, UnicodeNotNfkc];
    /// An authority of a special scheme that a browser refuses although
    /// RFC 3986 allows it: an empty host with a userinfo or a port
    /// (`http://:80/`, `http://u@/`), an `IPvFuture` literal
    /// (`http://[v1.x]/`), a registered name that holds a character WHATWG
    /// forbids in hosts once percent-decoded (`http://a%20b/`,
    /// `http://a%2Fb/`, `%25`, a control), or that IDNA refuses (with the
    /// `idna` feature), and a userinfo or a port in a `file:` URL. A port
    /// above 65535 is refused too: `form-port-range` says so. Warning: the
    /// URL cannot be fetched by a browser.
    WhatwgRefused = "whatwg-refused", Whatwg, Warning, "authority that browsers refuse", "browsers refuse such an authority, which RFC 3986 allows", "URL Standard, host parsing and file host state", help: "write a host that browsers accept", why: "yes: browsers and the URL libraries that follow them refuse the URL";
    /// A character that a browser percent-encodes where RFC 3986 keeps it
    /// as a delimiter: `;`, `=` and a second `:` in the userinfo
    /// (`ftp://u;x@h/`, `ftp://u:p:q@h/`), `'` in the query of a special
    /// scheme (`http://h/?q='x'`, sent as `%27`). One finding per
    /// component, at its first such character. Advice: the two forms are
    /// not equivalent under RFC 3986 section 6, but most servers decode
    /// them alike.
    WhatwgEncoded = "whatwg-encoded", Whatwg, Advice, "character that browsers percent-encode", "browsers percent-encode some delimiters that RFC 3986 keeps, which makes another URI", "URL Standard, userinfo and special-query percent-encode sets", help: "percent-encode it yourself if the encoded form is meant", why: "rarely: the encoded form is another URI, but most servers decode both alike";
    /// An empty userinfo or password that a browser drops:
    /// `http://@example.org/`, `http://:@example.org/`, `ftp://u:@h/`.
    /// Advice: RFC 3986 keeps the empty component, but no server tells the
    /// forms apart.
    WhatwgUserinfo = "whatwg-userinfo", Whatwg, Advice, "empty userinfo or password that browsers drop", "browsers drop an empty userinfo or password", "URL Standard, URL serializing", help: "remove the empty userinfo or password with its delimiter", why: "no: no server tells the empty userinfo or password from none";
    /// A `file:` form that a browser rewrites: the host `localhost`, which
    /// it drops (`file://localhost/etc` is `file:///etc`); no `//`
    /// (`file:/etc`, `file:etc`, which it reads as `file:///etc`); a
    /// Windows drive letter (`file:c:/x` and `file://c:/x` are
    /// `file:///c:/x`, and `..` never removes the drive letter; a host
    /// before a drive letter is dropped: `file://h/c:/x` is
    /// `file:///c:/x`). Advice:
    /// RFC 8089 reads the first two as the same local file.
    WhatwgFile = "whatwg-file", Whatwg, Advice, "file URL that browsers rewrite", "browsers write file URLs with `//`, an empty host for `localhost`, and drive letters at the root of the path", "URL Standard, file state and file host state; RFC 8089 appendix E.2", help: "write the file URL as `file:///` followed by the path", why: "no: RFC 8089 reads the rewritten forms as the same local file";
    /// A character that a browser removes before parsing, in a LEIRI (IRIs
    /// hold none): a tab, CR or LF anywhere, a control or space at the
    /// start or the end (`http://example.org/a b ` loses its last space;
    /// `http://exa\tmple.org/` reads `example.org`). LEIRI-to-IRI conversion
    /// percent-encodes them instead. Warning: the URL fetched is another.
    WhatwgStripped = "whatwg-stripped", Whatwg, Warning, "character that browsers remove", "browsers remove tabs and newlines, and controls and spaces at either end, before parsing", "URL Standard, basic URL parser: preprocessing", help: "remove it, or percent-encode it", why: "yes: the URL a browser fetches is another one";
    /// A `\` in a LEIRI of a special scheme, which a browser reads as `/`
    /// (a delimiter of the authority and the path):
    /// `http://example.org\@evil.example/` has the host `example.org` to a
    /// browser; LEIRI-to-IRI conversion percent-encodes it (`%5C`).
    /// Warning: the URL fetched is another.
    WhatwgBackslash = "whatwg-backslash", Whatwg, Warning, "backslash that browsers read as a slash", "browsers read `\\` as `/` in special schemes", "URL Standard, authority, host and path states", help: "write `/` if a slash is meant, or percent-encode it as `%5C`", why: "yes: a browser reads another authority or path";

    /// A constant IRI parsed at run time and unwrapped in Rust source
    /// (`Iri::parse("http://example.org/").unwrap()`), or handed to
    /// oxrdf's `NamedNodeRef::new_unchecked`, which never checks it, where
    /// a form checked when the crate is built makes the same value: the
    /// message names it ([`CompileTimeForm`](crate::diagnostic::CompileTimeForm)).
    /// Found by `iri-check`'s Rust reader only; none is advised for
    /// `url::Url` or `http::Uri`, which no macro makes (a conversion from
    /// a checked value runs their parsers at run time all the same).
    SourceParsedAtRunTime = "source-parsed-at-run-time", Source, Advice, "constant IRI parsed at run time", "a constant parsed at run time is refused (a panic, unwrapped) only when its line runs, and one taken unchecked never is; a compile-time form refuses it when the crate is built", "iri-kit's compile-time macros", help: "write the compile-time form the message names", why: "rarely: the value is the same either way; the compile-time form finds a mistake before the code runs";

    /// A scheme that the type's `schemes` constraint does not list: `http:`
    /// where the type allows `https` alone. The message names the schemes
    /// the type allows; with one, the suggestion writes it.
    ConstraintSchemes = "constraint-schemes", Constraint, Error, "scheme not allowed by the type", "the type allows only the schemes it lists", "the type's `schemes` constraint", help: "write a scheme that the type allows";
    /// A relative reference where the type requires an absolute IRI.
    ConstraintAbsolute = "constraint-absolute", Constraint, Error, "missing scheme", "the type requires an absolute IRI", "the type's `absolute` constraint", help: "write the IRI in full, with its scheme";
    /// A scheme where the type requires a relative reference.
    ConstraintRelative = "constraint-relative", Constraint, Error, "scheme where the type allows none", "the type requires a relative reference", "the type's `relative` constraint", help: "remove the scheme and the authority";
    /// A userinfo missing where the type requires one, or present where it
    /// allows none (the suggestion removes it).
    ConstraintUserinfo = "constraint-userinfo", Constraint, Error, "missing or forbidden userinfo", "the type says whether its values have a userinfo", "the type's `userinfo` constraint";
    /// A host missing where the type requires one (an empty host is
    /// missing), or present where it allows none.
    ConstraintHost = "constraint-host", Constraint, Error, "missing or forbidden host", "the type says whether its values have a host", "the type's `host` constraint";
    /// A port missing where the type requires one, present where it allows
    /// none (the suggestion removes it), or outside the type's range.
    ConstraintPort = "constraint-port", Constraint, Error, "missing, forbidden or out-of-range port", "the type says whether its values have a port, and may limit its range", "the type's `port` and `port_range` constraints";
    /// A path that does not start with the type's prefix.
    ConstraintPathPrefix = "constraint-path-prefix", Constraint, Error, "path outside the type's prefix", "the type's paths start with its prefix", "the type's `path_prefix` constraint", help: "write the path under the type's prefix";
    /// A query missing where the type requires one, or present where it
    /// allows none (the suggestion removes it).
    ConstraintQuery = "constraint-query", Constraint, Error, "missing or forbidden query", "the type says whether its values have a query", "the type's `query` constraint";
    /// A fragment missing where the type requires one, or present where it
    /// allows none (the suggestion removes it).
    ConstraintFragment = "constraint-fragment", Constraint, Error, "missing or forbidden fragment", "the type says whether its values have a fragment", "the type's `fragment` constraint";
    /// A non-ASCII character where the type allows ASCII only.
    ConstraintAscii = "constraint-ascii", Constraint, Error, "non-ASCII character", "the type allows ASCII only", "the type's `ascii` constraint", help: "percent-encode it, or convert the IRI with `to_uri`";

    /// An expression without its closing `}`: `http://example.org/{id`. The
    /// span runs from the `{` to the end of the template.
    TemplateUnclosedExpression = "template-unclosed-expression", Template, Error, "unclosed expression", "an expression starts with '{' and ends with '}'", "RFC 6570 section 2.2", help: "add the `}` that ends the expression";
    /// An expression without a variable: `http://example.org/{}`.
    TemplateEmptyExpression = "template-empty-expression", Template, Error, "empty expression", "an expression holds an operator and at least one variable", "RFC 6570 section 2.2", help: "write a variable name between the braces, or `%7B%7D` for the braces themselves";
    /// An operator that RFC 6570 reserves for future extensions: `=`, `,`,
    /// `!`, `@` and `|`, as in `{!hello}`.
    TemplateReservedOperator = "template-reserved-operator", Template, Error, "reserved operator", "the operators '=', ',', '!', '@' and '|' are reserved for future extensions", "RFC 6570 section 2.2", help: "remove it; the operators are `+`, `#`, `.`, `/`, `;`, `?` and `&`";
    /// A variable name that is not letters, digits, `_` and
    /// percent-encodings with single dots between them: `{with space}`,
    /// `{x.}`, `{x..y}`, `{%2x}`, `{~thing}`, an empty name in `{x,}`.
    TemplateInvalidVariableName = "template-invalid-variable-name", Template, Error, "invalid variable name", "a variable name is letters, digits, '_' and percent-encodings, with single dots between them", "RFC 6570 section 2.3", help: "write the name with letters, digits, `_` and percent-encodings, such as `per_page`";
    /// A prefix modifier that is not `:` and a length from 1 to 9999
    /// without a leading zero (`{var:0}`, `{var:01}`, `{var:10000}`,
    /// `{var:}`, `{var:x}`), or one on an exploded variable (`{var:3*}`).
    TemplateInvalidPrefix = "template-invalid-prefix", Template, Error, "invalid prefix modifier", "a prefix modifier is ':' and a length from 1 to 9999 without a leading zero, and an exploded variable has none", "RFC 6570 section 2.4.1", help: "write a length from 1 to 9999 after `:`, such as `{var:3}`";
    /// A character outside expressions that RFC 6570's `literals` do not
    /// allow: a space, a control, `"`, `<`, `>`, `\`, `^`, `` ` ``, `|`, or
    /// a `}` without its `{`. (Erratum 6937 allows `'`.) A `%` without two
    /// hexadecimal digits is the grammar's
    /// `grammar-invalid-percent-encoding`.
    TemplateInvalidLiteral = "template-invalid-literal", Template, Error, "character not allowed in a template", "outside expressions, a template holds the characters of URIs and IRIs and percent-encodings only", "RFC 6570 section 2.1 with erratum 6937", help: "percent-encode it";
    /// An expression where no expansion gives a valid IRI: inside an IP
    /// literal, `http://[{addr}]/`, where the encoded value can be no IPv6
    /// address.
    TemplateMisplacedExpression = "template-misplaced-expression", Template, Error, "expression where no expansion is valid", "an expression stands where its values can be written; an IP literal holds an address, written whole", "RFC 6570 section 3; RFC 3986 section 3.2.2", help: "make the whole host one reserved expression, such as `{+host}`";
    /// A path segment that an expansion makes `.` or `..` (also as `%2E`):
    /// `/users/{user}/repos` with `user` = `..`. RFC 6570 lets `.` through
    /// unencoded, and resolution (RFC 3986 section 5.2.4), or a browser,
    /// would then remove the segment before it: a value would reach
    /// another resource than the template's. Reported by the expansion,
    /// on the expanded text.
    TemplateDotSegment = "template-dot-segment", Template, Error, "expansion making a dot segment", "a value must not make a path segment '.' or '..' (also as '%2E'), which resolution removes with the segment before it", "RFC 3986 section 5.2.4; this crate's rule for RFC 6570 expansions", help: "give another value: `.` and `..` cannot be path segments of an expansion";
    /// An expansion whose path starts with `//` where the template has no
    /// authority: `{/a,b}` with an empty `a` gives `//b`, which a parser
    /// reads as an authority `b`. Reported by the expansion, on the
    /// expanded text.
    TemplateNewAuthority = "template-new-authority", Template, Error, "expansion making an authority", "a value must not make a path start with '//', which reads as an authority the template does not have", "RFC 3986 section 3.3; this crate's rule for RFC 6570 expansions", help: "give a non-empty first value, or start the template with a literal segment";
    /// A prefix modifier (`{var:3}`) on a list or associative array, to
    /// which RFC 6570 does not apply it. Reported by the expansion, on the
    /// template; `iri_format!` refuses it while compiling.
    TemplatePrefixOnComposite = "template-prefix-on-composite", Template, Error, "prefix modifier on a list or associative array", "prefix modifiers apply to string values only", "RFC 6570 section 2.4.1", help: "remove the prefix modifier, or give a string value";
}

impl Code {
    /// The code named `name`, if any.
    ///
    /// ```
    /// use iri_kit::diagnostic::Code;
    ///
    /// assert_eq!(Code::from_name("form-default-port"), Some(Code::FormDefaultPort));
    /// assert_eq!(Code::from_name("default-port"), None);
    /// ```
    #[must_use]
    pub fn from_name(name: &str) -> Option<Code> {
        Code::ALL.iter().copied().find(|c| c.name() == name)
    }

    /// The code's position in [`Code::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// The number of codes.
pub const CODE_COUNT: usize = Code::ALL.len();

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_kebab_case_and_start_with_their_group() {
        for (i, code) in Code::ALL.iter().enumerate() {
            assert_eq!(code.index(), i);
            let name = code.name();
            assert!(
                name.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
                "{name}"
            );
            let prefix = alloc::format!("{}-", code.group().name());
            assert!(
                name.starts_with(&prefix),
                "{name} is not in group {}",
                code.group()
            );
            assert_eq!(Code::from_name(name), Some(*code));
            assert!(
                Group::from_name(name).is_none(),
                "{name} is also a group name"
            );
            // The default level is written on the code, with its reason.
            assert_eq!(
                code.level_reason().is_some(),
                !code.group().is_fixed(),
                "{name}: a checker's code says why it has its default level"
            );
            if let Some(why) = code.level_reason() {
                let answer = if code.default_level() == Level::Advice
                    || code.default_level() == Level::Allow
                {
                    ["no", "rarely", "not by default"].as_slice()
                } else {
                    ["yes"].as_slice()
                };
                assert!(
                    answer.iter().any(|a| why.starts_with(a)),
                    "{name}: {why:?} does not answer as its level {} does",
                    code.default_level()
                );
            }
        }
    }

    #[test]
    fn covering_is_one_step_between_checker_codes() {
        // No code covers itself, a covering code is covered by none, and
        // both are the checker's: it then keeps every covering finding,
        // whatever the order it looks at them in.
        for code in Code::ALL {
            for covered in code.covers() {
                assert_ne!(code, covered, "{code:?} covers itself");
                assert!(
                    covered.covers().is_empty(),
                    "{code:?} covers {covered:?}, which covers others"
                );
                assert!(
                    !code.group().is_fixed() && !covered.group().is_fixed(),
                    "{code:?} covers {covered:?}: fixed groups are not the checker's"
                );
            }
        }
    }
}
