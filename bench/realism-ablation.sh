#!/usr/bin/env bash
# The full-scale runs behind docs/benchmarks.md "Explaining the published ratios" (the realism knobs), one
# after the other (one heavy run at a time on 2 cores). Each writes an ordinary run folder under
# $OUT; the console output goes to $OUT/<name>.log. Takes about an hour on 2 cores.
#   OUT=runs/realism-ablation bench/realism-ablation.sh [step ...]     (steps: published ablation profiles sweep)
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${OUT:-$here/runs/realism-ablation}"
mkdir -p "$OUT"
steps=("$@")
[ ${#steps[@]} -eq 0 ] && steps=(published ablation profiles sweep)

# shellcheck source=run-series.sh
. "$here/bench/run-series.sh"

# The same three modes for every ablation, 45 s each, no heap dumps (heap after full GC and per-push
# cost are what the table compares).
ABL=(run --modes dubbo27,interface,application --duration 45s --no-heap-attribution)
# Every knob off, as every run was before this work (except that the file cache is now off in the
# 2.7 consumer too; it used to ignore the key), and one knob changed from there per variant.
before_but() { # [flag value]: the baseline knobs, with one of them changed
  local -A knob=([--file-cache]=off [--compact-strings]=on [--provider-release]=3.0 [--dual-stack]=off)
  [ $# -eq 2 ] && knob[$1]=$2
  for k in "${!knob[@]}"; do printf '%s\n%s\n' "$k" "${knob[$k]}"; done
}

for step in "${steps[@]}"; do
  case "$step" in
    published)
      run published run --preset published --modes baseline,dubbo27,interface,application ;;
    ablation)
      mapfile -t k < <(before_but); run abl-before "${ABL[@]}" "${k[@]}"
      mapfile -t k < <(before_but --file-cache on); run abl-file-cache "${ABL[@]}" "${k[@]}"
      mapfile -t k < <(before_but --compact-strings off); run abl-utf16 "${ABL[@]}" "${k[@]}"
      mapfile -t k < <(before_but --dual-stack on); run abl-dual-stack "${ABL[@]}" "${k[@]}"
      mapfile -t k < <(before_but --provider-release 3.3); run abl-release-3.3 "${ABL[@]}" "${k[@]}"
      run abl-published "${ABL[@]}" --preset published ;;
    ablation-rest) # the four one-knob variants alone
      mapfile -t k < <(before_but --file-cache on); run abl-file-cache "${ABL[@]}" "${k[@]}"
      mapfile -t k < <(before_but --compact-strings off); run abl-utf16 "${ABL[@]}" "${k[@]}"
      mapfile -t k < <(before_but --dual-stack on); run abl-dual-stack "${ABL[@]}" "${k[@]}"
      mapfile -t k < <(before_but --provider-release 3.3); run abl-release-3.3 "${ABL[@]}" "${k[@]}" ;;
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
