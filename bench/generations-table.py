#!/usr/bin/env python3
"""Prints docs/benchmarks.md's tables for "The published figure, generation by generation" from one or
more run folders of `sdsim run --preset published` (bench/generations.sh writes them):

    python3 bench/generations-table.py runs/published                 # bars, ratios, attribution, GC
    python3 bench/generations-table.py runs/gen/growing runs/gen/fixed  # GC per push, one row a mode a run

Only the run folders' summary.json and manifest.json are read."""
import json
import os
import sys

# registry-mem.svg (heap / old gen after full GC, MB) as Dubbo's published benchmark gives it, keyed by what sdsim
# runs for each bar; the 3.0 bars are measured by 3.0.1 (docs/topology.md, "Why --preset published")
PUBLISHED = {
    "interface@2.6": ("2.6 interface", 740, 562),
    "interface@2.7": ("2.7 interface", 606, 553),
    "interface@3.0.1": ("3.0 interface", 334, 313),
    "application@3.0.1": ("3.0 application", 160, 151),
}
COMPONENTS = ["urls", "registryCaches", "fileCache", "directories", "metadata", "netty", "zookeeper", "other"]


def load(run):
    with open(os.path.join(run, "summary.json")) as f:
        modes = json.load(f)["modes"]
    with open(os.path.join(run, "manifest.json")) as f:
        manifest = json.load(f)
    return modes, manifest


def mb(v):
    return "–" if v is None else "%.1f" % v


def label(m):
    return m["mode"] if m["mode"].endswith("@" + m["dubbo"]) else "%s (%s)" % (m["mode"], m["dubbo"])


def bars(modes):
    ref = next((m for m in modes if m["mode"] == "interface@2.7"), None)
    print("| published bar | published MB (old gen) | measured by | heap after full GC MB | heap trend "
          "| old gen MB | over baseline MB | ratio to 2.7: measured / published |")
    print("|---|---:|---|---:|---|---:|---:|---|")
    for m in modes:
        bar = PUBLISHED.get(m["mode"])
        trend = (m.get("heapTrend") or {}).get("state", "")
        ratio = "–"
        if bar and ref and ref.get("heapAfterFullGcMb"):
            ratio = "%.2f / %.2f" % (m["heapAfterFullGcMb"] / ref["heapAfterFullGcMb"], bar[1] / 606)
        print("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
            bar[0] if bar else "–", "%d (%d)" % (bar[1], bar[2]) if bar else "–", label(m),
            mb(m.get("heapAfterFullGcMb")), trend, mb(m.get("oldGenAfterFullGcMb")), mb(m.get("discoveryCostMb")),
            ratio))


def attribution(modes):
    print("| mode | heap dump MB | " + " | ".join(COMPONENTS) + " |")
    print("|---|---:|" + "---:|" * len(COMPONENTS))
    for m in modes:
        a = m.get("attribution") or {}
        if not a:
            continue
        print("| %s | %s | %s |" % (label(m), mb(m.get("heapDumpMb")), " | ".join(mb(a.get(c)) for c in COMPONENTS)))


def gc(runs):
    print("| profile | mode | heap after full GC MB | heap trend | YGC | FGC | pushes | YGC / 100 pushes "
          "| FGC / 100 pushes | pause ms / push |")
    print("|---|---|---:|---|---:|---:|---:|---:|---:|---:|")
    for run in runs:
        modes, manifest = load(run)
        profile = (manifest.get("options") or {}).get("profile", "?")
        for m in modes:
            p = m.get("perPush") or {}
            if not p:
                continue
            print("| %s | %s | %s | %s | %d | %d | %d | %.1f | %.1f | %.0f |" % (
                profile, label(m), mb(m.get("heapAfterFullGcMb")), (m.get("heapTrend") or {}).get("state", ""),
                m["youngGcCount"], m["fullGcCount"], p["pushes"], p["youngGcsPer100Pushes"],
                p["fullGcsPer100Pushes"], p["pauseMsPerPush"]))


def main(runs):
    if not runs:
        print(__doc__.strip(), file=sys.stderr)
        sys.exit(2)
    if len(runs) == 1:
        modes, _ = load(runs[0])
        bars(modes)
        print()
        attribution(modes)
        print()
    gc(runs)


if __name__ == "__main__":
    main(sys.argv[1:])
