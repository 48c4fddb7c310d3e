//! The sentences of the checker's findings, as a user reads them: each
//! rule group's findings name what they found.

use iri_checker::{Group, Policy, check};
use iri_core::{Grammar, parse};

mod form {
    use super::*;

    /// The message and help of each finding of `text` under the strict policy.
    fn said(text: &str) -> Vec<(String, String)> {
        let table = parse(text, Grammar::IRI).unwrap();
        check(text, &table, Grammar::IRI, &Policy::STRICT)
            .iter()
            .map(|f| {
                let help = f.help().map(|h| h.to_string()).unwrap_or_default();
                (f.message().to_string(), help)
            })
            .collect()
    }

    #[test]
    fn encodings_name_the_character_when_there_is_one() {
        let one = said("http://example.org/%7E");
        assert_eq!(one[0].0, "percent-encoded '~', which needs no encoding");
        assert_eq!(one[0].1, "write the character as itself");
        let several = said("http://example.org/%7E%7E");
        assert_eq!(
            several[0].0,
            "percent-encoded characters that need no encoding"
        );
        assert_eq!(several[0].1, "write the characters as themselves");
        let iri = said("http://example.org/%C3%A9");
        assert_eq!(
            iri[0].0,
            "percent-encoded 'é' (U+00E9), which an IRI holds as is"
        );
        let dot = said("http://example.org/a/%2E/b");
        assert!(
            dot.iter()
                .any(|(_, help)| help.starts_with("decoded, it would make a dot segment")),
            "{dot:?}"
        );
    }

    #[test]
    fn ports_and_passwords_say_what_they_are() {
        assert_eq!(
            said("https://example.org:443/")[0].0,
            "default port 443 given explicitly"
        );
        assert_eq!(
            said("ftp://u:@example.org/")[0].0,
            "empty password in the userinfo"
        );
    }
}

mod whatwg {
    use super::*;

    /// The message and suggestion of each `whatwg` finding of `text`,
    /// with the codes that cover some of the group's allowed.
    fn said(text: &str, grammar: Grammar) -> Vec<(String, Option<String>)> {
        let table = parse(text, grammar).unwrap();
        let mut policy = Policy::STRICT;
        for &code in iri_checker::Code::ALL {
            if code.covers().iter().any(|c| c.group() == Group::Whatwg) {
                policy = policy.with(code, iri_checker::Level::Allow);
            }
        }
        check(text, &table, grammar, &policy)
            .iter()
            .filter(|f| f.code().group() == Group::Whatwg)
            .map(|f| {
                let suggestion = f.suggestion(text).map(|s| s.replacement().to_string());
                (f.message().to_string(), suggestion)
            })
            .collect()
    }

    #[test]
    fn findings_say_what_a_browser_reads() {
        assert_eq!(
            said("http://0x7f.1/", Grammar::IRI),
            [(
                "a browser reads the host as the IPv4 address 127.0.0.1".into(),
                Some("127.0.0.1".into())
            )]
        );
        assert_eq!(
            said("https:example.org/x", Grammar::IRI),
            [(
                "a browser reads this as the authority, as if `//` came before it".into(),
                Some("//".into())
            )]
        );
        assert_eq!(said("http://a%2Fb/", Grammar::IRI)[0].0, "'/' in the host");
        assert_eq!(
            said("file://h/c:/x", Grammar::IRI)[0].0,
            "a browser drops the host before a drive letter, writing `file:///`"
        );
        assert_eq!(
            said("http://example.org/a\t\tb", Grammar::LEIRI)[0].0,
            "a browser removes these 2 characters before parsing"
        );
        assert_eq!(
            said("http://a\\b/", Grammar::LEIRI),
            [("a browser reads `\\` as `/` here".into(), Some("/".into()))]
        );
    }
}
