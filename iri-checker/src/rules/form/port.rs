//! The port: `form-empty-port`, `form-default-port` (RFC 3986 sections
//! 3.2.3 and 6.2.3), `form-port-zeros` and `form-port-range` (section
//! 3.2.3). The default ports are the scheme table's.

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::rules::form::detail::FormDetail;
use crate::schemes::table::{default_port, is_default_port};
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// The largest port a transport can use (TCP, UDP, SCTP: 16 bits).
const MAX_PORT: u32 = 65_535;

/// Runs the port rules: an empty port; else the scheme's default port
/// (with or without leading zeros: the fix drops it all); else leading
/// zeros and a port above 65535.
pub(super) fn check(c: &mut Checker<'_>) {
    let Some(port) = c.port() else {
        return;
    };
    // The `:` before the port, which the fixes that drop the port drop too.
    let with_colon = port.start - 1..port.end;
    let digits = &c.text[port.clone()];
    if digits.is_empty() {
        if c.wants(Code::FormEmptyPort) {
            c.report_with_fix(
                Finding::new(FormDetail::EmptyPort, Component::Port, with_colon.clone()),
                with_colon,
            );
        }
        return;
    }
    let scheme = c.scheme().map(|s| &c.text[s]);
    if c.wants(Code::FormDefaultPort) && scheme.is_some_and(|s| is_default_port(s, digits)) {
        let scheme = scheme.unwrap_or_default();
        let default = default_port(scheme).unwrap_or_default();
        c.report_with_fix(
            Finding::new(
                FormDetail::DefaultPort { port: default },
                Component::Port,
                with_colon.clone(),
            ),
            with_colon,
        );
        return;
    }
    let significant = digits.trim_start_matches('0');
    let zeros = digits.len() - significant.len();
    if zeros > 0 && digits.len() > 1 && c.wants(Code::FormPortZeros) {
        // Keep one digit: `:000` is port 0.
        let zeros = if significant.is_empty() {
            zeros - 1
        } else {
            zeros
        };
        let span = port.start..port.start + zeros;
        c.report_with_fix(
            Finding::new(FormDetail::PortZeros, Component::Port, span.clone()),
            span,
        );
    }
    let too_large = significant.len() > 5 || significant.parse::<u32>().is_ok_and(|n| n > MAX_PORT);
    if too_large && c.wants(Code::FormPortRange) {
        c.report(Finding::new(FormDetail::PortRange, Component::Port, port));
    }
}
