#!/usr/bin/env python3
"""Fits and checks the win chance (Evaluator.winChance) on self-play positions.

Usage: Scripts/fit_win_chance.py POSITIONS.csv ...   (default .build/win-chance/positions.csv;
written by the Benchmarks' `winchance` suite, one file per seed; `make win-chance` runs both)

Games are split by game, not by position: in every file (seed), a game whose index is 4 modulo 5 is
held out (a fifth of the games), the rest are the training games. The model's features are chosen
by a five-fold cross-validation by game inside the training games alone (the candidate with the
lowest mean log-loss over the folds); the held-out games are looked at once, after that choice, for
the report. Logistic regressions for P(side to move wins), a tie counting half a win: the baseline
on the tile difference alone, and the chosen candidate. Fitted by Newton's method (iteratively
reweighted least squares) with numpy.

Prints the cross-validation of every candidate, then for the held-out games: positions, Brier score
and log-loss of each, the reliability table of the model by decile of its prediction (predicted
mean, observed rate, positions and games, and two 95% half-widths for the gap: binomial, as if the
positions were independent, and by game, since the positions of one game share its result), and
the coefficients for Evaluator.winChanceModel."""
import csv, math, sys
import numpy as np

HELD_OUT = 4  # game % 5 == HELD_OUT is held out, in every seed
FOLDS = 5     # cross-validation folds inside the training games, by game


def columns(rows):
    """The evaluator's counts from the side to move's view, and what follows from them."""
    mine, theirs, mine_d, theirs_d = (np.array([float(r[k]) for r in rows]) for k in
                                      ("mine", "theirs", "mine_defended", "theirs_defended"))
    # The corners' difference (a corner is defended with 2 neighbours), from the tiles column.
    corners = np.array([sum({"m": 1, "t": -1}.get(r["tiles"][i], 0) for i in (0, 4, 20, 24))
                        if r.get("tiles") else 0 for r in rows], dtype=float)
    return dict(t=mine - theirs, d=mine_d - theirs_d, c=(mine + theirs) / 25, k=corners)


# Candidate feature sets, each a list of (name, function of the columns); all computable from the
# Ownership alone (counts of tiles and defended tiles of each side).
CANDIDATES = {
    "tiles": [("t", lambda f: f["t"])],
    "counts x claimed": [
        ("t", lambda f: f["t"]), ("d", lambda f: f["d"]), ("t*c", lambda f: f["t"] * f["c"]),
        ("d*c", lambda f: f["d"] * f["c"]), ("c", lambda f: f["c"])],
    "counts x claimed, claimed^2": [
        ("t", lambda f: f["t"]), ("d", lambda f: f["d"]), ("t*c", lambda f: f["t"] * f["c"]),
        ("d*c", lambda f: f["d"] * f["c"]), ("c", lambda f: f["c"]),
        ("t*c^2", lambda f: f["t"] * f["c"] ** 2), ("d*c^2", lambda f: f["d"] * f["c"] ** 2),
        ("c^2", lambda f: f["c"] ** 2)],
    "counts x claimed, lead per unclaimed": [
        ("t", lambda f: f["t"]), ("d", lambda f: f["d"]), ("t*c", lambda f: f["t"] * f["c"]),
        ("d*c", lambda f: f["d"] * f["c"]), ("c", lambda f: f["c"]),
        ("t/(unclaimed+1)", lambda f: f["t"] / (25 * (1 - f["c"]) + 1))],
    "counts x claimed, corners": [
        ("t", lambda f: f["t"]), ("d", lambda f: f["d"]), ("t*c", lambda f: f["t"] * f["c"]),
        ("d*c", lambda f: f["d"] * f["c"]), ("c", lambda f: f["c"]), ("corners", lambda f: f["k"])],
}
CHOSEN_BASELINE = "tiles"


def design(candidate, cols):
    return np.column_stack([function(cols) for _, function in CANDIDATES[candidate]])


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


def reliability(p, y, games, title):
    """The table by decile of p; returns (deciles within 5 points, within 5 or the by-game interval)."""
    print(f"\n{title}")
    print("| decile | predicted | observed | positions (games) | binomial ±95% | by-game ±95% |"
          " within 5 points | within 5 points or the by-game interval |")
    print("|---|---|---|---|---|---|---|---|")
    order = np.argsort(p, kind="stable")
    within_five = within_games = 0
    for decile, chunk in enumerate(np.array_split(order, 10), start=1):
        predicted, observed, n = p[chunk].mean(), y[chunk].mean(), len(chunk)
        binomial = 1.96 * math.sqrt(predicted * (1 - predicted) / n)
        # Positions of one game share its result: the interval of a mean of
        # clustered residuals (sum of each game's residuals, squared).
        residual = y[chunk] - p[chunk]
        chunk_games = games[chunk]
        sums = np.array([residual[chunk_games == game].sum() for game in np.unique(chunk_games)])
        by_game = 1.96 * math.sqrt((sums ** 2).sum()) / n
        gap = abs(observed - predicted)
        within_five += gap <= 0.05
        within_games += gap <= max(0.05, by_game)
        print(f"| {decile} | {100 * predicted:.1f}% | {100 * observed:.1f}% | {n} ({len(sums)}) | "
              f"±{100 * binomial:.1f} | ±{100 * by_game:.1f} | {'yes' if gap <= 0.05 else 'no'} | "
              f"{'yes' if gap <= max(0.05, by_game) else '**no**'} |")
    print(f"\ndeciles within 5 points: {within_five} of 10; within 5 points or the by-game interval:"
          f" {within_games} of 10")
    return within_five, within_games


def main():
    paths = sys.argv[1:] or [".build/win-chance/positions.csv"]
    rows = []
    for path in paths:
        with open(path) as f:
            rows += list(csv.DictReader(f))
    seeds = np.array([int(r.get("seed") or 32) for r in rows])
    index = np.array([int(r["game"]) for r in rows])
    # One number per game across the seeds' files.
    games = seeds * 1_000_000 + index
    y = np.array([float(r["won"]) for r in rows])
    cols = columns(rows)
    test = index % 5 == HELD_OUT
    train = ~test
    print(f"{len(rows)} positions of {len(set(games))} games (seeds "
          f"{', '.join(str(s) for s in sorted(set(seeds)))}); training: {train.sum()} positions of "
          f"{len(set(games[train]))} games; held out: {test.sum()} positions of "
          f"{len(set(games[test]))} games (index % 5 == {HELD_OUT})")

    # The choice of features: five folds by game inside the training games.
    fold = (index // 5 + seeds) % FOLDS
    print(f"\ncross-validation inside the training games ({FOLDS} folds by game)")
    print("| candidate | features | Brier | log-loss | deciles within 5 points (pooled folds) |")
    print("|---|---|---|---|---|")
    results = {}
    for candidate in CANDIDATES:
        x = design(candidate, cols)
        pooled = np.zeros(len(y))
        for k in range(FOLDS):
            fit_on, check = train & (fold != k), train & (fold == k)
            pooled[check] = predict(fit(x[fit_on], y[fit_on]), x[check])
        brier, log_loss = scores(pooled[train], y[train])
        order = np.argsort(pooled[train], kind="stable")
        within = sum(abs(pooled[train][c].mean() - y[train][c].mean()) <= 0.05
                     for c in np.array_split(order, 10))
        results[candidate] = (log_loss, brier, pooled)
        names = ", ".join(name for name, _ in CANDIDATES[candidate])
        print(f"| {candidate} | {names} | {brier:.4f} | {log_loss:.4f} | {within} of 10 |")
    chosen = min((c for c in CANDIDATES if c != CHOSEN_BASELINE), key=lambda c: results[c][0])
    print(f"\nchosen by cross-validated log-loss: {chosen}")
    reliability(results[chosen][2][train], y[train], games[train],
                "reliability of the chosen model in cross-validation (training games, pooled folds)")

    # The held-out games, once.
    base = fit(design(CHOSEN_BASELINE, cols)[train], y[train])
    x = design(chosen, cols)
    model = fit(x[train], y[train])
    p_base = predict(base, design(CHOSEN_BASELINE, cols)[test])
    p_model = predict(model, x[test])
    mean = np.full(test.sum(), y[train].mean())
    print("\nheld-out games        Brier    log-loss")
    for name, p in (("constant (train rate)", mean), ("baseline (tiles)", p_base),
                    ("model", p_model)):
        brier, log_loss = scores(p, y[test])
        print(f"{name:21s} {brier:.4f}   {log_loss:.4f}")
    reliability(p_model, y[test], games[test],
                "reliability of the model on held-out games, by decile of its prediction")
    print("\nbaseline: intercept %.4f, tile difference %.4f" % tuple(base))
    print(f"\nfor Evaluator.winChanceModel ({chosen}):")
    print("  intercept: %.4f, " % model[0] + ", ".join(
        f"{name}: {w:.4f}" for (name, _), w in zip(CANDIDATES[chosen], model[1:])))


if __name__ == "__main__":
    main()
