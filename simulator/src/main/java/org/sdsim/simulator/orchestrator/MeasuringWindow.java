package org.sdsim.simulator.orchestrator;

import org.sdsim.simulator.fault.FaultPlan;
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.summary.MeasuringExtension;

import java.time.Duration;
import java.util.List;

/**
 * How long a mode measures: {@code --duration}, then on past it while a scripted fault is still to
 * run or still being watched, for at most {@code --max-fault-extension}. Faults run one at a time,
 * each after the previous one's recovery hold, so a tight schedule slides past the planned end; going
 * on keeps such a fault from being dropped, and the cap keeps a schedule that cannot fit from
 * stretching a mode without bound. Says on the console when measuring is extended and how the
 * extension ended. The cap is checked between the measuring loop's steps, so a step under way when
 * it passes (a consumer-kill waiting for its new consumer) runs to its end first.
 */
final class MeasuringWindow {

    private final String mode;
    private final Duration planned;
    private final Duration maxExtension;
    private final long startNanos;
    private final Progress progress;
    /** When measuring went past the planned end; 0 while it has not. */
    private long extendedAtNanos;
    private long endedAtNanos;
    private boolean capReached;

    MeasuringWindow(String mode, Duration planned, Duration maxExtension, long startNanos, Progress progress) {
        this.mode = mode;
        this.planned = planned;
        this.maxExtension = maxExtension;
        this.startNanos = startNanos;
        this.progress = progress;
    }

    /**
     * Whether measuring goes on at {@code now}.
     *
     * @param owed the scripted faults still to run or being watched ({@code FaultInjector.owed()})
     */
    boolean goesOn(long now, List<String> owed) {
        long plannedEnd = startNanos + planned.toNanos();
        if (now < plannedEnd) {
            return true;
        }
        if (owed.isEmpty()) {
            if (extendedAtNanos != 0 && endedAtNanos == 0) {
                progress.say(String.format("[%s] measuring extension over after %.1f s: every scripted fault ran "
                        + "and was watched to its end", mode, seconds(now - plannedEnd)));
            }
            endedAtNanos = endedAtNanos == 0 ? now : endedAtNanos;
            return false;
        }
        if (now >= plannedEnd + maxExtension.toNanos()) {
            if (!capReached) {
                progress.say(String.format("[%s] measuring extension cap reached: %.1f s past the %s of --duration "
                        + "(--max-fault-extension %s), with %s still owed", mode, seconds(now - plannedEnd),
                        show(planned), show(maxExtension), String.join(", ", owed)));
            }
            capReached = true;
            endedAtNanos = endedAtNanos == 0 ? now : endedAtNanos;
            return false;
        }
        if (extendedAtNanos == 0) {
            extendedAtNanos = now;
            progress.say(String.format("[%s] measuring extended past the %s of --duration for the scripted faults: "
                    + "%s still owed (faults run one at a time, each after the previous one's %d s recovery hold); "
                    + "at most %s more (--max-fault-extension)", mode, show(planned), String.join(", ", owed),
                    FaultRecord.SETTLE.toSeconds(), show(maxExtension)));
        }
        return true;
    }

    /** Whether the cap ended measuring with faults still owed. */
    boolean capReached() {
        return capReached;
    }

    /** Why faults still owed were not run, when the cap is what ended measuring. */
    String capReason() {
        return "the measuring extension reached its cap, --max-fault-extension " + show(maxExtension);
    }

    /** The transient progress line: how far measuring is, and whether it is in its extension. */
    String progressLine(long now) {
        double elapsed = seconds(now - startNanos);
        String line = String.format("[%s] measuring: %.0f / %d s", mode, elapsed, planned.toSeconds());
        return extendedAtNanos == 0 ? line : line + String.format(" (extended for scripted faults, up to %d s)",
                planned.plus(maxExtension).toSeconds());
    }

    /** What summary.json records; null when measuring did not go past --duration for a fault. */
    MeasuringExtension extension(long now) {
        if (extendedAtNanos == 0 && !capReached) {
            return null;
        }
        long end = endedAtNanos != 0 ? endedAtNanos : now;
        double past = Math.max(0, seconds(end - startNanos - planned.toNanos()));
        return new MeasuringExtension(planned.toMillis() / 1000.0, Math.round(past * 10) / 10.0,
                maxExtension.toMillis() / 1000.0, capReached);
    }

    private static double seconds(long nanos) {
        return nanos / 1e9;
    }

    /** As the flags are written: 2m30s, 10m. */
    private static String show(Duration d) {
        return FaultPlan.show(d);
    }
}
