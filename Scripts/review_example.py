#!/usr/bin/env python3
"""The review example in Samples: one game played through the CLI, then `lettersolve review`.

You (blue) play the longest word (`--rank length --depth 1`, with the history); the opponent
plays the one-move greedy answer (`--rank score --depth 1 --no-history`, on the board with its
colours swapped), every played word given with `--played`, until the board is full or both pass.
The game is kept in a history of its own (a temporary LETTERSOLVE_STATE); its review is written
to OUT.txt and its plot to OUT.png. The same binary and word list give the same game and review.

Usage: Scripts/review_example.py LETTERSOLVE LETTERS OUT   (e.g. Samples/Review/game)
"""
import json, os, subprocess, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from history_selfplay import play, swap, tile_index

def main(binary, letters, out):
    with tempfile.TemporaryDirectory() as state:
        env = dict(os.environ, LETTERSOLVE_STATE=state)
        played = []

        def solve(colors, extra):
            args = [binary, '--board', f'{letters}:{colors}', '--json', '--limit', '1'] + extra
            if played: args += ['--played', ','.join(played)]
            return json.loads(subprocess.run(args, capture_output=True, text=True, env=env,
                                             check=True).stdout)

        colors, turn, passes = 'w' * 25, 'b', 0
        while 'w' in colors and passes < 2:
            if turn == 'b':
                answer = solve(colors, ['--rank', 'length', '--depth', '1'])
            else:
                answer = solve(swap(colors), ['--rank', 'score', '--depth', '1', '--no-history'])
            if answer['moves']:
                passes = 0
                move = answer['moves'][0]
                played.append(move['word'].lower())
                colors = play(colors, [tile_index(t) for t in move['tiles']], turn)
            else:
                passes += 1
            turn = 'r' if turn == 'b' else 'b'
        solve(colors, ['--depth', '1'])  # the last board, into the history
        review = subprocess.run([binary, 'review', letters, '--plot', out + '.png'],
                                capture_output=True, text=True, env=env, check=True).stdout
        with open(out + '.txt', 'w') as file:
            file.write(f'$ lettersolve review {letters} --plot {os.path.basename(out)}.png\n')
            file.write(review)
        print(review, end='')

if __name__ == '__main__':
    if len(sys.argv) != 4: sys.exit(__doc__)
    main(*sys.argv[1:])
