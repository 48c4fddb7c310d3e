//! One problem, one finding: the checker drops a finding that another
//! covers, as the code table says ([`Code::covers`]).
//!
//! Two rules of different groups can see one problem from two sides (a
//! missing `//` is both what RFC 9110 forbids and what makes a browser
//! read another host). The covering code is the one whose words and
//! suggestion serve the user best; the covered one speaks only where the
//! covering one does not: where the policy leaves it out, puts it at a
//! lower level than the covered one, or where their spans do not meet.
//!
//! [`Code::covers`]: iri_core::diagnostic::Code::covers

use alloc::vec::Vec;

use iri_core::diagnostic::Finding;

/// Drops each finding that a finding of a covering code covers: its code
/// is in the other's [`covers`](iri_core::diagnostic::Code::covers),
/// they [meet](Finding::meets), and the covering one's level is at least
/// its own.
pub(crate) fn drop_covered(findings: &mut Vec<Finding>) {
    if findings.len() < 2 || findings.iter().all(|f| f.code().covers().is_empty()) {
        return;
    }
    // No code both covers and is covered (a test of the code table says
    // so): the covering findings all stay, and the order of the removals
    // does not matter. Nothing is allocated.
    let mut at = findings.len();
    while at > 0 {
        at -= 1;
        let covered = findings[at];
        if findings.iter().any(|by| covers(by, &covered)) {
            findings.remove(at);
        }
    }
}

/// Whether `by` covers `covered`.
pub(crate) fn covers(by: &Finding, covered: &Finding) -> bool {
    by.code().covers().contains(&covered.code())
        && by.level() >= covered.level()
        && by.meets(covered)
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use crate::{Policy, check};
    use iri_core::diagnostic::Code;
    use iri_core::diagnostic::Level;
    use iri_core::{Grammar, parse};

    /// The codes reported on `text` under `policy`, in order.
    fn codes(text: &str, policy: &Policy) -> Vec<Code> {
        let table = parse(text, Grammar::IRI).unwrap();
        check(text, &table, Grammar::IRI, policy)
            .iter()
            .map(iri_core::diagnostic::Finding::code)
            .collect()
    }

    /// `covering` covers `covered` on `text`: one finding under the
    /// default policy (with `more` turned on), both where the policy
    /// allows the covering code, the covered one alone then.
    fn covers_on(text: &str, covering: Code, covered: Code, more: &[Code]) {
        let mut policy = Policy::DEFAULT;
        for &code in more {
            policy = policy.with(code, Level::Warning);
        }
        let found = codes(text, &policy);
        assert!(found.contains(&covering), "{text}: {found:?}");
        assert!(!found.contains(&covered), "{text}: {found:?}");
        let found = codes(text, &policy.clone().with(covering, Level::Allow));
        assert!(found.contains(&covered), "{text}: {found:?}");
        // A covering finding less severe than the covered one leaves it.
        let found = codes(text, &policy.with(covered, Level::Error));
        assert!(
            found.contains(&covered) && found.contains(&covering),
            "{text}: {found:?}"
        );
    }

    #[test]
    fn a_browser_s_authority_covers_the_scheme_s_missing_one() {
        for text in ["http:/path", "http:path", "ws:chat", "http:"] {
            covers_on(
                text,
                Code::WhatwgAuthority,
                Code::SchemeAuthorityRequired,
                &[],
            );
        }
        covers_on(
            "http:///a",
            Code::WhatwgAuthority,
            Code::SchemeHostRequired,
            &[],
        );
    }

    #[test]
    fn a_character_no_host_name_holds_covers_the_browser_s_refusal() {
        covers_on(
            "http://a%0ab/",
            Code::HostDnsCharacter,
            Code::WhatwgRefused,
            &[],
        );
        covers_on(
            "http://a%20b.example/",
            Code::HostDnsCharacter,
            Code::WhatwgRefused,
            &[],
        );
    }

    #[test]
    #[cfg(feature = "nfc")]
    fn an_ipv4_address_read_in_fullwidth_digits_is_one_finding() {
        let text = "http://１２７.０.０.１/";
        covers_on(
            text,
            Code::WhatwgIpv4,
            Code::UnicodeNotNfkc,
            &[Code::UnicodeNotNfkc],
        );
        #[cfg(feature = "security")]
        covers_on(text, Code::WhatwgIpv4, Code::UnicodeConfusable, &[]);
        let found = codes(
            text,
            &Policy::DEFAULT.with(Code::UnicodeNotNfkc, Level::Warning),
        );
        assert_eq!(found, [Code::WhatwgIpv4], "{found:?}");
    }

    #[test]
    #[cfg(feature = "nfc")]
    fn findings_apart_are_not_covered() {
        // The fullwidth letter of the path is no part of the address.
        let policy = Policy::DEFAULT
            .with(Code::UnicodeNotNfkc, Level::Warning)
            .with(Code::UnicodeConfusable, Level::Allow);
        let found = codes("http://１２７.０.０.１/ｘ", &policy);
        assert_eq!(found, [Code::WhatwgIpv4, Code::UnicodeNotNfkc]);
    }
}
