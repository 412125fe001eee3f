#!/usr/bin/env python3
"""Prints the tables of docs/benchmarks.md "Explaining the published ratios" from the run folders
that bench/realism-ablation.sh wrote: python3 bench/realism-ablation-table.py runs/realism-ablation"""
import json, os, sys

root = sys.argv[1] if len(sys.argv) > 1 else "runs/realism-ablation"
PUBLISHED = {"interface": 334 / 606, "application": 160 / 606}


def modes(name):
    path = os.path.join(root, name, "summary.json")
    if not os.path.exists(path):
        return None
    # runs before Dubbo generations were modules named the 2.7 mode dubbo27; it is interface@2.7 now
    return {("dubbo27" if m["mode"] == "interface@2.7" else m["mode"]): m for m in json.load(open(path))["modes"]}


def f(v, pattern="%.1f"):
    return "n/a" if v is None else pattern % v


def ablation():
    rows = [("abl-before", "every knob off (file cache off in both consumers, Java 17 strings, 3.0 providers)"),
            ("abl-file-cache", "+ registry file cache on (Dubbo's default)"),
            ("abl-utf16", "+ two-byte strings (-XX:-CompactStrings, a Java 8 consumer)"),
            ("abl-dual-stack", "+ dual-stack providers (a per-provider ipv6 parameter)"),
            ("abl-release-3.3", "providers on 3.3 instead of 3.0 (no pid, anyhost, ... in URLs)"),
            ("abl-published", "--preset published (file cache on, two-byte strings, 3.0 providers)")]
    print("| variant | dubbo27 MB | interface MB | application MB | interface/2.7 | application/2.7 "
          "| alloc MB/push 2.7 / iface / app |")
    print("|---|---:|---:|---:|---:|---:|---|")
    for name, label in rows:
        m = modes(name)
        if m is None or not all(k in m for k in ("dubbo27", "interface", "application")):
            print("| %s | not run (or not finished) |||||" % label)
            continue
        h = {k: m[k]["heapAfterFullGcMb"] for k in m}
        per = lambda k: (m[k].get("perPush") or {}).get("allocatedMbPerPush")
        print("| %s | %s | %s | %s | %.2f | %.2f | %s / %s / %s |" % (
            label, f(h.get("dubbo27")), f(h.get("interface")), f(h.get("application")),
            h["interface"] / h["dubbo27"], h["application"] / h["dubbo27"],
            f(per("dubbo27"), "%.0f"), f(per("interface"), "%.0f"), f(per("application"), "%.0f")))
    print("| published (IBM J9 JDK 8, 20 h) | 606 | 334 | 160 | 0.55 | 0.26 | |")


def profiles():
    print("| profile | mode | heap after FGC MB | YGC | FGC | pushes | YGC / 100 pushes | FGC / 100 pushes | pause ms / push |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, label in (("prof-growing", "consumer-1c2g (heap grows from 32 MB)"),
                        ("prof-fixed", "consumer-1c2g-fixed (-Xms768m)")):
        m = modes(name)
        if m is None:
            print("| %s | not run |" % label)
            continue
        for k in (k for k in ("dubbo27", "interface", "application") if k in m):
            s = m[k]
            p = s.get("perPush") or {}
            print("| %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                label, k, f(s["heapAfterFullGcMb"]), s["youngGcCount"], s["fullGcCount"], p.get("pushes"),
                f(p.get("youngGcsPer100Pushes")), f(p.get("fullGcsPer100Pushes")), f(p.get("pauseMsPerPush"), "%.0f")))


def attribution(name="published"):
    m = modes(name)
    if m is None:
        return
    comps = ["fileCache", "registryCaches", "urls", "metadata", "directories", "netty", "zookeeper", "other"]
    print("| mode | heap after FGC MB | dump MB | dump vs heap | " + " | ".join(comps) + " |")
    print("|---|---:|---:|---:|" + "---:|" * len(comps))
    for k, s in m.items():
        a = s.get("attribution") or {}
        dump = s.get("heapDumpMb")
        heap = s["heapAfterFullGcMb"]
        print("| %s | %.1f | %s | %s | %s |" % (k, heap, f(dump), "n/a" if dump is None else "%+.1f %%" % (100 * (dump - heap) / heap),
                                            " | ".join(f(a.get(c)) for c in comps)))


for section in (sys.argv[2:] or ["ablation", "profiles", "attribution"]):
    print("\n### " + section + "\n")
    globals()[section]()
