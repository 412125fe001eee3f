# Counts the pauses of a JDK 8 -XX:+PrintGC[Details] log from its text alone, line by line with
# markers that each pause prints exactly once:
#   young = "[GC pause ... (young|mixed)" (G1) + each "[ParNew" / "[DefNew" + each "[PSYoungGen"
#           outside a "[Full GC" line, minus young collections that turned into full ones
#           (a "[Tenured" / "[CMS:" / "[CMS (" group outside a "[Full GC" line);
#   full  = lines with "[Full GC" + those promoted young collections + Shenandoah "[Pause Full";
#   other = "CMS-initial-mark:" + "CMS-remark:" + G1 "[GC remark" + "[GC cleanup" + Shenandoah
#           "[Pause ..., N ms]" end lines (Init/Final Mark, Update Refs, Degenerated);
#   total = the number before " secs] [Times:" (Serial, Parallel, CMS; CMS concurrent phases
#           excluded) + the trailing ", N secs]" of G1 pause/remark/cleanup/full lines, or of the
#           ", N secs]" line that closes a G1 pause whose header line had no time (tenuring or
#           ergonomics output in between) + Shenandoah's "[Pause ..., N ms]"; in milliseconds.
#           A ", N secs]" line with no open G1 pause before it (a log that starts mid-record) is
#           not a pause we can name and is not counted.
#   safepoints = lines that are, after their stamps, "Total time for which application threads
#           were stopped: ..." (garbled lines where another thread's output broke in are not).
#   cycles = concurrent cycles. JDK 8 logs print no cycle line; a cycle is counted when the line
#           that ends it appears after the line that starts it (one cycle open at a time):
#           G1: opened by "[GC concurrent-root-region-scan-start]" (or "[GC concurrent-mark-start]"
#               when no cycle is being marked); counted at its "[GC cleanup" pause, or at
#               "[GC concurrent-mark-abort]" when that comes first (an abort after the cleanup
#               pause ends the same, already counted cycle);
#           CMS: opened by "CMS-initial-mark:"; counted at "[CMS-concurrent-reset:" or at
#               "concurrent mode failure" / "concurrent mode interrupted", whichever comes first;
#           Shenandoah backport: a "[Pause ..." / "[Concurrent ..." record opens a GC, the
#               ", [Metaspace: " line that ends each GC counts it.
# Output: young full other totalPauseMs cycles safepoints.
function num(s) { sub(/,/, ".", s); return s + 0 }
{
    line = $0
    sub(/\r$/, "", line)
    if (line ~ /^([0-9][0-9T:.,+-]*: )*Total time for which application threads were stopped: /) safepoints++
    isFull = line ~ /\[Full GC/
    if (isFull) full++
    if (line ~ /\[GC pause .*\((young|mixed)\)/) young++
    n = gsub(/\[ParNew/, "&", line); young += n
    n = gsub(/\[DefNew/, "&", line); young += n
    if (!isFull) { n = gsub(/\[PSYoungGen/, "&", line); young += n }
    if (!isFull && line ~ /\[(Tenured|CMS:|CMS \()/) { young--; full++ }
    if (line ~ /CMS-initial-mark:/) other++
    if (line ~ /CMS-remark:/) other++
    if (line ~ /\[GC remark/ || line ~ /\[GC cleanup/) other++
    if (line ~ /\[Pause .*, [0-9]+([.,][0-9]+)? ms\]/) {
        if (line ~ /\[Pause Full/) full++; else other++
    }
    if (line ~ / secs\] \[Times:/ && line !~ /CMS-concurrent/) {
        d = line
        sub(/ secs\] \[Times:.*/, "", d)
        sub(/.*[^0-9.,]/, "", d)
        total += 1000 * num(d)
    }
    closesG1 = line ~ /^, [0-9]+([.,][0-9]+)? secs\] *$/ && g1open
    if ((line ~ /(GC pause|GC remark|GC cleanup|Full GC)/ || closesG1) && line ~ /, [0-9]+([.,][0-9]+)? secs\] *$/ && line !~ /concurrent-/) {
        d = line
        sub(/ secs\] *$/, "", d)
        sub(/.*, /, "", d)
        total += 1000 * num(d)
        g1open = 0
    } else if (line ~ /\[GC pause /) {
        g1open = 1
    }
    if (line ~ /\[GC concurrent-root-region-scan-start\]/ || (line ~ /\[GC concurrent-mark-start\]/ && g1cycle != 1)) g1cycle = 1
    if (line ~ /\[GC cleanup/ && g1cycle == 1) { cycles++; g1cycle = 2 }
    if (line ~ /\[GC concurrent-mark-abort\]/) { if (g1cycle == 1) cycles++; g1cycle = 0 }
    if (line ~ /CMS-initial-mark:/) cmscycle = 1
    if (line ~ /\[CMS-concurrent-reset:/ && cmscycle) { cycles++; cmscycle = 0 }
    if (line ~ /concurrent mode (failure|interrupted)/ && cmscycle) { cycles++; cmscycle = 0 }
    if (line ~ /\[(Pause|Concurrent) [^]]*(, start| [0-9]+([.,][0-9]+)? ms)\]/) shencycle = 1
    if (line ~ /^, \[Metaspace: / && shencycle) { cycles++; shencycle = 0 }
    if (line ~ /\[Pause .*, [0-9]+([.,][0-9]+)? ms\]/) {
        d = line
        sub(/ ms\].*/, "", d)
        sub(/.*, /, "", d)
        total += num(d)
    }
}
END { printf "%d\t%d\t%d\t%.3f\t%d\t%d\n", young, full, other, total, cycles, safepoints }
