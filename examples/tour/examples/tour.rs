//! A tour of `iri-kit`: parse IRIs, read their components, and see the errors;
//! then, with the facade's opt-in features on (this example's crate turns
//! them on), URI Templates (`template`) and the checker at run time (`check`).
//!
//! Run with `cargo run --example tour`.

use iri_kit::check::{CheckExt, Policy};
use iri_kit::convert::file_path::PathStyle;
use iri_kit::convert::{Spaces, preprocess};
use iri_kit::kind::IriKind;
use iri_kit::normalize::Steps;
use iri_kit::percent::{EncodeSet, decode_utf8, encode};
use iri_kit::template::Template;
use iri_kit::{Host, Iri, IriRef, Leiri, ParseError, Uri, iri, iri_format, iri_ref, iri_template};

/// Checked while the example compiles; its table is built in, no parsing at run time.
const HOME: Iri<&str> = iri!("https://example.org/docs/tour?lang=en#start");
/// The components of a macro value are available in `const` context,
/// borrowed from the literal.
const HOME_HOST: Option<&str> = HOME.host();

/// A literal's slices are `&'static str`, whatever the temporary.
fn docs_path() -> &'static str {
    iri!("https://example.org/docs/").path()
}

fn main() {
    println!("== Components, read from the table in O(1) ==");
    let iri = Iri::parse("https://user@例え.jp:8443/パス/a?q=1#frag").expect("a valid IRI");
    println!("{iri}");
    println!("  scheme    {}", iri.scheme());
    println!("  authority {:?}", iri.authority());
    println!("  userinfo  {:?}", iri.userinfo());
    println!("  host      {:?} ({:?})", iri.host(), iri.host_kind());
    println!("  port      {:?} = {:?}", iri.port(), iri.port_number());
    println!(
        "  path      {:?} segments {:?}",
        iri.path(),
        iri.path_segments().collect::<Vec<_>>()
    );
    println!("  query     {:?}", iri.query());
    println!("  fragment  {:?}", iri.fragment());

    println!("\n== Literals checked at compile time: iri!, iri_ref!, uri!, uri_ref! ==");
    println!(
        "{HOME}: host {HOME_HOST:?}, query {:?}, another literal's path {:?}",
        HOME.query(),
        docs_path()
    );
    let up = iri_ref!("../été/photo.jpg");
    println!(
        "{up}: path {:?} (iri!(\"http://a/b c\") would not compile)",
        up.path()
    );

    println!("\n== Hosts ==");
    for text in [
        "http://192.0.2.1/",
        "http://[2001:db8::1]:80/",
        "http://[v7.future]/",
        "http://0300.1/",
    ] {
        let iri = Iri::parse(text).expect("a valid IRI");
        match iri.host_value() {
            Some(Host::Ipv4(addr)) => println!("{text:28} IPv4 {addr}"),
            Some(Host::Ipv6(addr)) => println!("{text:28} IPv6 {addr}"),
            Some(Host::IpvFuture(lit)) => println!("{text:28} IPvFuture {lit}"),
            Some(Host::RegName(name)) => println!("{text:28} registered name {name:?}"),
            None => println!("{text:28} no authority"),
        }
    }

    println!("\n== Empty is not absent ==");
    for text in ["http://a", "http://a?", "http://a#", "http://a:"] {
        let iri = Iri::parse(text).expect("a valid IRI");
        println!(
            "{text:10} query {:?} fragment {:?} port {:?}",
            iri.query(),
            iri.fragment(),
            iri.port()
        );
    }

    println!("\n== Errors say what, where, and why ==");
    // Invalid on purpose: each line tells `iri-check` so.
    for text in [
        "http://example.org/a b",      // iri-check: ignore
        "http://[::1/",                // iri-check: ignore
        "http://example.org:80a/",     // iri-check: ignore
        "http://example.org/100%",     // iri-check: ignore
        "ex ample:x",                  // iri-check: ignore
        "http://example.org/\u{E000}", // iri-check: ignore
    ] {
        if let Err(err) = Iri::parse(text) {
            show_error(text, &err);
        }
    }
    let text = "http://example.org/résumé";
    if let Err(err) = Uri::parse(text) {
        show_error(text, &err);
    }
    let text = "a:b/c";
    let parsed = IriRef::parse(text).expect("first match wins: a scheme");
    println!(
        "{text:?} is an IRI with scheme {:?}; relative form: ./a:b/c",
        parsed.scheme()
    );

    resolution();
    normalization();
    conversion();
    file_paths();
    building();
}

/// Prints an error with its caret line and, when one is known, the fix.
fn show_error(text: &str, err: &ParseError) {
    println!("{}", err.annotate(text));
    println!();
}

/// Resolving references against a base (RFC 3986 section 5), and back.
fn resolution() {
    println!("\n== Resolution and relativization (RFC 3986 section 5) ==");
    let base = Iri::parse("http://a/b/c/d;p?q").expect("a valid base");
    for text in ["g", "../g", "../../../g", "?y", "#s", "//h/x", "g;x=1/../y"] {
        let reference = IriRef::parse(text).expect("a valid reference");
        let resolved = base.resolve(&reference);
        let back = base
            .relativize(&resolved)
            .map_or_else(|e| e.to_string(), |r| r.to_string());
        println!("{text:12} -> {resolved:28} relativized back: {back}");
    }
}

/// The comparison ladder of RFC 3987 section 5.3.
fn normalization() {
    println!("\n== Normalization and comparison (RFC 3987 section 5.3) ==");
    let a = Iri::parse("HTTP://Example.ORG:80/%7euser/./a/../b?q=%e2%82%ac").expect("valid");
    let b = Iri::parse("http://example.org/~user/b?q=€").expect("valid");
    println!("{a}\n  normalized: {}", a.normalize());
    println!("equal as strings: {}", a == b);
    println!(
        "equivalent after case only: {}",
        a.is_equivalent_with(&b, Steps::CASE)
    );
    println!(
        "equivalent after every step: {}",
        a.is_equivalent_with(&b, Steps::ALL)
    );
}

/// Moving between IRIs, URIs, LEIRIs and raw user input (RFC 3987 section 3).
fn conversion() {
    println!("\n== IRI to URI and back (RFC 3987 section 3) ==");
    let iri = Iri::parse("http://www.example.org/résumé?名前=値").expect("valid");
    let uri = iri.to_uri();
    println!("{iri}\n  to URI: {uri}\n  back to IRI: {}", uri.to_iri());
    let uri = Uri::parse("http://example.org/D%FCrst/%E2%80%AE").expect("valid");
    println!(
        "{uri}\n  to IRI keeps non-UTF-8 and bidi controls encoded: {}",
        uri.to_iri()
    );
    let leiri = Leiri::parse("http://example.org/a b<c>").expect("a valid LEIRI");
    println!("LEIRI {leiri:?} to IRI: {}", leiri.to_iri());
    let typed = "  http://example.org/my file.html \n";
    let mut refs = preprocess::<IriKind>(typed, Spaces::PercentEncode);
    if let Some(Ok(iri)) = refs.next() {
        println!("typed {typed:?} -> {iri}");
    }
}

/// File paths to `file:` IRIs and back (RFC 8089), in both styles.
fn file_paths() {
    println!("\n== File paths (RFC 8089) ==");
    for (style, path) in [
        (PathStyle::Posix, "/home/me/été/notes #1.txt"),
        (PathStyle::Windows, r"C:\Users\me\100% done.txt"),
        (PathStyle::Windows, r"\\fileserver\public\plan.txt"),
    ] {
        let iri = Iri::from_file_path_in(style, path).expect("an absolute path");
        let back = iri.to_file_path_in(style).expect("a file IRI");
        println!("{style:?} {path:30} -> {iri:42} -> {back}");
    }
    let variant = Leiri::parse("file:///c|/path/to/file").expect("a LEIRI");
    println!(
        "RFC 8089 appendix E, read only: {variant} -> {:?}",
        variant.to_file_path_in(PathStyle::Windows)
    );
    if let Err(err) = Iri::from_file_path_in(PathStyle::Posix, "docs/a.txt") {
        println!("docs/a.txt: {err}");
    }
}

/// Building values from parts, changing them, and their query pairs.
fn building() {
    println!("\n== Building and editing ==");
    let iri = Iri::builder()
        .scheme("https")
        .host("例え.jp")
        .port(8443)
        .push_segment("docs")
        .push_segment("a/b c")
        .append_pair("q", "fish & chips")
        .append_pair("lang", "fr")
        .fragment("top")
        .build()
        .expect("valid components");
    println!("built      {iri}");
    let uri = Uri::builder()
        .scheme("https")
        .host("example.org")
        .push_segment("été")
        .build()
        .expect("valid components");
    println!("as a URI   {uri} (non-ASCII text encoded)");
    for pair in iri.query_pairs() {
        println!(
            "  pair {:?} = {:?} (as written {:?})",
            pair.name().unwrap_or_default(),
            pair.value().unwrap_or_default(),
            pair.raw_value()
        );
    }

    let mut owned = iri.clone();
    owned.set_fragment(None);
    owned.set_query(Some("page=2"));
    owned.pop_segment();
    owned.set_port(None).expect("there is an authority");
    println!("edited     {owned}");

    let moved = iri
        .to_builder()
        .ip(std::net::Ipv6Addr::LOCALHOST)
        .clear_query()
        .build()
        .expect("valid components");
    println!("moved      {moved}");

    let segment = encode("50% off/now", EncodeSet::PathSegment);
    println!(
        "encode     {segment:?}, decoded back {:?}",
        decode_utf8(&segment).unwrap_or_default()
    );

    for bad in [
        IriRef::builder().path("a:b").build(),
        IriRef::builder()
            .scheme("http")
            .host("a")
            .path("no-slash")
            .build(),
        IriRef::builder().scheme("http").path_encoded("a b").build(),
    ] {
        if let Err(err) = bad {
            println!("{}", err.annotate());
        }
    }

    templates();
    checker();
}

/// A URI Template, checked while the example compiles.
const REPOS: Template<'static> = iri_template!("https://api.example.org/users/{user}/repos{?page}");

/// URI Templates (RFC 6570), with the `template` feature.
fn templates() {
    println!("\n== URI Templates (RFC 6570; the `template` feature) ==");
    match REPOS.expand_iri(&[("user", "a b/c"), ("page", "2")]) {
        Ok(iri) => println!("expanded   {iri}"),
        Err(err) => println!("refused    {err}"),
    }
    // A value that would make a dot segment is refused, not written.
    if let Err(err) = REPOS.expand_iri(&[("user", "..")]) {
        println!("refused    {err}");
    }
    // `iri_format!` encodes each value for where it stands: a number never
    // changes the structure, so the result is the IRI itself.
    let id = 42_u32;
    let iri: Iri<String> = iri_format!("https://api.example.org/users/{id}/repos");
    println!("formatted  {iri}");
    // A template known at run time.
    match Template::parse("https://example.org/{a b}") {
        Ok(_) => {}
        Err(err) => println!("{err}"),
    }
}

/// The checker at run time, with the `check` feature.
fn checker() {
    println!("\n== The checker at run time (the `check` feature) ==");
    let iri = Iri::parse("HTTP://Example.ORG:80/a/./b").expect("a valid IRI");
    for finding in &iri.check(&Policy::STRICT) {
        println!("{}", finding.annotate(iri.as_str()));
    }
    // A policy of your choice: what it makes an error, parsing refuses.
    let err = Iri::parse_with("ftp://example.org/", &Policy::HTTP_CLIENT).unwrap_err();
    println!("{err}");
}
