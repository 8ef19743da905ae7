#!/usr/bin/env bash
# Runs a command against a private, throw-away PostgreSQL 15 cluster:
# initdb + pg_ctl as an unprivileged user on a free port under a temp dir, DATABASE_URL exported,
# torn down afterwards whatever the command's outcome. Usage: scripts/with-postgres.sh <command…>
set -euo pipefail
bin=""
for candidate in /usr/lib/postgresql/15/bin /usr/local/bin /usr/lib/postgresql/*/bin; do
  if [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then bin=$candidate; break; fi
done
if [ -z "$bin" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
    bin=/usr/lib/postgresql/15/bin
  else
    echo "PostgreSQL 15 server binaries not found (apt-get install postgresql-15)" >&2; exit 1
  fi
fi
dir=$(mktemp -d /tmp/pgtest.XXXXXX)
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_user=()
if [ "$(id -u)" -eq 0 ]; then
  id pgtest >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin pgtest
  chown pgtest "$dir"
  as_user=(runuser -u pgtest --)
fi
cleanup() {
  "${as_user[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
"${as_user[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${as_user[@]}" "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off" -l "$dir/log" -w start >/dev/null
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port (private cluster, removed afterwards)"
"$@"
