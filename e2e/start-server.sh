#!/bin/sh
# Builds the web app into a throw-away folder and starts the real server on a fresh,
# throw-away data directory. Each run has its own build, so runs in parallel (several
# developers on one machine) never read each other's half-written files.
set -e
WEB_DIST_DIR="$(mktemp -d "${TMPDIR:-/tmp}/nupe-e2e-web-XXXXXX")"
DATA_DIR="$(mktemp -d "${TMPDIR:-/tmp}/nupe-e2e-XXXXXX")"
export WEB_DIST_DIR DATA_DIR
# Where this run keeps its data, for the tests that damage a stored file on purpose (fixity).
echo "$DATA_DIR" > "${TMPDIR:-/tmp}/nupe-e2e-data-dir-${PORT}"
# The development SMS sender (SMS_PROVIDER=log) also writes each message here: the password
# reset specs read the code from it (e2e/fixtures/sms.ts), as a developer reads the log.
export SMS_LOG_FILE="$DATA_DIR/sms-outbox.log"
(cd apps/web && ../../node_modules/.bin/vite build --logLevel warn --outDir "$WEB_DIST_DIR" --emptyOutDir)
exec node_modules/.bin/tsx apps/server/src/server.ts
