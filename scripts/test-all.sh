#!/usr/bin/env bash
# `npm test`: every test of the project, on the project's Node 24 (package.json runs this through
# scripts/with-node24.sh; so does this file when started on another Node), in the order CI needs them:
#   system packages → advisories of the locked packages (registry data; 'not checked' when it does
#   not answer) → lint ∥ typecheck (TypeScript 7, the native compiler) → production build →
#   /sign-in and /doctor bundle budgets → then two lanes side by side:
#   - browser tests in Chromium against the real stack (Auth emulator + server + built console; then
#     some journeys again on the Vite dev server `npm start` uses: playwright.config.ts, project
#     dev-server), at normal priority;
#   - under `nice -n 19`, the server side: unit/machine/service/view/server tests (Vitest, embedded
#     PGlite) → the server tests again on a private PostgreSQL 15 cluster (incl. the multi-instance
#     test) → Pact consumer tests (write contracts/pacts) → Pact provider verification against the
#     reference server → the same of dist-server/ on PostgreSQL with data unlike the demo, as a
#     backend team verifies its deployment;
#   → the console's recorded /api requests of the browser run against the Pact files the consumer
#   tests wrote (RECORDED_CONTRACTS_GATE=0: counts only).
#
# Each step's whole output goes to .tmp/logs/<step>.log (the browser step's holds its servers' logs);
# the run prints one line when a step starts and one with its result and time (a failed step adds
# its log's last lines). Every step runs even when an earlier one failed, so one run shows
# everything; the exit code is non-zero when any step failed. scripts/test-summary.mjs closes the
# run: the steps with their times and logs, the tests per report, every failed test by name and
# first error line, and the total, e.g. 'total: 812 passed, 0 failed'.
set -uo pipefail
cd "$(dirname "$0")/.."
if ! node -e 'process.exit(process.versions.node.split(".")[0] === "24" ? 0 : 1)' 2>/dev/null; then
  exec bash scripts/with-node24.sh bash "$0" "$@"
fi
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 WITH_NODE24_QUIET=1
export CI="${CI:-}"
logs=.tmp/logs
rm -rf .tmp/reports "$logs" && mkdir -p .tmp/reports "$logs"
steps="$logs/steps.tsv" # one line a finished step: ok|failed, seconds, name, log
: > "$steps"
run_start=$SECONDS
clock() { local s=$((SECONDS - run_start)); printf '%2d:%02d' $((s / 60)) $((s % 60)); }

step() { # id, name, command…: the command's output into .tmp/logs/<id>.log, its result as one line
  local id=$1 name=$2; shift 2
  local log="$logs/$id.log" t0=$SECONDS
  printf '\033[2m%s ▶ %s\033[0m\n' "$(clock)" "$name"
  if "$@" >"$log" 2>&1; then
    printf '%s \033[32m✔ %s\033[0m (%ss)\n' "$(clock)" "$name" $((SECONDS - t0))
    printf 'ok\t%s\t%s\t%s\n' $((SECONDS - t0)) "$name" "$log" >> "$steps"
  else
    printf '%s \033[31m✘ %s failed\033[0m (%ss; %s):\n' "$(clock)" "$name" $((SECONDS - t0)) "$log"
    tail -n 15 "$log" | sed -e 's/\x1b\[[0-9;]*m//g' -e 's/^/      │ /'
    printf 'failed\t%s\t%s\t%s\n' $((SECONDS - t0)) "$name" "$log" >> "$steps"
  fi
  return 0
}
vitest_json() { # report name, vitest args…
  local name=$1; shift
  npx vitest run --reporter=default --reporter=json --outputFile=".tmp/reports/$name.json" "$@"
}
recorded_contracts() {
  if [ "${RECORDED_CONTRACTS_GATE:-1}" = 1 ]; then npm run --silent contracts:recorded; else npm run --silent contracts:recorded -- --summary || true; fi
}

step system-deps "system packages (Chromium, CJK font)" bash scripts/ensure-system-deps.sh
# every locked package against the registry's advisory data (a second; 'not checked' when the
# registry does not answer, which fails nothing: docs/dependencies.md "Advisory check")
step audit-lockfile "advisories of the locked packages (registry data, where it answers)" node scripts/audit-lockfile.mjs
# eslint uses one core, the native type checker the other
step lint "lint (incl. import boundaries, roles inside areas, import cycles)" npm run --silent lint &
step typecheck "typecheck (TypeScript 7)" npm run --silent typecheck &
wait
step build "build" env VITE_E2E=1 VITE_BUILD_ID="${BUILD_ID:-test}" npx vite build --logLevel warn
step bundle-budget "bundle budgets: what /sign-in and /doctor load (gzip)" node scripts/bundle-budget.mjs dist

# Two lanes side by side. The browser tests leave about a third of the two cores idle (waiting on
# pages, the server, the emulator: 113 CPU-seconds for 86 s of doctor and client journeys, 2026-12-08);
# the server-side lane fills it under `nice -n 19`, so the journeys keep the CPU first and their
# timing stays what it is alone (docs/performance.md "CI"). The lane's Vitest runs get longer
# per-test limits: a test that takes 10 s alone may wait for the CPU, and no test measures time.
lane_timeouts=(--testTimeout=120000 --hookTimeout=180000)
server_lane() {
  renice -n 19 -p "$BASHPID" >/dev/null
  step vitest "unit, machine, service, view and server tests (PGlite)" vitest_json 1-vitest "${lane_timeouts[@]}"
  # the server tests again on PostgreSQL (each file its own database), with the multi-instance test;
  # tests/unit (no database) runs once, above
  step vitest-postgres "server tests on PostgreSQL 15 (incl. multi-instance)" \
    bash scripts/with-postgres.sh npx vitest run tests/server "${lane_timeouts[@]}" --reporter=default --reporter=json --outputFile=.tmp/reports/2-server-postgres.json
  step pact-consumer "Pact consumer tests (write contracts/pacts)" vitest_json 3-pact-consumer --config vitest.contracts.config.ts "${lane_timeouts[@]}"
  step pact-provider "Pact provider verification (reference server)" vitest_json 4-pact-provider --config vitest.provider.config.ts
  # The same Pact files as the backend team verifies a deployment: dist-server/ as a process on a
  # private PostgreSQL 15 cluster seeded with data unlike the demo, `npm run contracts:verify` with
  # only the reset and provider-state hooks (scripts/provider-postgres.sh, docs/contracts.md).
  step pact-provider-postgres "Pact provider verification of dist-server on PostgreSQL 15 (data unlike the demo)" \
    bash scripts/provider-postgres.sh --reporter=default --reporter=json --outputFile=.tmp/reports/4b-pact-provider-postgres.json
}
server_lane &
lane=$!
# both projects of playwright.config.ts: `build` (every journey) and `dev-server` (the journeys that
# parted between `npm start` and the build before, issue 43), one stack, one recording of /api requests
step browser "browser tests (Chromium: build, dev server)" npx playwright test
wait "$lane"
# Every /api request the console sent in the browser tests (recorded by scripts/e2e-api-recorder.mjs)
# against the Pact files the consumer tests wrote: described by an interaction, its response matching
# (docs/contracts.md "Recorded requests"). Fails on an undescribed request or a response no interaction accepts.
step recorded-contracts "the console's recorded /api requests against the Pact files" recorded_contracts

node scripts/test-summary.mjs "$steps"
echo "wall clock: $(clock) (the lanes overlap: the steps' times add up to more)"
! grep -q '^failed' "$steps"
