#!/usr/bin/env python3
"""Prints docs/benchmarks.md's RPC table from a `sdsim rpc` run folder: every stack and method at
one concurrency, with the ratio to dubbo+hessian2 on the same method beside the published one.

usage: bench/rpc-table.py RUN_DIR [CALLERS]   (CALLERS: 32 by default)
"""
import json
import sys

PUBLISHED = {  # Dubbo's "RPC Protocol Triple & Dubbo Benchmark", ops/s over Dubbo+Hessian2 3.0
    ("tri-protobuf", "existUser"): 7016 / 30414, ("tri-protobuf", "getUser"): 6255 / 12279,
    ("tri-protobuf", "listUser"): 6920 / 2037,
    ("tri-hessian2", "existUser"): 6635 / 30414, ("tri-hessian2", "getUser"): 6491 / 12279,
    ("tri-hessian2", "listUser"): 2833 / 2037,
}
ROW = {"existUser": "no-arg", "getUser": "POJO", "listUser": "POJO list", "createUser": "–"}


def fmt(v, d=0):
    return "–" if v is None else f"{v:,.{d}f}"


def main():
    run = sys.argv[1]
    callers = int(sys.argv[2]) if len(sys.argv) > 2 else 32
    rows = [r for r in json.load(open(f"{run}/rpc.json")) if r["concurrency"] == callers]
    base = {r["method"]: r["opsPerSec"] for r in rows if r["protocol"] == "dubbo" and r["serialization"] == "hessian2"}
    print("| stack | method (published row) | ops/s | × dubbo+hessian2 here | × published | p50 / p99 ms "
          "| alloc B/call consumer + provider | young GCs / M calls | CPU µs/call |")
    print("|---|---|--:|--:|--:|--:|--:|--:|--:|")
    for r in rows:
        stack = f"{r['protocol']}-{r['serialization']}"
        ratio = r["opsPerSec"] / base[r["method"]] if r["method"] in base and r["opsPerSec"] else None
        pub = PUBLISHED.get((stack, r["method"]))
        print(f"| {stack} | {r['method']} ({ROW.get(r['method'], '–')}) | {fmt(r['opsPerSec'])} "
              f"| {'–' if ratio is None else f'{ratio:.2f}×'} | {'–' if pub is None else f'{pub:.2f}×'} "
              f"| {fmt(r['p50Ms'], 2)} / {fmt(r['p99Ms'], 2)} "
              f"| {fmt(r['allocBytesPerCallConsumer'])} + {fmt(r['allocBytesPerCallProvider'])} "
              f"| {fmt(r['youngGcsPerMillionCalls'])} | {fmt(r['cpuMicrosPerCall'])} |")


if __name__ == "__main__":
    main()
