#!/bin/sh
# Regenerates expected-counts.tsv from the corpus text alone (no project code involved).
# Usage: derive-expected-counts.sh [corpus dir, default ../../../../../../shared/gc-logs relative to this file]
# Each row's last column is the exact command that produced its numbers.
set -e
here=$(cd "$(dirname "$0")" && pwd)
corpus=${1:-$here/../../../../../../shared/gc-logs}
printf 'file\tyoung\tfull\tother\tpauseTotalMs\tcycles\tsafepoints\tcommand\n'
for f in "$corpus"/*.log; do
    name=$(basename "$f")
    case "$name" in
        jdk8-*|malformed-jdk8-*) cmd="awk -f jdk8-pauses.awk $name" ;;
        *shenandoah*) cmd="awk -v shenandoah=1 -f ujl-pauses.awk $name" ;;
        *) cmd="awk -f ujl-pauses.awk $name" ;;
    esac
    counts=$(cd "$here" && eval "$(echo "$cmd" | sed "s|$name|\"$f\"|")")
    printf '%s\t%s\t%s\n' "$name" "$counts" "$cmd"
done
