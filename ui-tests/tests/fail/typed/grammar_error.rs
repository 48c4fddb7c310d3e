//! A grammar error in a typed literal reads as it does for `uri!`.

use api_types::api_url;

fn main() {
    let _ = api_url!("https://api.example.org/v1/a b");
}
