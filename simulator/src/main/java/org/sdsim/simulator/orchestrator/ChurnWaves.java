package org.sdsim.simulator.orchestrator;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * When each churn wave of a mode began, told by the churn thread and read by the fault watch: a wave
 * that starts inside a fault's watch makes its own dip in the consumer's addresses (a rolling
 * restart's leave and return, held back by Dubbo's notify delay), which the watch cannot tell from
 * the fault's. The fault's record says so rather than charging the wave to the fault.
 */
final class ChurnWaves {

    /** One wave: its number and when it began, epoch ms. */
    record Wave(long number, long startEpochMs) {
    }

    private final List<Wave> waves = new CopyOnWriteArrayList<>();

    /** Called on the churn thread as wave {@code number} is about to write. */
    void began(long number, long epochMs) {
        waves.add(new Wave(number, epochMs));
    }

    /** The waves that began in [{@code fromEpochMs}, {@code toEpochMs}], in order. */
    List<Wave> between(long fromEpochMs, long toEpochMs) {
        return waves.stream().filter(w -> w.startEpochMs() >= fromEpochMs && w.startEpochMs() <= toEpochMs).toList();
    }

    /**
     * For a fault's note: which waves began inside its watch and how long after the fault, or "" for
     * none, e.g. "churn wave 1 (9.6 s) began after the fault, inside its watch: ...".
     */
    String inside(long faultStartEpochMs, long watchEndEpochMs) {
        List<Wave> in = between(faultStartEpochMs, watchEndEpochMs);
        if (in.isEmpty()) {
            return "";
        }
        StringBuilder s = new StringBuilder(in.size() == 1 ? "churn wave " : "churn waves ");
        for (int i = 0; i < in.size(); i++) {
            Wave w = in.get(i);
            s.append(i == 0 ? "" : ", ").append(w.number()).append(String.format(" (%.1f s)",
                    (w.startEpochMs() - faultStartEpochMs) / 1000.0));
        }
        return s.append(" began after the fault, inside its watch: the addresses a wave's push takes away for a "
                + "moment count in these figures").toString();
    }
}
