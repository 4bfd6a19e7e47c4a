#!/usr/bin/env bash
# Makes sure Debian's Chromium and a CJK font are present for the end-to-end tests (STACK.md).
# Idempotent: does nothing when the browser is already there. Never `playwright install`.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
# A Japanese font is checked too: a machine can have Chromium without one (Japanese then renders
# as boxes in every screenshot, which no test would notice).
has_cjk_font() { command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=ja 2>/dev/null)" ]; }
if [ -x "$CHROMIUM" ] && has_cjk_font; then
  echo "chromium: found at $CHROMIUM, with a Japanese font"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "chromium: $CHROMIUM is missing and apt-get is not available; set CHROMIUM_PATH" >&2
  exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "chromium: installing needs root (apt-get); run as root or set CHROMIUM_PATH" >&2
    exit 1
  fi
fi

echo "chromium: installing chromium and fonts-noto-cjk with apt-get"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# Without a CJK font Japanese renders as boxes in screenshots.
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk
test -x "$CHROMIUM"
echo "chromium: installed at $CHROMIUM"
