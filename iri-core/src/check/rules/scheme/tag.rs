//! `tag:` (RFC 4151 section 2.1): `tag:authorityName,date:specific`, the
//! authority name a DNS name or an email address, the date `YYYY`,
//! `YYYY-MM` or `YYYY-MM-DD`.

use alloc::format;
use alloc::string::String;

use crate::check::rules::scheme::issue::{Issue, Sink};
use crate::diagnostic::codes::Code;
use crate::diagnostic::error::Component;
use crate::syntax::table::Table;

/// Checks a `tag:` IRI.
pub(crate) fn validate(text: &str, table: &Table, sink: &mut dyn Sink) {
    if !sink.wants(Code::SchemeSyntax) {
        return;
    }
    let path = table.path();
    let name = &text[path.clone()];
    let help = "write a tag as `tag:authority,YYYY-MM-DD:specific` (RFC 4151 section 2.1)";
    let Some(comma) = name.find(',') else {
        sink.report(
            Issue::syntax(
                Component::Path,
                path,
                "no `,` between the authority name and the date",
            )
            .with_help(help),
        );
        return;
    };
    let authority = &name[..comma];
    if let Some(problem) = authority_problem(authority) {
        sink.report(
            Issue::syntax(Component::Path, path.start..path.start + comma, problem).with_help(help),
        );
    }
    let rest = &name[comma + 1..];
    let Some(colon) = rest.find(':') else {
        sink.report(
            Issue::syntax(
                Component::Path,
                path.end..path.end,
                "no `:` between the date and the specific part",
            )
            .with_help(help),
        );
        return;
    };
    let date_start = path.start + comma + 1;
    if let Some(problem) = date_problem(&rest[..colon]) {
        sink.report(
            Issue::syntax(Component::Path, date_start..date_start + colon, problem).with_help(help),
        );
    }
}

/// What is wrong with a tagging authority name, if anything:
/// `DNSname / emailAddress`, where `emailAddress = 1*(alphaNum / "-" / "."
/// / "_") "@" DNSname`.
pub(crate) fn authority_problem(authority: &str) -> Option<String> {
    let domain = match authority.split_once('@') {
        Some((local, domain)) => {
            let local_ok = !local.is_empty()
                && local
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_'));
            if !local_ok {
                return Some(format!(
                    "`{local}` is not the local part of an email address"
                ));
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
        Some(format!("`{domain}` is not a DNS name"))
    }
}

/// What is wrong with a tag date, if anything: `YYYY`, `YYYY-MM` or
/// `YYYY-MM-DD`, a day of the Gregorian calendar.
pub(crate) fn date_problem(date: &str) -> Option<String> {
    let mut parts = date.split('-');
    let fields: [Option<&str>; 4] = core::array::from_fn(|_| parts.next());
    let number = |s: &str, len: usize| {
        (s.len() == len && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<u32>().ok())
            .flatten()
    };
    let malformed = || {
        Some(format!(
            "date `{date}` is not `YYYY`, `YYYY-MM` or `YYYY-MM-DD`"
        ))
    };
    let Some(year) = fields[0].and_then(|y| number(y, 4)) else {
        return malformed();
    };
    if fields[3].is_some() {
        return malformed();
    }
    let month = fields[1]?;
    let Some(month) = number(month, 2) else {
        return malformed();
    };
    if !(1..=12).contains(&month) {
        return Some(format!("date `{date}` has no month {month:02}"));
    }
    let day = fields[2]?;
    let Some(day) = number(day, 2) else {
        return malformed();
    };
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days = match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    (!(1..=days).contains(&day)).then(|| format!("date `{date}` has no day {day:02}"))
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
    }
}
