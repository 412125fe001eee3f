#!/usr/bin/env bash
# Benchmark: gclog summary against GCViewer 1.36 on the same >= 100 MB JDK 17 G1 -Xlog:gc* log,
# in the same run, measuring wall time and peak RSS with /usr/bin/time -v.
#
#   bench/gclog-vs-gcviewer.sh            # generate (or reuse) the log, run each tool RUNS times
#   RUNS=5 LOG_MB=200 bench/gclog-vs-gcviewer.sh
#
# The log is written by a real JDK 17 JVM (G1, -Xmx64m -Xmn4m, rotation off) running
# bench/GcLogWorkload.java until the file passes LOG_MB megabytes; it is cached in bench/target/.
# gclog runs as `java -XX:+UseSerialGC -Xmn8m -Xmx256m -jar analyzers-*.jar summary LOG` (what ./gclog
# runs, with the heap capped at 256 MB, called directly so a source change elsewhere cannot trigger a rebuild inside the timing).
# GCViewer runs as `java -jar gcviewer-1.36.jar LOG out.csv -t SUMMARY` with the JVM's default heap.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="$here/target"
runs="${RUNS:-3}"
log_mb="${LOG_MB:-100}"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
log="$work/g1-gcstar-${log_mb}mb.log"
gcviewer_dir="$work/gcviewer"
gcviewer_jar="$gcviewer_dir/gcviewer-1.36.jar"
mkdir -p "$work"

if [ ! -x /usr/bin/time ]; then
  echo "bench: installing GNU time (needed for peak RSS)" >&2
  apt-get install -y -q time >/dev/null
fi

java_feature="$("$java" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/ {print $2}')"
if [ "$java_feature" != "17" ]; then
  echo "bench: the log must come from JDK 17; '$java' is Java $java_feature (set JAVA_HOME)" >&2
  exit 2
fi

# 1. The log (cached: generating 100 MB takes a minute or two).
if [ ! -s "$log" ] || [ "$(stat -c %s "$log")" -lt $((log_mb * 1000 * 1000)) ]; then
  echo "bench: generating a ${log_mb} MB G1 -Xlog:gc* log with a real JVM ..." >&2
  rm -f "$log"
  "$java" -XX:+UseG1GC -Xmx64m -Xmn4m \
    "-Xlog:gc*:file=$log:time,uptime,level,tags:filecount=0" \
    "$here/GcLogWorkload.java" "$log" $((log_mb * 1000 * 1000))
fi
log_bytes="$(stat -c %s "$log")"

# 2. The two tools.
if [ ! -f "$gcviewer_jar" ]; then
  echo "bench: fetching GCViewer 1.36 from Maven Central ..." >&2
  mvn -q -B dependency:copy -Dartifact=com.github.chewiebug:gcviewer:1.36 -DoutputDirectory="$gcviewer_dir" >&2
fi
(cd "$root" && ./gclog --version >/dev/null)   # builds the analyzers jar if needed
gclog_jar="$(ls "$root"/analyzers/target/analyzers-*.jar | grep -v -e '-sources' -e '-tests' | head -1)"

# 3. Timed runs. Prints "wall_seconds peak_rss_kb cpu_seconds" for one command. CPU time (user +
# system) is reported too because on a shared machine wall time also measures the neighbours.
measure() {
  local out="$work/time.txt"
  /usr/bin/time -v -o "$out" "$@" >"$work/last-stdout.txt" 2>"$work/last-stderr.txt" || {
    echo "bench: command failed: $*" >&2; cat "$work/last-stderr.txt" >&2; return 1; }
  awk -F': ' '
    /Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; wall = s }
    /Maximum resident set size/ { rss = $2 }
    /User time \(seconds\)/ { cpu += $2 }
    /System time \(seconds\)/ { cpu += $2 }
    END { printf "%.3f %d %.2f\n", wall, rss, cpu }' "$out"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

gclog_walls=(); gclog_rss=(); gclog_cpu=(); viewer_walls=(); viewer_rss=(); viewer_cpu=()
for i in $(seq 1 "$runs"); do
  read -r w r c < <(measure "$java" -XX:+UseSerialGC -Xmn8m -Xmx256m -jar "$gclog_jar" summary "$log")
  gclog_walls+=("$w"); gclog_rss+=("$r"); gclog_cpu+=("$c")
  cp "$work/last-stdout.txt" "$work/gclog-summary.txt"
  read -r w r c < <(measure "$java" -jar "$gcviewer_jar" "$log" "$work/gcviewer-summary.csv" -t SUMMARY)
  viewer_walls+=("$w"); viewer_rss+=("$r"); viewer_cpu+=("$c")
  echo "bench: run $i/$runs: gclog ${gclog_walls[-1]} s, GCViewer ${viewer_walls[-1]} s" >&2
done

gw="$(printf '%s\n' "${gclog_walls[@]}" | median)"
vw="$(printf '%s\n' "${viewer_walls[@]}" | median)"
gr="$(printf '%s\n' "${gclog_rss[@]}" | sort -n | tail -1)"
vr="$(printf '%s\n' "${viewer_rss[@]}" | sort -n | tail -1)"
gb="$(printf '%s\n' "${gclog_walls[@]}" | sort -n | head -1)"
vb="$(printf '%s\n' "${viewer_walls[@]}" | sort -n | head -1)"
gc="$(printf '%s\n' "${gclog_cpu[@]}" | median)"
vc="$(printf '%s\n' "${viewer_cpu[@]}" | median)"
mb="$(awk -v b="$log_bytes" 'BEGIN { printf "%.1f", b / 1e6 }')"

echo
echo "log:      $log ($mb MB, $(wc -l <"$log") lines)"
echo "machine:  $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "java:     $("$java" -version 2>&1 | head -1)"
echo "runs:     $runs each, interleaved; median wall and CPU time, largest peak RSS"
printf '%-10s %10s %10s %10s %14s\n' tool "wall (s)" "MB/s" "CPU (s)" "peak RSS (MB)"
printf '%-10s %10s %10s %10s %14s\n' gclog "$gw" "$(awk -v m="$mb" -v w="$gw" 'BEGIN { printf "%.1f", m / w }')" "$gc" "$((gr / 1024))"
printf '%-10s %10s %10s %10s %14s\n' GCViewer "$vw" "$(awk -v m="$mb" -v w="$vw" 'BEGIN { printf "%.1f", m / w }')" "$vc" "$((vr / 1024))"
echo "ratio:    gclog is $(awk -v g="$gw" -v v="$vw" 'BEGIN { printf "%.1f", v / g }')x GCViewer's throughput (median wall), $(awk -v g="$gc" -v v="$vc" 'BEGIN { printf "%.1f", v / g }')x by CPU time"
echo "best run: gclog $gb s ($(awk -v m="$mb" -v w="$gb" 'BEGIN { printf "%.1f", m / w }') MB/s), GCViewer $vb s ($(awk -v m="$mb" -v w="$vb" 'BEGIN { printf "%.1f", m / w }') MB/s)"
echo "all wall times (s): gclog ${gclog_walls[*]} | GCViewer ${viewer_walls[*]}"
echo
echo "what each found (sanity check that both read the whole log):"
grep -E '^(young pauses|full pauses|other pauses|concurrent cycles|all GC pauses, total|throughput)' \
  "$work/gclog-summary.txt" | sed 's/^/  gclog:    /'
grep -E '^(pauseCount|fullGCPause|accumPause|throughput);' "$work/gcviewer-summary.csv" | sed 's/^/  GCViewer: /' || true
