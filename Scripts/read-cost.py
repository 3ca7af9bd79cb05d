#!/usr/bin/env python3
"""Compares the whole-process cost of `read --json` for two lettersolve binaries.

Usage: Scripts/read-cost.py BEFORE AFTER [--rounds N] [--all] [--corpus DIR]

Runs both binaries on the corpus screenshots that show a "played" bubble
(every screenshot with --all), alternating which goes first, and prints each
file's mean CPU time (user + system) and median wall time, then the ratios
over all files. The corpus is ../shared/corpus unless --corpus names another
folder with the same manifest.json.
"""
import json
import os
import resource
import statistics
import subprocess
import sys
import time


def option(args, name, default):
    if name in args:
        index = args.index(name)
        value = args[index + 1]
        del args[index:index + 2]
        return value
    return default


def run(binary, path):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([binary, "read", "--json", path],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return cpu, wall


def main():
    args = sys.argv[1:]
    rounds = int(option(args, "--rounds", "30"))
    corpus = option(args, "--corpus", os.path.join(os.path.dirname(__file__), "../../shared/corpus"))
    every = "--all" in args
    args = [a for a in args if a != "--all"]
    if len(args) != 2:
        sys.exit(__doc__.strip())
    binaries = {"before": args[0], "after": args[1]}
    with open(os.path.join(corpus, "manifest.json")) as file:
        manifest = json.load(file)
    files = [entry["file"] for entry in manifest if every or entry.get("played_bubble")]
    cpu = {(name, f): [] for name in binaries for f in files}
    wall = {(name, f): [] for name in binaries for f in files}
    for round in range(rounds):
        order = ["before", "after"] if round % 2 == 0 else ["after", "before"]
        for f in files:
            for name in order:
                c, w = run(binaries[name], os.path.join(corpus, f))
                cpu[name, f].append(c)
                wall[name, f].append(w)
    for f in files:
        b, a = statistics.mean(cpu["before", f]), statistics.mean(cpu["after", f])
        print(f"{os.path.basename(f):45s} CPU {b * 1000:6.1f} -> {a * 1000:6.1f} ms ({a / b:.3f}); "
              f"wall {statistics.median(wall['before', f]) * 1000:6.1f} -> "
              f"{statistics.median(wall['after', f]) * 1000:6.1f} ms")
    total = {name: sum(sum(cpu[name, f]) for f in files) for name in binaries}
    median = {name: statistics.median([w for f in files for w in wall[name, f]]) for name in binaries}
    print(f"{len(files)} files x {rounds} rounds: CPU {total['after'] / total['before']:.3f}x, "
          f"median wall {median['before'] * 1000:.1f} -> {median['after'] * 1000:.1f} ms "
          f"({median['after'] / median['before']:.3f}x)")


if __name__ == "__main__":
    main()
