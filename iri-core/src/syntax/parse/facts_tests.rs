//! The facts the parser records ([`Facts`]) against the text itself: on
//! tricky inputs and their variants, a fact is recorded in a component
//! exactly when the component holds what it names (the facts are upper
//! bounds; this parser's are exact). That the checker finds the same with
//! these facts as without any is the tests crate's (`check_facts`).

use alloc::string::String;
use alloc::vec::Vec;

use crate::chars::bidi::is_bidi_formatting;
use crate::diagnostic::component::Component;
use crate::syntax::facts::{Fact, Facts};
use crate::syntax::grammar::{REG_NAME_OTHER, UPPERCASE};
use crate::syntax::parse::{Grammar, parse};
use crate::syntax::table::{HostKind, Table};

/// The facts that `text`, parsed into `table`, should have.
fn expected(text: &str, table: &Table) -> Facts {
    let mut facts = Facts::NONE;
    let mut record = |component, range: Option<core::ops::Range<usize>>| {
        let Some(range) = range else { return };
        let part = &text[range];
        if part.contains('%') {
            facts.set(Fact::Percent, component);
        }
        if !part.is_ascii() {
            facts.set(Fact::NonAscii, component);
        }
        if matches!(component, Component::Scheme | Component::Host)
            && part.bytes().any(|b| UPPERCASE.contains(b))
        {
            facts.set(Fact::Uppercase, component);
        }
        if component == Component::Host && part.contains('-') {
            facts.set(Fact::Hyphen, component);
        }
        if component == Component::Host && part.bytes().any(|b| REG_NAME_OTHER.contains(b)) {
            facts.set_host_other();
        }
        if component == Component::Path && (part.starts_with('.') || part.contains("/.")) {
            facts.set(Fact::DotSegment, component);
        }
    };
    record(Component::Scheme, table.scheme());
    record(Component::Userinfo, table.userinfo());
    let reg_name =
        table.host_kind() == Some(HostKind::RegName) || table.host_kind() == Some(HostKind::Ipv4);
    record(Component::Host, table.host().filter(|_| reg_name));
    record(Component::Path, Some(table.path()));
    record(Component::Query, table.query());
    record(Component::Fragment, table.fragment());
    if text.chars().any(is_bidi_formatting) {
        facts.set_bidi_formatting();
    }
    facts
}

fn assert_facts(text: &str, grammar: Grammar) {
    if let Ok(table) = parse(text, grammar) {
        assert_eq!(table.facts, expected(text, &table), "{text:?}");
    }
}

#[test]
fn facts_name_what_each_component_holds() {
    let inputs = [
        "HTTP://Example.ORG/A/b?C#D",
        "hTTp://a-b.c/%2e/x?%41#%42",
        "http://us%41er:P-w@H-o.st:80/p",
        "http://user:pass@host:8080/",
        "http://a:b@c-d/",
        "http://a!b$c&d'e(f)g*h+i,j;k=l~m/",
        "http://u;v=w@host/",
        "http://x~y.z:8/",
        "//U@[::1]/é?é#é",
        "http://例え.jp/パス?クエリ#断片",
        "http://a/\u{202E}b?\u{200F}#\u{2066}",
        "http://a/\u{2013}\u{2026}",
        "mailto:A@B.C",
        "?\u{E000}",
        "a%41b:c",
        "http://1.2.3.4/",
        "http://[v7.ABC]/",
        "",
    ];
    for input in inputs {
        for grammar in [
            Grammar::IRI_REFERENCE,
            Grammar::URI_REFERENCE,
            Grammar::LEIRI_REFERENCE,
        ] {
            assert_facts(input, grammar);
        }
    }
    // LEIRIs: bidi formatting characters are allowed, and recorded.
    let table = parse("http://a/\u{202E} b", Grammar::LEIRI).unwrap();
    assert!(table.facts.may_hold_bidi_formatting());
}

#[test]
fn facts_of_variants_at_every_place() {
    let inputs = [
        "http://user:pw@www.example.org:8080/a/b.c/../d?q=1&r=%41#frag",
        "//a.b/%2E/x/./y?\u{E000}",
        "../a./.b/c..d/..",
        "a/.b",
        "ftp://[::1]/d\u{E9}j\u{E0}",
    ];
    let inserts = [
        "A",
        "-",
        ".",
        "/.",
        "%41",
        "\u{E9}",
        "\u{202E}",
        "\u{2013}",
        "\u{10000}",
    ];
    let mut texts: Vec<String> = Vec::new();
    for input in inputs {
        for insert in inserts {
            for at in (0..=input.len()).filter(|&at| input.is_char_boundary(at)) {
                texts.push(alloc::format!("{}{insert}{}", &input[..at], &input[at..]));
            }
        }
    }
    for text in &texts {
        for grammar in [
            Grammar::IRI_REFERENCE,
            Grammar::URI_REFERENCE,
            Grammar::LEIRI_REFERENCE,
        ] {
            assert_facts(text, grammar);
        }
    }
}
