//! `tag:` (RFC 4151 section 2.1): `tag:authorityName,date:specific`, the
//! authority name a DNS name or an email address, the date `YYYY`,
//! `YYYY-MM` or `YYYY-MM-DD`.

use crate::Checker;
use crate::calendar::days_in_month;
use crate::diagnostic::finding::FindingInternals;
use crate::rules::scheme::detail::SchemeDetail;
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// Checks a `tag:` IRI.
pub(crate) fn validate(c: &mut Checker<'_>) {
    if !c.wants(Code::SchemeTag) {
        return;
    }
    let path = c.path();
    let name = &c.text[path.clone()];
    let Some(comma) = name.find(',') else {
        c.report(Finding::new(
            SchemeDetail::TagNoComma,
            Component::Path,
            path,
        ));
        return;
    };
    let authority = &name[..comma];
    if let Some(problem) = authority_problem(authority) {
        c.report(Finding::new(
            problem,
            Component::Path,
            path.start..path.start + comma,
        ));
    }
    let rest = &name[comma + 1..];
    let Some(colon) = rest.find(':') else {
        c.report(Finding::new(
            SchemeDetail::TagNoColon,
            Component::Path,
            path.end..path.end,
        ));
        return;
    };
    let date_start = path.start + comma + 1;
    if let Some(problem) = date_problem(&rest[..colon]) {
        c.report(Finding::new(
            problem,
            Component::Path,
            date_start..date_start + colon,
        ));
    }
}

/// What is wrong with a tagging authority name, if anything:
/// `DNSname / emailAddress`, where `emailAddress = 1*(alphaNum / "-" / "."
/// / "_") "@" DNSname`.
pub(crate) fn authority_problem(authority: &str) -> Option<SchemeDetail> {
    let domain = match authority.split_once('@') {
        Some((local, domain)) => {
            let local_ok = !local.is_empty()
                && local
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_'));
            if !local_ok {
                return Some(SchemeDetail::TagLocalPart);
            }
            domain
        }
        None => authority,
    };
    let label_ok = |label: &str| {
        !label.is_empty()
            && !label.starts_with('-')
            && !label.ends_with('-')
            && label
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-')
    };
    if domain.split('.').all(label_ok) {
        None
    } else {
        Some(SchemeDetail::TagDnsName)
    }
}

/// What is wrong with a tag date, if anything: `YYYY`, `YYYY-MM` or
/// `YYYY-MM-DD`, a day of the Gregorian calendar.
pub(crate) fn date_problem(date: &str) -> Option<SchemeDetail> {
    let mut parts = date.split('-');
    let fields: [Option<&str>; 4] = core::array::from_fn(|_| parts.next());
    let number = |s: &str, len: usize| {
        (s.len() == len && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<u16>().ok())
            .flatten()
    };
    let malformed = Some(SchemeDetail::TagDateForm);
    let Some(year) = fields[0].and_then(|y| number(y, 4)) else {
        return malformed;
    };
    if fields[3].is_some() {
        return malformed;
    }
    let month = fields[1]?;
    // Two digits: at most 99, which fits a byte.
    let Some(month) = number(month, 2).and_then(|m| u8::try_from(m).ok()) else {
        return malformed;
    };
    if !(1..=12).contains(&month) {
        return Some(SchemeDetail::TagMonth { month });
    }
    let day = fields[2]?;
    let Some(day) = number(day, 2).and_then(|d| u8::try_from(d).ok()) else {
        return malformed;
    };
    // The month is 1 to 12 here.
    let days = days_in_month(u32::from(year), u32::from(month)).unwrap_or(31);
    (!(1..=days).contains(&day)).then_some(SchemeDetail::TagDay { day, days })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        for good in [
            "2001",
            "2004-05",
            "2001-09-15",
            "2000-02-29",
            "2024-02-29",
            "1999-12-31",
            "0000",
        ] {
            assert_eq!(date_problem(good), None, "{good}");
        }
        for bad in [
            "",
            "01",
            "20011",
            "2001-1",
            "2001-13",
            "2001-00",
            "2001-02-29",
            "1900-02-29",
            "2001-04-31",
            "2001-01-00",
            "2001-01-32",
            "2001-01-01-01",
            "2001-",
            "20a1",
            "2001-1a",
        ] {
            assert!(date_problem(bad).is_some(), "{bad}");
        }
    }

    #[test]
    fn dates_that_do_not_exist_say_their_month_or_day() {
        assert_eq!(
            date_problem("2001-13"),
            Some(SchemeDetail::TagMonth { month: 13 })
        );
        assert_eq!(
            date_problem("2001-00-01"),
            Some(SchemeDetail::TagMonth { month: 0 })
        );
        assert_eq!(
            date_problem("2001-02-29"),
            Some(SchemeDetail::TagDay { day: 29, days: 28 })
        );
        assert_eq!(
            date_problem("1900-02-29"),
            Some(SchemeDetail::TagDay { day: 29, days: 28 })
        );
        assert_eq!(
            date_problem("2001-04-31"),
            Some(SchemeDetail::TagDay { day: 31, days: 30 })
        );
        assert_eq!(
            date_problem("2001-01-00"),
            Some(SchemeDetail::TagDay { day: 0, days: 31 })
        );
        assert_eq!(date_problem("2001-1a"), Some(SchemeDetail::TagDateForm));
    }

    #[test]
    fn authorities() {
        for good in [
            "timothy@hpl.hp.com",
            "sandro@w3.org",
            "my-ids.com",
            "blogger.com",
            "yaml.org",
            "a",
            "a_b.c-d@x",
        ] {
            assert_eq!(authority_problem(good), None, "{good}");
        }
        for bad in [
            "",
            "@x.org",
            "a@",
            "a..b",
            "-a.org",
            "a-.org",
            "a_b.org",
            "a+b@x.org",
            "a@b@c",
            "é.org",
        ] {
            assert!(authority_problem(bad).is_some(), "{bad}");
        }
        assert_eq!(
            authority_problem("a+b@x.org"),
            Some(SchemeDetail::TagLocalPart)
        );
        assert_eq!(
            authority_problem("a@b_c.org"),
            Some(SchemeDetail::TagDnsName)
        );
    }
}
