package org.sdsim.analyzers.event;

/**
 * Everything a GC log or JFR reader yields, in log order. Readers are plain iterators of these;
 * aggregations register per type (see {@code org.sdsim.analyzers.summary}).
 */
public sealed interface LogEvent permits GcEvent, SafepointEvent, JvmInfo, UnparsedLine {

    /** Where the event came from (file name and 1-based line, or JFR event), for diagnostics. */
    Origin origin();
}
