# shellcheck shell=bash
# Shared by scripts/compile-time.sh, scripts/build-weight-guard.sh and
# scripts/feature-cost.sh (sourced, not run): the copy of the repository's
# crates that they measure, the generated user crates of 1,000 literals, and
# `timed`, which times a command.

# strip_dev_dependencies MANIFEST
#
# Writes MANIFEST without its dev-dependency tables and without the feature
# entries that name a dev-dependency which is not also a dependency
# (`"iri-kit/serde"` in a feature, for doctests), as `cargo package` drops
# them from a published manifest.
strip_dev_dependencies() {
    python3 - "$1" <<'PY'
import re, sys, tomllib
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
manifest = tomllib.loads(text)
kept = set(manifest.get("dependencies", {})) | set(manifest.get("build-dependencies", {}))
for target in manifest.get("target", {}).values():
    kept |= set(target.get("dependencies", {})) | set(target.get("build-dependencies", {}))
dev = set(manifest.get("dev-dependencies", {}))
for target in manifest.get("target", {}).values():
    dev |= set(target.get("dev-dependencies", {}))
dropped = dev - kept
out, skip = [], False
for line in text.splitlines(keepends=True):
    if line.startswith("["):
        skip = re.match(r"^\[(target\..*\.)?dev-dependencies(\..*)?\]$", line.rstrip("\n")) is not None
    if skip:
        continue
    for name in dropped:
        line = re.sub(r',?\s*"%s\??/[^"]*"' % re.escape(name), "", line)
    out.append(line)
sys.stdout.write("".join(out))
PY
}

# copy_repo CHECKOUT DEST
#
# Copies into DEST the crates that iri-kit depends on (its path dependencies
# and theirs, found with `cargo metadata`, so that a crate the facade comes
# to depend on is copied without editing this list), with the checkout's
# Cargo.lock, and writes DEST/Cargo.toml: the workspace's manifest with those
# crates as its members and without its profiles (the workspace optimizes
# iri-core in its own test builds; a user's build does not). Each crate's
# manifest loses its dev-dependencies (a user's build has none of them, and
# some are workspace crates left out of the copy).
#
# A copy, so that edits in the checkout during a measurement do not make
# cargo rebuild the crates in the middle of it.
copy_repo() {
    local checkout="$1" dest="$2" dir
    local -a dirs
    mapfile -t dirs < <(cd "$checkout" && cargo metadata --format-version 1 --no-deps --offline \
        | python3 -c '
import json, os, sys
meta = json.load(sys.stdin)
root = meta["workspace_root"]
packages = {p["name"]: p for p in meta["packages"]}
todo, seen = ["iri-kit"], set()
while todo:
    name = todo.pop()
    if name in seen:
        continue
    seen.add(name)
    for dep in packages[name]["dependencies"]:
        # Normal and build dependencies, optional ones included (a feature
        # may ask for them); never the dev-dependencies.
        if dep.get("path") and dep["kind"] in (None, "build") and dep["name"] in packages:
            todo.append(dep["name"])
for name in sorted(seen):
    print(os.path.relpath(os.path.dirname(packages[name]["manifest_path"]), root))
')
    if [[ ${#dirs[@]} -eq 0 ]]; then
        echo "copy_repo: cargo metadata found no crate under iri-kit in $checkout" >&2
        return 1
    fi
    mkdir -p "$dest"
    cp -a "$checkout/Cargo.lock" "$dest/"
    for dir in "${dirs[@]}"; do
        mkdir -p "$dest/$(dirname "$dir")"
        cp -a "$checkout/$dir" "$dest/$dir"
        strip_dev_dependencies "$checkout/$dir/Cargo.toml" >"$dest/$dir/Cargo.toml"
    done
    local members
    members="$(printf '"%s", ' "${dirs[@]}")"
    sed -e '/^members/d' -e '/^default-members/d' -e '/^exclude/d' \
        -e "s/^\[workspace\]\$/[workspace]\nmembers = [${members%, }]/" \
        "$checkout/Cargo.toml" | awk '/^\[/ { skip = ($0 ~ /^\[profile/) } !skip' >"$dest/Cargo.toml"
}

# short_literals clean|warned
#
# The 1,000 short ASCII literals, one a line: absolute https IRIs with a
# port, a path, a query and a fragment, none with a finding of the default
# policy (`clean`). With `warned`, each carries a userinfo, which the scheme
# rules warn on for https (RFC 9110 deprecates it): one warning a literal.
short_literals() {
    local i
    for i in $(seq 0 999); do
        if [[ $1 == warned ]]; then
            echo "https://user$i@host$i.example.org:$((8000 + i % 1000))/a/b$i/c?q=$i&r=%20#frag$i"
        else
            echo "https://host$i.example.org:$((8000 + i % 1000))/a/b$i/c?q=$i&r=%20#frag$i"
        fi
    done
}

# write_user_crate DIR REPO KIND LITERALS [deny|allow] [DEPENDENCY]
#
# A library crate in DIR (its own workspace, with REPO's Cargo.lock) that
# depends on the copy's iri-kit (or on DEPENDENCY, a line of
# `[dependencies]`) and holds one constant a line of the file LITERALS:
#
#   iri       `pub const Cn: iri_kit::Iri<&str> = iri_kit::iri!("…");`
#   plain     `pub const Cn: &str = "…";`
#   template  `iri_kit::iri_template!` of the literal with its last path
#             segment and its query made expressions (`/c?q=…` becomes
#             `/{c}{?q,r}`: made for the short literals), with the facade's
#             `template` feature
#   expanded  the `iri!` expansion written by hand: one call of the private
#             module's const fn, the six offsets packed in one integer (a
#             placeholder, never read); PRIVATE (the module's path) must be
#             set
#   used      as `iri`, and a function that reads each constant once
#             (`texts()`, an array of their `as_str()`): a crate of
#             constants alone puts nothing into codegen, which is what
#             `cargo llvm-lines` counts
#
# `deny` (the default) puts `#![deny(warnings)]` at the top, so that a
# literal meant to be without findings fails the build loudly when a new
# checker rule finds something in it; `allow` leaves the warnings be.
write_user_crate() {
    local dir="$1" repo="$2" kind="$3" literals="$4" warnings="${5:-deny}"
    local dependency="${6:-}"
    if [[ -z $dependency && $kind == template ]]; then
        # The template values are in the facade's `template` feature.
        dependency="iri-kit = { path = \"$repo/iri-kit\", features = [\"template\"] }"
    elif [[ -z $dependency ]]; then
        dependency="iri-kit = { path = \"$repo/iri-kit\" }"
    fi
    local name
    name="$(basename "$dir" | tr -c 'a-z0-9_\n' _)"
    mkdir -p "$dir/src"
    cp "$repo/Cargo.lock" "$dir/Cargo.lock"
    cat >"$dir/Cargo.toml" <<TOML
[package]
name = "$name"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
$dependency

[workspace]
TOML
    python3 - "$kind" "$warnings" "$literals" "${PRIVATE:-}" >"$dir/src/lib.rs" <<'PYTHON'
import re, sys
kind, warnings, path, private = sys.argv[1:5]
with open(path, encoding="utf-8") as f:
    literals = f.read().splitlines()
print("//! Generated by scripts/lib/user-crates.sh.")
print("#![allow(dead_code)]")
if warnings == "deny":
    print("#![deny(warnings)]")
for i, text in enumerate(literals):
    # The literals hold no `"`, `\` or control character (the generators
    # see to it), so that each is written as it is, one a line.
    if kind in ("iri", "used"):
        print(f'pub const C{i}: iri_kit::Iri<&str> = iri_kit::iri!("{text}");')
    elif kind == "plain":
        print(f'pub const C{i}: &str = "{text}";')
    elif kind == "template":
        template = re.sub(r"/c\?q=[^#]*", "/{c}{?q,r}", text)
        print(f'pub const C{i}: iri_kit::template::Template<\'static> = iri_kit::iri_template!("{template}");')
    elif kind == "expanded":
        print(f'pub const C{i}: iri_kit::Iri<&str> = {private}::iri("{text}", 64373080382826531894813786117);')
    else:
        sys.exit(f"write_user_crate: unknown kind {kind}")
if kind == "used":
    print(f"pub fn texts() -> [&'static str; {len(literals)}] {{")
    print("    [" + ", ".join(f"C{i}.as_str()" for i in range(len(literals))) + "]")
    print("}")
PYTHON
}

# Runs a command, printing "WALL CPU": elapsed seconds, and the user +
# system seconds of the command and its children, to the millisecond
# (/usr/bin/time gives hundredths, too coarse for a user crate that builds
# in a tenth of a second). Its output is dropped (the warnings of the
# crates with findings), unless it fails.
timed() {
    python3 - "$@" <<'PYTHON'
import resource, subprocess, sys, tempfile, time
def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime
# What the children cost before the command (a launcher such as pyenv's
# shim runs some before it becomes this interpreter) is not the command's.
before = children_cpu()
with tempfile.TemporaryFile() as log:
    start = time.perf_counter()
    status = subprocess.run(sys.argv[1:], stdout=log, stderr=log).returncode
    wall = time.perf_counter() - start
    if status != 0:
        log.seek(0)
        tail = log.read().decode(errors="replace").splitlines()[-40:]
        sys.exit("failed: " + " ".join(sys.argv[1:]) + "\n" + "\n".join(tail))
print(f"{wall:.3f} {children_cpu() - before:.3f}")
PYTHON
}
