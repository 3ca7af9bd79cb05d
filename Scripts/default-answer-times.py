#!/usr/bin/env python3
"""The default answer's time over the corpus screenshots (issue 41).

Runs `lettersolve FILE --json --no-history` on every game screenshot of
../shared/corpus, REPEAT times, optionally with BUSY processes
(`sh -c 'while :; do :; done'`) keeping cores busy beside it, and prints the
median, 95th percentile and maximum of the whole process's time, of the
search's own `seconds` and of the process's CPU time (less swayed by other
processes than the others), the search's speed (its nodes over its seconds,
all runs together: the nodes do not depend on the machine, so a faster build
shows as more nodes per second), and whether each screenshot's move, nodes
and depth were the same in every run. `--cap` passes a time cap to every run
(out of reach, so that no run is cut, for comparing builds).

    Scripts/default-answer-times.py .build/release/lettersolve [--busy 2] [--repeat 3] [--cap 600] [--out runs.json]
"""
import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time

def percentile(values, fraction):
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(fraction * (len(ordered) - 1)))))
    return ordered[index]

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--corpus", default=os.path.join(os.path.dirname(__file__), "../../shared/corpus"))
    parser.add_argument("--busy", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--cap")
    parser.add_argument("--out")
    args = parser.parse_args()
    manifest = json.load(open(os.path.join(args.corpus, "manifest.json")))
    files = [os.path.join(args.corpus, entry["file"]) for entry in manifest
             if entry["category"] == "game screenshot"]
    busy = [subprocess.Popen(["sh", "-c", "while :; do :; done"]) for _ in range(args.busy)]
    runs = {}
    try:
        for _ in range(args.repeat):
            for path in files:
                start = time.monotonic()
                used = resource.getrusage(resource.RUSAGE_CHILDREN)
                cap = ["--cap", args.cap] if args.cap else []
                done = subprocess.run([args.binary, path, "--json", "--no-history"] + cap,
                                      capture_output=True, text=True)
                wall = time.monotonic() - start
                # The CPU time of this run alone (the busy loops are waited
                # for only at the end): less swayed by other processes.
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpu = after.ru_utime + after.ru_stime - used.ru_utime - used.ru_stime
                if done.returncode != 0:
                    continue
                answer = json.loads(done.stdout)
                search = answer.get("search") or {}
                move = (answer.get("moves") or [{}])[0]
                runs.setdefault(path, []).append({
                    "wall": wall, "cpu": cpu, "seconds": search.get("seconds", 0),
                    "nodes": search.get("nodes", 0),
                    "key": [move.get("word"), move.get("tiles"), search.get("nodes"),
                            search.get("depth"), search.get("proven")],
                    "cut": search.get("cut_by_time", False)})
    finally:
        for process in busy:
            process.kill()
            process.wait()
    walls = [run["wall"] for path in runs for run in runs[path]]
    searches = [run["seconds"] for path in runs for run in runs[path]]
    cpus = [run["cpu"] for path in runs for run in runs[path]]
    differing = [path for path in runs if len({json.dumps(run["key"]) for run in runs[path]}) > 1]
    cut = sum(run["cut"] for path in runs for run in runs[path])
    print(f"{len(runs)} screenshots x {args.repeat}, {args.busy} busy processes")
    for name, values in (("process", walls), ("search", searches), ("process CPU", cpus)):
        print(f"{name}: median {statistics.median(values):.3f} s, "
              f"p95 {percentile(values, 0.95):.3f} s, max {max(values):.3f} s")
    nodes = sum(run["nodes"] for path in runs for run in runs[path])
    print(f"search speed: {nodes} nodes in {sum(searches):.2f} s, "
          f"{nodes / max(sum(searches), 1e-9):.0f} nodes/s")
    print(f"cut by the cap: {cut}; screenshots whose move/nodes/depth differ between runs: "
          f"{len(differing)} {[os.path.basename(path) for path in differing]}")
    if args.out:
        json.dump({os.path.basename(path): runs[path] for path in runs}, open(args.out, "w"), indent=1)

if __name__ == "__main__":
    sys.exit(main())
