package org.sdsim.analyzers.cli;

import java.io.PrintWriter;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.MemoryUse;

/**
 * Streams GC events as CSV rows, batching output in 64 KB blocks. Absent values are empty cells.
 * It tells the caller when stdout has gone away ({@code gclog events big.log | head}), so reading
 * can stop instead of parsing the rest of the file for nobody.
 */
final class EventCsv {
    static final String HEADER = "uptimeSec,wallClock,gcId,kind,name,cause,durationMs,"
            + "heapBeforeKb,heapAfterKb,heapCapacityKb,youngBeforeKb,youngAfterKb,youngCapacityKb,"
            + "oldBeforeKb,oldAfterKb,oldCapacityKb,metaspaceAfterKb,origin";
    private static final int FLUSH_AT = 64 * 1024;

    private final PrintWriter out;
    private final StringBuilder buffer = new StringBuilder(FLUSH_AT + 1024);
    private boolean closed;

    EventCsv(PrintWriter out) {
        this.out = out;
        buffer.append(HEADER).append('\n');
    }

    /** Appends one row; returns false once the output can no longer be written. */
    boolean write(GcEvent e) {
        StringBuilder sb = buffer;
        Decimal.append(sb, e.time().uptimeSec(), 3, "").append(',');
        if (e.time().hasWallClock()) {
            sb.append(e.time().wallClock());
        }
        sb.append(',');
        if (e.gcId() >= 0) {
            sb.append(e.gcId());
        }
        sb.append(',').append(e.kind().name()).append(',');
        Csv.appendCell(sb, e.name()).append(',');
        Csv.appendCell(sb, e.cause()).append(',');
        Decimal.append(sb, e.durationMs(), 3, "").append(',');
        sizes(sb, e.heap());
        sizes(sb, e.young());
        sizes(sb, e.old());
        kb(sb, e.metaspace().afterKb()).append(',');
        Csv.appendCell(sb, e.origin().toString()).append('\n');
        if (sb.length() >= FLUSH_AT) {
            flush();
        }
        return !closed;
    }

    private static void sizes(StringBuilder sb, MemoryUse m) {
        kb(sb, m.beforeKb()).append(',');
        kb(sb, m.afterKb()).append(',');
        kb(sb, m.capacityKb()).append(',');
    }

    private static StringBuilder kb(StringBuilder sb, long value) {
        return value >= 0 ? sb.append(value) : sb;
    }

    void flush() {
        out.write(buffer.toString());
        buffer.setLength(0);
        out.flush();
        // picocli's writer wraps System.out, a PrintStream that swallows "Broken pipe": ask both.
        closed = out.checkError() || System.out.checkError();
    }
}
