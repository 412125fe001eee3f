#!/usr/bin/env bash
# 1,000,000 provider URLs through `sdsim run --registry` on a local 3-node ZooKeeper ensemble of
# real server processes (bench/zk-ensemble.sh), one registry, and a check that the ensemble holds
# the same znodes before and after. docs/benchmarks.md ("A million URLs on a 3-node ensemble") has
# the figures this measured. Run it alone on the machine (it is heavy):
#
#   flock /tmp/sdsim-heavy.lock bench/ensemble-1m.sh OUT_DIR > /tmp/ns-1m.log 2>&1 &
#
# It runs a frozen copy of the build (OUT_DIR/dist: simulator/target/sdsim.jar and lib), so that
# building in the worktree meanwhile cannot change the jars under the running JVMs.
# OUT_DIR receives the ensemble's folder (zk1..zk3), the run folder (run/), samples of the
# servers' memory and znode counts every 10 s (ensemble-samples.tsv) and the counts before and
# after (znodes-before.txt, znodes-after.txt). Settings, from the environment:
#   PROVIDERS=12500  INTERFACES=16 (x 5 protocols = 1,000,000 URLs)   URL_BYTES=300
#   MODES=application,interface   DURATION=60s   ZK_HEAP=4g (per member)
# The consumer holds one connection per provider and the loopback provider accepts them all, so
# the providers must stay well under the open-files limit (ulimit -n, often 20,000): 25,000
# providers x 8 interfaces cannot connect (docs/ensemble.md), 12,500 x 16 can.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ $# -eq 1 ] || { echo "usage: $0 OUT_DIR" >&2; exit 2; }
out="$(mkdir -p "$1" && cd "$1" && pwd)"
# shellcheck source=million.env
. "$here/bench/million.env"
modes="${MODES:-application,interface}"
duration="${DURATION:-60s}"
dist="$out/dist"
mkdir -p "$dist"
cp "$here/simulator/target/sdsim.jar" "$dist/"
cp -r "$here/simulator/target/lib" "$dist/"
export ZK_LIB="$dist/lib"

counts() { "$ensemble" status "$out/ensemble" | sed 's/ pid [0-9]*//'; }

sampler_pid=
cleanup() {
  [ -n "$sampler_pid" ] && kill "$sampler_pid" 2>/dev/null || true
  "$ensemble" stop "$out/ensemble" || true
}
trap cleanup EXIT

date -u +"start %FT%TZ"
"$ensemble" start "$out/ensemble"
counts | tee "$out/znodes-before.txt"

# every 10 s: time, and per member its resident memory (MB) and znode count
(
  printf 'epoch\tmember\trssMb\tznodes\n'
  while true; do
    for i in 1 2 3; do
      pid="$(cat "$out/ensemble/zk$i/pid" 2>/dev/null || echo 0)"
      rss="$(awk '/VmRSS/ {print int($2/1024)}' "/proc/$pid/status" 2>/dev/null || echo 0)"
      nodes="$(timeout 2 bash -c "exec 3<>/dev/tcp/127.0.0.1/$((2180 + i)) && printf srvr >&3 && cat <&3" 2>/dev/null \
        | sed -n 's/^Node count: //p' || true)"
      printf '%s\tzk%s\t%s\t%s\n' "$(date +%s)" "$i" "$rss" "${nodes:-?}"
    done
    sleep 10
  done
) >"$out/ensemble-samples.tsv" &
sampler_pid=$!

echo "open files: $(ulimit -Sn) (the consumer needs one per provider)"
start=$SECONDS
set +e
# as the sdsim launcher runs it (-Xmx3g), from the frozen copy
java -Xmx3g -cp "$dist/sdsim.jar:$dist/lib/*" org.sdsim.simulator.cli.SdsimCommand run --registry "$registry" --providers "$providers" --interfaces "$interfaces" --url-bytes "$url_bytes" --modes "$modes" \
  --duration "$duration" --probe-every 20s --converge-timeout 20m --no-heap-attribution --out "$out/run"
code=$?
set -e
echo "sdsim run exited $code after $((SECONDS - start)) s"

# a member that fell behind under load catches up after the run: give it two minutes
for _ in $(seq 120); do
  [ "$(counts | awk '{print $NF}' | sort -u | wc -l)" -eq 1 ] && break
  sleep 1
done
counts | tee "$out/znodes-after.txt"
if diff <(awk '{print $1, $NF}' "$out/znodes-before.txt") <(awk '{print $1, $NF}' "$out/znodes-after.txt"); then
  echo "the ensemble holds the same znode count as before"
else
  echo "the ensemble's znode count changed (above)"
fi
date -u +"end %FT%TZ"
