package org.sdsim.simulator.run;

/**
 * Something the user gave is wrong or cannot be used: a flag's value, a file, a folder. The CLI
 * prints its message as one line and exits with 2, without a stack trace; the message therefore
 * names the flag or file and what was expected. Nothing has been started when it is thrown.
 *
 * <p>Only this type (and the fixtures' own input exceptions) counts as a user error: an
 * {@link IllegalArgumentException} thrown by a library or by a bug in sdsim is a bug, and keeps
 * its stack trace.
 */
public final class UserError extends IllegalArgumentException {

    public UserError(String message) {
        super(message);
    }

    public UserError(String message, Throwable cause) {
        super(message, cause);
    }
}
