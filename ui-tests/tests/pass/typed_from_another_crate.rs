//! Literals of another crate's static IRI types: checked constants, usable
//! as patterns, the same values as the run-time constructors give.

use api_types::{ApiUrl, SiteLink, api_url, site_link};

const USERS: ApiUrl = api_url!("https://api.example.org/v1/users");
const HELP: SiteLink = site_link!("help/");

fn main() {
    let parsed: ApiUrl<String> = "https://api.example.org/v1/users".parse().unwrap();
    assert_eq!(parsed.as_str(), USERS.as_str());
    assert!(matches!(ApiUrl::try_from("https://api.example.org/v1/users").unwrap(), USERS));
    assert_eq!(HELP.path(), "help/");
    let local = api_url!("https://api.example.org/v1/", allow(form));
    assert_eq!(local.path(), "/v1/");
}
