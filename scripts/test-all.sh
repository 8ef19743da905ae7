#!/usr/bin/env bash
# `npm test`: every test of the project, in the order CI needs them.
#   static checks (lint and typecheck side by side) → unit/machine/service/view/server tests (embedded PGlite, Node 20: the machines' own)
#   → server tests on Node 24 (scripts/with-node24.sh) against a private PostgreSQL 15
#   cluster (incl. the multi-instance test)
#   → Pact consumer run (writes contracts/pacts) → Pact provider verification against the
#   reference server on Node 24 (the deployment's runtime) → the same verification of dist-server/
#   on PostgreSQL with data unlike the demo, as a backend team verifies its deployment → production build → /sign-in and /doctor bundle budgets
#   → browser tests in Chromium against the real stack (Auth emulator + server + built console; then some
#     journeys again on the Vite dev server `npm start` uses: playwright.config.ts, project dev-server)
#   → the console's recorded /api requests of that run against the Pact files (a step; RECORDED_CONTRACTS_GATE=0: counts only).
# Every step runs even when an earlier one failed, so one run shows everything; the exit
# code is non-zero when any step failed. The last line is the total, e.g. 'total: 812 passed, 0 failed'.
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CI="${CI:-}"
rm -rf .tmp/reports && mkdir -p .tmp/reports
failures=0
failed_steps=.tmp/failed-steps
: > "$failed_steps"
step() {
  local name=$1; shift
  printf '\n\033[1m▶ %s\033[0m\n' "$name"
  local t0=$SECONDS
  if "$@"; then
    printf '\033[32m✔ %s (%ss)\033[0m\n' "$name" $((SECONDS - t0))
  else
    printf '\033[31m✘ %s failed (%ss)\033[0m\n' "$name" $((SECONDS - t0))
    printf '%s\n' "$name" >> "$failed_steps"
    failures=$((failures + 1))
  fi
}
# Two steps side by side (each single-threaded, one per core); each one's output is printed whole
# once both are done, in the order they were started.
background_pids=()
background_logs=()
step_in_background() {
  local log
  log=$(mktemp)
  ( failures=0; step "$@"; exit "$failures" ) >"$log" 2>&1 &
  background_pids+=("$!")
  background_logs+=("$log")
}
wait_for_background_steps() {
  local i
  for i in "${!background_pids[@]}"; do
    wait "${background_pids[$i]}" || failures=$((failures + 1))
    cat "${background_logs[$i]}"
    rm -f "${background_logs[$i]}"
  done
  background_pids=()
  background_logs=()
}
vitest_json() { # name, vitest args…
  local name=$1; shift
  npx vitest run --reporter=default --reporter=json --outputFile=".tmp/reports/$name.json" "$@"
}

step "system packages (Chromium, CJK font)" bash scripts/ensure-system-deps.sh
# eslint and tsc each use one core: side by side they take the longer one's time (~33 s of 46 s)
step_in_background "lint (incl. import boundaries, roles inside areas, import cycles)" npm run --silent lint
step_in_background "typecheck" npx tsc -p tsconfig.json --noEmit
wait_for_background_steps
step "unit, machine, service, view and server tests (PGlite)" vitest_json 1-vitest
# Node 20 ran the server tests on PGlite above; Node 24 runs them again on PostgreSQL 15 (with the
# multi-instance test), so each runtime and each database is covered without a third server run.
# tests/unit (no database) runs once, above: a second run on Node 24 cost CI ~30 s for nothing new
# the server tests on Node 24 do not already exercise.
step "Node 24: server tests on PostgreSQL 15 (incl. multi-instance)" bash scripts/with-node24.sh bash scripts/with-postgres.sh npx vitest run tests/server --reporter=dot --reporter=json --outputFile=.tmp/reports/2b-node24-server-postgres.json
step "Pact consumer tests (write contracts/pacts)" vitest_json 3-pact-consumer --config vitest.contracts.config.ts
# The provider runs once, on Node 24, the runtime the server is deployed on (docs/deployment.md);
# the same server code ran on Node 20 in the server tests above (a second run cost ~27 s of CI's 15 min).
step "Node 24: Pact provider verification (reference server)" bash scripts/with-node24.sh npx vitest run --reporter=default --reporter=json --outputFile=.tmp/reports/4-pact-provider.json --config vitest.provider.config.ts
# The same Pact files as the backend team verifies a deployment: dist-server/ as a process on a
# private PostgreSQL 15 cluster seeded with data unlike the demo, `npm run contracts:verify` with
# only the reset and provider-state hooks (scripts/provider-postgres.sh, docs/contracts.md).
step "Node 24: Pact provider verification of dist-server on PostgreSQL 15 (data unlike the demo)" bash scripts/with-node24.sh bash scripts/provider-postgres.sh --reporter=default --reporter=json --outputFile=.tmp/reports/4b-pact-provider-postgres.json
step "build" env VITE_E2E=1 VITE_BUILD_ID="${BUILD_ID:-test}" npx vite build --logLevel warn
step "bundle budgets: what /sign-in and /doctor load (gzip)" node scripts/bundle-budget.mjs dist
# both projects of playwright.config.ts: `build` (every journey) and `dev-server` (the journeys that
# parted between `npm start` and the build before, issue 43), one stack, one recording of /api requests
step "browser tests (Chromium: build, dev server)" npx playwright test
# Every /api request the console sent in the browser tests (recorded by scripts/e2e-api-recorder.mjs)
# against the Pact files: described by an interaction, its response matching (docs/contracts.md
# "Recorded requests"; a few seconds). A step that fails on an undescribed request or a response no
# interaction accepts; RECORDED_CONTRACTS_GATE=0 only prints the counts.
if [ "${RECORDED_CONTRACTS_GATE:-1}" = 1 ]; then
  step "the console's recorded /api requests against the Pact files" npm run --silent contracts:recorded
else
  npm run --silent contracts:recorded -- --summary || true
fi

node scripts/test-summary.mjs "$failures" "$failed_steps"
[ "$failures" -eq 0 ]
