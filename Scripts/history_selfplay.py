#!/usr/bin/env python3
"""Self-play through the CLI, for issue 30 (the history on and off must give the same games).

lettersolve (solve --board, --played every word so far, the history on or off) plays a
one-move greedy bot (solve --rank score --depth 1 --no-history on the board with its colours
swapped), each seat on each board given; --twice plays a second game on the same letters in
the same history. Each seat's games keep their own LETTERSOLVE_STATE (a temporary folder).

Usage: Scripts/history_selfplay.py --binary .build/debug/lettersolve [--history on|off]
       [--extra '--depth 2'] [--twice] [--log games.json] LETTERS...
"""
import json, os, subprocess, sys, tempfile, argparse

def neighbours(i):
    r, c = divmod(i, 5)
    for dr, dc in ((1,0),(-1,0),(0,1),(0,-1)):
        rr, cc = r+dr, c+dc
        if 0 <= rr < 5 and 0 <= cc < 5: yield rr*5+cc

def owners(colors): return [ch.lower() for ch in colors]

def render(own):
    out = []
    for i, o in enumerate(own):
        if o == 'w': out.append('w'); continue
        d = all(own[n] == o for n in neighbours(i))
        out.append(o.upper() if d else o)
    return ''.join(out)

def play(colors, tiles, mover):
    own = owners(colors)
    defended = [c.isupper() for c in colors]
    other = 'r' if mover == 'b' else 'b'
    for t in tiles:
        if own[t] == 'w' or (own[t] == other and not defended[t]): own[t] = mover
    return render(own)

def swap(colors): return colors.translate(str.maketrans('bBrR', 'rRbB'))

def tile_index(name): return (int(name[1]) - 1) * 5 + int(name[3]) - 1

def solve(binary, letters, colors, played, extra, env):
    args = [binary, '--board', f'{letters}:{colors}', '--json', '--limit', '1'] + extra
    if played: args += ['--played', ','.join(played)]
    p = subprocess.run(args, capture_output=True, text=True, env=env)
    if p.returncode != 0: raise RuntimeError(p.stderr)
    return json.loads(p.stdout), p.stderr

def game(binary, letters, ours_first, history, ours_extra, state, log):
    env = dict(os.environ, LETTERSOLVE_STATE=state)
    colors = 'w' * 25
    played, passes, turn = [], 0, ('b' if ours_first else 'r')
    doubts, moves = 0, []
    while 'w' in colors and passes < 2:
        if turn == 'b':
            extra = ours_extra + ([] if history else ['--no-history'])
            out, err = solve(binary, letters, colors, played, extra, env)
            h = out.get('history') or {}
            if h.get('might_be_played'): doubts += 1
            log.append({'board': colors, 'played': list(played), 'word': (out['moves'][0]['word'] if out['moves'] else None),
                        'history': h, 'might_be_played': h.get('might_be_played', []), 'complete': h.get('complete'), 'stderr': err.strip()})
        else:
            out, _ = solve(binary, letters, swap(colors), played, ['--rank', 'score', '--depth', '1', '--no-history'], env)
        if not out['moves']:
            passes += 1
        else:
            passes = 0
            m = out['moves'][0]
            played.append(m['word'].lower())
            colors = play(colors, [tile_index(t) for t in m['tiles']], turn)
        turn = 'r' if turn == 'b' else 'b'
    ours = sum(c in 'bB' for c in colors); theirs = sum(c in 'rR' for c in colors)
    return ours, theirs, doubts

if __name__ == '__main__':
    ap = argparse.ArgumentParser()
    ap.add_argument('--binary', required=True)
    ap.add_argument('--history', choices=['on', 'off'], default='on')
    ap.add_argument('--extra', default='--depth 2')
    ap.add_argument('--log')
    ap.add_argument('--twice', action='store_true', help='a second game on the same letters, same history')
    ap.add_argument('letters', nargs='+')
    a = ap.parse_args()
    results, logs = [], []
    for letters in a.letters:
        for ours_first in (True, False):
            with tempfile.TemporaryDirectory(prefix='selfplay-state-') as state:
                for rep in range(2 if a.twice else 1):
                    log = []
                    o, t, d = game(a.binary, letters, ours_first, a.history == 'on', a.extra.split(), state, log)
                    results.append((letters, ours_first, rep, o, t, d))
                    logs.append({'letters': letters, 'first': ours_first, 'rep': rep, 'turns': log})
                    print(f"{letters} {'first ' if ours_first else 'second'} game {rep+1}: {o}-{t} {'WIN' if o>t else 'LOSS' if o<t else 'DRAW'} doubts={d}", flush=True)
    wins = sum(o > t for *_, o, t, d in results); draws = sum(o == t for *_, o, t, d in results)
    print(f"history {a.history}: {wins} wins, {draws} draws, {len(results)-wins-draws} losses of {len(results)}; answers marked might-be-played: {sum(r[5] for r in results)}")
    if a.log: json.dump(logs, open(a.log, 'w'), indent=1)
