#!/usr/bin/env bash
# The guard against silent slowdowns: counts the instructions per item of
# the hot paths (callgrind, through the instruction-count driver of the
# crate that each measures: iri-core/benches/instructions.rs for the grammar,
# the typed parse and resolution, iri-checker/benches/instructions.rs for
# parse + check) and compares them with the committed baseline of that
# crate, CRATE/benches/baseline.txt.
#
#   scripts/instruction-guard.sh            measure, compare, fail when an item
#                                           is more than 10 % above its baseline
#   scripts/instruction-guard.sh --record   measure and write the baseline
#
# Instruction counts do not move with the machine's load, but they move with
# the compiler: the baseline names the rustc it was recorded with, and the
# guard refuses to compare on another one (record new baselines with it, and
# say why in the commit). Raising a baseline is a commit that changes the
# file and says why. About two minutes: a release build of each driver, then
# one callgrind run per item.
set -euo pipefail
cd "$(dirname "$0")/.."

# The tolerance, in percent above the baseline.
tolerance="${IRI_GUARD_TOLERANCE:-10}"
# The crates with a driver, and the cargo flags each is built with:
# iri-checker without its default features (the optional rule sets, nfc and
# bidi, off), as its counts were first recorded from iri-core's benchmarks.
crates=(iri-core iri-checker)
declare -A flags=([iri-core]="" [iri-checker]="--no-default-features")
# The items: crate, corpus and what runs over it (see each driver's
# documentation).
items=(
    "iri-core parse-mixed grammar" "iri-core parse-mixed ours" "iri-checker parse-mixed checked"
    "iri-core parse-ascii grammar" "iri-core parse-ascii ours" "iri-checker parse-ascii checked"
    "iri-core parse-debian grammar" "iri-core parse-debian ours" "iri-checker parse-debian checked"
    "iri-core resolve ours" "iri-core resolve ours-into"
)
baseline() { echo "$1/benches/baseline.txt"; }

record=false
case "${1:-}" in
    --record) record=true ;;
    "") ;;
    *) echo "usage: $0 [--record]" >&2; exit 2 ;;
esac

if ! command -v valgrind >/dev/null 2>&1; then
    echo "instruction guard: valgrind is not installed (apt-get install valgrind)" >&2
    exit 2
fi

toolchain="$(rustc --version)"
if ! $record; then
    for crate in "${crates[@]}"; do
        file="$(baseline "$crate")"
        if [[ ! -f $file ]]; then
            echo "instruction guard: no baseline ($file): run $0 --record" >&2
            exit 1
        fi
        recorded="$(sed -n 's/^# toolchain: //p' "$file")"
        if [[ $recorded != "$toolchain" ]]; then
            cat >&2 <<EOF
instruction guard: refusing to compare: the baseline $file was recorded with
    $recorded
and this checkout builds with
    $toolchain
Instruction counts move with the compiler, so the counts would not say
whether the code got slower. Record baselines with this toolchain
($0 --record) and commit them, saying why.
EOF
            exit 1
        fi
    done
fi

# Build each driver (the bench profile, as `cargo bench` builds it) and find it.
declare -A driver
for crate in "${crates[@]}"; do
    # shellcheck disable=SC2086 # the flags are words
    driver[$crate]="$(cargo bench -p "$crate" ${flags[$crate]} --bench instructions --no-run --message-format=json 2>/dev/null \
        | grep -o '"executable":"[^"]*instructions-[^"]*"' | tail -n 1 | cut -d'"' -f4)"
    if [[ -z ${driver[$crate]} || ! -x ${driver[$crate]} ]]; then
        echo "instruction guard: the driver of $crate did not build:" >&2
        # shellcheck disable=SC2086
        cargo bench -p "$crate" ${flags[$crate]} --bench instructions --no-run >&2
        exit 2
    fi
done

# Instructions per item of one crate's corpus and subject, to one decimal.
count() {
    local crate=$1
    shift
    local out
    out="$(mktemp)"
    local items_run
    items_run="$(valgrind --tool=callgrind --toggle-collect='*measured*' \
        --callgrind-out-file="$out" "${driver[$crate]}" "$@" 2>/dev/null)"
    local total
    total="$(sed -n 's/^totals: //p;s/^summary: //p' "$out" | head -n 1)"
    rm -f "$out"
    # No instruction counted (the driver's `measured` not found) or no item
    # run: the measurement failed, which must not read as a fast item.
    if ! [[ $total =~ ^[0-9]+$ && $total -gt 0 && $items_run =~ ^[0-9]+$ && $items_run -gt 0 ]]; then
        echo "instruction guard: measuring '$*' failed (counted '${total}' instructions over '${items_run}' items)" >&2
        return 1
    fi
    awk -v t="$total" -v n="$items_run" 'BEGIN { printf "%.1f", t / n }'
}

declare -A measured
for item in "${items[@]}"; do
    # shellcheck disable=SC2086 # three words: crate, corpus and subject
    if ! measured[$item]="$(count $item)"; then
        exit 2
    fi
done

# The key of an item in its crate's baseline: corpus/subject.
key() {
    local rest=${1#* }
    echo "${rest/ //}"
}

if $record; then
    for crate in "${crates[@]}"; do
        file="$(baseline "$crate")"
        {
            echo "# Instructions per item (callgrind) of the hot paths of $crate, for"
            echo "# scripts/instruction-guard.sh: .ci/run fails when an item is more than"
            echo "# 10 % above its count here. Raising a count is a commit that changes"
            echo "# this file and says why. Recorded with:"
            echo "# toolchain: $toolchain"
            echo "# valgrind: $(valgrind --version)"
            for item in "${items[@]}"; do
                if [[ ${item%% *} == "$crate" ]]; then
                    echo "$(key "$item") ${measured[$item]}"
                fi
            done
        } >"$file"
        echo "instruction guard: recorded $file"
        cat "$file"
    done
    exit 0
fi

failed=0
printf '%-40s %12s %12s %8s\n' item baseline measured change
for item in "${items[@]}"; do
    crate=${item%% *}
    file="$(baseline "$crate")"
    key="$(key "$item")"
    base="$(awk -v k="$key" '$1 == k { print $2 }' "$file")"
    now="${measured[$item]}"
    if [[ -z $base ]]; then
        printf '%-40s %12s %12s %8s\n' "$crate $key" "-" "$now" "new"
        echo "instruction guard: $key has no baseline in $file: record one ($0 --record)" >&2
        failed=1
        continue
    fi
    verdict="$(awk -v b="$base" -v m="$now" -v t="$tolerance" \
        'BEGIN { c = (m / b - 1) * 100; printf "%+.1f%% %s", c, (c > t ? "FAIL" : "ok") }')"
    printf '%-40s %12s %12s %8s\n' "$crate $key" "$base" "$now" "$verdict"
    if [[ $verdict == *FAIL ]]; then
        failed=1
    fi
done
if ((failed)); then
    echo "instruction guard: an item is more than ${tolerance} % above its baseline (CRATE/benches/baseline.txt)." >&2
    echo "Find the change that slowed it, or raise the baseline in a commit that says why." >&2
    exit 1
fi
echo "instruction guard: every item within ${tolerance} % of its baseline"
