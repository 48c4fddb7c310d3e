//! Example: a program using the static IRI types of the `api-types` crate.
//! Its literals are checked while it compiles, against the constraints
//! declared in the other crate; it depends on neither `iri-core` nor
//! `iri-macros` itself.

use api_types::{ApiUrl, SiteLink, api_url, site_link};

const USERS: ApiUrl = api_url!("https://api.example.org/v1/users");
const ORDERS: ApiUrl = api_url!(concat!("https://api.example.org/v1/", "orders"));
const HELP: SiteLink = site_link!("../help/index.html");

fn route(url: ApiUrl) -> &'static str {
    match url {
        USERS => "users",
        ORDERS => "orders",
        _ => "unknown",
    }
}

fn main() {
    assert_eq!(route(USERS), "users");
    let parsed: ApiUrl<&str> = ApiUrl::try_from("https://api.example.org/v1/orders").unwrap();
    assert_eq!(route(parsed), "orders");
    assert_eq!(HELP.path(), "../help/index.html");
    println!("{USERS} {ORDERS} {HELP}");
}
