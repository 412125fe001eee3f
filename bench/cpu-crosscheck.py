#!/usr/bin/env python3
"""Checks sdsim's per-process CPU figures against an independent sampler of /proc.

Usage:
  bench/cpu-crosscheck.py sample ROOT_PID OUT.tsv      # every second, every descendant's utime+stime
  bench/cpu-crosscheck.py compare RUN_DIR OUT.tsv      # each registry server's CPU seconds, sdsim's and the sampler's

The sampler knows nothing of sdsim: it walks /proc for the descendants of ROOT_PID (the `./sdsim run` it was
started beside) and writes `epoch_ms pid utime_ticks stime_ticks` lines. `compare` takes each mode's registry
blocks from RUN_DIR/summary.json (`registry.<zk>.cpu`: pid, cpuSeconds, fromMs, toMs) and reads the same pid's
ticks from the sampler's lines nearest to fromMs and toMs.
"""
import json, os, sys, time

HZ = os.sysconf('SC_CLK_TCK')


def children():
    parent = {}
    for d in os.listdir('/proc'):
        if d.isdigit():
            try:
                with open(f'/proc/{d}/stat') as f:
                    s = f.read()
                parent[int(d)] = int(s[s.rindex(')') + 2:].split()[1])
            except OSError:
                pass
    return parent


def descendants(root):
    parent = children()
    out, frontier = set(), {root}
    while frontier:
        nxt = {p for p, pp in parent.items() if pp in frontier and p not in out}
        out |= nxt
        frontier = nxt
    return out


def sample(root, out):
    with open(out, 'w') as f:
        while os.path.exists(f'/proc/{root}'):
            now = int(time.time() * 1000)
            for pid in sorted(descendants(root)):
                try:
                    with open(f'/proc/{pid}/stat') as s:
                        fields = s.read()
                    rest = fields[fields.rindex(')') + 2:].split()
                    f.write(f'{now}\t{pid}\t{rest[11]}\t{rest[12]}\n')
                except OSError:
                    pass
            f.flush()
            time.sleep(1)


def compare(run_dir, tsv):
    ticks = {}
    with open(tsv) as f:
        for line in f:
            ms, pid, u, s = line.split()
            ticks.setdefault(int(pid), []).append((int(ms), int(u) + int(s)))
    summary = json.load(open(os.path.join(run_dir, 'summary.json')))
    worst = 0.0
    for m in summary['modes']:
        for name, reg in (m.get('registry') or {}).items():
            cpu = reg.get('cpu')
            if not cpu:
                continue
            series = ticks.get(cpu['pid'], [])
            if not series:
                print(f"{m['mode']} {name}: pid {cpu['pid']} not sampled")
                continue
            a = min(series, key=lambda t: abs(t[0] - cpu['fromMs']))
            b = min(series, key=lambda t: abs(t[0] - cpu['toMs']))
            sampled = (b[1] - a[1]) / HZ
            ratio = cpu['cpuSeconds'] / sampled if sampled else float('nan')
            worst = max(worst, abs(ratio - 1))
            print(f"{m['mode']} {name} pid {cpu['pid']}: sdsim {cpu['cpuSeconds']:.2f} s over "
                  f"{(cpu['toMs'] - cpu['fromMs']) / 1000:.1f} s; sampler {sampled:.2f} s over "
                  f"{(b[0] - a[0]) / 1000:.1f} s; ratio {ratio:.3f}")
    print(f'largest difference: {worst * 100:.1f} %')


if __name__ == '__main__':
    if len(sys.argv) != 4 or sys.argv[1] not in ('sample', 'compare'):
        sys.exit(__doc__)
    if sys.argv[1] == 'sample':
        sample(int(sys.argv[2]), sys.argv[3])
    else:
        compare(sys.argv[2], sys.argv[3])
