#!/usr/bin/env bash
# The guard against a heavier build: counts the LLVM IR lines (cargo
# llvm-lines) of the units a user's clean build compiles, and compares them
# with the committed baseline, scripts/build-weight-baseline.txt.
#
#   scripts/build-weight-guard.sh            measure, compare, fail when a unit
#                                            is more than 10 % above its baseline
#   scripts/build-weight-guard.sh --record   measure and write the baseline
#
# The units are the table `units` below. A user's crate depends on iri-kit
# with its default features; cargo builds iri-core for the program and for
# the proc macros (once, in a dev build, where the features agree), the
# checker and the template analysis for the macros, iri-macros, and the
# user's crate, in which the macros' expansions are compiled. The
# last unit is a crate of 1,000 `iri!` constants (the short literals of
# scripts/compile-time.sh) with one function that reads each once: it
# catches cost moved from the dependencies into every user's crate.
#
# Lines of LLVM IR, not seconds: a noisy machine cannot move them. Each
# function, each generic instantiation, is lines that codegen has to
# process, in dev builds and (before optimizing them) in release builds; the
# counts are of the dev profile, the IR as rustc hands it to LLVM (a release
# count is of IR already optimized, which moves with LLVM's inlining more
# than with the code). The counts move with the compiler, so the baseline
# names the rustc it was recorded with and the guard refuses to compare on
# another one (record a baseline with it, and say why in the commit).
# Raising the baseline is a commit that changes the file and says why.
#
# The measure runs in a copy of the crates (scripts/lib/user-crates.sh:
# iri-kit's path dependencies, without the workspace's profiles, which
# optimize iri-core in the tests, and with the checkout's Cargo.lock), so
# that the dependencies' versions are the lock's. Needs cargo-llvm-lines
# (`cargo install cargo-llvm-lines --locked`; .ci/run installs it) and
# python3. About half a minute on two cores: dev builds of the units and
# their dependencies, once.
# shellcheck source-path=SCRIPTDIR
set -euo pipefail
cd "$(dirname "$0")/.."
checkout="$PWD"
# shellcheck source=lib/user-crates.sh
source scripts/lib/user-crates.sh

baseline=scripts/build-weight-baseline.txt
# The tolerance, in percent above the baseline.
tolerance="${IRI_BUILD_GUARD_TOLERANCE:-10}"

# The units, a line each: a key (one word, as in the baseline), where cargo
# runs (`repo`: the copy's workspace; `user`: the generated user crate), and
# the arguments of `cargo llvm-lines` there (add --release for a release
# unit). {program-features:PKG} and {macro-features:PKG} stand for the
# features with which the user crate's build compiles PKG for the program
# and for the proc macros (`cargo tree` says which): the units are what a
# user's build compiles, whatever the crates' manifests come to say. To
# measure a new crate, add its line here and record the baseline.
units=(
    "iri-core         repo  -p iri-core --lib --no-default-features --features={program-features:iri-core}"
    "iri-core-macros  repo  -p iri-core --lib --no-default-features --features={macro-features:iri-core}"
    "iri-checker      repo  -p iri-checker --lib --no-default-features --features={macro-features:iri-checker}"
    "iri-template     repo  -p iri-template --lib --no-default-features --features={macro-features:iri-template}"
    "iri-macros       repo  -p iri-macros --lib --no-default-features --features={macro-features:iri-macros}"
    "user-1000-iri    user  --lib"
)

record=false
case "${1:-}" in
    --record) record=true ;;
    "") ;;
    *) echo "usage: $0 [--record]" >&2; exit 2 ;;
esac

for tool in cargo-llvm-lines python3; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        case "$tool" in
            cargo-llvm-lines) how="cargo install cargo-llvm-lines --locked" ;;
            *) how="apt-get install $tool" ;;
        esac
        echo "build-weight guard: $tool is not installed ($how)" >&2
        exit 2
    fi
done

toolchain="$(rustc --version)"
llvm_lines="$(cargo llvm-lines --version)"
if ! $record; then
    if [[ ! -f $baseline ]]; then
        echo "build-weight guard: no baseline ($baseline): run $0 --record" >&2
        exit 1
    fi
    recorded="$(sed -n 's/^# toolchain: //p' "$baseline")"
    if [[ $recorded != "$toolchain" ]]; then
        cat >&2 <<EOF
build-weight guard: refusing to compare: the baseline was recorded with
    $recorded
and this checkout builds with
    $toolchain
LLVM IR line counts move with the compiler (its standard library's
generics, its code generation), so the counts would not say whether the
build got heavier. Record a baseline with this toolchain ($0 --record)
and commit it, saying why.
EOF
        exit 1
    fi
    recorded_tool="$(sed -n 's/^# cargo-llvm-lines: //p' "$baseline")"
    if [[ $recorded_tool != "$llvm_lines" ]]; then
        echo "build-weight guard: note: the baseline was counted with $recorded_tool, this is $llvm_lines" >&2
    fi
fi

started=$SECONDS
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export CARGO_TARGET_DIR="$work/target"
copy_repo "$checkout" "$work/src"
short_literals clean >"$work/short.txt"
write_user_crate "$work/user" "$work/src" used "$work/short.txt"

# The features of each package in the user crate's build, as lines
# "program PKG FEATURES" and "macro PKG FEATURES": a package is the macros'
# when it is a proc macro or under one (cargo builds those for the host,
# with their own feature resolution).
(cd "$work/user" && cargo tree -q -e normal --prefix depth -f '{p}|{f}') | python3 -c '
import re, sys
host = []  # host[d]: whether the package at depth d is built for the macros
for line in sys.stdin:
    match = re.match(r"(\d+)(\S+) [^|]*\|(\S*)", line.rstrip("\n"))
    if not match:
        continue
    depth, name, features = int(match[1]), match[2], match[3]
    del host[depth:]
    is_host = (host[-1] if host else False) or "(proc-macro)" in line.split("|")[0]
    host.append(is_host)
    print("macro" if is_host else "program", name, features)
' | sort -u >"$work/features.txt"

# A unit's arguments with the placeholders replaced.
arguments() {
    local args="$1" placeholder role package found
    while [[ $args =~ \{(program|macro)-features:([A-Za-z0-9_-]+)\} ]]; do
        placeholder="${BASH_REMATCH[0]}"
        role="${BASH_REMATCH[1]}"
        package="${BASH_REMATCH[2]}"
        found="$(awk -v r="$role" -v p="$package" '$1 == r && $2 == p { print "found " $3; exit }' "$work/features.txt")"
        if [[ -z $found ]]; then
            echo "build-weight guard: the user crate's build compiles no $package for the ${role/macro/macros}:" \
                "fix the unit's line in $0. What it compiles:" >&2
            cat "$work/features.txt" >&2
            return 1
        fi
        found="${found#found}"
        args="${args/"$placeholder"/${found# }}"
    done
    echo "$args"
}

declare -A lines copies described
keys=()
for unit in "${units[@]}"; do
    read -r key where args <<<"$unit"
    keys+=("$key")
    args="$(arguments "$args")"
    case "$where" in
        repo) dir="$work/src" ;;
        user) dir="$work/user" ;;
        *) echo "build-weight guard: unit $key: unknown place '$where' (repo or user)" >&2; exit 2 ;;
    esac
    described[$key]="cargo llvm-lines $args ($where)"
    echo "-- $key: ${described[$key]}"
    # shellcheck disable=SC2086 # the arguments are words
    if ! (cd "$dir" && cargo llvm-lines $args >"$work/$key.txt" 2>"$work/$key.log"); then
        echo "build-weight guard: measuring $key failed:" >&2
        tail -n 40 "$work/$key.log" >&2
        exit 2
    fi
    total="$(awk '$NF == "(TOTAL)" { print $1, $2; exit }' "$work/$key.txt")"
    lines[$key]="${total% *}"
    copies[$key]="${total#* }"
    # No function counted: the measurement failed, which must not read as
    # a light build (a crate of constants alone has none: hence `used`).
    if ! [[ ${lines[$key]} =~ ^[0-9]+$ && ${lines[$key]} -gt 0 ]]; then
        echo "build-weight guard: $key: no LLVM IR line counted:" >&2
        head -n 20 "$work/$key.txt" >&2
        exit 2
    fi
done

if $record; then
    {
        echo "# LLVM IR lines (cargo llvm-lines, dev profile) of the units a user's"
        echo "# clean build compiles, for scripts/build-weight-guard.sh: .ci/run fails"
        echo "# when a unit is more than 10 % above its count here. Raising a count is"
        echo "# a commit that changes this file and says why. Recorded with:"
        echo "# toolchain: $toolchain"
        echo "# cargo-llvm-lines: $llvm_lines"
        # The last commit that changed more than the scripts.
        echo "# code of commit: $(git log -1 --format=%h -- . ':!scripts' 2>/dev/null || echo unknown)$(git diff --quiet HEAD -- . ':!scripts' 2>/dev/null || echo ' (with changes)')"
        echo "# unit lines copies (copies: the functions, each instantiation counted)"
        for key in "${keys[@]}"; do
            echo "$key ${lines[$key]} ${copies[$key]}"
        done
        echo "# measured as:"
        for key in "${keys[@]}"; do
            echo "#   $key: ${described[$key]}"
        done
    } >"$baseline"
    echo "build-weight guard: recorded $baseline ($((SECONDS - started)) s)"
    cat "$baseline"
    exit 0
fi

failed=()
lower=false
printf '%-18s %12s %12s %16s %10s\n' unit baseline measured change copies
for key in "${keys[@]}"; do
    base="$(awk -v k="$key" '$1 == k { print $2 }' "$baseline")"
    now="${lines[$key]}"
    if [[ -z $base ]]; then
        printf '%-18s %12s %12s %16s %10s\n' "$key" "-" "$now" "new" "${copies[$key]}"
        echo "build-weight guard: $key has no baseline: record one ($0 --record)" >&2
        failed+=("$key")
        continue
    fi
    verdict="$(awk -v b="$base" -v m="$now" -v t="$tolerance" \
        'BEGIN { c = (m / b - 1) * 100; printf "%+.1f%% %s", c, (c > t ? "FAIL" : (c < -t ? "lower" : "ok")) }')"
    printf '%-18s %12s %12s %16s %10s\n' "$key" "$base" "$now" "$verdict" "${copies[$key]}"
    if [[ $verdict == *FAIL ]]; then
        failed+=("$key")
    elif [[ $verdict == *lower ]]; then
        lower=true
    fi
done
echo "($((SECONDS - started)) s)"
if ((${#failed[@]})); then
    for key in "${failed[@]}"; do
        grep -q "^$key " "$baseline" || continue
        echo
        echo "$key, its largest functions (${described[$key]}):"
        head -n 13 "$work/$key.txt"
    done
    echo >&2
    echo "build-weight guard: ${failed[*]}: more than ${tolerance} % above the baseline ($baseline), or not in it." >&2
    echo "Find what made the build heavier (the largest functions above; cargo llvm-lines" >&2
    echo "in a checkout of both commits), or raise the baseline in a commit that says why." >&2
    exit 1
fi
echo "build-weight guard: every unit within ${tolerance} % of its baseline"
if $lower; then
    echo "(a unit is more than ${tolerance} % below its baseline: record a new one ($0 --record) to hold the gain)"
fi
