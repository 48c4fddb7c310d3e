//! Relativization: the round-trip property on the resolution corpus, and the
//! oxiri `relativize` records.

#[allow(dead_code, reason = "this test uses only part of the support module")]
mod resolve_support;

use iri_core::{Grammar, Iri, RelativizeError, parse};
use iri_tests::pairs::{Rng, base, dotted_base, pairs, reference};
use resolve_support::conformance;

/// For every pair of the corpus, the resolved target relativizes to a
/// reference that resolves back to it; and so does every unrelated target
/// for which a reference is found.
#[test]
fn relativize_round_trips_on_the_corpus() {
    let mut found = [0; 2];
    let mut checked = [0; 2];
    let mut rng = Rng::new(99);
    for (base_text, reference) in pairs(0x5EED, 100_000) {
        let base_iri = Iri::parse(base_text.as_str()).unwrap();
        let target = base_iri.resolve_str(&reference).unwrap();
        let unrelated_text = base(&mut rng);
        let unrelated = Iri::parse(unrelated_text.as_str()).unwrap();
        for (k, target) in [target.as_borrowed(), unrelated].into_iter().enumerate() {
            checked[k] += 1;
            match base_iri.relativize(&target) {
                Ok(r) => {
                    found[k] += 1;
                    assert!(r.scheme().is_none(), "{base_iri} -> {target}: {r}");
                    assert_eq!(base_iri.resolve(&r), target, "{base_iri} -> {target}: {r}");
                    assert!(r.len_le(&target), "{base_iri} -> {target}: {r} is longer");
                }
                Err(RelativizeError::DifferentScheme) => {
                    assert_ne!(base_iri.scheme(), target.scheme());
                }
                Err(_) if k == 0 => {
                    // A resolved target (from a reference with the scheme) is
                    // unreachable only when it drops the base's authority or
                    // empties the base's path.
                    let drops_authority =
                        base_iri.authority().is_some() && target.authority().is_none();
                    // A merged path is never empty.
                    let empties_path = target.path().is_empty() && !base_iri.path().is_empty();
                    assert!(
                        drops_authority || empties_path,
                        "{base_iri} -> {target} ({reference})"
                    );
                }
                Err(_) => {}
            }
        }
    }
    println!("relativized: {found:?} of {checked:?} (resolved, unrelated targets)");
    assert!(
        found[0] * 10 > checked[0] * 8,
        "only {found:?} of {checked:?} relativized"
    );
    assert!(
        found[1] * 20 > checked[1],
        "only {found:?} of {checked:?} relativized"
    );
}

/// Every relative reference is a candidate: relativizing the target it
/// resolves to gives one at most as long, on bases with and without dot
/// segments.
#[test]
fn relativize_is_never_longer_than_a_reference_to_the_target() {
    let mut rng = Rng::new(7);
    for n in 0..60_000 {
        let base_text = if n % 2 == 0 {
            dotted_base(&mut rng)
        } else {
            base(&mut rng)
        };
        let base_iri = Iri::parse(base_text.as_str())
            .unwrap_or_else(|e| panic!("generated an invalid base {base_text:?}: {e}"));
        let reference = reference(&mut rng);
        let Ok(relative) = iri_core::IriRef::parse(reference.as_str()) else {
            panic!("generated an invalid reference {reference:?}");
        };
        if relative.scheme().is_some() {
            continue;
        }
        let target = base_iri.resolve(&relative);
        let r = base_iri
            .relativize(&target)
            .unwrap_or_else(|e| panic!("{base_iri} -> {target} ({reference}): {e}"));
        assert_eq!(base_iri.resolve(&r), target, "{base_iri} -> {target}: {r}");
        assert!(
            r.as_str().len() <= reference.len(),
            "{base_iri} -> {target}: {r} is longer than {reference}"
        );
    }
}

/// A relative reference is never longer than the target's part after the
/// scheme, which a network-path reference could always use when there is an
/// authority.
trait LenLe {
    fn len_le(&self, target: &Iri<&str>) -> bool;
}

impl LenLe for iri_core::IriRef<String> {
    fn len_le(&self, target: &Iri<&str>) -> bool {
        self.as_str().len() <= target.as_str().len() + 2
    }
}

#[test]
fn oxiri_relativize_records() {
    let mut same = 0;
    for record in conformance("oxiri.jsonl") {
        if record["kind"] != "relativize" {
            continue;
        }
        let base = Iri::parse(record["base"].as_str().unwrap()).unwrap();
        let target = Iri::parse(record["input"].as_str().unwrap()).unwrap();
        let ours = base.relativize(&target);
        let context = format!("{base} -> {target}: {ours:?}");
        match record["expect"].as_str() {
            None => assert_eq!(ours, Err(RelativizeError::Unreachable), "{context}"),
            Some(expect) => match ours {
                Ok(r) => {
                    assert_eq!(base.resolve(&r), target, "{context}");
                    // oxiri's answer also round-trips; ours is never longer.
                    assert!(
                        r.as_str().len() <= expect.len(),
                        "{context}, oxiri {expect}"
                    );
                    same += usize::from(r == expect);
                }
                // Deviation (policy): oxiri falls back to the absolute target
                // when no relative reference exists; we report why instead.
                Err(_) => assert!(
                    Iri::parse(expect).is_ok(),
                    "{context}: oxiri found the relative {expect}"
                ),
            },
        }
    }
    assert!(same >= 30, "only {same} identical to oxiri");
}

#[test]
fn relativize_examples() {
    let cases = [
        ("http://a/b/c/d;p?q", "http://a/b/c/g", Ok("g")),
        ("http://a/b/c/d;p?q", "http://a/b/c/d;p?q", Ok("")),
        ("http://a/b/c/d;p?q#f", "http://a/b/c/d;p?q#g", Ok("#g")),
        ("http://a/b/c/d;p?q", "http://a/b/c/d;p?y", Ok("?y")),
        ("http://a/b/c/d;p?q", "http://a/b/c/d;p", Ok("d;p")),
        ("http://a/b/c/d;p?q", "http://a/b/", Ok("..")),
        ("http://a/b/c/d;p?q", "http://a/b/c/", Ok(".")),
        ("http://a/b/c/d;p?q", "http://a/x:y", Ok("/x:y")),
        ("http://a/b/c/d;p?q", "http://a/b/c/x:y", Ok("./x:y")),
        ("http://a/b/c/d;p?q", "http://b/c", Ok("//b/c")),
        ("http://a/b/c/d;p?q", "http://a//x", Ok("/.//x")),
        ("http://a/b/c/d;p?q", "http://a/b//x", Ok("..//x")),
        ("foo:/a", "foo:/.//g", Ok(".//g")),
        // Dot segments in the base's path: the merge removes them, so the
        // reference is measured from the directory they leave.
        ("a:./", "a:a", Ok("a")),
        ("a:./a/", "a:a/a", Ok("a")),
        ("a:./a/", "a:a", Err(RelativizeError::Unreachable)),
        ("a:./a/b", "a:/b", Ok("/b")),
        ("a:../", "a:", Ok(".")),
        ("http://a/b/../c/d", "http://a/c/e", Ok("e")),
        ("http://a/b/./c/", "http://a/b/x", Ok("../x")),
        // A target path that the `//` rule wrote as `/.//`.
        ("foo:/a/b", "foo:/.//g", Ok("..//g")),
        // `é` and `è` share their first byte.
        ("http://a/b/é/x", "http://a/b/è/y", Ok("../è/y")),
        ("urn:isbn:1", "urn:isbn:2", Ok("isbn:2").map(|_| "./isbn:2")),
        (
            "http://a/b",
            "https://a/b",
            Err(RelativizeError::DifferentScheme),
        ),
        ("http://a/b", "http:/b", Err(RelativizeError::Unreachable)),
        (
            "http://a/b",
            "http://a/./b",
            Err(RelativizeError::Unreachable),
        ),
    ];
    for (base, target, expect) in cases {
        let base = Iri::parse(base).unwrap();
        let target = Iri::parse(target).unwrap();
        let ours = base.relativize(&target);
        assert_eq!(
            ours.as_ref().map(AsRef::as_ref).map_err(|e| *e),
            expect,
            "{base} -> {target}"
        );
        if let Ok(r) = ours {
            assert_eq!(base.resolve(&r), target);
        }
    }
}

/// Every string over `alphabet` of length at most `max`, shortest first.
fn all_strings(alphabet: &[char], max: usize) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..max {
        last = last
            .iter()
            .flat_map(|s| {
                alphabet.iter().map(move |&c| {
                    let mut t = s.clone();
                    t.push(c);
                    t
                })
            })
            .collect();
        out.extend(last.iter().cloned());
    }
    out
}

/// The guarantee, checked against an exhaustive search: for small bases
/// (paths over `a`, `/` and `.`, with and without an authority and a query),
/// every target that some relative reference with a path of at most six
/// characters over `a / . :` (and a few with a query) resolves to is relativized to a reference that resolves
/// back to it and is exactly as long as the shortest one found.
#[test]
fn relativize_is_shortest_against_an_exhaustive_search() {
    // Queries add nothing to the path search: a few suffixes suffice.
    let paths = all_strings(&['a', '/', '.', ':'], 6);
    let with_query = paths[..85]
        .iter()
        .flat_map(|p| [format!("{p}?"), format!("{p}?a")]);
    let references: Vec<String> = paths
        .iter()
        .cloned()
        .chain(with_query)
        .filter(|r| parse(r, Grammar::IRELATIVE_REF).is_ok())
        .collect();
    let mut bases = Vec::new();
    for path in all_strings(&['a', '/', '.'], 4) {
        for head in ["a:", "a://a"] {
            for query in ["", "?a"] {
                let text = format!("{head}{path}{query}");
                if Iri::parse(text.as_str())
                    .is_ok_and(|b| (b.authority() == Some("a")) == (head == "a://a"))
                {
                    bases.push(text);
                }
            }
        }
    }
    let mut checked = 0;
    for base_text in &bases {
        let base_iri = Iri::parse(base_text.as_str()).unwrap();
        let mut shortest = std::collections::HashMap::<String, usize>::new();
        for r in &references {
            let target = base_iri.resolve_str(r).unwrap().into_inner();
            shortest.entry(target).or_insert(r.len());
        }
        for (target_text, len) in shortest {
            let target = Iri::parse(target_text.as_str()).unwrap();
            let r = base_iri.relativize(&target).unwrap_or_else(|e| {
                panic!("{base_text} -> {target_text}: {e}, but a reference of {len} exists")
            });
            assert_eq!(
                base_iri.resolve(&r),
                target,
                "{base_text} -> {target_text}: {r}"
            );
            assert_eq!(r.as_str().len(), len, "{base_text} -> {target_text}: {r}");
            checked += 1;
        }
    }
    println!("{checked} targets of {} bases", bases.len());
}
