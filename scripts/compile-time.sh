#!/usr/bin/env bash
# What a user pays at compile time: for a dependency on the crates, and for
# each literal of the macros.
#
# Usage: scripts/compile-time.sh [--only SECTION[,SECTION...]] [RUNS]
#
# RUNS (default 7, at least 3 for figures worth quoting) is the number of
# interleaved runs of each measurement; the figures are their medians with
# the min-max range, in wall time and in cpu time (user + system of cargo
# and its children: what other processes on the machine change least).
# Nothing is committed; everything happens under $WORK (default
# /tmp/iri-compile-time), in a copy of the crates (scripts/lib/user-crates.sh)
# so that edits in the checkout during the runs do not disturb them.
# Sections, all by default, in this order:
#
# peers     Clean builds of a bin crate on one dependency each (the table
#           `peer_table` below: the peer crates at exact versions, `iri-core`
#           with its default features parsing one IRI at run time, `iri-kit`
#           with its default features and one `iri!`), built as cargo builds
#           a crates.io user's dependencies: a fresh target directory,
#           CARGO_INCREMENTAL=0, -j 2, dev and release; each crate is its own
#           workspace, with a Cargo.lock generated once before the runs (the
#           newest versions a new user resolves), built --offline --locked.
#           Prints a table of medians (min-max), and the ratios of
#           `peer_ratios`.
# timings   One `cargo build --timings` of each crate of `timings_of` (the
#           iri-kit crate), dev and release, built as above, and the units
#           it compiled: each with its features and its time
#           (scripts/cargo-timing-units.py reads cargo's HTML report).
# literals  Per literal, with the dependencies already built (prebuilt once
#           into a template target directory, copied to a fresh one before
#           each build; only the user crate is timed; runs interleaved):
#           - 1,000 short ASCII `iri!` constants against the same 1,000 as
#             plain `&str` constants, under #![deny(warnings)];
#           - the same constants written by hand as the macro's expansion
#             (one const fn call of the private module, the offsets packed in
#             one integer, a placeholder never read): the difference from
#             the `iri!` crate, over 1,000, is the macro's cost per literal;
#           - 1,000 `iri!` that each carry one warning (a userinfo in an https
#             IRI): what a finding costs;
#           - 1,000 `iri_template!` of the same literals with a path and a
#             query expression, against the 1,000 `iri!`;
#           - 1,000 distinct absolute IRIs of the benches' mixed corpus
#             (iri-corpus/src/corpus.rs, seed 0xBE7C_0001 as
#             iri-core/benches/support/peers.rs: long, non-ASCII, right-to-left
#             scripts) that the default policy finds nothing in, as `iri!`
#             and as `&str`, under #![deny(warnings)];
#           - the first 1,000 that `iri!` accepts, as the corpus gives them
#             (about 40 % carry the default checker's warnings), as `iri!`
#             and as `&str`, warnings allowed.
#           `iri!` itself sorts the corpus: a crate of the candidates is
#           checked once, and its errors and warnings, by line, say which
#           literal the macro refuses and which it warns on.
# tree      Clean builds of `iri-macros`' dependency tree (iri-core,
#           proc-macro2, quote, the build scripts, iri-checker, iri-template, iri-macros) in the
#           copy's workspace, with and without default features (no `nfc`),
#           and once with `idna` (incremental, as cargo builds path crates).
#
# Examples: scripts/compile-time.sh --only peers 3
#           scripts/compile-time.sh --only literals,timings
# shellcheck source-path=SCRIPTDIR
set -euo pipefail
checkout="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=lib/user-crates.sh
source "$checkout/scripts/lib/user-crates.sh"

# The peers section's crates, a line each: a label | the dependency line of
# its Cargo.toml | a Rust expression of `text` (a String, the first argument
# or an IRI) that uses the dependency. $repo is the copy of the crates.
peer_table() {
    cat <<EOF
oxiri 0.3.1|oxiri = "=0.3.1"|oxiri::Iri::parse(text.as_str()).is_ok()
iri-string 0.7.14|iri-string = "=0.7.14"|iri_string::types::IriStr::new(text.as_str()).is_ok()
fluent-uri 0.4.1|fluent-uri = "=0.4.1"|fluent_uri::Iri::parse(text.as_str()).is_ok()
url 2.5.8|url = "=2.5.8"|url::Url::parse(&text).is_ok()
iri-core|iri-core = { path = "$repo/iri-core" }|iri_core::Iri::parse(text.as_str()).is_ok()
iri-kit|iri-kit = { path = "$repo/iri-kit" }|iri_kit::iri!("https://example.org/a?b#c").as_str() == text
EOF
}
# The ratios printed under the peers table: "A|B" prints A / B.
peer_ratios=("iri-kit|fluent-uri 0.4.1" "iri-core|iri-string 0.7.14")
# The peers whose clean build the timings section shows unit by unit.
timings_of=("iri-kit")

all_sections="peers,timings,literals,tree"
sections="$all_sections"
usage="usage: $0 [--only SECTION[,SECTION...]] [RUNS]   (sections: $all_sections)"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --only)
            [[ $# -ge 2 ]] || { echo "$usage" >&2; exit 2; }
            sections="$2"
            shift 2
            ;;
        -h | --help) echo "$usage"; exit 0 ;;
        *[!0-9]* | "") echo "$usage" >&2; exit 2 ;;
        *) runs="$1"; shift ;;
    esac
done
runs="${runs:-7}"
for section in ${sections//,/ }; do
    if [[ ",$all_sections," != *",$section,"* ]]; then
        echo "$0: unknown section '$section'"$'\n'"$usage" >&2
        exit 2
    fi
done
wants() { [[ ",$sections," == *",$1,"* ]]; }

work="${WORK:-/tmp/iri-compile-time}"
rm -rf "$work"
mkdir -p "$work/times"
repo="$work/src"
copy_repo "$checkout" "$repo"

# `timed` (scripts/lib/user-crates.sh) runs each measured command.
median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
range() { sort -n | awk 'NR == 1 {min = $1} {max = $1} END {print min "–" max}'; }
# "MEDIAN s (MIN–MAX)" of the times in a file.
stats() { echo "$(median <"$1") s ($(range <"$1"))"; }
# The ratio of the medians of two files.
ratio() { awk -v a="$(median <"$1")" -v b="$(median <"$2")" 'BEGIN { printf "%.2f", a / b }'; }
# Times one build, appending to $work/times/NAME.wall and NAME.cpu and
# printing it: record NAME DIR COMMAND...
record() {
    local name="$1" dir="$2" result elapsed cpu
    shift 2
    result="$(cd "$dir" && timed "$@")"
    read -r elapsed cpu <<<"$result"
    echo "$elapsed" >>"$work/times/$name.wall"
    echo "$cpu" >>"$work/times/$name.cpu"
    echo "   $name ${elapsed}s (cpu ${cpu}s)"
}
# What a file of literals holds, in one line.
describe() {
    python3 - "$1" <<'PYTHON'
import sys, unicodedata
with open(sys.argv[1], encoding="utf-8") as f:
    lines = f.read().splitlines()
non_ascii = sum(not line.isascii() for line in lines)
rtl = sum(any(unicodedata.bidirectional(c) in ("R", "AL") for c in line) for line in lines)
size = sum(len(line.encode()) for line in lines) / len(lines)
print(f"{len(lines)} literals, {non_ascii} non-ASCII, {rtl} with right-to-left letters, {size:.0f} bytes on average")
PYTHON
}
load() { echo "(machine load: $(cut -d" " -f1-3 /proc/loadavg))"; }
# A label as a file and directory name: "fluent-uri 0.4.1" -> fluent-uri_0_4_1.
slug() { echo "${1// /_}" | tr . _; }

# A bin crate on one dependency, its own workspace, its lock generated and
# its sources fetched once (the only step that needs the registry).
prepare_peers() {
    local label dependency expression dir
    while IFS='|' read -r label dependency expression; do
        dir="$work/peer-$(slug "$label")"
        [[ -d $dir ]] && continue
        mkdir -p "$dir/src"
        cat >"$dir/Cargo.toml" <<TOML
[package]
name = "on_$(slug "$label" | tr - _)"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
$dependency

[workspace]
TOML
        cat >"$dir/src/main.rs" <<RUST
//! Generated by scripts/compile-time.sh: a bin crate on one dependency.
fn main() {
    let text = std::env::args().nth(1).unwrap_or_else(|| "https://example.org/a?b#c".to_owned());
    println!("{}", $expression);
}
RUST
        (cd "$dir" && cargo generate-lockfile -q && cargo fetch -q)
    done < <(peer_table)
}

# A clean build as cargo builds a crates.io user's dependencies (as the
# peers section times it).
clean_build() { # DIR PROFILE [cargo options]
    local dir="$1" profile="$2"
    shift 2
    local -a flags=()
    [[ $profile == release ]] && flags=(--release)
    rm -rf "$work/peer-target"
    (cd "$dir" && CARGO_INCREMENTAL=0 CARGO_TARGET_DIR="$work/peer-target" \
        cargo build -q -j 2 --offline --locked "${flags[@]}" "$@")
}

section_peers() {
    echo "== clean builds of a bin crate on each dependency (CARGO_INCREMENTAL=0, -j 2), $runs runs interleaved"
    echo "   $(load)"
    prepare_peers
    local -a labels=()
    local label profile
    local -a flags
    while IFS='|' read -r label _; do labels+=("$label"); done < <(peer_table)
    for run in $(seq 1 "$runs"); do
        echo "-- run $run"
        for profile in dev release; do
            flags=()
            [[ $profile == release ]] && flags=(--release)
            for label in "${labels[@]}"; do
                rm -rf "$work/peer-target"
                CARGO_INCREMENTAL=0 CARGO_TARGET_DIR="$work/peer-target" \
                    record "peer-$(slug "$label")-$profile" "$work/peer-$(slug "$label")" \
                    cargo build -q -j 2 --offline --locked "${flags[@]}"
            done
        done
    done
    echo "   $(load)"
    echo
    echo "| dependency | dev wall | dev cpu | release wall | release cpu |"
    echo "|---|---:|---:|---:|---:|"
    local t
    for label in "${labels[@]}"; do
        t="$work/times/peer-$(slug "$label")"
        echo "| $label | $(stats "$t-dev.wall") | $(stats "$t-dev.cpu") | $(stats "$t-release.wall") | $(stats "$t-release.cpu") |"
    done
    echo
    echo "| ratio of the medians | dev wall | dev cpu | release wall | release cpu |"
    echo "|---|---:|---:|---:|---:|"
    local pair a b
    for pair in "${peer_ratios[@]}"; do
        a="$work/times/peer-$(slug "${pair%|*}")"
        b="$work/times/peer-$(slug "${pair#*|}")"
        echo "| ${pair%|*} / ${pair#*|} | $(ratio "$a-dev.wall" "$b-dev.wall") | $(ratio "$a-dev.cpu" "$b-dev.cpu") | $(ratio "$a-release.wall" "$b-release.wall") | $(ratio "$a-release.cpu" "$b-release.cpu") |"
    done
    echo
}

section_timings() {
    prepare_peers
    local label profile
    for label in "${timings_of[@]}"; do
        for profile in dev release; do
            echo "== cargo build --timings, clean, of the crate on $label ($profile, CARGO_INCREMENTAL=0, -j 2) $(load)"
            clean_build "$work/peer-$(slug "$label")" "$profile" --timings
            "$checkout/scripts/cargo-timing-units.py" "$work/peer-target/cargo-timings/cargo-timing.html" \
                "clean $profile build of a bin crate on $label"
            echo
        done
    done
}

# The mixed corpus' literals: $work/mixed-clean.txt (the first 1,000 that
# `iri!` accepts without a finding) and $work/mixed-found.txt (the first
# 1,000 that it accepts, findings or not).
mixed_literals() {
    local gen="$work/mixed-gen"
    mkdir -p "$gen/src"
    cat >"$gen/Cargo.toml" <<TOML
[package]
name = "mixed_literals"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
iri-corpus = { path = "$repo/iri-corpus" }

[workspace]
TOML
    cat >"$gen/src/main.rs" <<RUST
//! Generated by scripts/compile-time.sh: prints the distinct references of
//! the benches' mixed corpus that start with a scheme and can be written as
//! they are in a Rust string literal (no '"', '\\\\' or control character),
//! in the corpus' order.
use iri_corpus::corpus;

fn main() {
    let mut seen = std::collections::HashSet::new();
    // The seed of the benches' mixed corpus (iri-core/benches/support/peers.rs).
    for text in corpus::generate(8_000, 0xBE7C_0001, corpus::Mix::Mixed) {
        let scheme = text.split_once(':').map_or("", |(scheme, _)| scheme);
        let absolute = scheme.starts_with(|c: char| c.is_ascii_alphabetic())
            && scheme.chars().all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c));
        let writable = !text.chars().any(|c| c.is_control() || c == '"' || c == '\\\\');
        if absolute && writable && seen.insert(text.clone()) {
            println!("{text}");
        }
    }
}
RUST
    (cd "$gen" && CARGO_TARGET_DIR="$work/gen-target" cargo run -q --offline) >"$work/candidates.txt"
    # The lines of a crate's src/lib.rs that hold a diagnostic of LEVEL,
    # from cargo's JSON messages.
    lines_of() { # LEVEL < messages
        jq -r --arg level "$1" 'select(.reason == "compiler-message") | .message
            | select(.level == $level) | .spans[]
            | select(.is_primary and .file_name == "src/lib.rs") | .line_start' | sort -un
    }
    # One `iri!` a line after the crate's two header lines (no deny).
    local judge="$work/mixed-judge" errors warnings
    write_user_crate "$judge" "$repo" iri "$work/candidates.txt" allow
    # The refused literals fail the check: their errors are what it is for.
    (cd "$judge" && { CARGO_TARGET_DIR="$work/gen-target" cargo check -q --offline --message-format=json 2>/dev/null || true; }) >"$work/judge-1.json"
    errors="$(lines_of error <"$work/judge-1.json" | awk '{print $1 - 2}')"
    # The candidates that iri! accepts, then a check of them alone: the
    # warnings of a crate that builds.
    awk -v bad="$errors" 'BEGIN { n = split(bad, b, "\n"); for (i = 1; i <= n; i++) skip[b[i]] = 1 }
        !(NR in skip)' "$work/candidates.txt" >"$work/accepted.txt"
    write_user_crate "$judge" "$repo" iri "$work/accepted.txt" allow
    if ! (cd "$judge" && CARGO_TARGET_DIR="$work/gen-target" cargo check -q --offline --message-format=json 2>/dev/null) >"$work/judge-2.json"; then
        echo "compile-time.sh: the accepted mixed-corpus literals do not build:" >&2
        (cd "$judge" && CARGO_TARGET_DIR="$work/gen-target" cargo check --offline 2>&1 | head -n 40) >&2
        exit 1
    fi
    warnings="$(lines_of warning <"$work/judge-2.json" | awk '{print $1 - 2}')"
    awk -v found="$warnings" 'BEGIN { n = split(found, f, "\n"); for (i = 1; i <= n; i++) warned[f[i]] = 1 }
        !(FNR in warned) && ++kept <= 1000' "$work/accepted.txt" >"$work/mixed-clean.txt"
    head -n 1000 "$work/accepted.txt" >"$work/mixed-found.txt"
    local with_findings in_all
    with_findings="$(echo "$warnings" | awk '$1 >= 1 && $1 <= 1000' | wc -l)"
    in_all="$(jq -r 'select(.reason == "compiler-message") | .message | select(.level == "warning")
        | select(any(.spans[]; .is_primary and .file_name == "src/lib.rs")) | .level' "$work/judge-2.json" | wc -l)"
    if [[ $(wc -l <"$work/mixed-clean.txt") -lt 1000 || $(wc -l <"$work/mixed-found.txt") -lt 1000 ]]; then
        echo "compile-time.sh: fewer than 1,000 mixed-corpus literals (generate more references)" >&2
        exit 1
    fi
    echo "   mixed corpus: $(wc -l <"$work/candidates.txt") distinct candidates, $(echo "$errors" | grep -c . || true) refused by iri!," \
        "$(echo "$warnings" | grep -c . || true) accepted with warnings ($in_all warnings);" \
        "the 1,000 as given hold $with_findings literals with warnings"
    echo "   short ASCII: $(describe "$work/short.txt")"
    echo "   mixed corpus without findings: $(describe "$work/mixed-clean.txt")"
    echo "   mixed corpus as given: $(describe "$work/mixed-found.txt")"
}

section_literals() {
    echo "== the literals: the user crate alone, its dependencies built"
    # The expansions' module, named after the release (iri-macros/src/path.rs).
    local version
    version="$(sed -n 's/^version = "\(.*\)"$/\1/p' "$checkout/Cargo.toml" | head -n 1)"
    export PRIVATE="::iri_kit::__private::v${version//[.+-]/_}"
    short_literals clean >"$work/short.txt"
    short_literals warned >"$work/warned.txt"
    mixed_literals
    # name kind literals warnings
    local -a crates=(
        "iri_user iri short deny"
        "plain_user plain short deny"
        "expanded_user expanded short deny"
        "warned_user iri warned allow"
        "template_user template short deny"
        "mixed_iri iri mixed-clean deny"
        "mixed_plain plain mixed-clean deny"
        "found_iri iri mixed-found allow"
        "found_plain plain mixed-found deny"
    )
    local spec name kind literals warnings first second label
    echo "-- prebuilding the dependencies"
    for spec in "${crates[@]}"; do
        read -r name kind literals warnings <<<"$spec"
        write_user_crate "$work/$name" "$repo" "$kind" "$work/$literals.txt" "$warnings"
        (cd "$work/$name" && CARGO_TARGET_DIR="$work/template-$name" cargo build -q --offline 2>/dev/null \
            && cargo clean -q -p "$name" --target-dir "$work/template-$name")
    done
    echo "-- user crate builds, interleaved, $runs runs each $(load)"
    for run in $(seq 1 "$runs"); do
        echo "-- run $run"
        for spec in "${crates[@]}"; do
            read -r name _ <<<"$spec"
            rm -rf "$work/target"
            cp -a "$work/template-$name" "$work/target"
            CARGO_TARGET_DIR="$work/target" record "$name" "$work/$name" cargo build -q --offline
        done
    done
    echo "   $(load)"
    echo
    local t="$work/times"
    echo "| user crate | wall | cpu |"
    echo "|---|---:|---:|"
    for spec in \
        "iri_user|1,000 short ASCII iri!" "plain_user|the same 1,000 as &str" \
        "expanded_user|the same 1,000 as hand-written expansions" \
        "warned_user|1,000 short iri! with a warning each" \
        "template_user|1,000 short iri_template!" \
        "mixed_iri|1,000 mixed-corpus iri! without findings" "mixed_plain|the same 1,000 as &str" \
        "found_iri|1,000 mixed-corpus iri! as given (with findings)" "found_plain|the same 1,000 as &str"; do
        echo "| ${spec#*|} | $(stats "$t/${spec%%|*}.wall") | $(stats "$t/${spec%%|*}.cpu") |"
    done
    echo
    echo "| ratio of the medians | wall | cpu |"
    echo "|---|---:|---:|"
    for spec in \
        "iri_user plain_user short ASCII: iri! / &str" \
        "expanded_user plain_user short ASCII: hand-written expansions / &str" \
        "warned_user plain_user short ASCII: iri! with a warning each / &str" \
        "template_user iri_user short ASCII: iri_template! / iri!" \
        "mixed_iri mixed_plain mixed corpus without findings: iri! / &str" \
        "found_iri found_plain mixed corpus with findings: iri! / &str"; do
        read -r first second label <<<"$spec"
        echo "| $label | $(ratio "$t/$first.wall" "$t/$second.wall") | $(ratio "$t/$first.cpu" "$t/$second.cpu") |"
    done
    echo
    awk -v i="$(median <"$t/iri_user.wall")" -v e="$(median <"$t/expanded_user.wall")" \
        -v ic="$(median <"$t/iri_user.cpu")" -v ec="$(median <"$t/expanded_user.cpu")" \
        'BEGIN { printf "the macro'"'"'s cost per literal ((iri! - expansions) / 1,000): %.3f ms wall, %.3f ms cpu\n", i - e, ic - ec }'
    echo "(the machine may be shared: compare ratios, not times)"
    echo
}

section_tree() {
    echo "== clean build of iri-macros and its dependency tree, $runs runs, interleaved with --no-default-features"
    # In the copy's workspace, where iri-macros is a member (features need one).
    local variant
    local -a flags
    for run in $(seq 1 "$runs"); do
        echo "-- run $run"
        for variant in tree tree-nodefault; do
            rm -rf "$work/clean-target"
            flags=()
            [[ $variant == tree-nodefault ]] && flags=(--no-default-features)
            CARGO_TARGET_DIR="$work/clean-target" record "$variant" "$repo" cargo build -q --offline -p iri-macros "${flags[@]}"
        done
    done
    echo "median: clean build of iri-macros' tree $(stats "$work/times/tree.wall"), cpu $(stats "$work/times/tree.cpu")"
    echo "median: the same without default features (no nfc) $(stats "$work/times/tree-nodefault.wall"), cpu $(stats "$work/times/tree-nodefault.cpu")"
    rm -rf "$work/clean-target"
    CARGO_TARGET_DIR="$work/clean-target" record tree-idna "$repo" cargo build -q --offline -p iri-macros --features idna
    echo "   $(load); cpu time over the 2 cores is the build's time on an idle machine, roughly"
}

for section in peers timings literals tree; do
    if wants "$section"; then
        "section_$section"
    fi
done
