#!/usr/bin/env python3
"""Fits and checks the win chance (Evaluator.winChance) on self-play positions.

Usage: Scripts/fit_win_chance.py [POSITIONS.csv]   (default .build/win-chance/positions.csv,
written by `make bench SUITE=winchance`; `make win-chance` runs both)

Games are split by game, not by position: a game whose index is 4 modulo 5 is held out (a fifth
of the games), the rest fit the model. Two logistic regressions for P(side to move wins), a tie
counting half a win: the baseline on the tile difference alone, and the model on the evaluator's
features (tile and defended-tile differences, each also times the share of the board claimed, and
the share claimed). Fitted by Newton's method (iteratively reweighted least squares) with numpy.

Prints, for the held-out games: positions, Brier score and log-loss of each, the reliability table
of the model by decile of its prediction (predicted mean, observed rate, positions and games, and two
95% half-widths for the gap: binomial, as if the positions were independent, and by game, since the
positions of one game share its result), and the coefficients for Evaluator.winChanceModel."""
import csv, math, os, sys
import numpy as np

HELD_OUT = 4  # game % 5 == HELD_OUT is held out
FEATURES = ["tile difference", "defended difference", "tile difference x claimed",
            "defended difference x claimed", "claimed"]


def features(rows):
    """The model's features: the evaluator's counts from the side to move's view."""
    mine, theirs, mine_d, theirs_d = (np.array([float(r[k]) for r in rows]) for k in
                                      ("mine", "theirs", "mine_defended", "theirs_defended"))
    tiles, defended = mine - theirs, mine_d - theirs_d
    claimed = (mine + theirs) / 25
    return np.column_stack([tiles, defended, tiles * claimed, defended * claimed, claimed])


def fit(x, y, ridge=1e-6):
    """Logistic regression with an intercept (first coefficient), by Newton's method."""
    x = np.column_stack([np.ones(len(x)), x])
    w = np.zeros(x.shape[1])
    for _ in range(50):
        p = 1 / (1 + np.exp(-x @ w))
        gradient = x.T @ (p - y) + ridge * w
        hessian = (x * (p * (1 - p))[:, None]).T @ x + ridge * np.eye(len(w))
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.max(np.abs(step)) < 1e-10:
            break
    return w


def predict(w, x):
    return 1 / (1 + np.exp(-(w[0] + x @ w[1:])))


def scores(p, y):
    p = np.clip(p, 1e-12, 1 - 1e-12)
    brier = np.mean((p - y) ** 2)
    log_loss = -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))
    return brier, log_loss


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else ".build/win-chance/positions.csv"
    with open(path) as f:
        rows = list(csv.DictReader(f))
    games = np.array([int(r["game"]) for r in rows])
    y = np.array([float(r["won"]) for r in rows])
    x = features(rows)
    test = games % 5 == HELD_OUT
    train = ~test
    print(f"{len(rows)} positions of {len(set(games))} games; fit on {train.sum()} positions of "
          f"{len(set(games[train]))} games, held out {test.sum()} positions of "
          f"{len(set(games[test]))} games (game % 5 == {HELD_OUT})")
    base = fit(x[train][:, :1], y[train])
    model = fit(x[train], y[train])
    p_base = predict(base, x[test][:, :1])
    p_model = predict(model, x[test])
    mean = np.full(test.sum(), y[train].mean())
    print("\nheld-out games        Brier    log-loss")
    for name, p in (("constant (train rate)", mean), ("baseline (tiles)", p_base),
                    ("model", p_model)):
        brier, log_loss = scores(p, y[test])
        print(f"{name:21s} {brier:.4f}   {log_loss:.4f}")

    print("\nreliability of the model on held-out games, by decile of its prediction")
    print("| decile | predicted | observed | positions (games) | binomial ±95% | by-game ±95% | within 5 points |"
          " within the by-game interval |")
    print("|---|---|---|---|---|---|---|---|")
    order = np.argsort(p_model, kind="stable")
    within_five = within_games = 0
    for decile, chunk in enumerate(np.array_split(order, 10), start=1):
        predicted, observed, n = p_model[chunk].mean(), y[test][chunk].mean(), len(chunk)
        binomial = 1.96 * math.sqrt(predicted * (1 - predicted) / n)
        # Positions of one game share its result: the interval of a mean of
        # clustered residuals (sum of each game's residuals, squared).
        residual = y[test][chunk] - p_model[chunk]
        chunk_games = games[test][chunk]
        sums = np.array([residual[chunk_games == game].sum() for game in np.unique(chunk_games)])
        by_game = 1.96 * math.sqrt((sums ** 2).sum()) / n
        gap = abs(observed - predicted)
        within_five += gap <= 0.05
        within_games += gap <= max(0.05, by_game)
        print(f"| {decile} | {100 * predicted:.1f}% | {100 * observed:.1f}% | {n} ({len(sums)}) | "
              f"±{100 * binomial:.1f} | ±{100 * by_game:.1f} | {'yes' if gap <= 0.05 else 'no'} | "
              f"{'yes' if gap <= max(0.05, by_game) else 'NO'} |")
    print(f"\ndeciles within 5 points: {within_five} of 10; within 5 points or the by-game interval:"
          f" {within_games} of 10")
    print("\nbaseline: intercept %.4f, tile difference %.4f" % tuple(base))
    print("\nfor Evaluator.winChanceModel:")
    print(f"  intercept: {model[0]:.4f}, tiles: {model[1]:.4f}, defended: {model[2]:.4f},"
          f" tilesClaimed: {model[3]:.4f}, defendedClaimed: {model[4]:.4f}, claimed: {model[5]:.4f}")

if __name__ == "__main__":
    main()
