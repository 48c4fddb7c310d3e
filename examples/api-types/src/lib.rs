//! Example: the static IRI types of a web API's client library.
//!
//! Each type is declared once, with its constraints and its policy. The
//! library's users write literals through the type's macro and get a compile
//! error at their literal when it breaks a constraint; run-time text goes
//! through `parse`, `FromStr`, `TryFrom` or serde, which check the same
//! constraints with the same code (`iri_kit::constraints`).
//!
//! ```
//! use api_types::{ApiUrl, api_url};
//!
//! const USERS: ApiUrl = api_url!("https://api.example.org/v1/users");
//! assert_eq!(USERS.host(), Some("api.example.org"));
//!
//! let err = "http://api.example.org/v1/users".parse::<ApiUrl<String>>().unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "scheme outside the type's list (`https`) at byte 0: the type allows only the \
//!      schemes it lists (constraint-schemes, the type's `schemes` constraint)"
//! );
//! // The one renderer's words, as the compile error at a literal says them:
//! let finding = err.finding();
//! assert_eq!(finding.message().to_string(), "scheme outside the type's list (`https`)");
//! assert_eq!(finding.help().unwrap().to_string(), "write a scheme that the type allows");
//! ```
//!
//! The same literal with `http` does not compile:
//!
//! ```compile_fail
//! const USERS: api_types::ApiUrl = api_types::api_url!("http://api.example.org/v1/users");
//! ```

iri_kit::iri_type! {
    /// An endpoint of the example API: `https` only, a host, no userinfo,
    /// no fragment, a path under `/v1/`; preferred forms (the `form` group)
    /// are errors.
    pub struct ApiUrl: Uri;
    macro api_url;
    serde;
    schemes = ["https"],
    host = required,
    userinfo = forbidden,
    fragment = forbidden,
    path_prefix = "/v1/",
    policy = "deny = [\"form\"]",
}

iri_kit::iri_type! {
    /// A link within the site: a relative reference without a query.
    pub struct SiteLink: IriRef;
    macro site_link;
    relative,
    query = forbidden,
}

#[cfg(test)]
mod tests {
    use super::{ApiUrl, SiteLink};

    #[test]
    fn run_time_text_meets_the_same_constraints() {
        assert!(
            "https://api.example.org/v1/users"
                .parse::<ApiUrl<String>>()
                .is_ok()
        );
        let err = ApiUrl::try_from("https://api.example.org/v2/users").unwrap_err();
        assert_eq!(
            err.finding().message().to_string(),
            "path not starting with the type's prefix `/v1/`"
        );
        assert!(err.to_string().contains("`/v1/` at byte 23: "), "{err}");
        let err = ApiUrl::try_from(String::from("https://u@api.example.org/v1/")).unwrap_err();
        assert!(
            err.to_string()
                .starts_with("userinfo where the type allows none at byte 8"),
            "{err}"
        );
        // The policy: `form` is denied.
        let err = ApiUrl::try_from("HTTPS://api.example.org/v1/").unwrap_err();
        assert!(err.to_string().contains("form-scheme-case"), "{err}");
        assert!(SiteLink::try_from("../a/b").is_ok());
        assert!(SiteLink::try_from("../a?b").is_err());
        assert!(SiteLink::try_from("https://example.org/").is_err());
    }

    #[test]
    fn serde_checks_the_constraints() {
        let ok: ApiUrl<String> = serde_json::from_str(r#""https://api.example.org/v1/""#).unwrap();
        assert_eq!(ok.as_str(), "https://api.example.org/v1/");
        assert_eq!(
            serde_json::to_string(&ok).unwrap(),
            r#""https://api.example.org/v1/""#
        );
        let err = serde_json::from_str::<ApiUrl<String>>(r#""https://api.example.org/v1/#x""#)
            .unwrap_err();
        assert!(
            err.to_string()
                .starts_with("fragment where the type allows none"),
            "{err}"
        );
    }
}
