iri_macros::vocabulary! {
    pub mod ex = "example.org/ns#" {
        term,
    }
}

fn main() {}
