#!/usr/bin/env python3
"""Prints the cost of an address push per mode of one or more run folders, as Markdown: the consumer's
allocation and GC per push (summary.json's perPush), the registry's reads per push (its registry block,
mean over the registries) and, from the run's summary.md, the top allocation sites per mode.

getData/push ÷ instances is the registry's getData per push (mean over the registries) over the
topology's provider instances: at application level, about how many times a push's reads covered
every instance; it counts requests, not whole re-reads (a read of part of the list counts in part).

    bench/push-cost-table.py runs/push-cost [runs/push-cost-fixed-heap ...] [--sites 5]
"""
import json
import re
import sys
from pathlib import Path

args = [a for a in sys.argv[1:] if not a.startswith("--")]
sites = 5
if "--sites" in sys.argv:
    sites = int(sys.argv[sys.argv.index("--sites") + 1])
    args = [a for a in args if a != str(sites)]
if not args:
    sys.exit(__doc__)


def mean(values):
    values = [v for v in values if v is not None]
    return sum(values) / len(values) if values else None


def fmt(v, digits=1):
    return "n/a" if v is None else f"{v:,.{digits}f}"


def label(m):
    mode, dubbo = m["mode"], m.get("dubbo")
    return mode if not dubbo or mode.endswith("@" + dubbo) else f"{mode} ({dubbo})"


print("| run | mode | pushes | alloc MB/push | YGC/100 pushes | FGC/100 pushes | GC pause ms/push | heap after FGC MB "
      "| notifications/push | getChildren/push | getData/push | getData/push ÷ instances | KB sent/push |")
print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
allocation = {}
for folder in args:
    run = Path(folder)
    summary = json.loads((run / "summary.json").read_text())
    instances = json.loads((run / "manifest.json").read_text()).get("topology", {}).get("providers")
    for m in summary["modes"]:
        p = m.get("perPush") or {}
        regs = [r["perPush"] for r in (m.get("registry") or {}).values() if r.get("perPush")]
        get_data = mean([r.get("getDataRequests") for r in regs])
        per_instance = get_data / instances if get_data is not None and instances and m.get("discovery") != "interface" else None
        print(f"| {run.name} | {label(m)} | {fmt(p.get('pushes'), 0)} | {fmt(p.get('allocatedMbPerPush'))} "
              f"| {fmt(p.get('youngGcsPer100Pushes'))} | {fmt(p.get('fullGcsPer100Pushes'))} | {fmt(p.get('pauseMsPerPush'))} "
              f"| {fmt(m.get('heapAfterFullGcMb'))} | {fmt(mean([r.get('notifications') for r in regs]))} "
              f"| {fmt(mean([r.get('getChildrenRequests') for r in regs]))} | {fmt(get_data)} | {fmt(per_instance)} "
              f"| {fmt(None if mean([r.get('bytesSent') for r in regs]) is None else mean([r.get('bytesSent') for r in regs]) / 1024, 0)} |")
    md = run / "summary.md"
    if md.exists():
        allocation[run.name] = md.read_text()

for name, text in allocation.items():
    m = re.search(r"(\| mode \| # \| site.*?)(\n\n|\Z)", text, re.S)
    if not m:
        continue
    print(f"\nTop {sites} allocation sites per mode while measuring, {name} (from its summary.md):\n")
    rows = m.group(1).splitlines()
    out, rank = rows[:2], 0
    for row in rows[2:]:
        cells = [c.strip() for c in row.strip("|").split("|")]
        if len(cells) > 1 and cells[1].lstrip("≈").isdigit():   # "≈3": its order against rank 2 is not resolved
            rank = int(cells[1].lstrip("≈"))
            if rank <= sites:
                out.append(row)
        elif "all " in row:
            out.append(row)
    print("\n".join(out))
