//! A literal of another crate's static type that breaks a constraint: the
//! error is at the user's literal and names the constraint and the type.

use api_types::{ApiUrl, api_url};

const USERS: ApiUrl = api_url!("http://api.example.org/v1/users");

fn main() {
    let _ = USERS;
}
