//! The text of the compile errors for invalid literals: the problem, the
//! literal with a caret under it, and a fix.

use iri_core::{BidiFormattingError, Charset, Component, ErrorKind, ParseError, PercentEncoded};

use crate::flavor::Flavor;

/// The message for a literal that does not match the macro's grammar.
pub(crate) fn parse_error(flavor: Flavor, value: &str, err: &ParseError) -> String {
    let annotated = err.annotate(value);
    match macro_help(flavor, err).or_else(|| err.help().map(|help| help.to_string())) {
        Some(help) => format!("{annotated}\nhelp: {help}"),
        None => annotated.to_string(),
    }
}

/// Advice that depends on which macro was called, where there is some.
fn macro_help(flavor: Flavor, err: &ParseError) -> Option<String> {
    let uri = flavor.grammar().charset == Charset::Uri;
    let kind_name = if uri { "a URI" } else { "an IRI" };
    match err.kind() {
        ErrorKind::MissingScheme => Some(format!(
            "{kind_name} needs a scheme such as `https:`; for a relative reference use `{}!`",
            flavor.reference_sibling()
        )),
        ErrorKind::NonAscii => {
            let encoded = err.char().map(PercentEncoded)?;
            let idna = if err.component() == Component::Host {
                ", convert the name with IDNA (`xn--…`),"
            } else {
                ""
            };
            Some(format!(
                "URIs are ASCII only; use `{}!`{idna} or percent-encode it as `{encoded}`",
                flavor.unicode_sibling()
            ))
        }
        _ => None,
    }
}

/// The message for a literal holding a bidi formatting character.
pub(crate) fn bidi_error(value: &str, err: &BidiFormattingError) -> String {
    format!(
        "{err}\n{}\nhelp: remove it; to display an IRI right-to-left, put the formatting \
         characters around it where it is shown, not inside it",
        err.snippet(value)
    )
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
            "help: an IRI needs a scheme such as `https:`; for a relative reference use `iri_ref!`"
        ));
        assert!(message(Flavor::Uri, "/a").ends_with(
            "help: a URI needs a scheme such as `https:`; for a relative reference use `uri_ref!`"
        ));
    }

    #[test]
    fn non_ascii_in_a_uri_names_the_iri_macro() {
        assert!(
            message(Flavor::Uri, "http://a/é").ends_with(
                "help: URIs are ASCII only; use `iri!` or percent-encode it as `%C3%A9`"
            )
        );
        assert!(
            message(Flavor::UriRef, "/é")
                .ends_with("use `iri_ref!` or percent-encode it as `%C3%A9`")
        );
        assert!(
            message(Flavor::Uri, "http://é/").contains("use `iri!`, convert the name with IDNA")
        );
    }
}
