package org.sdsim.simulator.run;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How one consumer run ended. An out-of-memory consumer is a result, not a failure of sdsim.
 * {@link #RUNNING} is the partial entry of a mode still being measured (summary.json is rewritten
 * at every probe); a finished run never holds it.
 */
public enum Outcome {
    COMPLETED, OOM, CRASHED, INTERRUPTED, RUNNING;

    /** The lower-case name used in summary.json and on the console. */
    @JsonValue
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The consumer did not reach the end of the mode (yet), so it wrote no end-of-run class histogram. */
    public boolean endedEarly() {
        return this != COMPLETED;
    }

    /** The outcome with this id; an unknown one (a damaged or newer file) is refused with the known ids. */
    @JsonCreator
    public static Outcome parse(String text) {
        for (Outcome o : values()) {
            if (o.id().equals(text == null ? null : text.trim().toLowerCase(Locale.ROOT))) {
                return o;
            }
        }
        throw new IllegalArgumentException("unknown outcome '" + text + "': expected one of "
                + Arrays.stream(values()).map(Outcome::id).collect(Collectors.joining(", ")));
    }
}
