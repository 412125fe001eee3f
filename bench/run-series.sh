# Sourced by the bench scripts that run sdsim several times in a row (bench/generations.sh,
# bench/realism-ablation.sh), after they set `here` (the checkout) and `OUT` (the series' folder).
#   run NAME ARGS...   runs `sdsim ARGS... --out $OUT/NAME`, its console output in $OUT/NAME.log, and
#                      prints its exit code, wall time and the ratios line it printed (if any)
run() {
  local name="$1"; shift
  echo "== $(date -u +%H:%M:%S) $name: sdsim $*"
  local start=$SECONDS
  "$here/sdsim" "$@" --out "$OUT/$name" > "$OUT/$name.log" 2>&1
  echo "   exit $? after $((SECONDS - start)) s; $(grep -m1 'heap after full GC against' "$OUT/$name.log")"
}
