#!/usr/bin/env bash
# What the opt-in RDF features cost a user's build, for the README's
# feature table, and what schema.org's `vocabulary!` costs the crate that
# expands it.
#
# Usage: scripts/feature-cost.sh [RUNS]   (default 2; the faster run is kept)
#        SECTIONS=schema scripts/feature-cost.sh   (one section)
#
# features  Clean builds (a fresh target directory, CARGO_INCREMENTAL=0,
#           -j 2, dev and release, as scripts/compile-time.sh's peers
#           section builds them) of a bin crate on iri-kit with its default
#           features and one `iri!`, then with each of `vocabulary-files`,
#           `oxrdf` and `sophia` added.
# schema    With the dependencies built (dev), the user crate alone
#           (`touch` and build, incremental as cargo builds a workspace
#           crate): the crate with `vocabulary!` over schema.org's file
#           (tests/data/vocab/schema.nq, 2,970 terms) against the same crate
#           without it; `cargo check` and `cargo build`.
#
# Everything happens under $WORK (default /tmp/iri-feature-cost), in a copy
# of the crates (scripts/lib/user-crates.sh), with the checkout's Cargo.lock.
# Figures are wall seconds, with the CPU seconds of the build; on a machine
# shared with other builds both move (CPU time less): compare them within
# one run of the script.
# shellcheck source-path=SCRIPTDIR
set -euo pipefail
checkout="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=lib/user-crates.sh
source "$checkout/scripts/lib/user-crates.sh"
runs="${1:-2}"
work="${WORK:-/tmp/iri-feature-cost}"
rm -rf "$work"
mkdir -p "$work"
repo="$work/src"
copy_repo "$checkout" "$repo"

# user_crate DIR FEATURES MAIN: a bin crate on the copy's iri-kit.
user_crate() {
    local dir="$1" features="$2" main="$3"
    mkdir -p "$dir/src"
    cat >"$dir/Cargo.toml" <<EOF
[package]
name = "user"
version = "0.1.0"
edition = "2024"

[dependencies]
iri-kit = { path = "$repo/iri-kit", features = [$features] }

[workspace]
EOF
    printf '%s\n' "$main" >"$dir/src/main.rs"
    cp "$checkout/Cargo.lock" "$dir/"
}

# fastest "WALL CPU"...: the run with the least wall time, as "WALL s (CPU s cpu)".
fastest() { printf '%s\n' "$@" | sort -n | head -n 1 | awk '{ printf "%.2f s (%.2f s cpu)", $1, $2 }'; }

sections="${SECTIONS:-features schema}"
if [[ " $sections " == *" features "* ]]; then
echo "== clean builds (CARGO_INCREMENTAL=0, -j 2), the faster of $runs; load: $(cut -d' ' -f1-3 /proc/loadavg)"
main='fn main() { println!("{}", iri_kit::iri!("https://example.org/a?b#c")); }'
printf '| features | dev | release |\n|---|---:|---:|\n'
for features in '' '"vocabulary-files"' '"oxrdf"' '"sophia"'; do
    dir="$work/user-$(echo "${features:-default}" | tr -dc 'a-z-')"
    user_crate "$dir" "$features" "$main"
    for profile in dev release; do
        flags=(--offline)
        [[ $profile == release ]] && flags+=(--release)
        times=()
        for _ in $(seq 1 "$runs"); do
            rm -rf "$work/target"
            times+=("$(cd "$dir" && CARGO_INCREMENTAL=0 CARGO_TARGET_DIR="$work/target" timed cargo build -q -j 2 "${flags[@]}")")
        done
        declare "best_$profile=$(fastest "${times[@]}")"
    done
    # shellcheck disable=SC2154 # declared above
    printf '| default %s | %s | %s |\n' "${features:++ $features}" "$best_dev" "$best_release"
done
fi
[[ " $sections " == *" schema "* ]] || exit 0

echo
echo "== schema.org's vocabulary: the user crate alone, dependencies built (dev), the faster of $(( runs + 1 ))"
schema="$work/user-schema"
plain="$work/user-plain"
user_crate "$schema" '"vocabulary-files"' 'iri_kit::vocabulary! {
    /// schema.org.
    pub mod schema = "http://schema.org/" from "schema.nq";
}

fn main() {
    println!("{} {}", schema::TERMS.len(), schema::Person);
}'
cp "$checkout/tests/data/vocab/schema.nq" "$schema/"
user_crate "$plain" '"vocabulary-files"' 'fn main() {
    println!("{}", iri_kit::iri!("http://schema.org/Person"));
}'
printf '| crate | check | build |\n|---|---:|---:|\n'
for dir in "$plain" "$schema"; do
    (cd "$dir" && CARGO_TARGET_DIR="$work/target-$(basename "$dir")" cargo build -q --offline >/dev/null 2>&1)
    for command in check build; do
        times=()
        for _ in $(seq 0 "$runs"); do
            touch "$dir/src/main.rs"
            times+=("$(cd "$dir" && CARGO_TARGET_DIR="$work/target-$(basename "$dir")" timed cargo "$command" -q --offline)")
        done
        declare "best_$command=$(fastest "${times[@]}")"
    done
    # shellcheck disable=SC2154 # declared above
    printf '| %s | %s | %s |\n' "$(basename "$dir")" "$best_check" "$best_build"
done
