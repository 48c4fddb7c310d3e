#!/usr/bin/env python3
"""Prints the units of a `cargo build --timings` report: what a build compiled,
each unit with its target, its features and its time.

`cargo build --timings=json` needs a nightly cargo; the HTML report that
stable cargo writes (target/cargo-timings/cargo-timing.html) holds the same
data as a JavaScript constant, `const UNIT_DATA = [...];`, which this reads.

Usage:
  scripts/cargo-timing-units.py target/cargo-timings/cargo-timing.html [TITLE]

Prints a Markdown table, the longest unit first, then the sum of the units'
times and cargo's total (wall) time of the build. Needs Python 3 and nothing
else; scripts/compile-time.sh runs it on the clean builds of its user crate.
"""

import html
import json
import re
import sys


def field(report, name):
    """A row of the report's summary table ("Total time:" and the like)."""
    match = re.search(r"<td>" + re.escape(name) + r"</td><td>(.*?)</td>", report)
    return html.unescape(match.group(1)) if match else "?"


def target_name(unit):
    # Cargo writes "" for a library, ' NAME "bin"' for a binary, and
    # " build-script" or " build-script (run)" for a build script.
    target = unit.get("target", "").strip()
    if not target:
        return "lib"
    match = re.fullmatch(r'\S+ "(\w+)"', target)
    return match.group(1) if match else target


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as f:
        report = f.read()
    match = re.search(r"const UNIT_DATA = (\[.*?\]);\n", report, re.S)
    if not match:
        sys.exit(f"{sys.argv[1]}: no UNIT_DATA (not a cargo --timings report?)")
    units = json.loads(match.group(1))
    title = sys.argv[2] if len(sys.argv) == 3 else sys.argv[1]
    print(f"{title}: profile {field(report, 'Profile:')}, {len(units)} units, "
          f"total time {field(report, 'Total time:')}")
    print()
    print("| unit | target | features | time |")
    print("|---|---|---|---:|")
    for unit in sorted(units, key=lambda u: -u["duration"]):
        features = ",".join(unit.get("features") or []) or "-"
        print(f"| {unit['name']} {unit['version']} | {target_name(unit)} | {features} "
              f"| {unit['duration']:.2f} s |")
    print(f"| (sum of the units) | | | {sum(u['duration'] for u in units):.2f} s |")
    if field(report, "Profile:") == "release":
        print()
        print("(In release, proc macros and their dependencies build with the dev-like "
              "build-override profile: a unit listed twice with the same features is "
              "built once for the macros and once for the program.)")


if __name__ == "__main__":
    main()
