#!/usr/bin/env bash
# The guard against silent slowdowns: counts the instructions per item of
# the hot paths (callgrind, through iri-core/benches/instructions.rs) and
# compares them with the committed baseline, iri-core/benches/baseline.txt.
#
#   scripts/instruction-guard.sh            measure, compare, fail when an item
#                                           is more than 10 % above its baseline
#   scripts/instruction-guard.sh --record   measure and write the baseline
#
# Instruction counts do not move with the machine's load, but they move with
# the compiler: the baseline names the rustc it was recorded with, and the
# guard refuses to compare on another one (record a new baseline with it, and
# say why in the commit). Raising the baseline is a commit that changes the
# file and says why. About two minutes: a release build of the driver, then
# one callgrind run per item.
set -euo pipefail
cd "$(dirname "$0")/.."

baseline=iri-core/benches/baseline.txt
# The tolerance, in percent above the baseline.
tolerance="${IRI_GUARD_TOLERANCE:-10}"
# The items: corpus and what runs over it (see the driver's documentation).
items=(
    "parse-mixed grammar" "parse-mixed ours" "parse-mixed checked"
    "parse-ascii grammar" "parse-ascii ours" "parse-ascii checked"
    "parse-debian grammar" "parse-debian ours" "parse-debian checked"
    "resolve ours" "resolve ours-into"
)

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
    if [[ ! -f $baseline ]]; then
        echo "instruction guard: no baseline ($baseline): run $0 --record" >&2
        exit 1
    fi
    recorded="$(sed -n 's/^# toolchain: //p' "$baseline")"
    if [[ $recorded != "$toolchain" ]]; then
        cat >&2 <<EOF
instruction guard: refusing to compare: the baseline was recorded with
    $recorded
and this checkout builds with
    $toolchain
Instruction counts move with the compiler, so the counts would not say
whether the code got slower. Record a baseline with this toolchain
($0 --record) and commit it, saying why.
EOF
        exit 1
    fi
fi

# Build the driver (the bench profile, as `cargo bench` builds it) and find it.
driver="$(cargo bench -p iri-core --bench instructions --no-run --message-format=json 2>/dev/null \
    | grep -o '"executable":"[^"]*instructions-[^"]*"' | tail -n 1 | cut -d'"' -f4)"
if [[ -z $driver || ! -x $driver ]]; then
    echo "instruction guard: the driver did not build:" >&2
    cargo bench -p iri-core --bench instructions --no-run >&2
    exit 2
fi

# Instructions per item of one corpus and subject, to one decimal.
count() {
    local out
    out="$(mktemp)"
    local items_run
    items_run="$(valgrind --tool=callgrind --toggle-collect='*measured*' \
        --callgrind-out-file="$out" "$driver" "$@" 2>/dev/null)"
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
    # shellcheck disable=SC2086 # two words: corpus and subject
    if ! measured[$item]="$(count $item)"; then
        exit 2
    fi
done

if $record; then
    {
        echo "# Instructions per item (callgrind) of the hot paths, for"
        echo "# scripts/instruction-guard.sh: .ci/run fails when an item is more than"
        echo "# 10 % above its count here. Raising a count is a commit that changes"
        echo "# this file and says why. Recorded with:"
        echo "# toolchain: $toolchain"
        echo "# valgrind: $(valgrind --version)"
        for item in "${items[@]}"; do
            echo "${item/ //} ${measured[$item]}"
        done
    } >"$baseline"
    echo "instruction guard: recorded $baseline"
    cat "$baseline"
    exit 0
fi

failed=0
printf '%-28s %12s %12s %8s\n' item baseline measured change
for item in "${items[@]}"; do
    key="${item/ //}"
    base="$(awk -v k="$key" '$1 == k { print $2 }' "$baseline")"
    now="${measured[$item]}"
    if [[ -z $base ]]; then
        printf '%-28s %12s %12s %8s\n' "$key" "-" "$now" "new"
        echo "instruction guard: $key has no baseline: record one ($0 --record)" >&2
        failed=1
        continue
    fi
    verdict="$(awk -v b="$base" -v m="$now" -v t="$tolerance" \
        'BEGIN { c = (m / b - 1) * 100; printf "%+.1f%% %s", c, (c > t ? "FAIL" : "ok") }')"
    printf '%-28s %12s %12s %8s\n' "$key" "$base" "$now" "$verdict"
    if [[ $verdict == *FAIL ]]; then
        failed=1
    fi
done
if ((failed)); then
    echo "instruction guard: an item is more than ${tolerance} % above its baseline ($baseline)." >&2
    echo "Find the change that slowed it, or raise the baseline in a commit that says why." >&2
    exit 1
fi
echo "instruction guard: every item within ${tolerance} % of its baseline"
