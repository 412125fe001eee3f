package org.sdsim.analyzers.input;

/** What the first bytes of an input say it is. */
public enum ContentKind {
    /** Text: worth reading as a GC log. */
    TEXT,
    /** No bytes at all. */
    EMPTY,
    /** Not text (NUL bytes, control characters, a JFR recording, an archive...). */
    BINARY
}
