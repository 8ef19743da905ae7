#!/usr/bin/env bash
# The second Pact provider run, as the backend team verifies a deployment (docs/contracts.md):
# builds the reference server (dist-server/), starts a private PostgreSQL cluster, migrates it with
# dist-server/migrate.js, seeds it with data unlike the demo (npm run seed -- --unlike-demo: other
# ids, names, nulls), then verifies the committed Pact files against `node dist-server/main.js`
# with the provider states only (tests/contract/provider/deployment/postgres.verify.ts).
# Usage: scripts/provider-postgres.sh [vitest args…]   (npm run contracts:provider:postgres)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${DATABASE_URL:-}" ]; then exec bash scripts/with-postgres.sh bash "$0" "$@"; fi
node scripts/build-server.mjs >/dev/null
node dist-server/migrate.js >/dev/null
npx tsx server/src/seed/cli.ts --unlike-demo
npx vitest run --config vitest.provider-postgres.config.ts "$@"
