package org.sdsim.analyzers.parse;

import java.util.Iterator;
import org.sdsim.analyzers.event.LogEvent;

/**
 * A stream of events read from one or more GC logs, in log order. Single pass, pull-based:
 * nothing is read before {@link #next()} asks for it, so a 100 MB log never sits in memory.
 * Bad content never throws; it comes out as {@link org.sdsim.analyzers.event.UnparsedLine}.
 * {@link #close()} releases the underlying files and never throws.
 */
public interface EventSource extends Iterator<LogEvent>, AutoCloseable {
    @Override
    void close();
}
