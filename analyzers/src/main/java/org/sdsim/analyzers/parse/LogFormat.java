package org.sdsim.analyzers.parse;

/** The format of a GC log, as its first lines show it. */
public enum LogFormat {
    /** JDK 9+ unified logging ({@code -Xlog:gc...}), any decorations. */
    UNIFIED,
    /** JDK 8 and older {@code -XX:+PrintGC} / {@code -XX:+PrintGCDetails} output. */
    JDK8,
    /** Nothing in the first lines looks like either. */
    UNKNOWN
}
