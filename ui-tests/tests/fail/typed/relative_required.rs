use api_types::site_link;

fn main() {
    let _ = site_link!("https://example.org/help");
}
