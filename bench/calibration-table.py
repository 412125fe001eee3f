#!/usr/bin/env python3
"""The subscribers' calibration against the real consumer, from a run's summary.json.

Usage: bench/calibration-table.py RUN_DIR [RUN_DIR ...]

For a run with --subscribers 1 on embedded registries: per mode and registry, the subscriber's requests and
bytes per push over the consumer's (the servers' own per-session counters), and the same over the registries
together. The consumer's own spread between its two registries is printed beside them: it reads the same
pushes on both, so it is how far the reference itself races.
"""
import json
import sys
from pathlib import Path


def ratio(a, b):
    return a / b if a is not None and b else None


def fmt(v, spec=".3f"):
    return "n/a" if v is None else format(v, spec)


def main(dirs):
    print("| run | mode | registry | pushes | requests/push sub / cons | ratio | bytes/push ratio | bytes/request ratio |")
    print("|---|---|---|---:|---|---:|---:|---:|")
    for d in dirs:
        summary = json.loads((Path(d) / "summary.json").read_text())
        for m in summary.get("modes", []):
            regs = m.get("registry") or {}
            label = m.get("mode", "?") + ("" if "@" in m.get("mode", "") else f" ({m.get('dubbo')})")
            tot = {"sr": 0.0, "cr": 0.0, "sb": 0.0, "cb": 0.0}
            consumer = []
            for name, r in sorted(regs.items()):
                p = r.get("perPush") or {}
                sr, cr, sb, cb = (p.get(k) for k in ("subscriberRequests", "consumerRequests", "subscriberBytes",
                                                     "consumerBytes"))
                if None in (sr, cr, sb, cb):
                    print(f"| {Path(d).name} | {label} | {name} | {p.get('pushes', 0)} | n/a | n/a | n/a | n/a |")
                    continue
                tot["sr"] += sr; tot["cr"] += cr; tot["sb"] += sb; tot["cb"] += cb
                consumer.append(cr)
                print(f"| {Path(d).name} | {label} | {name} | {p['pushes']} | {sr:,.2f} / {cr:,.2f} | "
                      f"{fmt(ratio(sr, cr))} | {fmt(ratio(sb, cb))} | {fmt(ratio(ratio(sb, sr), ratio(cb, cr)))} |")
            if tot["cr"]:
                spread = max(consumer) / min(consumer) - 1 if len(consumer) > 1 and min(consumer) else None
                print(f"| {Path(d).name} | {label} | together | | consumer's registries {fmt(spread, '+.1%')} apart | "
                      f"{fmt(ratio(tot['sr'], tot['cr']))} | {fmt(ratio(tot['sb'], tot['cb']))} | "
                      f"{fmt(ratio(ratio(tot['sb'], tot['sr']), ratio(tot['cb'], tot['cr'])))} |")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
