//! A deterministic generator of realistic IRI references, for differential
//! tests and benchmarks.
//!
//! The same `(count, seed, mix)` always gives the same strings. The corpus
//! mixes absolute IRIs (with and without an authority) and relative
//! references; registered names in several scripts, IPv4 addresses and
//! look-alikes, every shape of IPv6 address (with and without an IPv4 tail),
//! `IPvFuture`; empty and long ports; userinfo; percent-encodings; queries
//! with private-use characters; fragments. About one in ten is deliberately
//! broken (a bad character, a bad percent-encoding, a bad IP literal or port,
//! a private-use character outside the query, a bad scheme, a colon in the
//! first segment of a relative path, …).
//!
//! It depends on `core` and `std` only.
//!
//! ```
//! use iri_corpus::corpus::{generate, Mix};
//!
//! let mixed = generate(300, 7, Mix::Mixed);
//! assert_eq!(mixed, generate(300, 7, Mix::Mixed));
//! assert!(mixed.iter().any(|s| !s.is_ascii()));
//! assert!(generate(300, 7, Mix::AsciiOnly).iter().all(|s| s.is_ascii()));
//! ```

use std::fmt::Write as _;

/// Which characters the generated references may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mix {
    /// About a third of the references hold non-ASCII characters.
    Mixed,
    /// ASCII only (non-ASCII text appears percent-encoded).
    AsciiOnly,
}

/// Generates `count` IRI references from `seed`.
#[must_use]
pub fn generate(count: usize, seed: u64, mix: Mix) -> Vec<String> {
    let mut generator = Generator {
        rng: SplitMix64(seed),
        unicode: false,
    };
    (0..count)
        .map(|_| {
            generator.unicode = mix == Mix::Mixed && generator.chance(35);
            generator.reference()
        })
        .collect()
}

/// The `SplitMix64` generator: small, fast, and good enough for test data.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// Scripts of the non-ASCII text, as code-point ranges (all `ucschar`).
const SCRIPTS: [(u32, u32); 9] = [
    (0x00E0, 0x00FF),     // Latin-1 letters
    (0x0430, 0x044F),     // Cyrillic
    (0x0627, 0x064A),     // Arabic
    (0x03B1, 0x03C9),     // Greek
    (0x4E00, 0x9FFF),     // CJK
    (0xAC00, 0xD7A3),     // Hangul
    (0x1F300, 0x1F64F),   // emoji (astral)
    (0x2_0000, 0x2_A6DF), // CJK extension B (astral)
    (0x0905, 0x0939),     // Devanagari
];

/// Private-use ranges (`iprivate`), allowed in the query only.
const PRIVATE: [(u32, u32); 3] = [
    (0xE000, 0xF8FF),
    (0xF_0000, 0xF_FFFD),
    (0x10_0000, 0x10_FFFD),
];

const WORDS: [&str; 24] = [
    "index",
    "docs",
    "api",
    "v1",
    "users",
    "photos",
    "2024",
    "a",
    "b",
    "c",
    "search",
    "item",
    "report.pdf",
    "image.png",
    "main",
    "en-US",
    "wiki",
    "Special:Random",
    "x_y",
    "~home",
    "data.json",
    "file",
    "tag",
    "café",
];
const SCHEMES: [&str; 12] = [
    "http", "https", "ftp", "urn", "mailto", "file", "tag", "data", "ldap", "git+ssh", "coap.tcp",
    "x-custom",
];
const TLDS: [&str; 8] = [
    "org", "com", "net", "jp", "de", "example", "local", "xn--p1ai",
];
/// Short references at the corners of the grammar.
const EDGES: [&str; 28] = [
    "",
    "#",
    "?",
    "//",
    "///",
    "a:",
    "A+b-c.d:",
    "http:",
    "http:?",
    "http:#",
    "http://",
    "http://:",
    "http://@",
    "http://@:/",
    "http://[::]:/",
    "http://[V7.-]",
    "./a:b",
    "a/b:c",
    "//a:b@c:d",
    "//[::ffff:0.0.0.0]",
    "/%aa%BB",
    "?%C3%A9#%",
    "..",
    "../..",
    ".:a",
    "mailto:?",
    "s:/.//x",
    "urn:a:b:c",
];
const SUB_DELIMS: &[u8] = b"!$&'()*+,;=";

/// The state of one generation run.
struct Generator {
    rng: SplitMix64,
    /// Whether the reference being built may hold non-ASCII characters.
    unicode: bool,
}

impl Generator {
    /// A number in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        // The modulo bias is irrelevant for test data.
        (self.rng.next() % n as u64) as usize
    }

    /// True with a probability of `percent` in a hundred.
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }

    fn in_range(&mut self, (first, last): (u32, u32)) -> char {
        let span = (last - first + 1) as usize;
        let c = first + self.below(span) as u32;
        char::from_u32(c).unwrap_or('\u{E9}')
    }

    /// One reference, broken about one time in ten.
    fn reference(&mut self) -> String {
        let mut text = match self.below(100) {
            0..3 => self.pick(&EDGES).to_string(),
            3..55 => self.with_authority(),
            55..70 => self.without_authority(),
            _ => self.relative(),
        };
        if self.chance(10) {
            self.break_it(&mut text);
        }
        text
    }

    /// `scheme "://" authority path-abempty [ "?" query ] [ "#" fragment ]`
    fn with_authority(&mut self) -> String {
        let mut s = String::from(self.pick(&SCHEMES[..3]));
        if self.chance(15) {
            s = (self.pick(&SCHEMES)).to_string();
        }
        s.push_str("://");
        self.authority(&mut s);
        if !self.chance(10) {
            self.path(&mut s, true);
        }
        self.query_and_fragment(&mut s);
        s
    }

    /// `scheme ":" ( path-absolute / path-rootless / path-empty ) …`
    fn without_authority(&mut self) -> String {
        let mut s = String::new();
        match self.below(5) {
            0 => {
                s.push_str("mailto:");
                self.word(&mut s);
                s.push('@');
                self.reg_name(&mut s);
            }
            1 => {
                s.push_str("urn:");
                s.push_str(self.pick(&["isbn", "uuid", "example", "ietf:rfc"]));
                s.push(':');
                self.segment(&mut s);
            }
            2 => {
                s.push_str("tag:");
                self.reg_name(&mut s);
                s.push_str(",2024-01-01:");
                self.path(&mut s, false);
            }
            3 => {
                s.push_str("data:text/plain;charset=utf-8,");
                self.segment(&mut s);
            }
            _ => {
                s.push_str(self.pick(&SCHEMES));
                s.push(':');
                let absolute = self.chance(50);
                self.path(&mut s, absolute);
            }
        }
        self.query_and_fragment(&mut s);
        s
    }

    /// A relative reference of one of the usual shapes.
    fn relative(&mut self) -> String {
        let mut s = String::new();
        match self.below(8) {
            0 => {
                s.push_str("//");
                self.authority(&mut s);
                self.path(&mut s, true);
            }
            1 | 2 => self.path(&mut s, true),
            3 => {
                for _ in 0..=self.below(4) {
                    s.push_str("../");
                }
                self.path(&mut s, false);
            }
            4 => {
                s.push_str("./");
                self.word(&mut s);
                s.push(':');
                self.word(&mut s);
            }
            5 => self.path(&mut s, false),
            _ => {}
        }
        self.query_and_fragment(&mut s);
        s
    }

    /// `[ userinfo "@" ] host [ ":" port ]`
    fn authority(&mut self, s: &mut String) {
        if self.chance(12) {
            self.word(s);
            if self.chance(50) {
                s.push(':');
                self.word(s);
            }
            if self.chance(20) {
                s.push_str("%40");
            }
            s.push('@');
        }
        match self.below(100) {
            0..70 => self.reg_name(s),
            70..78 => self.ipv4(s),
            78..82 => self.ipv4_look_alike(s),
            82..96 => {
                s.push('[');
                self.ipv6(s);
                s.push(']');
            }
            96..98 => self.ipvfuture(s),
            _ => {} // empty host
        }
        match self.below(100) {
            0..70 => {}
            70..75 => s.push(':'),
            75..97 => {
                let port = self.pick(&["80", "443", "8080", "3000", "65535", "0", "5"]);
                s.push(':');
                s.push_str(port);
            }
            _ => s.push_str(":000000000000000000080"),
        }
    }

    fn reg_name(&mut self, s: &mut String) {
        for _ in 0..=self.below(3) {
            if self.unicode && self.chance(40) {
                self.unicode_word(s);
            } else if self.chance(5) {
                s.push_str("%C3%A9t%C3%A9");
            } else {
                s.push_str(self.pick(&["www", "example", "api", "cdn", "a-b", "mail", "x1"]));
            }
            s.push('.');
        }
        s.push_str(self.pick(&TLDS));
    }

    fn ipv4(&mut self, s: &mut String) {
        let octets: Vec<String> = (0..4).map(|_| self.below(256).to_string()).collect();
        s.push_str(&octets.join("."));
    }

    /// Registered names that look like IPv4 addresses but are not.
    fn ipv4_look_alike(&mut self, s: &mut String) {
        s.push_str(self.pick(&[
            "256.1.1.1",
            "1.2.3",
            "01.2.3.4",
            "1.2.3.4.5",
            "1.2.3.4.",
            "0x7f.0.0.1",
            "1..2.3",
            "999.999.999.999",
        ]));
    }

    /// An IPv6 address of any of the nine shapes of RFC 3986, sometimes with an IPv4 tail.
    fn ipv6(&mut self, s: &mut String) {
        let tail = self.chance(20);
        let groups = if tail { 6 } else { 8 };
        let mut parts: Vec<String> = (0..groups)
            .map(|_| match self.below(4) {
                0 => "0".to_string(),
                1 => format!("{:x}", self.below(0x1_0000)),
                2 => format!("{:X}", self.below(0x100)),
                _ => format!("{:04x}", self.below(0x1_0000)),
            })
            .collect();
        if self.chance(75) {
            // Elide a run of groups: any start, any length (possibly all).
            let start = self.below(groups);
            let end = start + 1 + self.below(groups - start);
            let before = parts[..start].join(":");
            let after = parts[end..].join(":");
            parts = vec![format!("{before}::{after}")];
        }
        s.push_str(&parts.join(":"));
        if tail {
            if !s.ends_with(':') {
                s.push(':');
            }
            self.ipv4(s);
        }
    }

    fn ipvfuture(&mut self, s: &mut String) {
        let _ = write!(s, "[v{:X}.", 1 + self.below(15));
        s.push_str(self.pick(&["fe80::a+en1", "x", "a:b:c", "~-._!$&'()*+,;="]));
        s.push(']');
    }

    /// A path; `rooted` makes it start with `/`.
    fn path(&mut self, s: &mut String, rooted: bool) {
        let segments = 1 + self.below(5);
        for k in 0..segments {
            if rooted || k > 0 {
                s.push('/');
            }
            match self.below(20) {
                0 => s.push_str(".."),
                1 => s.push('.'),
                2 if k > 0 || rooted => {} // empty segment
                _ => self.segment(s),
            }
        }
        if self.chance(15) {
            s.push('/');
        }
    }

    /// A path segment without `:` (safe as a first segment of a relative path).
    fn segment(&mut self, s: &mut String) {
        self.word(s);
        match self.below(12) {
            0 => {
                s.push(self.pick(SUB_DELIMS) as char);
                self.word(s);
            }
            1 => {
                s.push('@');
                self.word(s);
            }
            2 => self.percent(s),
            _ => {}
        }
    }

    /// `[ "?" query ] [ "#" fragment ]`
    fn query_and_fragment(&mut self, s: &mut String) {
        if self.chance(40) {
            s.push('?');
            for k in 0..=self.below(4) {
                if k > 0 {
                    s.push(if self.chance(80) { '&' } else { ';' });
                }
                self.word(s);
                s.push('=');
                match self.below(10) {
                    0 => self.percent(s),
                    1 => s.push_str("a/b?c"),
                    2 if self.unicode => {
                        let range = self.pick(&PRIVATE);
                        s.push(self.in_range(range));
                    }
                    _ => self.word(s),
                }
            }
        }
        if self.chance(20) {
            s.push('#');
            match self.below(6) {
                0 => s.push_str("section-2.1"),
                1 => s.push_str("/a?b:c@d"),
                _ => self.word(s),
            }
        }
    }

    /// A word: ASCII, or in a non-ASCII script when the reference may hold them.
    fn word(&mut self, s: &mut String) {
        if self.unicode && self.chance(45) {
            self.unicode_word(s);
        } else {
            let word = self.pick(&WORDS);
            if word.is_ascii() || self.unicode {
                s.push_str(word);
            } else {
                s.push_str("caf%C3%A9");
            }
        }
    }

    fn unicode_word(&mut self, s: &mut String) {
        let script = self.pick(&SCRIPTS);
        for _ in 0..=self.below(6) {
            s.push(self.in_range(script));
        }
    }

    /// A percent-encoded character (the UTF-8 of a non-ASCII one, or a reserved one).
    fn percent(&mut self, s: &mut String) {
        s.push_str(self.pick(&[
            "%20",
            "%2F",
            "%C3%A9",
            "%E6%97%A5",
            "%F0%9F%98%80",
            "%25",
            "%7e",
        ]));
    }

    /// Damages a reference in one of the ways the grammar rejects.
    fn break_it(&mut self, s: &mut String) {
        let at = self.position_after_scheme(s);
        let damage: String = match self.below(if self.unicode { 14 } else { 12 }) {
            0 => self
                .pick(&[
                    " ", "<", ">", "\"", "{", "}", "|", "\\", "^", "`", "\t", "\u{7f}",
                ])
                .to_string(),
            1 => (self.pick(&["%", "%4", "%G1", "%%", "%2"])).to_string(),
            2 => (self.pick(&["[", "]", "#x#"])).to_string(),
            3 => {
                *s = format!(
                    "http://{}/x",
                    self.pick(&[
                        "[1:2:3]",
                        "[::1::2]",
                        "[12345::]",
                        "[1:2:3:4:5:6:7:8:9]",
                        "[::1.2.3.256]",
                        "[::01.2.3.4]",
                        "[v1]",
                        "[vz.a]",
                        "[v1.]",
                        "[::1",
                        "[1:2:3:4:5:6:7:1.2.3.4]",
                        "[:1]",
                        "[1:]",
                        "[1::2:]",
                        "[::1]x",
                        "[fe80::1%25eth0]",
                    ])
                );
                return;
            }
            4 => {
                *s = format!(
                    "https://example.org{}/p",
                    self.pick(&[":80a", ":x", ":-1", ": 80", ":8:8"])
                );
                return;
            }
            5 => {
                let bad_schemes = ["1http", "ht tp", "h_t", "-x", "+a", "é"];
                let usable = if self.unicode { 6 } else { 5 };
                let bad = self.pick(&bad_schemes[..usable]);
                *s = format!("{bad}:{s}");
                return;
            }
            6 => {
                *s = format!("{}:b/c", self.pick(&["a_b", "1a", "%61", ".x", "@"]));
                return;
            }
            7 => "#frag#".to_string(),
            8 => {
                *s = format!("http://a@b@c{s}");
                return;
            }
            9 => {
                *s = format!("//host:port{s}");
                return;
            }
            10 | 11 => (self.pick(&["\u{0}", "\n", "\r\n", "%0"])).to_string(),
            12 => {
                // A private-use character outside the query.
                let range = self.pick(&PRIVATE);
                self.in_range(range).to_string()
            }
            _ => (self.pick(&["\u{FDD0}", "\u{FFFE}", "\u{85}", "\u{1FFFF}", "\u{E0001}"]))
                .to_string(),
        };
        s.insert_str(at, &damage);
    }

    /// A random character boundary of `s` after its scheme (or anywhere in a relative one).
    fn position_after_scheme(&mut self, s: &str) -> usize {
        let start = s
            .find(|c: char| !c.is_ascii_alphanumeric() && !"+-.".contains(c))
            .filter(|&i| s.as_bytes()[i] == b':')
            .map_or(0, |i| i + 1);
        let boundaries: Vec<usize> = (start..=s.len())
            .filter(|&i| s.is_char_boundary(i))
            .collect();
        self.pick(&boundaries)
    }
}
