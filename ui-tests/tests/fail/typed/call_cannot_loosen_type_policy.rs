//! A call's options cannot allow what the type's policy makes an error:
//! the value would be one that `ApiUrl::parse` refuses.

use api_types::api_url;

fn main() {
    let _ = api_url!("HTTPS://api.example.org/v1/", allow(form-scheme-case));
}
