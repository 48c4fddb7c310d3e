//! Differential test of the parser against oxiri, iri-string and fluent-uri.
//!
//! Every generated reference is parsed by `iri_core` and by each peer with
//! every grammar the peer offers (oxiri: IRI-reference and IRI; fluent-uri:
//! also URI-reference and URI; iri-string: also absolute and relative forms);
//! validity and the components the peer exposes are compared. A disagreement
//! is accepted only when one of the deviations listed in
//! `tests/data/parse-deviations.md` explains it; each entry there has a
//! predicate function here with the same name. Anything else fails the test,
//! printing up to 20 cases.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use iri_core::{Grammar, HostKind, parse};
use iri_tests::corpus::{Mix, generate};

/// The grammars the peers offer, with their RFC names.
const GRAMMARS: [(&str, Grammar); 8] = [
    ("IRI-reference", Grammar::IRI_REFERENCE),
    ("IRI", Grammar::IRI),
    ("absolute-IRI", Grammar::ABSOLUTE_IRI),
    ("irelative-ref", Grammar::IRELATIVE_REF),
    ("URI-reference", Grammar::URI_REFERENCE),
    ("URI", Grammar::URI),
    ("absolute-URI", Grammar::ABSOLUTE_URI),
    ("relative-ref", Grammar::RELATIVE_REF),
];

/// The components of a parsed reference, as far as a parser exposes them.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
struct Parts<'a> {
    scheme: Option<&'a str>,
    authority: Option<&'a str>,
    userinfo: Option<&'a str>,
    host: Option<&'a str>,
    port: Option<&'a str>,
    host_kind: Option<HostKind>,
    path: &'a str,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

/// Which components a peer exposes beyond scheme, authority, path, query and fragment.
#[derive(Clone, Copy)]
struct Exposes {
    authority_parts: bool,
    host_kind: bool,
}

impl<'a> Parts<'a> {
    /// Our components, limited to what the peer exposes.
    fn ours(input: &'a str, grammar: Grammar, exposes: Exposes) -> Option<Parts<'a>> {
        let table = parse(input, grammar).ok()?;
        let slice = |range: Option<std::ops::Range<usize>>| range.map(|r| &input[r]);
        let mut parts = Parts {
            scheme: slice(table.scheme()),
            authority: slice(table.authority()),
            userinfo: slice(table.userinfo()),
            host: slice(table.host()),
            port: slice(table.port()),
            host_kind: table.host_kind(),
            path: &input[table.path()],
            query: slice(table.query()),
            fragment: slice(table.fragment()),
        };
        if !exposes.authority_parts {
            parts.userinfo = None;
            parts.host = None;
            parts.port = None;
        }
        if !exposes.host_kind {
            parts.host_kind = None;
        }
        Some(parts)
    }
}

/// A peer: its name, what it exposes, the grammars it offers, and its parser
/// (`None` for an invalid input).
struct Peer {
    name: &'static str,
    exposes: Exposes,
    grammars: &'static [Grammar],
    parse: for<'a> fn(&'a str, Grammar) -> Option<Parts<'a>>,
}

fn oxiri_parse(input: &str, grammar: Grammar) -> Option<Parts<'_>> {
    let parsed = if grammar == Grammar::IRI_REFERENCE {
        oxiri::IriRef::parse(input).ok()
    } else if grammar == Grammar::IRI {
        oxiri::Iri::parse(input).ok().map(oxiri::IriRef::from)
    } else {
        unreachable!("oxiri offers IRI-reference and IRI only")
    };
    // oxiri's accessors borrow the value; rebase their slices onto `input`.
    parsed.map(|r| Parts {
        scheme: r.scheme().map(|s| rebase(input, s)),
        authority: r.authority().map(|s| rebase(input, s)),
        path: rebase(input, r.path()),
        query: r.query().map(|s| rebase(input, s)),
        fragment: r.fragment().map(|s| rebase(input, s)),
        ..Parts::default()
    })
}

/// The slice of `input` at the same place as `part`, a sub-slice of `input`.
fn rebase<'a>(input: &'a str, part: &str) -> &'a str {
    let start = (part.as_ptr() as usize).wrapping_sub(input.as_ptr() as usize);
    input
        .get(start..start + part.len())
        .expect("a component is a slice of the input")
}

macro_rules! iri_string_parts {
    ($value:expr) => {{
        let r = $value;
        let auth = r.authority_components();
        Parts {
            scheme: iri_string_view(&r).0,
            authority: r.authority_str(),
            userinfo: auth.as_ref().and_then(|a| a.userinfo()),
            host: auth.as_ref().map(|a| a.host()),
            port: auth.as_ref().and_then(|a| a.port()),
            host_kind: None,
            path: r.path_str(),
            query: r.query_str(),
            fragment: iri_string_view(&r).1,
        }
    }};
}

/// The scheme and fragment of an iri-string value, whichever type it is.
trait IriStringView {
    fn scheme_and_fragment(&self) -> (Option<&str>, Option<&str>);
}
impl<S: iri_string::spec::Spec> IriStringView for iri_string::types::RiReferenceStr<S> {
    fn scheme_and_fragment(&self) -> (Option<&str>, Option<&str>) {
        (self.scheme_str(), self.fragment_str())
    }
}
impl<S: iri_string::spec::Spec> IriStringView for iri_string::types::RiStr<S> {
    fn scheme_and_fragment(&self) -> (Option<&str>, Option<&str>) {
        (Some(self.scheme_str()), self.fragment_str())
    }
}
impl<S: iri_string::spec::Spec> IriStringView for iri_string::types::RiAbsoluteStr<S> {
    fn scheme_and_fragment(&self) -> (Option<&str>, Option<&str>) {
        (Some(self.scheme_str()), None)
    }
}
impl<S: iri_string::spec::Spec> IriStringView for iri_string::types::RiRelativeStr<S> {
    fn scheme_and_fragment(&self) -> (Option<&str>, Option<&str>) {
        (None, self.fragment_str())
    }
}
fn iri_string_view<'a, T: IriStringView + ?Sized>(
    value: &&'a T,
) -> (Option<&'a str>, Option<&'a str>) {
    value.scheme_and_fragment()
}

fn iri_string_parse(input: &str, grammar: Grammar) -> Option<Parts<'_>> {
    use iri_string::types::{
        IriAbsoluteStr, IriReferenceStr, IriRelativeStr, IriStr, UriAbsoluteStr, UriReferenceStr,
        UriRelativeStr, UriStr,
    };
    match grammar {
        Grammar::IRI_REFERENCE => IriReferenceStr::new(input)
            .ok()
            .map(|r| iri_string_parts!(r)),
        Grammar::IRI => IriStr::new(input).ok().map(|r| iri_string_parts!(r)),
        Grammar::ABSOLUTE_IRI => IriAbsoluteStr::new(input)
            .ok()
            .map(|r| iri_string_parts!(r)),
        Grammar::IRELATIVE_REF => IriRelativeStr::new(input)
            .ok()
            .map(|r| iri_string_parts!(r)),
        Grammar::URI_REFERENCE => UriReferenceStr::new(input)
            .ok()
            .map(|r| iri_string_parts!(r)),
        Grammar::URI => UriStr::new(input).ok().map(|r| iri_string_parts!(r)),
        Grammar::ABSOLUTE_URI => UriAbsoluteStr::new(input)
            .ok()
            .map(|r| iri_string_parts!(r)),
        Grammar::RELATIVE_REF => UriRelativeStr::new(input)
            .ok()
            .map(|r| iri_string_parts!(r)),
        _ => unreachable!("the eight grammars of RFC 3986 and 3987 only"),
    }
}

/// The components of a fluent-uri value, rebased onto `input`.
macro_rules! fluent_parts {
    ($input:expr, $value:expr, $scheme:expr) => {{
        let (input, r) = ($input, $value);
        let auth = r.authority();
        let on = |part: &str| rebase(input, part);
        Parts {
            // The scheme, when there is one, starts the input.
            scheme: $scheme(&r).map(|len: usize| &input[..len]),
            authority: auth.as_ref().map(|a| on(a.as_str())),
            userinfo: auth
                .as_ref()
                .and_then(|a| a.userinfo())
                .map(|u| on(u.as_str())),
            host: auth.as_ref().map(|a| on(a.host())),
            port: auth.as_ref().and_then(|a| a.port()).map(|p| on(p.as_str())),
            host_kind: auth.as_ref().map(|a| fluent_host_kind(&a.host_parsed())),
            path: on(r.path().as_str()),
            query: r.query().map(|q| on(q.as_str())),
            fragment: r.fragment().map(|f| on(f.as_str())),
        }
    }};
}

fn fluent_host_kind<E: fluent_uri::pct_enc::Encoder>(
    host: &fluent_uri::component::Host<'_, E>,
) -> HostKind {
    use fluent_uri::component::Host;
    match host {
        Host::Ipv4 { .. } => HostKind::Ipv4,
        Host::Ipv6 { .. } => HostKind::Ipv6,
        Host::IpvFuture { .. } => HostKind::IpvFuture,
        Host::RegName(_) => HostKind::RegName,
    }
}

fn fluent_parse(input: &str, grammar: Grammar) -> Option<Parts<'_>> {
    use fluent_uri::{Iri, IriRef, Uri, UriRef};
    if grammar == Grammar::IRI_REFERENCE {
        IriRef::parse(input).ok().map(|r| {
            fluent_parts!(input, r, |r: &IriRef<&str>| r
                .scheme()
                .map(|s| s.as_str().len()))
        })
    } else if grammar == Grammar::IRI {
        Iri::parse(input)
            .ok()
            .map(|r| fluent_parts!(input, r, |r: &Iri<&str>| Some(r.scheme().as_str().len())))
    } else if grammar == Grammar::URI_REFERENCE {
        UriRef::parse(input).ok().map(|r| {
            fluent_parts!(input, r, |r: &UriRef<&str>| r
                .scheme()
                .map(|s| s.as_str().len()))
        })
    } else if grammar == Grammar::URI {
        Uri::parse(input)
            .ok()
            .map(|r| fluent_parts!(input, r, |r: &Uri<&str>| Some(r.scheme().as_str().len())))
    } else {
        unreachable!("the four grammars only")
    }
}

/// IRI-reference, IRI, URI-reference and URI.
const ALL_FOUR: &[Grammar] = &[
    Grammar::IRI_REFERENCE,
    Grammar::IRI,
    Grammar::URI_REFERENCE,
    Grammar::URI,
];

const PEERS: [Peer; 3] = [
    Peer {
        name: "oxiri 0.3",
        exposes: Exposes {
            authority_parts: false,
            host_kind: false,
        },
        grammars: &[Grammar::IRI_REFERENCE, Grammar::IRI],
        parse: oxiri_parse,
    },
    Peer {
        name: "iri-string 0.7",
        exposes: Exposes {
            authority_parts: true,
            host_kind: false,
        },
        grammars: &[
            Grammar::IRI_REFERENCE,
            Grammar::IRI,
            Grammar::ABSOLUTE_IRI,
            Grammar::IRELATIVE_REF,
            Grammar::URI_REFERENCE,
            Grammar::URI,
            Grammar::ABSOLUTE_URI,
            Grammar::RELATIVE_REF,
        ],
        parse: iri_string_parse,
    },
    Peer {
        name: "fluent-uri 0.4",
        exposes: Exposes {
            authority_parts: true,
            host_kind: true,
        },
        grammars: ALL_FOUR,
        parse: fluent_parse,
    },
];

/// One disagreement: the input, the grammar, our outcome and the peer's.
struct Case<'a> {
    peer: &'static str,
    grammar: Grammar,
    input: &'a str,
    ours: Option<Parts<'a>>,
    theirs: Option<Parts<'a>>,
}

/// A listed deviation: its name (as in `parse-deviations.md`), the peer it
/// concerns, and the predicate recognizing its cases.
struct Deviation {
    name: &'static str,
    peer: &'static str,
    applies: fn(&Case<'_>) -> bool,
}

const DEVIATIONS: &[Deviation] = &[
    Deviation {
        name: "tag-characters-in-query",
        peer: "oxiri 0.3",
        applies: tag_characters_in_query,
    },
    Deviation {
        name: "tag-characters-in-query",
        peer: "iri-string 0.7",
        applies: tag_characters_in_query,
    },
    Deviation {
        name: "tag-characters-in-query",
        peer: "fluent-uri 0.4",
        applies: tag_characters_in_query,
    },
];

/// 3987bis `iprivate` includes the tag characters U+E0000 to U+E0FFF, which
/// RFC 3987 (followed by the peers) left out: we accept them in the query,
/// the peers reject the reference. Everything else must agree: the reference
/// with those characters removed is valid for the peer too.
fn tag_characters_in_query(case: &Case<'_>) -> bool {
    let is_tag = |c: char| matches!(c, '\u{E0000}'..='\u{E0FFF}');
    case.theirs.is_none()
        && case
            .ours
            .as_ref()
            .and_then(|parts| parts.query)
            .is_some_and(|query| query.contains(is_tag))
        && peer_accepts(case, &case.input.replace(is_tag, ""))
}

/// Whether the peer of `case` accepts `input` with the case's grammar.
fn peer_accepts(case: &Case<'_>, input: &str) -> bool {
    PEERS
        .iter()
        .find(|p| p.name == case.peer)
        .is_some_and(|peer| (peer.parse)(input, case.grammar).is_some())
}

#[test]
fn parsers_agree_with_the_peers_or_deviate_as_listed() {
    let mut inputs = generate(100_000, 0x1EE7_C0DE, Mix::Mixed);
    inputs.extend(generate(20_000, 0xA5C1_1000, Mix::AsciiOnly));

    let mut agreements: BTreeMap<&str, usize> = BTreeMap::new();
    let mut deviations: BTreeMap<(&str, &str), usize> = BTreeMap::new();
    let mut unexplained = Vec::new();
    let mut unexplained_count = 0;
    for input in &inputs {
        for peer in &PEERS {
            for &(_, grammar) in &GRAMMARS {
                if !peer.grammars.contains(&grammar) {
                    continue;
                }
                let theirs = (peer.parse)(input, grammar);
                let ours = Parts::ours(input, grammar, peer.exposes);
                if ours == theirs {
                    *agreements.entry(peer.name).or_default() += 1;
                    continue;
                }
                let case = Case {
                    peer: peer.name,
                    grammar,
                    input,
                    ours,
                    theirs,
                };
                if let Some(d) = DEVIATIONS
                    .iter()
                    .find(|d| d.peer == peer.name && (d.applies)(&case))
                {
                    *deviations.entry((peer.name, d.name)).or_default() += 1;
                } else {
                    unexplained_count += 1;
                    if unexplained.len() < 20 {
                        unexplained.push(case);
                    }
                }
            }
        }
    }

    let mut report = String::new();
    for peer in &PEERS {
        let _ = writeln!(
            report,
            "{}: {} agreements",
            peer.name,
            agreements.get(peer.name).copied().unwrap_or(0)
        );
        for ((p, name), count) in &deviations {
            if *p == peer.name {
                let _ = writeln!(report, "    deviation {name}: {count}");
            }
        }
    }
    println!("{report}");
    for case in &unexplained {
        let name = GRAMMARS
            .iter()
            .find(|(_, g)| *g == case.grammar)
            .map_or("?", |(n, _)| n);
        println!(
            "UNEXPLAINED ({}, {name}): {:?}\n    ours:   {:?}\n    theirs: {:?}",
            case.peer, case.input, case.ours, case.theirs
        );
    }
    assert_eq!(
        unexplained_count, 0,
        "{unexplained_count} disagreements are neither bugs fixed nor listed deviations"
    );
}
