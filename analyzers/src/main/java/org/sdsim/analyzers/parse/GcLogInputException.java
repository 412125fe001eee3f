package org.sdsim.analyzers.parse;

import java.io.IOException;

/**
 * A GC-log input the user named cannot be read: missing, unreadable, a directory, or not a
 * log at all. The message names the input and says what was expected; callers print it as is.
 */
public class GcLogInputException extends IOException {
    private final String input;

    public GcLogInputException(String input, String message) {
        super(input + ": " + message);
        this.input = input;
    }

    public GcLogInputException(String input, String message, Throwable cause) {
        super(input + ": " + message, cause);
        this.input = input;
    }

    /** The input as the user named it (path or "-"). */
    public String input() {
        return input;
    }
}
