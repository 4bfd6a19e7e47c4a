#!/usr/bin/env bash
# Root entry for CI: installs Debian's Chromium and fonts-noto-cjk only when missing (idempotent).
exec bash "$(dirname "$0")/../e2e/scripts/install-chromium.sh" "$@"
