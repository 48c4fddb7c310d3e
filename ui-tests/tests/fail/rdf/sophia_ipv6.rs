// An IPv6 address with `::` after two groups: RFC 3987 allows it, so
// `iri!` takes it; sophia_iri 0.10's check refuses it, so the `const`
// conversion into its `Iri` is a compile error at the constant, and so is
// the one of a vocabulary's term.
const HOST: () = {
    let _ = iri_kit::iri!("http://[2001:db8::1]/").as_sophia_iri();
};

iri_kit::vocabulary! {
    pub mod ex = "http://[2001:db8::1]/ns#" {
        Thing,
    }
}

const THING: () = {
    let _ = ex::Thing.as_sophia_iri_ref();
};

fn main() {
    let _ = (HOST, THING);
}
