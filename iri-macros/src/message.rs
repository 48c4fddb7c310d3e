//! The text of the compile errors for invalid literals: the problem, the
//! literal with a caret under it, and a fix.

use iri_core::{ErrorKind, ParseError};

use crate::flavor::Flavor;

/// The message for a literal that does not match the macro's grammar: the
/// error and the literal with a caret line from `iri-core`, then the help.
pub(crate) fn parse_error(flavor: Flavor, value: &str, err: &ParseError) -> String {
    let annotated = err.annotate(value);
    match help(flavor, err) {
        Some(help) => format!("{annotated}\nhelp: {help}"),
        None => annotated.to_string(),
    }
}

/// `iri-core`'s help, followed, where the macro called matters, by the
/// sibling macro that accepts the literal (in place of `iri-core`'s own
/// alternative, which names a grammar to parse with).
fn help(flavor: Flavor, err: &ParseError) -> Option<String> {
    let help = err.help()?;
    Some(match err.kind() {
        ErrorKind::MissingScheme => format!(
            "{}, or use `{}!`, which accepts relative references",
            help.without_alternative(),
            flavor.reference_sibling()
        ),
        ErrorKind::NonAscii => format!(
            "{help}, or use `{}!`, which accepts non-ASCII characters",
            flavor.unicode_sibling()
        ),
        _ => help.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(flavor: Flavor, value: &str) -> String {
        let err = iri_core::parse(value, flavor.grammar()).expect_err("invalid");
        parse_error(flavor, value, &err)
    }

    #[test]
    fn the_message_points_and_helps() {
        assert_eq!(
            message(Flavor::Iri, "http://a/b c"),
            "invalid character ' ' (U+0020) in path at byte 10\n  | http://a/b c\n  |           ^\n\
             help: percent-encode it as `%20`"
        );
    }

    #[test]
    fn a_missing_scheme_names_the_reference_macro() {
        assert!(message(Flavor::Iri, "/a").ends_with(
            "help: add a scheme such as `https:`, or use `iri_ref!`, which accepts relative \
             references"
        ));
        assert!(message(Flavor::Uri, "/a").ends_with(
            "help: add a scheme such as `https:`, or use `uri_ref!`, which accepts relative \
             references"
        ));
    }

    #[test]
    fn non_ascii_in_a_uri_names_the_iri_macro() {
        assert!(message(Flavor::Uri, "http://a/é").ends_with(
            "help: percent-encode it as `%C3%A9`, or use `iri!`, which accepts non-ASCII characters"
        ));
        assert!(message(Flavor::UriRef, "/é").ends_with(
            "percent-encode it as `%C3%A9`, or use `iri_ref!`, which accepts non-ASCII characters"
        ));
        assert!(message(Flavor::Uri, "http://é/").ends_with(
            "help: convert the name to ASCII with IDNA (`xn--…`), or percent-encode it as \
             `%C3%A9`, or use `iri!`, which accepts non-ASCII characters"
        ));
    }
}
