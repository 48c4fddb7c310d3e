//! The tests of the constraints: the builder, the checks and the errors.

use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use core::ops::Range;

use super::*;
use crate::syntax::parse::{Grammar, parse};

/// The constraint broken, the span, the message, the help and the
/// suggestion's line.
type Said = (Constraint, Range<usize>, String, String, Option<String>);

#[test]
fn borrowed_values_are_said_from_the_violation_s_own_copy() {
    let text = "ftp://example.org/x";
    let table = parse(text, Grammar::IRI).unwrap();
    let read = String::from("https wss gopher-private-scheme ws");
    let names: Vec<&str> = read.split(' ').collect();
    let violation = Constraints::NONE
        .borrowed_schemes(&names)
        .check(text, &table)
        .unwrap_err();
    drop(names);
    drop(read);
    assert_eq!(
        violation.finding().message().to_string(),
        "scheme outside the type's list (`https`, `wss`, …)"
    );
    assert!(violation.finding().suggestion(text).is_none());
    let one = String::from("https");
    let names = [one.as_str()];
    let violation = Constraints::NONE
        .borrowed_schemes(&names)
        .check(text, &table)
        .unwrap_err();
    assert_eq!(
        violation.finding().suggestion(text).unwrap().replacement(),
        "https"
    );
    let prefix = String::from("/projects/example/locations/");
    let violation = Constraints::NONE
        .borrowed_path_prefix(&prefix)
        .check(text, &table)
        .unwrap_err();
    drop(prefix);
    assert_eq!(
        violation.finding().message().to_string(),
        "path not starting with the type's prefix `/projects/example/lo`…"
    );
}

#[test]
fn constraints_are_equal_however_their_values_were_given() {
    let name = String::from("https");
    let names = [name.as_str()];
    let prefix = String::from("/v1/");
    let borrowed = Constraints::NONE
        .borrowed_schemes(&names)
        .borrowed_path_prefix(&prefix);
    let given = Constraints::NONE.schemes(&["https"]).path_prefix("/v1/");
    assert_eq!(borrowed, given);
    assert_ne!(borrowed, given.path_prefix("/v2/"));
}

fn violation(c: Constraints, text: &str) -> Option<Said> {
    let table = parse(text, Grammar::IRI_REFERENCE).unwrap();
    c.check(text, &table).err().map(|v| {
        let finding = v.finding();
        (
            v.constraint(),
            v.span(),
            finding.message().to_string(),
            v.help().to_string(),
            finding
                .suggestion(text)
                .map(|fix| fix.line(text).to_string()),
        )
    })
}

fn said(c: Constraints, text: &str) -> Said {
    violation(c, text).unwrap()
}

/// Asserts what `c` says of `text`: the constraint, the span, the
/// message, the help and the suggestion's line.
fn assert_said(
    c: Constraints,
    text: &str,
    expected: (Constraint, Range<usize>, &str, &str, Option<&str>),
) {
    let (constraint, span, message, help, suggestion) = expected;
    let expected = (
        constraint,
        span,
        message.to_string(),
        help.to_string(),
        suggestion.map(ToString::to_string),
    );
    assert_eq!(said(c, text), expected, "{text}");
}

#[test]
fn the_scheme_constraints_name_the_type_s_schemes() {
    let none = Constraints::NONE;
    assert_eq!(violation(none, "http://u@h:1/p?q#f"), None);
    assert_eq!(violation(none.schemes(&["HTTP"]), "http://h/"), None);
    let write_one = "write a scheme that the type allows";
    assert_said(
        none.schemes(&["https", "ws", "wss"]),
        "http://h/",
        (
            Constraint::Schemes,
            0..4,
            "scheme outside the type's list (`https`, `ws`, `wss`)",
            write_one,
            None,
        ),
    );
    assert_said(
        none.schemes(&["https"]),
        "http://h/",
        (
            Constraint::Schemes,
            0..4,
            "scheme outside the type's list (`https`)",
            write_one,
            Some("replace `http` with `https`"),
        ),
    );
    assert_said(
        none.absolute(Presence::Required),
        "/p",
        (
            Constraint::Absolute,
            0..0,
            "missing scheme",
            "write the IRI in full, with its scheme",
            None,
        ),
    );
    assert_said(
        none.absolute(Presence::Forbidden),
        "a:/p",
        (
            Constraint::Relative,
            0..2,
            "scheme where the type allows none",
            "remove the scheme and the authority",
            None,
        ),
    );
}

#[test]
fn the_authority_constraints_point_at_their_component() {
    let none = Constraints::NONE;
    assert_said(
        none.userinfo(Presence::Forbidden),
        "http://u:p@h/",
        (
            Constraint::Userinfo,
            7..11,
            "userinfo where the type allows none",
            "remove the userinfo and its `@`",
            Some("remove `u:p@`"),
        ),
    );
    assert_said(
        none.userinfo(Presence::Required),
        "http://h/",
        (
            Constraint::Userinfo,
            5..5,
            "missing userinfo",
            "write a userinfo and `@` before the host",
            None,
        ),
    );
    let write_host = "write a host, after `//`";
    assert_said(
        none.host(Presence::Required),
        "file:///p",
        (Constraint::Host, 7..7, "missing host", write_host, None),
    );
    assert_said(
        none.host(Presence::Required),
        "urn:x",
        (Constraint::Host, 4..4, "missing host", write_host, None),
    );
    assert_said(
        none.host(Presence::Forbidden),
        "http://h/",
        (
            Constraint::Host,
            7..8,
            "host where the type allows none",
            "remove the authority",
            None,
        ),
    );
    assert_said(
        none.port(Presence::Forbidden),
        "http://h:80/",
        (
            Constraint::Port,
            8..11,
            "port where the type allows none",
            "remove the port and its `:`",
            Some("remove `:80`"),
        ),
    );
    assert_said(
        none.port(Presence::Required),
        "http://h/",
        (
            Constraint::Port,
            8..8,
            "missing port",
            "write `:` and a port after the host",
            None,
        ),
    );
    assert_said(
        none.port_range(1024, 65535),
        "http://h:80/",
        (
            Constraint::Port,
            9..11,
            "port outside the type's range of 1024 to 65535",
            "use a port from 1024 to 65535",
            None,
        ),
    );
}

#[test]
fn the_path_query_fragment_and_ascii_constraints_point_at_their_component() {
    let none = Constraints::NONE;
    assert_said(
        none.path_prefix("/v1/"),
        "http://h/v2/x",
        (
            Constraint::PathPrefix,
            8..13,
            "path not starting with the type's prefix `/v1/`",
            "write the path under the type's prefix",
            None,
        ),
    );
    assert_said(
        none.query(Presence::Forbidden),
        "http://h/?q#f",
        (
            Constraint::Query,
            9..11,
            "query where the type allows none",
            "remove the query and its `?`",
            Some("remove `?q`"),
        ),
    );
    assert_said(
        none.query(Presence::Required),
        "http://h/",
        (
            Constraint::Query,
            9..9,
            "missing query",
            "write `?` and a query after the path",
            None,
        ),
    );
    assert_said(
        none.fragment(Presence::Forbidden),
        "http://h/#f",
        (
            Constraint::Fragment,
            9..11,
            "fragment where the type allows none",
            "remove the fragment and its `#`",
            Some("remove `#f`"),
        ),
    );
    assert_said(
        none.fragment(Presence::Required),
        "http://h/",
        (
            Constraint::Fragment,
            9..9,
            "missing fragment",
            "write `#` and a fragment at the end",
            None,
        ),
    );
    assert_said(
        none.ascii(true),
        "http://h/é",
        (
            Constraint::Ascii,
            9..11,
            "non-ASCII character 'é' (U+00E9)",
            "percent-encode it, or convert the IRI with `to_uri`",
            None,
        ),
    );
}

#[test]
fn every_constraint_has_its_code_and_a_message_naming_its_component_once() {
    let none = Constraints::NONE;
    let broken = [
        (none.schemes(&["https"]), "http://h/"),
        (none.absolute(Presence::Required), "/p"),
        (none.absolute(Presence::Forbidden), "a:/p"),
        (none.userinfo(Presence::Forbidden), "http://u@h/"),
        (none.userinfo(Presence::Required), "http://h/"),
        (none.host(Presence::Forbidden), "http://h/"),
        (none.host(Presence::Required), "urn:x"),
        (none.port(Presence::Forbidden), "http://h:1/"),
        (none.port(Presence::Required), "http://h/"),
        (none.port_range(2, 3), "http://h:1/"),
        (none.path_prefix("/a"), "http://h/"),
        (none.query(Presence::Forbidden), "http://h/?q"),
        (none.query(Presence::Required), "http://h/"),
        (none.fragment(Presence::Forbidden), "http://h/#f"),
        (none.fragment(Presence::Required), "http://h/"),
        (none.ascii(true), "http://h/é"),
    ];
    let mut codes: Vec<Code> = Vec::new();
    for (c, text) in broken {
        let table = parse(text, Grammar::IRI_REFERENCE).unwrap();
        let v = c.check(text, &table).unwrap_err();
        let finding = v.finding();
        assert_eq!(finding.code(), v.constraint().code());
        assert_eq!(finding.code().group().name(), "constraint");
        let message = finding.message().to_string();
        let name = finding.component().name();
        assert!(message.matches(name).count() <= 1, "{message}");
        assert!(finding.help().is_some());
        codes.push(finding.code());
    }
    for code in Code::ALL
        .iter()
        .filter(|c| c.group().name() == "constraint")
    {
        assert!(codes.contains(code), "{code} has no case");
    }
}

#[test]
fn violations_draw_with_the_one_renderer() {
    let text = "https://h/v2";
    let table = parse(text, Grammar::IRI).unwrap();
    let v = Constraints::NONE
        .path_prefix("/v1/")
        .check(text, &table)
        .unwrap_err();
    assert_eq!(
        v.to_string(),
        "path not starting with the type's prefix `/v1/` at byte 9: the type's paths start \
         with its prefix (constraint-path-prefix, the type's `path_prefix` constraint)"
    );
    // The error headline of the finding, as the renderer writes it.
    let finding = v.finding();
    assert_eq!(
        v.to_string(),
        alloc::format!(
            "{} at byte 9: {}",
            finding.message(),
            finding.explanation().unwrap()
        )
    );
    assert_eq!(
        v.annotate(text).to_string(),
        alloc::format!(
            "{}\n  | https://h/v2\n  |          ^^^ byte 9\n  = note: {}\n  = help: write the \
             path under the type's prefix",
            finding.message(),
            finding.explanation().unwrap()
        )
    );
    assert_eq!(TypeError::from(v).to_string(), v.to_string());
}

#[test]
fn the_constraint_of_a_detail_is_the_one_of_its_code() {
    use crate::diagnostic::detail::constraint::{ConstraintDetail as D, Part, Prefix, Schemes};
    let mut details = vec![
        D::Schemes(Schemes::Static(&["https"])),
        D::Absolute,
        D::Relative,
        D::PortRange { min: 1, max: 2 },
        D::PathPrefix(Prefix::Static("/a")),
        D::Ascii,
    ];
    for part in [
        Part::Userinfo,
        Part::Host,
        Part::Port,
        Part::Query,
        Part::Fragment,
    ] {
        details.push(D::Missing(part));
        details.push(D::Forbidden(part));
    }
    for detail in details {
        assert_eq!(Constraint::of(detail).code(), detail.code(), "{detail:?}");
    }
}
