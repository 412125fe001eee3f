#!/usr/bin/env python3
"""Per-thread CPU of a run's consumer and subscriber JVMs, sampled from /proc outside them.

  bench/thread-cpu.py sample RUN_LOG OUT.tsv
      Beside a running `sdsim run ... > RUN_LOG`: once a second, every thread of each JVM the log names
      ("consumer pid N started", "subscriber JVM pid N") with its utime+stime; stops when the log prints
      its report line.
  bench/thread-cpu.py summarize RUN_DIR OUT.tsv [TOP]
      Each mode's busiest threads (default 8) over that mode's CPU window in RUN_DIR/summary.json, as a
      markdown table.

sdsim itself reads the threads of the registry servers only; this is for a look at a consumer's threads
(its ZooKeeper event threads, say) without touching the consumer.
"""
import csv
import json
import os
import re
import sys
import time


def sample(log, out):
    tick = os.sysconf("SC_CLK_TCK")
    with open(out, "w") as f:
        f.write("t\trole\tpid\ttid\tname\tcpu_s\n")
        while True:
            try:
                text = open(log).read()
            except OSError:
                text = ""
            pids = {int(m.group(1)): "consumer" for m in re.finditer(r"consumer pid (\d+) started", text)}
            pids.update({int(m.group(1)): "subscribers" for m in re.finditer(r"subscriber JVM pid (\d+)", text)})
            now = time.time()
            for pid, role in pids.items():
                try:
                    tids = os.listdir(f"/proc/{pid}/task")
                except OSError:
                    continue  # ended
                for tid in tids:
                    try:
                        st = open(f"/proc/{pid}/task/{tid}/stat").read()
                    except OSError:
                        continue
                    name = st[st.index("(") + 1:st.rindex(")")]
                    fields = st[st.rindex(")") + 2:].split()
                    f.write(f"{now:.3f}\t{role}\t{pid}\t{tid}\t{name}\t{(int(fields[11]) + int(fields[12])) / tick:.2f}\n")
            f.flush()
            if re.search(r"^report: ", text, re.M):
                return
            time.sleep(1)


def summarize(run_dir, samples, top):
    rows = list(csv.DictReader(open(samples), delimiter="\t"))
    summary = json.load(open(os.path.join(run_dir, "summary.json")))
    for m in summary.get("modes", []):
        cpu = m.get("cpu") or {}
        if not cpu.get("fromMs"):
            continue
        lo, hi = cpu["fromMs"] / 1000, cpu["toMs"] / 1000
        first, last = {}, {}
        for r in rows:
            t = float(r["t"])
            if lo <= t <= hi:
                key = (r["role"], r["pid"], r["tid"], r["name"])
                first.setdefault(key, float(r["cpu_s"]))
                last[key] = float(r["cpu_s"])
        used = sorted(((last[k] - first[k], k) for k in last), reverse=True)
        print(f"\n{m.get('mode')} ({m.get('dubbo')}): {hi - lo:.1f} s window\n")
        print("| role | thread | CPU s |\n|---|---|---:|")
        for seconds, (role, _pid, tid, name) in used[:top]:
            print(f"| {role} | {name} ({tid}) | {seconds:.2f} |")
        for role in ("consumer", "subscribers"):
            total = sum(s for s, k in used if k[0] == role)
            print(f"| {role} | all threads | {total:.2f} |")


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "sample":
        sample(sys.argv[2], sys.argv[3])
    elif len(sys.argv) >= 4 and sys.argv[1] == "summarize":
        summarize(sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) > 4 else 8)
    else:
        sys.exit(__doc__)
