package org.sdsim.simulator.orchestrator;

import org.sdsim.simulator.run.Outcome;

/**
 * Why a mode's phases stopped talking to the consumer, as they saw it. With the consumer's exit
 * code (and whether its log reports an OutOfMemoryError) it decides the mode's {@link Outcome};
 * the text a human reads is kept apart from it.
 */
enum EndReason {
    /** Every phase ran (the consumer may still have been slow to converge). */
    RAN_TO_END(""),
    /** No ready reply: the consumer JVM or its Dubbo did not come up. */
    DID_NOT_START("consumer did not start (see consumer.log)"),
    /** The consumer stopped answering while the orchestrator waited for its addresses. */
    DIED_WHILE_CONVERGING("consumer died while converging"),
    /** The consumer JVM exited while it was being measured. */
    DIED_WHILE_MEASURING("consumer died while measuring"),
    /** The user stopped the run (Ctrl-C or SIGTERM). */
    INTERRUPTED("interrupted");

    /** Exit status of a JVM stopped by -XX:+ExitOnOutOfMemoryError. */
    static final int OOM_EXIT = 3;

    private final String text;

    EndReason(String text) {
        this.text = text;
    }

    /** What a human reads about this reason; empty for {@link #RAN_TO_END}. */
    String text() {
        return text;
    }

    /**
     * The outcome: interrupted wins; then out of heap (exit 3, or the log says so); then crashed
     * for a consumer that ended early, exited non-zero or had to be killed ({@code exitCode} null).
     */
    Outcome outcome(Integer exitCode, boolean oomLogged) {
        if (this == INTERRUPTED) {
            return Outcome.INTERRUPTED;
        }
        if (exitCode != null && exitCode == OOM_EXIT || oomLogged) {
            return Outcome.OOM;
        }
        if (this != RAN_TO_END || exitCode == null || exitCode != 0) {
            return Outcome.CRASHED;
        }
        return Outcome.COMPLETED;
    }
}
