package org.sdsim.analyzers.event;

/** A place in an input: a file (or "-" for stdin) and a 1-based line number; line 0 for JFR. */
public record Origin(String source, long line) {
    @Override
    public String toString() {
        return line > 0 ? source + ":" + line : source;
    }
}
