#!/usr/bin/env bash
# `npm test`: everything CI checks, in one run, on a fresh clone or a working checkout.
#
#   lock check → install → system deps → typecheck → lint → unit+web tests → server tests on SQLite
#   → server tests on a throwaway PostgreSQL → build → web byte budgets → Playwright end-to-end
#
# Every step runs even when an earlier one failed (except what cannot run without it), so one
# run shows every problem. Each vitest/Playwright run writes a JSON report; the last line printed
# is the sum over all of them, "N passed, N failed[, N skipped]", and the exit code is non-zero
# when any step failed.
#
# GALLA_TEST_REPORTS=<dir> keeps the JSON reports there (default: a temp dir, removed at the end).
# GALLA_SKIP_INSTALL=1 skips the dependency check (see scripts/ensure-install.mjs).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

if [ -n "${GALLA_TEST_REPORTS:-}" ]; then
  reports=$GALLA_TEST_REPORTS
  mkdir -p "$reports"
  keep_reports=1
else
  reports=$(mktemp -d -t galla-reports.XXXXXX)
  keep_reports=0
fi
# Each test run below writes one of these; a run that never happened counts as a failure.
expected_reports=(unit-web.json server-sqlite.json server-postgres.json e2e.json)
failed_steps=()
pg_dir=""

finish() {
  local rc=$?
  trap - EXIT
  if [ -n "$pg_dir" ]; then bash scripts/pg-cluster.sh stop "$pg_dir" || true; fi
  echo
  if [ ${#failed_steps[@]} -gt 0 ]; then
    echo "Failed steps: ${failed_steps[*]}"
    rc=1
  fi
  node scripts/test-summary.mjs "$reports" "${expected_reports[@]}" || rc=1
  [ "$keep_reports" = 1 ] || rm -rf "$reports"
  exit "$rc"
}
trap finish EXIT
# On Ctrl-C or a CI timeout, still stop PostgreSQL and print the summary.
trap 'exit 130' INT TERM

# run_step <name> <command...>: runs the command, records a failure without stopping the script.
# (errexit does not apply inside a command run as an `if` condition, so step functions below
# chain their commands with && or check them explicitly.)
run_step() {
  local name=$1 started=$SECONDS
  shift
  printf '\n==> %s\n' "$name"
  if "$@"; then
    echo "--- $name: ok ($((SECONDS - started)) s)"
  else
    echo "--- $name: FAILED ($((SECONDS - started)) s)"
    failed_steps+=("$name")
    return 1
  fi
}

# vitest_run <report-name> <vitest args...>
vitest_run() {
  local report=$1
  shift
  vitest run "$@" --reporter=default --reporter=json --outputFile="$reports/$report.json"
}

apt_updated=0
apt_install() {
  if [ "$(id -u)" -ne 0 ]; then
    echo "Cannot install $* without root: install it and run again." >&2
    return 1
  fi
  if [ "$apt_updated" = 0 ]; then
    apt-get update && apt_updated=1 || return 1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y "$@"
}

system_deps() {
  local ok=0
  if [ ! -x /usr/bin/chromium ]; then
    echo "Installing Chromium (/usr/bin/chromium is missing; Playwright must not download a browser)"
    apt_install chromium || ok=1
  fi
  if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
    echo "Installing the PostgreSQL server (no initdb under /usr/lib/postgresql/*/bin)"
    apt_install postgresql || ok=1
  fi
  [ "$ok" = 0 ] && echo "Chromium and PostgreSQL are present"
  return "$ok"
}

typecheck() {
  npm run typecheck && tsc -p apps/server/bench
}

server_sqlite() {
  GALLA_TEST_DB=sqlite vitest_run server-sqlite --project server
}

server_postgres() {
  local url rc
  pg_dir=$(mktemp -d -t galla-pg.XXXXXX) || return 1
  url=$(bash scripts/pg-cluster.sh start "$pg_dir") || return 1
  echo "Throwaway PostgreSQL at $url"
  GALLA_TEST_DB=postgres GALLA_TEST_PG_URL=$url vitest_run server-postgres --project server
  rc=$?
  bash scripts/pg-cluster.sh stop "$pg_dir"
  pg_dir=""
  return "$rc"
}

e2e() {
  GALLA_E2E_JSON="$reports/e2e.json" playwright test -c apps/web/playwright.config.ts
}

# A lock that only installs on the machine that made it must not go green: checked first, by a dry run
# of `npm ci`, even when node_modules is already installed.
if ! run_step "lock matches package.json" node scripts/ensure-install.mjs --check-lock; then
  exit 1
fi
if ! run_step install node scripts/ensure-install.mjs; then
  exit 1 # nothing below can run without dependencies
fi
run_step "system deps" system_deps || true
run_step typecheck typecheck || true
run_step lint biome check . || true
run_step "unit+web tests" vitest_run unit-web --project unit --project web || true
run_step "server tests (SQLite)" server_sqlite || true
run_step "server tests (PostgreSQL)" server_postgres || true
if run_step build npm run build; then
  run_step "web byte budgets" node --import tsx scripts/check-web-budgets.ts || true
  run_step e2e e2e || true
fi
