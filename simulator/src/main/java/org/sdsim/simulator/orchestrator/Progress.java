package org.sdsim.simulator.orchestrator;

import java.io.PrintStream;

/**
 * Progress for long phases. On a terminal one line is rewritten in place; in a log file (CI, a
 * soak run with its output redirected) a line is printed at most every {@code logEveryMs}. Public for
 * the CLI's own long commands ({@code sdsim fleet capture}).
 */
public final class Progress {

    private final PrintStream out;
    private final boolean terminal;
    private final long logEveryMs;
    private long lastLogged;
    private boolean open;

    Progress(PrintStream out, boolean terminal, long logEveryMs) {
        this.out = out;
        this.terminal = terminal;
        this.logEveryMs = logEveryMs;
    }

    public static Progress forConsole() {
        return new Progress(System.err, System.console() != null, 15_000);
    }

    /** A transient status: overwritten by the next one. */
    public synchronized void update(String line) {
        if (terminal) {
            out.print("\r\033[K" + line);
            out.flush();
            open = true;
        } else {
            long now = System.currentTimeMillis();
            if (now - lastLogged >= logEveryMs) {
                out.println(line);
                lastLogged = now;
            }
        }
    }

    /** A line that stays. */
    public synchronized void say(String line) {
        if (open) {
            out.print("\r\033[K");
            open = false;
        }
        out.println(line);
        lastLogged = 0;
    }
}
