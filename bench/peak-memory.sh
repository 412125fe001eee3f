#!/usr/bin/env bash
# Runs a command and reports the peak resident memory of its whole process tree (the orchestrator,
# registries, provider, consumers, subscribers together), sampled every 2 s from /proc, plus its
# wall time. Prints "peak-memory: ... MB at ..., wall ... s" on stderr when the command ends and
# exits with its exit code.
#
#   bench/peak-memory.sh ./sdsim run --subscribers 1000 --modes interface@2.7,interface,application
set -uo pipefail
[ "$#" -gt 0 ] || { echo "usage: bench/peak-memory.sh COMMAND [ARGS...]" >&2; exit 2; }

"$@" &
root=$!
start=$SECONDS
peak_kb=0
peak_at=0

tree() { # the pids of $1 and every descendant
  local pid=$1 child
  echo "$pid"
  for child in $(cat /proc/"$pid"/task/*/children 2>/dev/null); do
    tree "$child"
  done
}

while kill -0 "$root" 2>/dev/null; do
  kb=0
  for pid in $(tree "$root"); do
    rss=$(awk '/^VmRSS:/ {print $2}' /proc/"$pid"/status 2>/dev/null)
    kb=$((kb + ${rss:-0}))
  done
  if [ "$kb" -gt "$peak_kb" ]; then
    peak_kb=$kb
    peak_at=$((SECONDS - start))
  fi
  sleep 2
done
wait "$root"
code=$?
echo "peak-memory: $((peak_kb / 1024)) MB resident (every process of the run together) at ${peak_at} s; wall $((SECONDS - start)) s; exit $code" >&2
exit "$code"
