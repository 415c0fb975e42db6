#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (never a downloaded browser). Install it when it is missing
# and we may: a fresh machine has apt-get and runs as root; anywhere else, say what to do.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing at $chromium_path: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
