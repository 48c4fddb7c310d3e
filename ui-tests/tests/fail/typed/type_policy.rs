//! The type's policy (`deny = ["form"]`) governs its literals.

use api_types::api_url;

fn main() {
    let _ = api_url!("HTTPS://api.example.org/v1/");
}
