#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests and the bench.
#
#   scripts/pg-cluster.sh start <dir>   # initdb into <dir>, start, print the admin URL on stdout
#   scripts/pg-cluster.sh stop <dir>    # stop the cluster and remove <dir>
#
# The cluster listens only on 127.0.0.1 (a free port) with trust auth there: the server test
# harness connects as `postgres` without a password and creates one database per test app.
# Durability is switched off because the data is thrown away (GALLA_PG_DURABLE=1 keeps fsync and
# synchronous commit on, for the bench's PostgreSQL figures); max_connections is high because
# every test app holds its own small pool.
set -euo pipefail

usage() { echo "usage: $0 start|stop <dir>" >&2; exit 2; }
[ $# -eq 2 ] || usage
cmd=$1
dir=$2

pg_bin() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    echo "pg-cluster: no PostgreSQL server found under /usr/lib/postgresql/*/bin" >&2
    exit 1
  fi
  echo "$bin"
}

# PostgreSQL refuses to run as root; as root we run it as the `postgres` user instead.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close();});"
}

start() {
  local bin port
  bin=$(pg_bin)
  mkdir -p "$dir"
  [ "$(id -u)" -eq 0 ] && chown postgres: "$dir"
  chmod 700 "$dir"

  as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    exit 1
  }
  # Trust on the loopback only; the socket lives inside <dir>, so nothing else can reach it.
  cat >"$dir/data/pg_hba.conf" <<'HBA'
local all all trust
host  all all 127.0.0.1/32 trust
HBA

  local durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  [ "${GALLA_PG_DURABLE:-}" = 1 ] && durability=""

  # The free port can be taken between the probe and the start; try a few times.
  local attempt
  for attempt in 1 2 3 4 5; do
    port=$(free_port)
    if as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start -o "\
 -c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir\
 -c max_connections=200 -c shared_buffers=128MB $durability" >/dev/null; then
      echo "$port" >"$dir/port"
      echo "postgres://postgres@127.0.0.1:$port/postgres"
      return 0
    fi
    echo "pg-cluster: start on port $port failed (attempt $attempt)" >&2
  done
  tail -n 20 "$dir/server.log" >&2 || true
  exit 1
}

stop() {
  [ -d "$dir" ] || return 0
  if [ -f "$dir/data/postmaster.pid" ]; then
    # immediate: no checkpoint, the data is about to be deleted anyway
    as_pg "$(pg_bin)/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
}

case "$cmd" in
  start) start ;;
  stop) stop ;;
  *) usage ;;
esac
