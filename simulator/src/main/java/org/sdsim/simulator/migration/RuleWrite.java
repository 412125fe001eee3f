package org.sdsim.simulator.migration;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One scripted write of Dubbo's migration rule: which step, when (from the start of the mode's
 * measuring phase, as faults count), and the rule's optional fields, each null for Dubbo's default.
 *
 * @param step       the rule's {@code step}
 * @param at         when it is written, from the start of measuring
 * @param threshold  {@code threshold}: the least share of new addresses over old ones a FORCE_ step
 *                   switches at (DefaultMigrationAddressComparator; Dubbo's default 0, any share)
 * @param proportion {@code proportion}: the percentage of calls APPLICATION_FIRST sends to the
 *                   application-level invoker (Dubbo's default 100)
 * @param delay      {@code delay}, in seconds: how long a FORCE_ step waits for addresses before it
 *                   compares them (Dubbo's default 0: it compares at once)
 * @param force      {@code force}: switch without comparing (Dubbo's default false)
 * @param spec       the step as the flag wrote it, e.g. {@code FORCE_APPLICATION@120s:threshold=0.9}
 */
public record RuleWrite(MigrationStep step, Duration at, Double threshold, Integer proportion, Integer delay,
        Boolean force, String spec) {

    public RuleWrite {
        Objects.requireNonNull(step, "step");
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(spec, "spec");
    }

    /**
     * The rule as Dubbo reads it (MigrationRule#parse, SnakeYAML): {@code key} is the consumer's
     * application, then the step and each field given; a field left out keeps Dubbo's default.
     */
    public String yaml(String application) {
        StringBuilder b = new StringBuilder();
        b.append("key: ").append(application).append('\n');
        b.append("step: ").append(step.name()).append('\n');
        if (threshold != null) {
            b.append("threshold: ").append(threshold).append('\n');
        }
        if (proportion != null) {
            b.append("proportion: ").append(proportion).append('\n');
        }
        if (delay != null) {
            b.append("delay: ").append(delay).append('\n');
        }
        if (force != null) {
            b.append("force: ").append(force).append('\n');
        }
        return b.toString();
    }

    /** Seconds from the start of measuring. */
    public double atSec() {
        return at.toMillis() / 1000.0;
    }

    /** Plain map for the run manifest. */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("step", step.name());
        m.put("atSec", atSec());
        m.put("threshold", threshold);
        m.put("proportion", proportion);
        m.put("delay", delay);
        m.put("force", force);
        m.put("spec", spec);
        return m;
    }
}
