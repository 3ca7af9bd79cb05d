#!/usr/bin/env python3
"""The played-words simulation through the CLI (as Benchmarks' played-simulation suite does).

Usage: Scripts/history_simulation.py BINARY 'SOLVE OPTIONS' LETTERS...


the player gives only the board (--board, no --played) before each own move, with the history (its own
LETTERSOLVE_STATE per game) and without; plays the first answer the game accepts; the opponent is the
ranked bot (solve --depth 1 on the swapped board, every word played given). Counts mid-game positions
where the first answer is already played or a prefix of a played word."""
import json, os, subprocess, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from history_selfplay import play, swap, tile_index

def solve(binary, letters, colors, played, extra, env):
    args = [binary, '--board', f'{letters}:{colors}', '--json', '--limit', '10'] + extra
    if played: args += ['--played', ','.join(played)]
    p = subprocess.run(args, capture_output=True, text=True, env=env)
    if p.returncode != 0: raise RuntimeError(p.stderr)
    return json.loads(p.stdout)

def blocked(word, played):
    w = word.lower()
    return any(p.startswith(w) for p in played)

binary, extra = sys.argv[1], sys.argv[2].split()
positions = blocked_with = blocked_without = blocked_complete = 0
for letters in sys.argv[3:]:
    for ours_first in (True, False):
        with tempfile.TemporaryDirectory(prefix='simulate-state-') as state:
            env = dict(os.environ, LETTERSOLVE_STATE=state)
            colors, played, passes, turn = 'w' * 25, [], 0, ('b' if ours_first else 'r')
            while 'w' in colors and passes < 2:
                if turn == 'b':
                    w = solve(binary, letters, colors, [], extra, env)
                    wo = solve(binary, letters, colors, [], extra + ['--no-history'], env)
                    if played and w['moves']:
                        positions += 1
                        if blocked(w['moves'][0]['word'], played):
                            blocked_with += 1
                            if (w.get('history') or {}).get('complete'): blocked_complete += 1
                        if wo['moves'] and blocked(wo['moves'][0]['word'], played): blocked_without += 1
                    move = next((m for m in w['moves'] if not blocked(m['word'], played)), None)
                else:
                    out = solve(binary, letters, swap(colors), played, ['--depth', '1', '--no-history'], env)
                    move = out['moves'][0] if out['moves'] else None
                if move is None: passes += 1
                else:
                    passes = 0
                    played.append(move['word'].lower())
                    colors = play(colors, [tile_index(t) for t in move['tiles']], turn)
                turn = 'r' if turn == 'b' else 'b'
            print(f"{letters} {'first' if ours_first else 'second'}: positions so far {positions}, blocked first answer with history {blocked_with} (where complete {blocked_complete}), without {blocked_without}", flush=True)
print(f"mid-game positions {positions}: first answer already played with history {blocked_with} (where complete: {blocked_complete}), with --no-history {blocked_without}")
