# Counts the pauses of a JDK 9+ unified-logging GC log from its text alone.
# A pause is an end line: "GC(n) [Y: |O: ]Pause <name...> <duration>ms" at info level or above
# (debug/trace detail lines and Shenandoah's per-cycle statistics table, which has no GC id, are
# not pauses). Young = "Pause Young", "Pause Mixed", and G1's JDK 9/10 "Pause Initial Mark (cause)";
# full = "Pause Full"; other = every other "Pause ..." (Remark, Cleanup, CMS Initial Mark, ZGC and
# Shenandoah pauses, Degenerated GC). Cycles = "Concurrent Cycle|Concurrent Mark Cycle|Concurrent
# Undo Cycle <d>ms", ZGC "Garbage Collection (...) a->b" and "Minor|Major Collection (...) a->b <d>s"
# end lines; with -v shenandoah=1 the number of distinct GC ids (Shenandoah logs no cycle line);
# plus CMS cycles, which CMS logs do not name either: a CMS "Pause Initial Mark <heap> <d>ms" end
# line (no cause group) opens the cycle of its GC id, the "Concurrent Reset <d>ms" end line of that
# GC id or the next "Pause Full ... <d>ms" end line (a full collection taking the cycle over)
# counts it.
# Safepoints = 'Safepoint "..."' (JDK 13+) and "Total time for which application threads were
# stopped:" (JDK 9-12) lines.
# Output: young full other totalPauseMs cycles safepoints (tab separated).
{
    line = $0
    sub(/\r$/, "", line)
    if (line ~ /^\[/ && (line ~ /\]\[debug *\]/ || line ~ /\]\[trace *\]/)) next
    while (line ~ /^\[[^]]*\]/) sub(/^\[[^]]*\]/, "", line)
    sub(/^ /, "", line)
    if (line ~ /^Safepoint "/ || line ~ /^Total time for which application threads were stopped: /) safepoints++
    if (line !~ /^GC\([0-9]+\) /) next
    id = line
    sub(/\).*/, "", id)
    sub(/^GC\(/, "", id)
    ids[id] = 1
    sub(/^GC\([0-9]+\) /, "", line)
    sub(/^[YyOo]: /, "", line)
    sub(/ +$/, "", line)
    if (line ~ /^Pause / && line ~ / [0-9]+([.,][0-9]+)?ms$/) {
        d = line
        sub(/.* /, "", d)
        sub(/ms$/, "", d)
        sub(/,/, ".", d)
        total += d
        if (line ~ /^Pause (Young|Mixed)/ || line ~ /^Pause Initial Mark \(/) young++
        else if (line ~ /^Pause Full/) full++
        else other++
    }
    if (line ~ /^Pause Initial Mark [0-9].* [0-9]+([.,][0-9]+)?ms$/) cmsid = id
    else if (cmsid != "" && id == cmsid && line ~ /^Concurrent Reset [0-9]+([.,][0-9]+)?ms$/) { cycles++; cmsid = "" }
    else if (cmsid != "" && line ~ /^Pause Full.* [0-9]+([.,][0-9]+)?ms$/) { cycles++; cmsid = "" }
    if (line ~ /^Concurrent (Mark |Undo )?Cycle [0-9]+([.,][0-9]+)?ms$/) cycles++
    if (line ~ /^Garbage Collection \(.*\) [0-9]+M\([0-9]+%\)->[0-9]+M\([0-9]+%\)$/) cycles++
    if (line ~ /^(Minor|Major) Collection \(.*\) .*->.* [0-9]+([.,][0-9]+)?s$/) cycles++
}
END {
    if (shenandoah) { cycles = 0; for (k in ids) cycles++ }
    printf "%d\t%d\t%d\t%.3f\t%d\t%d\n", young, full, other, total, cycles, safepoints
}
