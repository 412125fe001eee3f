#!/usr/bin/env bash
# The full-scale runs behind docs/benchmarks.md "The published figure, generation by generation":
# the published preset, and the variants that explain where it departs from the published bars.
# One run after the other (one heavy run at a time on 2 cores); each writes an ordinary run folder
# under $OUT and its console output to $OUT/<name>.log. About an hour for every step.
#   OUT=runs/generations bench/generations.sh [step ...]
# steps:
#   published   --preset published: baseline + the four bars (2.6, 2.7, 3.0.1 interface, 3.0.1 application)
#   growing     the same four bars under consumer-1c2g (the heap grows from 32 MB, old generation up to 512 MB)
#   fixed       the same under consumer-1c2g-fixed (-Xms768m): GC per push with a full-size young generation
#   revisions   application@3.0.1 and application@3.0.15 against 3.0.0-3.0.1 providers (a metadata
#               revision per provider process)
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${OUT:-$here/runs/generations}"
mkdir -p "$OUT"
steps=("$@")
[ ${#steps[@]} -eq 0 ] && steps=(published growing fixed revisions)

# shellcheck source=run-series.sh
. "$here/bench/run-series.sh"

BARS=interface@2.6,interface@2.7,interface@3.0.1,application@3.0.1
for step in "${steps[@]}"; do
  case "$step" in
    published) run published run --preset published ;;
    growing) run growing run --preset published --modes "$BARS" --profile consumer-1c2g ;;
    fixed) run fixed run --preset published --modes "$BARS" --profile consumer-1c2g-fixed ;;
    revisions)
      run revisions run --preset published --modes application@3.0.1,application@3.0.15 --provider-release 3.0.1 ;;
    *) echo "unknown step $step: expected published growing fixed revisions" >&2; exit 2 ;;
  esac
done
