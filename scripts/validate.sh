#!/usr/bin/env bash
# `npm run validate`: exactly the checks CI runs, in CI's order, with the same section titles.
# `.ci/run` installs the system packages, starts PostgreSQL and sets TEST_DATABASE_URL, then calls this.
set -euo pipefail
cd "$(dirname "$0")/.."

section() { printf '\n::: %s\n' "$1"; }

section "typecheck"
npm run typecheck

section "lint"
npm run lint

section "format:check"
npm run format:check

section "npm test (unit, web, and the database suite on PGlite)"
# PGlite here whatever the environment says; PostgreSQL gets its own pass below.
env -u TEST_DATABASE_URL npm test

section "the database suite on PostgreSQL"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  npm run test:db:postgres
  postgres_suite="ran"
else
  cat <<'WARNING'
!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!
!!  SKIPPED: the database suite on PostgreSQL. TEST_DATABASE_URL is not set,
!!  so the *.db.test.ts files ran on PGlite only, and the tests that need
!!  PostgreSQL (several processes on one database) did not run at all.
!!  Set TEST_DATABASE_URL=postgres://... (or run .ci/run) for the full check.
!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!
WARNING
  postgres_suite="SKIPPED (no TEST_DATABASE_URL)"
fi

# The security probes: route fuzz, authorization matrix, SSRF list, against a
# server on PGlite (decision 1101). They print their figures.
section "security probes (npm run test:security)"
env -u TEST_DATABASE_URL npm run test:security

section "Playwright journeys in Chromium"
npm run test:e2e

section "validate passed"
echo "PostgreSQL suite: ${postgres_suite}"
