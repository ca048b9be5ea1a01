#!/usr/bin/env python3
"""Summary of scripts/plateau-validation.sh's runs: per setting, row and runtime (see the script)."""
import glob, json, os, statistics, sys

base = sys.argv[1]
PLATEAU = {'plateau1s': {'17': 1.0, '25': 1.0}, 'plateau2500ms': {'17': 2.5, '25': 2.5},
           'plateau5s': {'17': 5.0, '25': 5.0}, 'plateau8s': {'17': 8.0, '25': 8.0},
           'byRuntime': {'17': 4.0, '25': 1.0}}
EXPECTED = {'flat': 'flat', 'drift': 'none', 'slowdownAfter3s': 'slowdown'}


def last_quarter_median(fork):
    scores = [p[1] for p in fork['iterations']]
    return statistics.median(scores[-max(1, len(scores) // 4):])


def right_class(method, runtime, fork):
    if method in PLATEAU:
        at = fork.get('steadyAtSeconds')
        # Steady no earlier than the plateau's end (its start is the set-up, about 0.5 s after the fork's).
        return fork['class'] == 'warmup' and at is not None and at >= PLATEAU[method][runtime]
    return fork['class'] == EXPECTED.get(method)


for setting in sorted(os.listdir(base)):
    runs = sorted(glob.glob(os.path.join(base, setting, 'run*', 'results.json')))
    if not runs:
        continue
    rows = {}
    for path in runs:
        r = json.load(open(path))
        for row in r['rows']:
            method = row['benchmark'].split('.')[-1]
            for runtime, cell in row['cells'].items():
                rows.setdefault((method, runtime), []).append(cell)
    print(f"\n### {setting}: {len(runs)} run(s)\n")
    print("| row | JDK | score / steady cost (per run) | forks right | steady at s (median) | probe its | later its (median, max) | s per fork |")
    print("|---|---|---|---|---|---|---|---|")
    ratios = {}
    for (method, runtime), cells in sorted(rows.items()):
        per_run, right, total, at, probe, later, seconds = [], 0, 0, [], [], [], []
        for cell in cells:
            forks = cell.get('warmup', {}).get('forks', [])
            if not forks:
                continue
            steady = statistics.median(last_quarter_median(f) for f in forks)
            if method == 'slowdownAfter3s' or method == 'drift':
                steady = cell['score']  # no single steady cost to compare with
            per_run.append(cell['score'] / steady)
            ratios.setdefault(method, {}).setdefault(runtime, []).append(cell['score'])
            for i, f in enumerate(forks):
                total += 1
                right += right_class(method, runtime, f)
                if f.get('steadyAtSeconds') is not None:
                    at.append(f['steadyAtSeconds'])
                (probe if i == 0 else later).append(len(f['iterations']))
                seconds.append(f['iterations'][-1][0])
        fmt = ' '.join(f"{x:.2f}" for x in per_run)
        med = lambda xs: f"{statistics.median(xs):.1f}" if xs else '-'
        print(f"| {method} | {runtime} | {fmt} | {right}/{total} | {med(at)} | {med(probe)} | "
              f"{med(later)}, {max(later) if later else '-'} | {med(seconds)} |")
    by = ratios.get('byRuntime')
    if by and '17' in by and '25' in by:
        rs = [b / a for a, b in zip(by['17'], by['25'])]
        print(f"\nbyRuntime, score 25 / score 17 per run (steady ratio 1.0): {' '.join(f'{x:.2f}' for x in rs)}")
