//! The template module's own cases: what the analysis promises, and the
//! refusals of expansion.

use alloc::vec;
use alloc::vec::Vec;

use super::*;
use iri_core::diagnostic::Code;

/// `(absolute, structure guaranteed, dots whatever the types, [variables
/// whose string values can make dot segments])`.
type Promises<'a> = (bool, bool, bool, Vec<&'a str>);

fn plan(text: &str) -> Promises<'_> {
    let plan = Plan::of(text).unwrap();
    let dots = plan
        .variables
        .iter()
        .filter(|v| v.2)
        .map(|v| &text[v.1.clone()])
        .collect();
    (
        plan.absolute,
        plan.structure_guaranteed,
        plan.dots_whatever_types,
        dots,
    )
}

#[test]
fn the_analysis_knows_what_each_position_guarantees() {
    let cases: [(&str, Promises<'_>); 14] = [
        (
            "https://api.example.org/users/{user}/repos{?page,per_page}",
            (true, true, false, vec!["user"]),
        ),
        (
            "http://example.org/a{x}/b{?q}{&r}#c",
            (true, true, false, vec![]),
        ),
        (
            "http://example.org/{a}{b}",
            (true, true, false, vec!["a", "b"]),
        ),
        ("http://example.org/{.x}", (true, true, false, vec!["x"])),
        ("http://example.org/.{x}/", (true, true, true, vec![])),
        ("http://example.org{/a}", (true, true, false, vec!["a"])),
        ("http://{host}/x", (true, true, false, vec![])),
        ("/a{/b}", (false, true, false, vec!["b"])),
        ("{?q}", (false, true, false, vec![])),
        // An empty first value makes `//b`, read as an authority.
        ("{/a,b}", (false, false, false, vec!["a", "b"])),
        // Reserved characters pass.
        ("{+base}/x", (false, false, true, vec![])),
        ("{#f}", (false, false, false, vec![])),
        // The scheme and the port take no value of every string.
        ("{scheme}://example.org/", (false, false, false, vec![])),
        ("http://example.org:{port}/", (true, false, false, vec![])),
    ];
    for (text, expected) in cases {
        assert_eq!(plan(text), expected, "{text}");
    }
}

#[test]
fn literal_text_is_checked_where_it_stands() {
    let code = |text: &str| Template::parse(text).err().map(|e| e.findings()[0].code());
    assert_eq!(code("http://example.org/café/{x}"), None);
    assert_eq!(code("http://example.org/it's/{x}"), None);
    assert_eq!(
        code("http://example.org/a b"),
        Some(Code::TemplateInvalidLiteral)
    );
    assert_eq!(
        code("http://example.org/a^b"),
        Some(Code::TemplateInvalidLiteral)
    );
    assert_eq!(
        code("http://example.org/{x}}"),
        Some(Code::TemplateInvalidLiteral)
    );
    assert_eq!(
        code("http://example.org/%zz{x}"),
        Some(Code::GrammarInvalidPercentEncoding)
    );
    // A private-use character in the query only.
    assert_eq!(code("http://example.org/{x}?\u{E000}"), None);
    assert!(code("http://example.org/\u{E000}{?x}").is_some());
    assert_eq!(
        code("http://[{addr}]/"),
        Some(Code::TemplateMisplacedExpression)
    );
    assert_eq!(code("http://example.org:8{x}/"), None);
    let err = Template::parse("http://example.org/a b").unwrap_err();
    assert_eq!(err.findings()[0].span(), 20..21);
}

#[test]
fn no_value_makes_a_dot_segment() {
    let template = Template::parse("https://example.org/users/{user}/repos").unwrap();
    for value in [".", "..", "a/.."] {
        let result = template.expand(&[("user", value)]);
        if value.contains('/') {
            assert_eq!(result.unwrap().path(), "/users/a%2F../repos");
        } else {
            let err = result.unwrap_err();
            assert_eq!(err.code(), Code::TemplateDotSegment, "{value}");
            assert_eq!(err.expression(), Some("{user}"));
        }
    }
    let template = Template::parse("{+base}{/x}/{.y}").unwrap();
    for (base, x, y) in [("%2e%2E", "a", "b"), ("a", "..", "b"), ("a", "b", "")] {
        let err = template
            .expand(&[("base", base), ("x", x), ("y", y)])
            .unwrap_err();
        assert_eq!(err.code(), Code::TemplateDotSegment, "{base} {x} {y}");
    }
    let template = Template::parse("/a/.{x}/b").unwrap();
    assert_eq!(
        template.expand(&[("x", "")]).unwrap_err().code(),
        Code::TemplateDotSegment
    );
    assert_eq!(template.expand(&[("x", "z")]).unwrap().as_str(), "/a/.z/b");
    // The template's own dot segments are the author's.
    let template = Template::parse("../{x}").unwrap();
    assert_eq!(template.expand(&[("x", "a")]).unwrap().as_str(), "../a");
}

#[test]
fn an_expansion_that_is_no_iri_says_which_expression_did_it() {
    let template = Template::parse("{/a,b}/c").unwrap();
    assert_eq!(
        template.expand(&[("a", "x"), ("b", "y")]).unwrap().as_str(),
        "/x/y/c"
    );
    // `//y/c`: an authority `y`, with the template's path gone.
    let err = template.expand(&[("a", ""), ("b", "y")]).unwrap_err();
    assert_eq!(err.code(), Code::TemplateNewAuthority);
    assert_eq!(err.expression(), Some("{/a,b}"));
    assert_eq!(err.expansion(), "//y/c");
    let template = Template::parse("{scheme}://example.org/").unwrap();
    let err = template.expand_iri(&[("scheme", "1x")]).unwrap_err();
    assert_eq!(err.expression(), Some("{scheme}"));
    let template = Template::parse("http://example.org/{x}").unwrap();
    assert_eq!(
        template.expand_iri(&[("y", "1")]).unwrap().as_str(),
        "http://example.org/"
    );
    let err = template.expand(&[("x", [("k", "v")])]);
    assert_eq!(err.unwrap().as_str(), "http://example.org/k,v");
    let template = Template::parse("http://example.org/{x:2}").unwrap();
    let err = template.expand(&[("x", ["a"])]).unwrap_err();
    assert_eq!(err.code(), Code::TemplatePrefixOnComposite);
}

#[test]
fn the_iri_mode_keeps_ucschar_but_not_bidi_formatting() {
    let template = Template::parse("http://example.org/{x}{?q}").unwrap();
    let vars = [("x", "日本\u{200E}"), ("q", "\u{E000}é")];
    let uri = template.expand_with(&vars, Mode::Uri).unwrap();
    assert_eq!(
        uri.as_str(),
        "http://example.org/%E6%97%A5%E6%9C%AC%E2%80%8E?q=%EE%80%80%C3%A9"
    );
    let iri = template.expand_with(&vars, Mode::Iri).unwrap();
    assert_eq!(
        iri.as_str(),
        "http://example.org/日本%E2%80%8E?q=%EE%80%80é"
    );
}

#[test]
fn a_const_template_expands_as_a_parsed_one() {
    let parsed = Template::parse("/users/{id}{?tags*}").unwrap();
    let program: &'static [u8] = alloc::vec::Vec::leak(parsed.compiled().to_vec());
    let constant = Template::from_compiled("/users/{id}{?tags*}", program);
    let vars = |name: &str| match name {
        "id" => Some(vec!["7"]),
        "tags" => Some(vec!["a", "b c"]),
        _ => None,
    };
    assert_eq!(
        constant.expand(&vars).unwrap(),
        parsed.expand(&vars).unwrap()
    );
    assert_eq!(
        constant.expand(&vars).unwrap().as_str(),
        "/users/7?tags=a&tags=b%20c"
    );
}
