//! A tour of the crate: parse IRIs, read their components, and see the errors.
//!
//! Run with `cargo run --example tour`.

use iri_core::{Host, Iri, IriRef, Uri};
use iri_macros::{iri, iri_ref};

/// Checked while the example compiles; its table is built in, no parsing at run time.
const HOME: Iri<&str> = iri!("https://example.org/docs/tour?lang=en#start");
/// A `const` accessor on a macro value.
const HOME_HOST: Option<&str> = HOME.host();

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
    println!("{HOME}: host {HOME_HOST:?}, query {:?}", HOME.query());
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
    for text in [
        "http://example.org/a b",
        "http://[::1/",
        "http://example.org:80a/",
        "http://example.org/100%",
        "ex ample:x",
        "http://example.org/\u{E000}",
    ] {
        if let Err(err) = Iri::parse(text) {
            println!("{}\n", err.annotate(text));
        }
    }
    let text = "http://example.org/résumé";
    if let Err(err) = Uri::parse(text) {
        println!("{}\n", err.annotate(text));
    }
    let text = "a:b/c";
    let parsed = IriRef::parse(text).expect("first match wins: a scheme");
    println!(
        "{text:?} is an IRI with scheme {:?}; relative form: ./a:b/c",
        parsed.scheme()
    );
}
