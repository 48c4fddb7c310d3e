//! Benchmark of resolve against the peer crates (filled by its issue).

fn main() {}
