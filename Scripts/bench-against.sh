#!/usr/bin/env bash
# Runs one benchmark suite on this checkout and on another git revision
# (default: main), in turn, in the same session, so both see the same machine
# load. The revision is exported with `git archive` into .build-against/ (never
# checked out) and built there in release; ../shared and the word lists are
# linked, not copied.
#
#   Scripts/bench-against.sh search          # this checkout vs main
#   Scripts/bench-against.sh search v1.2     # vs another revision
set -euo pipefail
suite=${1:?usage: bench-against.sh SUITE [REVISION]}
revision=${2:-main}
root=$(cd "$(dirname "$0")/.." && pwd)
scratch="$root/.build-against"
commit=$(git -C "$root" rev-parse "$revision")

if [ "$(cat "$scratch/commit" 2>/dev/null)" != "$commit" ]; then
  rm -rf "$scratch/src"
  mkdir -p "$scratch/src/Dictionaries"
  git -C "$root" archive "$commit" | tar -x -C "$scratch/src"
  rm -f "$scratch/shared"
  ln -s "$(cd "$root/.." && pwd)/shared" "$scratch/shared"
  for list in "$root"/Dictionaries/*.txt; do ln -sf "$list" "$scratch/src/Dictionaries/"; done
  echo "$commit" > "$scratch/commit"
fi
# Builds quietly, showing the log only when a build fails.
build() {
  if ! (cd "$1" && swift build -c release --product lettersolve >"$scratch/build.log" 2>&1); then
    tail -20 "$scratch/build.log" >&2
    exit 1
  fi
}
build "$scratch/src/Benchmarks"
build "$root/Benchmarks"

echo "== $revision (${commit:0:7})"
"$scratch/src/Benchmarks/.build/release/lettersolve-bench" "$suite"
echo "== this checkout ($(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet || echo ', modified'))"
"$root/Benchmarks/.build/release/lettersolve-bench" "$suite"
