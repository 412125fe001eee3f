#!/usr/bin/env python3
"""Each figure's run-to-run spread over the repeated runs of committed reports, for docs/benchmarks.md.

Usage: bench/spread.py reports/A/summary.json [reports/B/summary.json ...]

Reads summary.json's `repeats` block (written by `sdsim run --repeat N`): per mode and figure, the median, min and
max over its runs. A figure's spread in one mode is (max - min) / median; the table gives, per figure, over every
repeated mode of the given reports, the median of those spreads and the largest, with the mode it was in. Figures
whose median is 0 in a mode (calls failed, getData at interface level) are left out of that mode's spreads.
"""
import json
import sys


def main(paths):
    spreads = {}
    for path in paths:
        with open(path) as f:
            summary = json.load(f)
        report = path.split("/")[-2] if "/" in path else path
        for mode, block in (summary.get("repeats") or {}).items():
            for figure, s in (block.get("figures") or {}).items():
                median, low, high, runs = s.get("median"), s.get("min"), s.get("max"), s.get("runs", 0)
                if median in (None, 0) or low is None or high is None or runs < 2:
                    continue
                spreads.setdefault(figure, []).append(((high - low) / abs(median) * 100, f"{report}: {mode}", runs))
    if not spreads:
        print("no repeated runs in " + ", ".join(paths), file=sys.stderr)
        return 1
    print("| figure | modes | median spread | largest spread (where) |")
    print("|---|---:|---:|---|")
    for figure in sorted(spreads):
        values = sorted(spreads[figure])
        mid = values[len(values) // 2][0] if len(values) % 2 else (values[len(values) // 2 - 1][0]
                                                                     + values[len(values) // 2][0]) / 2
        top = values[-1]
        print(f"| {figure} | {len(values)} | {mid:.1f} % | {top[0]:.1f} % ({top[1]}, {top[2]} runs) |")
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
