package org.sdsim.simulator.cli;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How {@code sdsim run} ends, one code per kind of ending, so a script or a CI job can tell a
 * result (a consumer that ran out of heap is one) from a failure of the set-up and from a bug.
 * {@code --help} and README list them from here.
 */
public enum ExitCode {
    OK(0, "every mode completed, or its consumer ran out of heap (an out-of-memory consumer is a result)"),
    CONSUMER_FAILED(1, "a consumer crashed or did not converge, or a scripted fault was not injected (the "
            + "measuring extension's cap was reached; summary.json's notInjected says why); the other modes' results "
            + "are kept"),
    USAGE(2, "bad flags or input: one line on stderr naming what was expected"),
    REGISTRY(3, "a ZooKeeper registry was unreachable, failed to start or refused a write, or an embedded "
            + "registry's JVM died during the run (out of heap, killed); what was recorded is kept"),
    ENVIRONMENT(4, "the loopback provider or another child JVM failed (also when it died during the run), or a "
            + "file could not be read or written"),
    BUG(70, "internal error, a bug in sdsim: the stack trace is on stderr"),
    INTERRUPTED(130, "interrupted (Ctrl-C or SIGTERM); what was recorded is kept");

    private final int code;
    private final String meaning;

    ExitCode(int code, String meaning) {
        this.code = code;
        this.meaning = meaning;
    }

    public int code() {
        return code;
    }

    public String meaning() {
        return meaning;
    }

    /** The list picocli prints under "Exit codes:" in {@code --help}. */
    static Map<String, String> helpList() {
        Map<String, String> out = new LinkedHashMap<>();
        for (ExitCode c : values()) {
            out.put(Integer.toString(c.code), c.meaning);
        }
        return out;
    }
}
