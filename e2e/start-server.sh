#!/bin/sh
# Builds the web app and starts the real server on a fresh, throw-away data directory.
set -e
npm run build -w @nupe/web
DATA_DIR="$(mktemp -d "${TMPDIR:-/tmp}/nupe-e2e-XXXXXX")"
export DATA_DIR
exec node_modules/.bin/tsx apps/server/src/server.ts
