#!/usr/bin/env python3
"""Prints docs/benchmarks.md's RPC table from a `sdsim rpc` run folder: every stack on every Dubbo
release and method at one concurrency, with its ratio beside the published one. The ratio is over
dubbo-hessian2 on the same method and the same Dubbo release, as the published 3.0 columns are over
Dubbo+Hessian2 3.0; dubbo-hessian2 on 2.7 is over dubbo-hessian2 on 3.x (3.0 where it ran, else the
newest 3.x), as the published 2.7 column is over 3.0. The peers (gRPC, raw Netty) are over that 3.x.

usage: bench/rpc-table.py RUN_DIR [CALLERS]   (CALLERS: 32 by default)
"""
import json
import sys

# Dubbo's "RPC Protocol Triple & Dubbo Benchmark": ops/s of each column over Dubbo+Hessian2 3.0
BASE = {"existUser": 30414, "getUser": 12279, "listUser": 2037}
PUBLISHED_OPS = {
    ("dubbo-hessian2", "2"): {"existUser": 30333, "getUser": 8984, "listUser": 1916},
    ("dubbo-protobuf", "3"): {"existUser": 24123, "getUser": 21479, "listUser": 12722},
    ("tri-protobuf", "3"): {"existUser": 7016, "getUser": 6255, "listUser": 6920},
    ("tri-hessian2", "3"): {"existUser": 6635, "getUser": 6491, "listUser": 2833},
}
ROW = {"existUser": "no-arg", "getUser": "POJO", "listUser": "POJO list", "createUser": "–"}


def fmt(v, d=0):
    return "–" if v is None else f"{v:,.{d}f}"


def key(version):
    return tuple(int(p) for p in version.split("."))


def main():
    run = sys.argv[1]
    callers = int(sys.argv[2]) if len(sys.argv) > 2 else 32
    rows = [r for r in json.load(open(f"{run}/rpc.json")) if r["concurrency"] == callers]
    hessian = {(r["dubboVersion"], r["method"]): r["opsPerSec"] for r in rows
               if r["protocol"] == "dubbo" and r["serialization"] == "hessian2"}
    threes = sorted({v for v, _ in hessian if v.startswith("3.")}, key=lambda v: (not v.startswith("3.0."), [-p for p in key(v)]))
    base3 = threes[0] if threes else None
    print("| stack | Dubbo | method (published row) | ops/s | × dubbo+hessian2 here (Dubbo) | × published "
          "| p50 / p99 ms | alloc B/call consumer + provider | young GCs / M calls | CPU µs/call |")
    print("|---|---|---|--:|--:|--:|--:|--:|--:|--:|")
    for r in rows:
        stack = f"{r['protocol']}-{r['serialization']}"
        version = r["dubboVersion"]
        over = version if version and not (stack == "dubbo-hessian2" and version.startswith("2.")) else base3
        base = hessian.get((over, r["method"]))
        ratio = r["opsPerSec"] / base if base and r["opsPerSec"] else None
        pub = PUBLISHED_OPS.get((stack, version.split(".")[0] if version else ""), {}).get(r["method"])
        pub = pub / BASE[r["method"]] if pub else None
        print(f"| {stack} | {version or '–'} | {r['method']} ({ROW.get(r['method'], '–')}) | {fmt(r['opsPerSec'])} "
              f"| {'–' if ratio is None else f'{ratio:.2f}× ({over})'} | {'–' if pub is None else f'{pub:.2f}×'} "
              f"| {fmt(r['p50Ms'], 2)} / {fmt(r['p99Ms'], 2)} "
              f"| {fmt(r['allocBytesPerCallConsumer'])} + {fmt(r['allocBytesPerCallProvider'])} "
              f"| {fmt(r['youngGcsPerMillionCalls'])} | {fmt(r['cpuMicrosPerCall'])} |")


if __name__ == "__main__":
    main()
