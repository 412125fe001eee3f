package org.sdsim.analyzers.cli;

/**
 * gclog's exit codes. When several inputs are read, the worst outcome wins (the largest code).
 */
public final class ExitCode {
    /** Every input read and fully understood. */
    public static final int OK = 0;
    /**
     * Results printed, but some lines were not understood, no GC event was found (for {@code alloc}: no
     * allocation sample), or an input could be read only in part.
     */
    public static final int WARNINGS = 1;
    /** Usage error (unknown option, missing file argument) or an input that could not be opened or read at all. */
    public static final int USAGE_OR_UNREADABLE = 2;
    /** A bug in gclog: an unexpected exception (printed with its stack trace so it can be reported). */
    public static final int INTERNAL_ERROR = 3;

    // The same list as --help shows it (picocli's exitCodeList wants compile-time constants).
    public static final String HELP_OK = "0:ok: every input read and understood";
    public static final String HELP_WARNINGS =
            "1:results printed with warnings: lines not understood, no GC events found, or an input only partly readable";
    public static final String HELP_WARNINGS_ALLOC =
            "1:results printed with warnings: no allocation samples (in the window), samples without stack traces, "
                    + "or a recording only partly readable";
    public static final String HELP_USAGE = "2:usage error, or an input that cannot be opened or read";
    public static final String HELP_INTERNAL = "3:internal error (a gclog bug; please report the stack trace)";

    private ExitCode() {
    }

    static int worst(int a, int b) {
        return Math.max(a, b);
    }
}
