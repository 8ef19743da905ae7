#!/usr/bin/env bash
# Installs what a fresh machine lacks for the browser tests and benches: Debian's Chromium (the
# browser tests run its headless shell, the benches the full browser) and a CJK font.
# (A test tool's own browser download is impossible here; Debian's packages are reachable.)
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
# (grep reads the whole list: with -q it would stop early, fc-list would die of SIGPIPE and pipefail
# would count the font as missing on every run)
fc-list 2>/dev/null | grep -i 'Noto Sans CJK' >/dev/null || missing+=(fonts-noto-cjk)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${missing[*]}. Install them: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} (Debian packages)…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
