//! A deterministic corpus of (base, reference) pairs for resolution tests and
//! benchmarks. Depends only on `std`.
//!
//! The pairs mix hierarchical bases (with registered names, IPv4 and IPv6
//! literal hosts, userinfo, ports, empty paths, dot segments in the base),
//! non-hierarchical bases (`urn:`, `tag:`, `mailto:`, rootless paths) and
//! references of every form: with a scheme, network-path, absolute-path,
//! relative-path (including deep `..` chains), empty, query-only and
//! fragment-only. Every string is a valid IRI (base) or IRI reference, with
//! no `%2E` (which one peer decodes during resolution, as a policy).

/// A small deterministic generator (`SplitMix64`).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    #[must_use]
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (which must not be 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// One of `items`.
    pub fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

const SCHEMES: &[&str] = &[
    "http", "https", "foo", "urn", "tag", "mailto", "file", "HTTP",
];
const AUTHORITIES: &[&str] = &[
    "a",
    "example.org",
    "user@a:8080",
    "u:p@host:",
    "[::1]",
    "[2001:db8::7]:80",
    "[v7.x:y]",
    "192.0.2.1",
    "",
    "例え.jp",
    "%41b",
];
const SEGMENTS: &[&str] = &[
    "b", "c", "d;p", "g", "", ".", "..", "x=1", "é", "%20", "...", ".g", "g.", "a:b", "@", "g..",
    "..g",
];
const ROOTLESS_PATHS: &[&str] = &[
    "isbn:0451450523",
    "example.org,2004:thing/x",
    "joe@example.org",
    "a/b/c",
    "a",
    "a/../b",
    "./x",
];
const QUERIES: &[&str] = &["q", "", "y=1&z", "a/b?c", "é"];
const FRAGMENTS: &[&str] = &["s", "", "frag/x?y", "é"];

/// A path of `depth` segments, absolute or not.
fn segments(rng: &mut Rng, depth: usize, absolute: bool) -> String {
    let mut path = String::new();
    for i in 0..depth {
        if absolute || i > 0 {
            path.push('/');
        }
        path.push_str(rng.pick(SEGMENTS));
    }
    path
}

fn query_and_fragment(rng: &mut Rng, text: &mut String, query: usize, fragment: usize) {
    if rng.chance(query) {
        text.push('?');
        text.push_str(rng.pick(QUERIES));
    }
    if rng.chance(fragment) {
        text.push('#');
        text.push_str(rng.pick(FRAGMENTS));
    }
}

/// A base IRI (it may hold a fragment, which resolution ignores).
pub fn base(rng: &mut Rng) -> String {
    let mut text = String::from(rng.pick(SCHEMES));
    text.push(':');
    match rng.below(10) {
        0..=5 => {
            text.push_str("//");
            text.push_str(rng.pick(AUTHORITIES));
            let depth = rng.below(5);
            text.push_str(&segments(rng, depth, true));
        }
        6 | 7 => text.push_str(rng.pick(ROOTLESS_PATHS)),
        8 => {
            let depth = 1 + rng.below(4);
            let path = segments(rng, depth, true);
            // Without an authority the path must not start with `//`.
            if path.starts_with("//") {
                text.push_str("/.");
            }
            text.push_str(&path);
        }
        _ => {}
    }
    query_and_fragment(rng, &mut text, 30, 20);
    text
}

/// A base IRI whose path holds dot segments before its last `/`, rootless
/// (`a:./b/`, `a:../`) or absolute (`http://h/a/../b/c`): resolution removes
/// them from the merged path, which relativization has to foresee.
pub fn dotted_base(rng: &mut Rng) -> String {
    let mut text = String::from(rng.pick(&["a", "http", "foo"]));
    text.push(':');
    let authority = rng.chance(40);
    if authority {
        text.push_str("//");
        text.push_str(rng.pick(AUTHORITIES));
    }
    let mut path = String::new();
    if authority || rng.chance(30) {
        path.push('/');
    }
    for _ in 0..=rng.below(4) {
        path.push_str(rng.pick(&["./", "../", ".", "..", "b/", "c/", "é/", "/", "a:b/"]));
    }
    path.push_str(rng.pick(&["", "d", "..", "."]));
    if !authority && path.starts_with("//") {
        text.push_str("/.");
    }
    text.push_str(&path);
    query_and_fragment(rng, &mut text, 30, 20);
    text
}

/// A relative path: a chain of `..`, `.` and ordinary segments.
fn relative_path(rng: &mut Rng) -> String {
    let mut path = String::new();
    if rng.chance(20) {
        for _ in 0..rng.below(8) {
            path.push_str(if rng.chance(80) { "../" } else { "./" });
        }
    }
    let depth = rng.below(4);
    path.push_str(&segments(rng, depth, false));
    // `a:b` as the first segment would read as a scheme.
    let first = path.split('/').next().unwrap_or("");
    if first.contains(':') {
        path.insert_str(0, "./");
    }
    // A relative path may not start with `//` nor be absolute; a leading
    // empty segment would make it so.
    if path.starts_with('/') {
        path.insert(0, '.');
    }
    path
}

/// An IRI reference of any form.
pub fn reference(rng: &mut Rng) -> String {
    let mut text = String::new();
    match rng.below(12) {
        0 => {
            text.push_str(rng.pick(SCHEMES));
            text.push(':');
            if rng.chance(50) {
                text.push_str("//");
                text.push_str(rng.pick(AUTHORITIES));
            }
            let depth = rng.below(4);
            let path = segments(rng, depth, true);
            if !text.ends_with("://") && !text.contains("//") && path.starts_with("//") {
                text.push_str("/.");
            }
            text.push_str(&path);
        }
        1 => {
            text.push_str("//");
            text.push_str(rng.pick(AUTHORITIES));
            let depth = rng.below(4);
            text.push_str(&segments(rng, depth, true));
        }
        2 | 3 => {
            let depth = 1 + rng.below(4);
            let path = segments(rng, depth, true);
            if path.starts_with("//") {
                text.push_str("/.");
            }
            text.push_str(&path);
        }
        4 => {}
        _ => text.push_str(&relative_path(rng)),
    }
    query_and_fragment(rng, &mut text, 25, 25);
    text
}

/// `count` (base, reference) pairs from `seed`.
#[must_use]
pub fn pairs(seed: u64, count: usize) -> Vec<(String, String)> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|_| (base(&mut rng), reference(&mut rng)))
        .collect()
}
