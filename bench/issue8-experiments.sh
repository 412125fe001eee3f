#!/usr/bin/env bash
# The full-scale runs behind docs/benchmarks.md "Explaining the published ratios" (issue 8), one
# after the other (one heavy run at a time on 2 cores). Each writes an ordinary run folder under
# $OUT; the console output goes to $OUT/<name>.log. Takes about an hour on 2 cores.
#   OUT=runs/issue8 bench/issue8-experiments.sh [step ...]     (steps: published ablation profiles sweep)
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${OUT:-$here/runs/issue8}"
mkdir -p "$OUT"
steps=("$@")
[ ${#steps[@]} -eq 0 ] && steps=(published ablation profiles sweep)

run() { # name, then sdsim arguments
  local name="$1"; shift
  echo "== $(date -u +%H:%M:%S) $name: sdsim $*"
  local start=$SECONDS
  "$here/sdsim" "$@" --out "$OUT/$name" > "$OUT/$name.log" 2>&1
  echo "   exit $? after $((SECONDS - start)) s; $(grep -m1 'against Dubbo 2.7' "$OUT/$name.log")"
}

# The same three modes for every ablation, 45 s each, no heap dumps (heap after full GC and per-push
# cost are what the table compares).
ABL=(run --modes dubbo27,interface,application --duration 45s --no-heap-attribution)
# What every run did before this work: file cache off (in 3.x; 2.7 ignored the key), Java 17 strings.
BEFORE=(--file-cache off --compact-strings on --provider-release 3.0 --dual-stack off)

for step in "${steps[@]}"; do
  case "$step" in
    published)
      run published run --preset published --modes baseline,dubbo27,interface,application ;;
    ablation)
      run abl-before "${ABL[@]}" "${BEFORE[@]}"
      run abl-file-cache "${ABL[@]}" "${BEFORE[@]}" --file-cache on
      run abl-utf16 "${ABL[@]}" "${BEFORE[@]}" --compact-strings off
      run abl-dual-stack "${ABL[@]}" "${BEFORE[@]}" --dual-stack on
      run abl-release-3.3 "${ABL[@]}" "${BEFORE[@]}" --provider-release 3.3
      run abl-published "${ABL[@]}" --preset published ;;
    profiles)
      run prof-growing run --preset published --modes dubbo27,interface,application --no-heap-attribution
      run prof-fixed run --preset published --profile consumer-1c2g-fixed --modes dubbo27,interface,application --no-heap-attribution ;;
    sweep)
      echo "== $(date -u +%H:%M:%S) sweep: sdsim sweep"
      start=$SECONDS
      "$here/sdsim" sweep --out "$OUT/sweep" > "$OUT/sweep.log" 2>&1
      echo "   exit $? after $((SECONDS - start)) s"; tail -3 "$OUT/sweep.log" ;;
    *) echo "unknown step $step" >&2; exit 2 ;;
  esac
done
