package org.sdsim.simulator.fault;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Whether a fault schedule can keep its times, judged before anything starts. Faults run one at a
 * time, and the next one waits until the consumer is over the previous one: its outage, if any, then
 * at least one recovery hold of full addresses. A fault due sooner than that after the previous one,
 * or due at or after the end of --duration, cannot run on time; the run does not refuse it (measuring
 * is extended for it, up to the cap), but says so in one line, so that a slid schedule is no surprise.
 * Only certain slides are named: how long the consumer takes to get its addresses back is not known
 * in advance.
 */
public final class ScheduleFit {

    private ScheduleFit() {
    }

    /**
     * The warning, if the schedule cannot fit.
     *
     * @param duration     measured time per mode ({@code --duration})
     * @param recoveryHold how long addresses must stay full before the next fault may start
     */
    static Optional<String> warning(FaultPlan plan, Duration duration, Duration recoveryHold) {
        List<String> problems = new ArrayList<>();
        Fault previous = null;
        for (Fault f : plan.faults()) {
            if (previous != null) {
                Duration gap = f.at().minus(previous.at().plus(previous.lasting()));
                String after = previous.spec() + (previous.lasting().isZero() ? "" : " ends");
                if (gap.isNegative()) {
                    problems.add(f.spec() + " is due before " + after);
                } else if (gap.compareTo(recoveryHold) < 0) {
                    problems.add(f.spec() + " is due " + FaultPlan.show(gap) + " after " + after + ", less than one "
                            + FaultPlan.show(recoveryHold) + " recovery hold");
                }
            }
            if (f.at().compareTo(duration) >= 0) {
                problems.add(f.spec() + " is due at or after the end of the measured " + FaultPlan.show(duration));
            }
            previous = f;
        }
        if (problems.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("the --fault schedule cannot keep its times: " + String.join("; ", problems)
                + ". Faults run one at a time, each after the previous one's recovery, so these slide; measuring "
                + "is extended for them by at most " + FaultPlan.show(plan.maxExtension()) + " (--max-fault-extension)");
    }
}
