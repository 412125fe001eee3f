package org.sdsim.analyzers.event;

/**
 * A line that looked like GC output but was not understood. Never dropped silently: summaries
 * count these and show the first few with their line numbers.
 *
 * @param text   the line, cut to a bounded length so a 10 MB line cannot blow the heap
 * @param reason what the reader expected instead
 */
public record UnparsedLine(String text, String reason, Origin origin) implements LogEvent {
    public static final int MAX_TEXT = 300;

    public UnparsedLine {
        if (text != null && text.length() > MAX_TEXT) {
            text = text.substring(0, MAX_TEXT) + "…";
        }
    }
}
