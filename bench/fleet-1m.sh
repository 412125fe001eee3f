#!/usr/bin/env bash
# sdsim fleet capture and replay at a million URLs, on a local 3-node ZooKeeper ensemble of real
# server processes (bench/zk-ensemble.sh). docs/benchmarks.md ("Capturing and replaying a million
# URLs") has the figures this measured. Heavy: run it alone on the machine,
#
#   flock /tmp/sdsim-heavy.lock bench/fleet-1m.sh OUT_DIR > /tmp/fleet-1m.log 2>&1 &
#
# 1. starts the ensemble (ZK_HEAP=4g per member) and writes a million-URL fleet into it with
#    sdsim run (12,500 providers x 16 interfaces x 5 protocols, 300-byte URLs, as bench/ensemble-1m.sh),
#    kept registered by a baseline mode that measures for an hour;
# 2. captures the run's namespace (--root <ns>/dubbo --services-root <ns>/services) into
#    OUT_DIR/1m.fleet.gz, then again with --anonymize, each in a JVM as the launcher starts it (-Xmx3g)
#    with a GC log, timed by /usr/bin/time (wall, max RSS);
# 3. runs sdsim fleet show on the file;
# 4. stops the source run (which deletes its namespace), then replays the file into the ensemble:
#    sdsim run --fleet 1m.fleet.gz --registry ... --modes baseline (the registrar's time is in the
#    run's manifest: registrarSeconds; the file's load is in the log);
# 5. stops the ensemble.
# Peak heap of each JVM: the largest heap before a GC in its GC log (and gclog summary's heapAfterGcMaxMb).
# It runs the build as it is in this checkout (build first: mvn -B -DskipTests package).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ $# -eq 1 ] || { echo "usage: $0 OUT_DIR" >&2; exit 2; }
out="$(mkdir -p "$1" && cd "$1" && pwd)"
# shellcheck source=million.env
. "$here/bench/million.env"
cp_sdsim="$here/simulator/target/sdsim.jar:$here/simulator/target/lib/*"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"

source_pid=
cleanup() {
  [ -n "$source_pid" ] && kill "$source_pid" 2>/dev/null && wait "$source_pid" 2>/dev/null || true
  "$ensemble" stop "$out/ensemble" || true
}
trap cleanup EXIT

# peak heap before a GC (MB), from a -Xlog:gc log
peak() { grep -o '[0-9]*M->' "$1" | tr -d 'M>-' | sort -n | tail -1; }
# a JVM as the sdsim launcher starts it, with a GC log and /usr/bin/time
sdsim_timed() {
  local name="$1"; shift
  /usr/bin/time -f "$name: wall %e s, max RSS %M KB" -o "$out/$name.time" \
    "$java" -Xmx3g "-Xlog:gc:file=$out/$name-gc.log" -cp "$cp_sdsim" org.sdsim.simulator.cli.SdsimCommand "$@" \
    > "$out/$name.out" 2> "$out/$name.err"
  cat "$out/$name.time"
  echo "$name: peak heap before a GC $(peak "$out/$name-gc.log") MB"
}

date -u +"start %FT%TZ"
"$ensemble" start "$out/ensemble"
ulimit -n 65536 2>/dev/null || true

"$java" -Xmx3g -cp "$cp_sdsim" org.sdsim.simulator.cli.SdsimCommand run --registry "$registry" \
  --providers "$providers" --interfaces "$interfaces" --url-bytes "$url_bytes" --modes baseline --duration 60m \
  --churn off --no-heap-attribution --no-report --out "$out/source" > "$out/source.log" 2>&1 &
source_pid=$!
for _ in $(seq 1200); do grep -q "converged" "$out/source.log" && break; sleep 1; done
grep -q "converged" "$out/source.log" || { echo "the source fleet was not registered; see $out/source.log" >&2; exit 3; }
ns="$(sed -n 's/^sdsim: registry namespace \([^ ]*\) .*/\1/p' "$out/source.log")"
grep "fleet registered" "$out/source.log"

rm -f "$out/1m.fleet.gz" "$out/1m-anon.fleet.gz"
sdsim_timed capture fleet capture --registry "$registry" --root "$ns/dubbo" --services-root "$ns/services" \
  --out "$out/1m.fleet.gz"
tail -1 "$out/capture.out"
sdsim_timed capture-anon fleet capture --registry "$registry" --root "$ns/dubbo" --services-root "$ns/services" \
  --anonymize --out "$out/1m-anon.fleet.gz"
tail -1 "$out/capture-anon.out"
sdsim_timed show fleet show "$out/1m.fleet.gz"
cat "$out/show.out"
ls -l "$out/1m.fleet.gz" "$out/1m-anon.fleet.gz"

kill "$source_pid"
wait "$source_pid" || true
source_pid=
tail -3 "$out/source.log"

sdsim_timed replay run --fleet "$out/1m.fleet.gz" --registry "$registry" --modes baseline --duration 10s \
  --churn off --no-heap-attribution --no-report --out "$out/replay"
grep -E "reading the captured|captured from|registering|fleet registered|deleted" "$out/replay.err" || true
grep -o '"registrarSeconds" : [0-9.]*' "$out/replay/manifest.json"
date -u +"end %FT%TZ"
