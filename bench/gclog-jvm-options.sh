#!/usr/bin/env bash
# Benchmark: the same `gclog summary LOG` under several JVM option sets, interleaved in one run so
# that a shared machine's noise falls on every set alike. Prints, per set, the median and best
# wall time, the median CPU time (user + system) and the largest peak RSS.
#
#   bench/gclog-jvm-options.sh                                   # the default sets below
#   RUNS=9 bench/gclog-jvm-options.sh "-Xmx256m" "-Xmx256m -Xmn16m"
#   LOG=path/to/gc.log bench/gclog-jvm-options.sh ...
#   JAR=/elsewhere/analyzers/target/analyzers-0.1.0-SNAPSHOT.jar bench/gclog-jvm-options.sh ...
#
# The log defaults to the 100 MB G1 log that bench/gclog-vs-gcviewer.sh generates (run that once
# first). Every set gets -XX:+UseSerialGC in front of it, as ./gclog does.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
runs="${RUNS:-5}"
log="${LOG:-$here/target/g1-gcstar-100mb.log}"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"

if [ ! -s "$log" ]; then
  echo "bench: no log at $log; run bench/gclog-vs-gcviewer.sh once to generate it, or set LOG=" >&2
  exit 2
fi
if [ ! -x /usr/bin/time ]; then
  echo "bench: installing GNU time (needed for CPU time and peak RSS)" >&2
  apt-get install -y -q time >/dev/null
fi
jar="${JAR:-}"
if [ -z "$jar" ]; then
  (cd "$root" && ./gclog --version >/dev/null)   # builds the analyzers jar if needed
  jar="$(ls "$root"/analyzers/target/analyzers-*.jar | grep -v -e '-sources' -e '-tests' | head -1)"
fi

sets=("$@")
if [ ${#sets[@]} -eq 0 ]; then
  sets=("-Xmx256m" "-Xmx256m -Xmn2m" "-Xmx256m -Xmn8m" "-Xmx256m -Xmn32m" "-Xmx256m -Xmn8m -XX:TieredStopAtLevel=1")
fi

declare -A walls cpus rss
for i in $(seq 1 "$runs"); do
  for k in "${!sets[@]}"; do
    # shellcheck disable=SC2086  # each set is a list of options
    out="$(/usr/bin/time -f '%e %U %S %M' "$java" -XX:+UseSerialGC ${sets[$k]} -jar "$jar" summary "$log" 2>&1 >/dev/null | tail -1)"
    read -r w u s m <<<"$out"
    walls[$k]+="$w "
    cpus[$k]+="$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.2f", u + s }') "
    rss[$k]+="$m "
  done
  echo "bench: round $i/$runs done" >&2
done

median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
mb="$(awk -v b="$(stat -c %s "$log")" 'BEGIN { printf "%.1f", b / 1e6 }')"
echo "log:     $log ($mb MB)"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); $("$java" -version 2>&1 | head -1)"
echo "jar:     $jar"
echo "runs:    $runs per set, interleaved"
printf '%-50s %9s %7s %9s %9s %8s\n' "JVM options (after -XX:+UseSerialGC)" "wall med" "MB/s" "wall min" "CPU med" "RSS MB"
for k in "${!sets[@]}"; do
  w="$(echo "${walls[$k]}" | median)"
  printf '%-50s %9s %7s %9s %9s %8s\n' "${sets[$k]}" "$w" \
    "$(awk -v m="$mb" -v w="$w" 'BEGIN { printf "%.1f", m / w }')" \
    "$(echo "${walls[$k]}" | tr ' ' '\n' | grep -v '^$' | sort -n | head -1)" \
    "$(echo "${cpus[$k]}" | median)" \
    "$(( $(echo "${rss[$k]}" | tr ' ' '\n' | grep -v '^$' | sort -n | tail -1) / 1024 ))"
done
