//! `file:` as a browser reads it (`whatwg-file`, `whatwg-refused`): with
//! `//` and an empty host for `localhost`, a drive letter at the root of
//! the path, no userinfo and no port.

use core::ops::Range;

use crate::check::Checker;
use crate::diagnostic::codes::Code;
use crate::diagnostic::error::Component;
use crate::diagnostic::finding::Finding;
use crate::diagnostic::sentences::whatwg::{FileForm, Refusal, WhatwgDetail};

use super::host;

/// The rules on a `file:` IRI.
pub(super) fn check(c: &mut Checker<'_>) {
    let Some(host) = c.host() else {
        let path = c.path();
        let form = if starts_with_drive_letter(&c.text[path.clone()]) {
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
    host::check(c);
}

/// Whether a path starts with a Windows drive letter: a letter and `:`,
/// then the end or `/`.
fn starts_with_drive_letter(path: &str) -> bool {
    match path.as_bytes() {
        [letter, b':'] | [letter, b':', b'/', ..] => letter.is_ascii_alphabetic(),
        _ => false,
    }
}

fn report_form(c: &mut Checker<'_>, component: Component, span: Range<usize>, form: FileForm) {
    if c.wants(Code::WhatwgFile) {
        c.report(
            Finding::new(Code::WhatwgFile, component, span)
                .with_detail(WhatwgDetail::File(form).into()),
        );
    }
}

fn refuse(c: &mut Checker<'_>, span: Range<usize>, why: Refusal) {
    if c.wants(Code::WhatwgRefused) {
        let component = if why == Refusal::FileUserinfo {
            Component::Userinfo
        } else {
            Component::Port
        };
        c.report(
            Finding::new(Code::WhatwgRefused, component, span)
                .with_detail(WhatwgDetail::Refused(why).into()),
        );
    }
}
