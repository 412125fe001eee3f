package org.sdsim.consumer.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.UncheckedIOException;
import java.util.Optional;

/**
 * Frames one {@link Reply} as one line of a child's stdout, and reads it back. The prefix tells a
 * reply from whatever else the JVM prints to stdout (JFR's start-up lines); the rest of the line is
 * the reply as JSON.
 */
public final class ControlLine {

    private static final String PREFIX = "@sdsim ";
    private static final ObjectMapper JSON = new ObjectMapper();

    private ControlLine() {
    }

    /** {@code reply} as one line (without the line break). */
    public static String frame(Reply reply) {
        try {
            return PREFIX + JSON.writeValueAsString(reply);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("cannot write " + reply, e);
        }
    }

    /** Whether {@code line} is meant as a reply (readable or not), rather than other output. */
    public static boolean isFramed(String line) {
        return line != null && line.startsWith(PREFIX);
    }

    /**
     * The reply a line carries; empty for a line that is not framed, not JSON, or names a reply
     * type (or fields) this side does not know.
     */
    public static Optional<Reply> unframe(String line) {
        if (!isFramed(line)) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(JSON.readValue(line.substring(PREFIX.length()), Reply.class));
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
    }
}
