#!/usr/bin/env bash
# The contract fuzz check of `make test`: schemathesis (from PyPI, in the
# virtual environment VENV) generates requests for every operation of
# `lettersolve serve`'s /openapi.json, CASES at most per operation, against a
# server started here on a free loopback port with its own state folder:
# valid requests and invalid ones (`--mode all`: its negative data), and
# fails on any 5xx, undocumented status, content type or response that does
# not match its schema, or an invalid request accepted. The server is stopped by its process id however the
# check ends.
#
#   Scripts/contract-check.sh .build-tests/release/lettersolve .build-venv 40
set -euo pipefail
binary=$(realpath "${1:?usage: $0 LETTERSOLVE_BINARY VENV [CASES] [SEED]}")
venv=${2:?usage: $0 LETTERSOLVE_BINARY VENV [CASES] [SEED]}
cases=${3:-40}
seed=${4:-31}

work=$(mktemp -d)
pid=""
cleanup() {
  if [ -n "$pid" ]; then
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

LETTERSOLVE_STATE="$work/state" "$binary" serve --host 127.0.0.1 --port 0 --jobs 2 \
  >"$work/serve.out" 2>"$work/serve.log" </dev/null &
pid=$!
port=""
for _ in $(seq 1 600); do
  port=$(sed -n 's|.*serving http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$work/serve.out")
  [ -n "$port" ] && break
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.1
done
[ -n "$port" ] || { echo "contract check: serve did not start: $(cat "$work/serve.log")" >&2; exit 1; }

# One worker: several threads of this CPython crash schemathesis's coverage
# phase ("AST constructor recursion depth mismatch"). The seed makes a run
# repeatable; the examples database is not kept.
start=$SECONDS
status=0
venv=$(realpath "$venv")
# In the scratch folder: schemathesis keeps a cache in the folder it runs in.
cd "$work"
"$venv/bin/st" run "http://127.0.0.1:$port/openapi.json" --url "http://127.0.0.1:$port" \
  --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,negative_data_rejection \
  --mode all \
  --max-examples "$cases" --seed "$seed" --workers 1 --request-timeout 30 \
  --generation-database none --no-color >"$work/st.out" 2>&1 || status=$?
generated=$(sed -n 's/^ *\([0-9]*\) generated.*/\1/p' "$work/st.out" | tail -1)
if [ "$status" -ne 0 ]; then
  cat "$work/st.out" >&2
  echo "contract check: FAILED (schemathesis exit $status, ${generated:-?} cases, seed $seed);" \
    "the server's errors:" >&2
  grep -E 'error|status=5' "$work/serve.log" | tail -20 >&2 || true
  exit 1
fi
echo "contract check: ${generated:-?} cases, at most $cases an operation, passed" \
  "in $((SECONDS - start)) s (seed $seed)"
