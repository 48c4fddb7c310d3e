use api_types::api_url;

fn main() {
    let _ = api_url!("https://api.example.org/v2/users");
}
