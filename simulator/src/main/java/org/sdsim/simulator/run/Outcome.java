package org.sdsim.simulator.run;

import java.util.Locale;

/** How one consumer run ended. An out-of-memory consumer is a result, not a failure of sdsim. */
public enum Outcome {
    COMPLETED, OOM, CRASHED, INTERRUPTED;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
