//! `file:` as a browser reads it (`whatwg-file`, `whatwg-refused`): with
//! `//` and an empty host for `localhost`, a drive letter at the root of
//! the path (the host before it dropped), no userinfo and no port.

use core::ops::Range;

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::rules::whatwg::detail::{FileForm, Refusal, WhatwgDetail};
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

use super::host;
use crate::schemes::file::starts_with_drive_segment;

/// The rules on a `file:` IRI.
pub(super) fn check(c: &mut Checker<'_>) {
    let Some(host) = c.host() else {
        let path = c.path();
        let form = if starts_with_drive_segment(&c.text[path.clone()]) {
            FileForm::DriveLetter
        } else {
            FileForm::NoSlashes
        };
        report_form(c, Component::Path, path, form);
        return;
    };
    if let Some(userinfo) = c.userinfo() {
        refuse(c, userinfo, Refusal::FileUserinfo);
        return;
    }
    if let Some(port) = c.port() {
        let name = &c.text[host.clone()];
        let drive = port.is_empty() && name.len() == 1 && name.as_bytes()[0].is_ascii_alphabetic();
        if drive {
            report_form(
                c,
                Component::Host,
                host.start..port.end,
                FileForm::DriveLetter,
            );
        } else {
            refuse(c, port.start - 1..port.end, Refusal::FilePort);
        }
        return;
    }
    if c.text[host.clone()].eq_ignore_ascii_case("localhost") {
        report_form(c, Component::Host, host, FileForm::Localhost);
        return;
    }
    let path = c.path();
    let after_root = c.text.get(path.start + 1..path.end).unwrap_or_default();
    if !host.is_empty() && drive_letter_comes_first(after_root) {
        report_form(c, Component::Host, host, FileForm::HostBeforeDriveLetter);
        return;
    }
    if host.is_empty() && starts_with_drive_segment(after_root) {
        if pops_drive_letter(&after_root[2..]) {
            report_form(c, Component::Path, path, FileForm::DriveLetter);
        }
        return;
    }
    host::check(c);
}

/// Whether a drive letter becomes the first segment of the path
/// `after_root` (without its leading `/`) as a browser builds it, once the
/// dot segments before it are applied: the browser then drops the host.
fn drive_letter_comes_first(after_root: &str) -> bool {
    let mut depth = 0_usize;
    for segment in after_root.split('/') {
        if is_dot(segment, 2) {
            depth = depth.saturating_sub(1);
        } else if !is_dot(segment, 1) {
            if depth == 0 && starts_with_drive_segment(segment) {
                return true;
            }
            depth += 1;
        }
    }
    false
}

/// Whether the segments after a drive letter (`rest`, from the `/` after
/// it) hold a `..` that RFC 3986's dot-segment removal applies to the drive
/// letter itself, which a browser never removes.
fn pops_drive_letter(rest: &str) -> bool {
    let mut depth = 0_usize;
    for segment in rest.split('/').skip(1) {
        if is_dot(segment, 2) {
            if depth == 0 {
                return true;
            }
            depth -= 1;
        } else if !is_dot(segment, 1) {
            depth += 1;
        }
    }
    false
}

/// Whether `segment` is `count` dots, each written `.` or `%2E`.
fn is_dot(segment: &str, count: usize) -> bool {
    let mut rest = segment.as_bytes();
    for _ in 0..count {
        rest = match rest {
            [b'.', tail @ ..] | [b'%', b'2', b'e' | b'E', tail @ ..] => tail,
            _ => return false,
        };
    }
    rest.is_empty()
}

fn report_form(c: &mut Checker<'_>, component: Component, span: Range<usize>, form: FileForm) {
    if c.wants(Code::WhatwgFile) {
        c.report(Finding::new(WhatwgDetail::File(form), component, span));
    }
}

fn refuse(c: &mut Checker<'_>, span: Range<usize>, why: Refusal) {
    if c.wants(Code::WhatwgRefused) {
        let component = if why == Refusal::FileUserinfo {
            Component::Userinfo
        } else {
            Component::Port
        };
        c.report(Finding::new(WhatwgDetail::Refused(why), component, span));
    }
}
