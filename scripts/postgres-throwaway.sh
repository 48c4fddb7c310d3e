#!/usr/bin/env bash
# A throwaway Postgres cluster for the database tests (tests/tests/postgres.rs).
#
#   scripts/postgres-throwaway.sh start DIR   create and start a cluster in DIR
#                                             (a new directory), print its URL
#   scripts/postgres-throwaway.sh stop DIR    stop it and remove DIR
#
# The cluster listens on 127.0.0.1 at a free port, trusts local connections
# (a test cluster, nothing else connects), and runs as an unprivileged user:
# `initdb` refuses root, so as root it runs as `postgres` (the Debian
# package's user) or `nobody`. Installs Debian's `postgresql` package when
# no `initdb` is found (apt-get; .ci/run's machines are Debian). About 5 s.
set -euo pipefail

command="${1:-}"
dir="${2:-}"
if [[ -z "$command" || -z "$dir" ]]; then
    echo "usage: $0 start|stop DIR" >&2
    exit 2
fi

# The server's programs: on PATH, or in Debian's versioned directory.
find_bin() {
    if command -v initdb >/dev/null 2>&1; then
        dirname "$(command -v initdb)"
        return
    fi
    local found
    found="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
    [[ -n "$found" ]] && echo "$found"
}

# Runs a command as the cluster's user.
as_owner() {
    if [[ "$(id -u)" -eq 0 ]]; then
        runuser -u "$owner" -- "$@"
    else
        "$@"
    fi
}

owner="$(id -un)"
if [[ "$(id -u)" -eq 0 ]]; then
    owner=nobody
    if id postgres >/dev/null 2>&1; then
        owner=postgres
    fi
fi

case "$command" in
start)
    bin="$(find_bin || true)"
    if [[ -z "$bin" ]]; then
        echo "postgres-throwaway: installing Debian's postgresql" >&2
        export DEBIAN_FRONTEND=noninteractive
        apt-get install -y -qq postgresql >/dev/null 2>&1 \
            || { apt-get update -qq && apt-get install -y -qq postgresql >/dev/null; }
        bin="$(find_bin)"
        # The package's user exists now.
        if [[ "$(id -u)" -eq 0 ]] && id postgres >/dev/null 2>&1; then
            owner=postgres
        fi
    fi
    mkdir -p "$dir"
    [[ "$(id -u)" -eq 0 ]] && chown "$owner" "$dir"
    # A free port, from the kernel.
    port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
    as_owner "$bin/initdb" -D "$dir/data" -U iri --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
        || { cat "$dir/initdb.log" >&2; exit 1; }
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/data/server.log" -w \
        -o "-h 127.0.0.1 -p $port -k $dir/data -c fsync=off" start >/dev/null \
        || { cat "$dir/data/server.log" >&2; exit 1; }
    echo "postgres://iri@127.0.0.1:$port/postgres"
    ;;
stop)
    bin="$(find_bin)"
    if [[ -d "$dir/data" ]]; then
        as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
*)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
