#!/usr/bin/env python3
"""Summary of scripts/plateau-validation.sh's runs: per setting, row and runtime (see the script)."""
import glob, json, os, statistics, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from results_file import load  # noqa: E402 (joins results.raw.json.gz, schemaVersion 4)

base = sys.argv[1]
PLATEAU = {'plateau1s': {'17': 1.0, '25': 1.0}, 'plateau2500ms': {'17': 2.5, '25': 2.5},
           'plateau5s': {'17': 5.0, '25': 5.0}, 'plateau8s': {'17': 8.0, '25': 8.0},
           'byRuntime': {'17': 4.0, '25': 1.0}, 'byRuntime2500ms': {'17': 2.5, '25': 1.0}}
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
        r = load(path)
        for row in r['rows']:
            method = row['benchmark'].split('.')[-1]
            for runtime, cell in row['cells'].items():
                rows.setdefault((method, runtime), []).append(cell)
    print(f"\n### {setting}: {len(runs)} run(s)\n")
    print("| row | JDK | score / steady cost (per run) | forks: class and steady time right | forks: score within 10% | forks: both | steady at s (median) | probe its | later its (median, max) | s per fork | s per cell (median) | stops |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    ratios = {}
    for (method, runtime), cells in sorted(rows.items()):
        per_run, right, total, at, probe, later, seconds = [], 0, 0, [], [], [], []
        within, both, stops, cell_seconds = 0, 0, {}, []
        for cell in cells:
            forks = cell.get('warmup', {}).get('forks', [])
            if not forks:
                continue
            steady = statistics.median(last_quarter_median(f) for f in forks)
            if method == 'slowdownAfter3s' or method == 'drift':
                steady = cell['score']  # no single steady cost to compare with
            per_run.append(cell['score'] / steady)
            ratios.setdefault(method, {}).setdefault(runtime, []).append(cell['score'])
            fork_scores = [statistics.mean(s) for s in cell.get('forkSamples') or []]
            cell_seconds.append(sum(f['iterations'][-1][0] for f in forks))
            for i, f in enumerate(forks):
                total += 1
                ok_class = right_class(method, runtime, f)
                right += ok_class
                # A fork's score (the mean of what was scored of it) within 10% of the steady cost; a drift has none.
                ok_score = method != 'drift' and i < len(fork_scores) and abs(fork_scores[i] / steady - 1) <= 0.10
                within += ok_score
                both += ok_class and (ok_score or method == 'drift')
                reason = f.get('stopReason', '-')
                stops[reason] = stops.get(reason, 0) + 1
                if f.get('steadyAtSeconds') is not None:
                    at.append(f['steadyAtSeconds'])
                (probe if i == 0 else later).append(len(f['iterations']))
                seconds.append(f['iterations'][-1][0])
        fmt = ' '.join(f"{x:.2f}" for x in per_run)
        med = lambda xs: f"{statistics.median(xs):.1f}" if xs else '-'
        stop_text = ', '.join(f"{k} {v}" for k, v in sorted(stops.items()))
        print(f"| {method} | {runtime} | {fmt} | {right}/{total} | {within}/{total} | {both}/{total} | {med(at)} | "
              f"{med(probe)} | {med(later)}, {max(later) if later else '-'} | {med(seconds)} | {med(cell_seconds)} | {stop_text} |")
    by = ratios.get('byRuntime')
    if by and '17' in by and '25' in by:
        rs = [b / a for a, b in zip(by['17'], by['25'])]
        print(f"\nbyRuntime, score 25 / score 17 per run (steady ratio 1.0): {' '.join(f'{x:.2f}' for x in rs)}")

# Every fork: class, steady time, iterations, why it stopped, its score over the row's steady cost.
print("\n### Every fork\n")
for setting in sorted(os.listdir(base)):
    for path in sorted(glob.glob(os.path.join(base, setting, 'run*', 'results.json'))):
        r = load(path)
        for row in r['rows']:
            method = row['benchmark'].split('.')[-1]
            for runtime, cell in sorted(row['cells'].items()):
                forks = cell.get('warmup', {}).get('forks', [])
                if not forks:
                    continue
                steady = statistics.median(last_quarter_median(f) for f in forks)
                fork_scores = [statistics.mean(s) for s in cell.get('forkSamples') or []]
                onset = cell['warmup'].get('probeOnsetSeconds')
                parts = []
                for i, f in enumerate(forks):
                    at = f.get('steadyAtSeconds')
                    ratio = f"{fork_scores[i] / steady:.2f}x" if i < len(fork_scores) else '?'
                    parts.append(f"{f['class']}@{'-' if at is None else round(at, 1)}/{len(f['iterations'])}it/"
                                 f"{f.get('stopReason', '-')}/{ratio}")
                onset_text = '-' if onset is None else f"{onset:.1f} s"
                print(f"{setting} {os.path.basename(os.path.dirname(path))} {method} {runtime}: score {cell['score']:.0f}, "
                      f"probe onset {onset_text}; {', '.join(parts)}")
