//! `host-repeated-scheme`: a scheme name written again where the host
//! goes, a copy-paste mistake that every parser reads alike, with the
//! scheme's name as the host: `http://http://example.org/` (host `http`,
//! an empty port, the path `//example.org/`) and `https://https//x` (host
//! `https`, the path `//x`).
//!
//! The host must be the IRI's own scheme or a scheme of the table whose
//! hosts are DNS names, and the path must start with `//`, where the
//! repeated `scheme://` left its slashes: a host named `http` alone is
//! let through. A check of a few bytes, made only on short names.

use core::ops::Range;

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::rules::host::detail::HostDetail;
use crate::schemes::table;
use iri_core::Component;
use iri_core::diagnostic::Finding;

/// The longest scheme name of the table, at least: longer names are no
/// repeated scheme of the table (a repeated own scheme is compared below).
const LONGEST: usize = 6;

/// Checks the registered name at `host` (not empty).
#[inline]
pub(super) fn check(c: &mut Checker<'_>, host: Range<usize>) {
    // Most names are longer than any scheme they could repeat.
    if host.len() <= LONGEST || c.scheme().is_some_and(|s| s.len() == host.len()) {
        check_name(c, host);
    }
}

/// Checks the registered name at `host`, short enough to be a scheme's.
#[inline(never)]
fn check_name(c: &mut Checker<'_>, host: Range<usize>) {
    let text = c.text;
    let scheme = c.scheme().unwrap_or(0..0);
    let path = c.path().start;
    if text.as_bytes().get(path..path + 2) != Some(b"//") {
        return;
    }
    let name = &text[host.clone()];
    let own = text[scheme].eq_ignore_ascii_case(name);
    let known = name.len() <= LONGEST
        && table::SCHEMES
            .iter()
            .any(|rules| rules.dns_host && rules.name.eq_ignore_ascii_case(name));
    if own || known {
        c.report(Finding::new(
            HostDetail::RepeatedScheme,
            Component::Host,
            host,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::LONGEST;
    use crate::schemes::table;

    #[test]
    fn no_scheme_of_the_table_is_longer() {
        for rules in table::SCHEMES.iter().filter(|r| r.dns_host) {
            assert!(rules.name.len() <= LONGEST, "{}", rules.name);
        }
    }
}
