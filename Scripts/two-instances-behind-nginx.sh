#!/usr/bin/env bash
# Two `lettersolve serve` instances behind Debian's nginx on 127.0.0.1, with
# Documentation/nginx-lettersolve.conf (its ports replaced by free ones):
# each screenshot of Samples/ is solved through nginx twice (round robin:
# each instance gets its share) and must get the answer an instance gives
# directly; both instances must have answered; a burst past the per-client
# rate limit gets 429s. Everything it starts is stopped by its process id.
#
#   Scripts/two-instances-behind-nginx.sh .build/debug/lettersolve
set -euo pipefail
binary=$(realpath "${1:?usage: $0 LETTERSOLVE_BINARY}")
root=$(cd "$(dirname "$0")/.." && pwd)
command -v nginx >/dev/null || { echo "skipped: nginx is not installed" >&2; exit 77; }
command -v curl >/dev/null || { echo "skipped: curl is not installed" >&2; exit 77; }

work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

# Starts an instance on a free port (in this shell, so that its id is kept
# for the clean-up) and sets `port` to it, read from its first line.
start_instance() {
  local name=$1
  "$binary" serve --host 127.0.0.1 --port 0 --jobs 1 >"$work/$name.out" 2>"$work/$name.log" \
    </dev/null &
  pids+=($!)
  port=""
  for _ in $(seq 1 600); do
    port=$(sed -n 's|.*serving http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$work/$name.out")
    [ -z "$port" ] || return 0
    sleep 0.1
  done
  echo "$name did not start: $(cat "$work/$name.log")" >&2
  exit 1
}
start_instance first
first=$port
start_instance second
second=$port

# A port nothing listens on, for nginx.
proxy=""
for _ in $(seq 1 50); do
  candidate=$((20000 + RANDOM % 40000))
  if ! (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then proxy=$candidate; break; fi
done
[ -n "$proxy" ] || { echo "no free port found for nginx" >&2; exit 1; }

# The documented server block, on loopback and the instances' ports.
mkdir -p "$work/nginx/logs"
# nginx's workers (nobody, when started as root) write bodies under it.
chmod 755 "$work" "$work/nginx"
{
  echo "daemon off; pid $work/nginx/nginx.pid; error_log $work/nginx/error.log warn;"
  echo "events { worker_connections 64; }"
  echo "http { access_log $work/nginx/access.log; client_body_temp_path $work/nginx/body;"
  echo "proxy_temp_path $work/nginx/proxy;"
  sed -e "s|127.0.0.1:8081|127.0.0.1:$first|; s|127.0.0.1:8082|127.0.0.1:$second|" \
    -e "s|listen 8080;|listen 127.0.0.1:$proxy;|; /listen \[::\]:8080;/d" \
    "$root/Documentation/nginx-lettersolve.conf"
  echo "}"
} >"$work/nginx/nginx.conf"
nginx -p "$work/nginx" -c "$work/nginx/nginx.conf" </dev/null >"$work/nginx/out.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 100); do
  curl -sf "http://127.0.0.1:$proxy/healthz" >/dev/null && break
  sleep 0.1
done

query='time=0&limit=3'
solved=0
for shot in "$root"/Samples/*.png; do
  direct=$(curl -s -H 'Content-Type: image/png' --data-binary @"$shot" \
    "http://127.0.0.1:$first/api/solve?$query")
  for round in 1 2; do
    proxied=$(curl -s -H 'Content-Type: image/png' --data-binary @"$shot" \
      "http://127.0.0.1:$proxy/api/solve?$query")
    if [ "$proxied" != "$direct" ]; then
      echo "FAIL: $(basename "$shot") round $round: nginx answered ${proxied:0:200}" >&2
      tail -3 "$work/nginx/error.log" >&2
      exit 1
    fi
    solved=$((solved + 1))
  done
  # The per-client rate limit (2 a second, a burst of 10) is not the test here.
  sleep 1
done

# One game, board after board, each with the history the page keeps (the
# previous board and the answer played on it): whichever instance gets a
# board, the answer is the same.
letters=QUILTSEDRADISHOPENCARTXYZ
empty=wwwwwwwwwwwwwwwwwwwwwwwww
after_quilt=bbbbbwwwwwwwwwwwwwwwwwwww
after_cart=bbbbbwwwwwwwwwwwwwrrrrwww
for step in "$empty:" "$after_quilt:previous=$empty&previous_answer=quilt" \
  "$after_cart:previous=$after_quilt&unknown_moves=0"; do
  board="{\"letters\":\"$letters\",\"colors\":\"${step%%:*}\"}"
  history=${step#*:}
  direct=$(curl -s -H 'Content-Type: application/json' -d "$board" \
    "http://127.0.0.1:$first/api/solve?$query&$history")
  for round in 1 2; do
    proxied=$(curl -s -H 'Content-Type: application/json' -d "$board" \
      "http://127.0.0.1:$proxy/api/solve?$query&$history")
    if [ "$proxied" != "$direct" ] || ! grep -q '"moves"' <<<"$direct"; then
      echo "FAIL: the game's board ${step%%:*} round $round: ${proxied:0:200}" >&2
      exit 1
    fi
    solved=$((solved + 1))
  done
done

# Each instance answered some of them (one access-log line a request).
for name in first second; do
  count=$(grep -c 'path=/api/solve' "$work/$name.log" || true)
  [ "$count" -gt 0 ] || { echo "FAIL: the $name instance answered no solve" >&2; exit 1; }
  echo "$name instance: $count solves"
done

# A burst past the limit: nginx refuses the rest with 429 before any instance.
statuses=$(for _ in $(seq 1 30); do
  curl -s -o /dev/null -w '%{http_code}\n' -X POST "http://127.0.0.1:$proxy/api/solve?limit=0"
done | sort | uniq -c | tr '\n' ' ')
echo "a burst of 30: $statuses"
grep -q ' 429' <<<"$statuses" || { echo "FAIL: no 429 in a burst of 30" >&2; exit 1; }
echo "passed: $solved solves through nginx, each the answer an instance gives directly"
