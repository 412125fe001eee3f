package org.sdsim.simulator.orchestrator;

import java.util.function.BooleanSupplier;

/**
 * Why a run stops before its last mode is done, set from any thread (the shutdown hook, a child's
 * exit watcher); the first cause wins. The mode running then ends as interrupted, with the cause
 * as its detail, and no further mode starts.
 */
public final class RunStop implements BooleanSupplier {

    /** What ended the run early; each has its own exit code. */
    public enum Cause {
        /** Ctrl-C or SIGTERM. */
        INTERRUPTED,
        /** An embedded registry's JVM exited on its own (out of heap, killed from outside). */
        REGISTRY_DIED,
        /** The loopback provider's JVM exited on its own. */
        PROVIDER_DIED
    }

    private Cause cause;
    private String detail;

    /** Records why the run stops, unless a cause was recorded already. */
    synchronized void request(Cause why, String text) {
        if (cause == null) {
            cause = why;
            detail = text;
        }
    }

    /** Whether the run was asked to stop. */
    @Override
    public synchronized boolean getAsBoolean() {
        return cause != null;
    }

    /** The cause; null while the run goes on. */
    public synchronized Cause cause() {
        return cause;
    }

    /** What a human reads about the cause ("registry zk1 died: ..."); null while the run goes on. */
    public synchronized String detail() {
        return detail;
    }
}
