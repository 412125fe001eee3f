package org.sdsim.simulator.migration;

import org.sdsim.simulator.fault.FaultPlan;
import org.sdsim.simulator.generation.Generation;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.DurationText;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.UserError;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The migration rule writes of one run ({@code --migration}), in time order, the same in every mode
 * that migrates: parsed once from the flag, checked before anything starts and recorded in
 * manifest.json. Times count from the start of each mode's measuring phase, as {@code --fault}'s do.
 * Immutable.
 *
 * <pre>
 * FORCE_INTERFACE@0s,APPLICATION_FIRST@60s,FORCE_APPLICATION@120s     the three-step migration
 * FORCE_APPLICATION@120s:threshold=2                                  a switch that cannot meet its threshold: Dubbo keeps the old step
 * APPLICATION_FIRST@60s:proportion=50                                 half the calls stay on the interface side
 * FORCE_APPLICATION@120s:delay=10:force=true                          wait 10 s for addresses, then switch whatever they are
 * </pre>
 *
 * <p>Which modes migrate: every 3.x {@code interface} and {@code dual} mode. An {@code application}
 * mode starts where a migration ends, so it runs without the schedule, as the fresh application-level
 * consumer the last FORCE_APPLICATION phase is compared with; the baseline holds no addresses; 2.6 and
 * 2.7 have no migration rules for their consumers to read, so a schedule beside them is refused.
 */
public record MigrationSchedule(List<RuleWrite> writes) {

    public static final MigrationSchedule NONE = new MigrationSchedule(List.of());

    /** What {@code --migration} looks like, for errors and --help. */
    public static final String USAGE = "STEP@TIME[:key=value...],..., e.g. "
            + "FORCE_INTERFACE@0s,APPLICATION_FIRST@60s,FORCE_APPLICATION@120s";
    static final String KEYS = "threshold, proportion, delay or force";

    public MigrationSchedule {
        writes = List.copyOf(writes);
        for (int i = 1; i < writes.size(); i++) {
            if (writes.get(i).at().compareTo(writes.get(i - 1).at()) <= 0) {
                throw bad(writes.get(i).spec(), "comes at or before " + writes.get(i - 1).spec()
                        + "; each write must come later than the one before");
            }
        }
    }

    public boolean isEmpty() {
        return writes.isEmpty();
    }

    /**
     * Parses {@code --migration}'s values (the flag split at commas, or given several times).
     *
     * @throws UserError naming the value and what was expected
     */
    public static MigrationSchedule parse(List<String> specs) {
        List<RuleWrite> out = new ArrayList<>();
        for (String spec : specs) {
            if (spec != null && !spec.isBlank()) {
                out.add(parseOne(spec.trim()));
            }
        }
        if (out.isEmpty() && !specs.isEmpty()) {
            throw new UserError("--migration: give at least one step: expected " + USAGE);
        }
        return new MigrationSchedule(out);
    }

    static RuleWrite parseOne(String spec) {
        int atSign = spec.indexOf('@');
        if (atSign < 0) {
            throw bad(spec, "no time: expected " + USAGE);
        }
        String stepText = spec.substring(0, atSign);
        MigrationStep step = MigrationStep.byName(stepText).orElseThrow(() -> bad(spec,
                "unknown step '" + stepText + "': expected " + MigrationStep.names()));
        String[] parts = spec.substring(atSign + 1).split(":", -1);
        Duration at;
        try {
            at = DurationText.parse(parts[0]);
        } catch (IllegalArgumentException e) {
            throw bad(spec, "bad time '" + parts[0] + "': " + DurationText.EXPECTED);
        }
        Double threshold = null;
        Integer proportion = null;
        Integer delay = null;
        Boolean force = null;
        Set<String> given = new LinkedHashSet<>();
        for (int i = 1; i < parts.length; i++) {
            String part = parts[i].trim();
            int eq = part.indexOf('=');
            String key = (eq < 0 ? part : part.substring(0, eq)).trim().toLowerCase(Locale.ROOT);
            String value = eq < 0 ? "" : part.substring(eq + 1).trim();
            if (eq < 0 || key.isEmpty()) {
                throw bad(spec, "'" + part + "' is no key=value: expected " + KEYS + ", e.g. threshold=0.9");
            }
            if (!given.add(key)) {
                throw bad(spec, key + " is given twice");
            }
            switch (key) {
                case "threshold" -> threshold = number(spec, key, value, 0, Double.MAX_VALUE,
                        "a share of new addresses over old ones, 0 or more, e.g. 0.9");
                case "proportion" -> proportion = (int) whole(spec, key, value, 0, 100, "a percentage of calls, 0 to 100");
                case "delay" -> delay = (int) whole(spec, key, value, 0, Integer.MAX_VALUE, "whole seconds, 0 or more");
                case "force" -> force = bool(spec, value);
                default -> throw bad(spec, "unknown key '" + key + "': expected " + KEYS);
            }
        }
        return new RuleWrite(step, at, threshold, proportion, delay, force, spec);
    }

    /**
     * Checks the schedule against the rest of the run, before anything starts.
     *
     * @param duration measured time per mode ({@code --duration}): every write must come before its end
     * @param modes    the run's modes, canonical (as their plans have them); none may be one that cannot migrate
     * @param generationOf the generation each mode's plan runs
     * @throws UserError naming the write or mode and what was expected
     */
    public void check(Duration duration, List<Mode> modes, java.util.function.Function<Mode, Generation> generationOf) {
        if (isEmpty()) {
            return;
        }
        for (RuleWrite w : writes) {
            if (w.at().compareTo(duration) >= 0) {
                throw bad(w.spec(), "at " + FaultPlan.show(w.at()) + ", at or after the end of measuring (--duration "
                        + FaultPlan.show(duration) + "); times count from the start of each mode's measuring");
            }
        }
        for (Mode m : modes) {
            if (m.isBaseline()) {
                throw new UserError("--migration: mode " + m.id() + " holds no addresses and reads no rule (it "
                        + "subscribes under an empty registry root); leave it out of --modes");
            }
            Generation g = generationOf.apply(m);
            if (!g.supports(DiscoveryMode.APPLICATION)) {
                throw new UserError("--migration: mode " + m.id() + " cannot migrate: Dubbo " + g.name()
                        + " has no migration rules (its consumers discover interface-level only); give 3.x modes, "
                        + "e.g. interface,dual@3.0.15");
            }
        }
        if (modes.stream().noneMatch(this::migrates)) {
            throw new UserError("--migration: none of --modes migrates (an application mode starts where a "
                    + "migration ends: it is the fresh application-level consumer a migration is compared with); "
                    + "add interface or dual");
        }
    }

    /** Whether {@code mode}'s consumer lives through the schedule (see the class comment). */
    public boolean migrates(Mode mode) {
        return !isEmpty() && (mode.discovery() == DiscoveryMode.INTERFACE || mode.discovery() == DiscoveryMode.DUAL);
    }

    /**
     * What a run with {@code --migration} and no {@code --modes} runs: one Dubbo 3.3 consumer that
     * starts at the first step.
     *
     * @throws UserError for a schedule that starts at FORCE_APPLICATION, where a migration ends
     */
    public List<Mode> defaultModes() {
        RuleWrite first = writes.get(0);
        if (first.step() == MigrationStep.FORCE_APPLICATION) {
            throw bad(first.spec(), "a schedule that starts at FORCE_APPLICATION has no consumer to start from: "
                    + "give --modes interface or dual");
        }
        return List.of(Mode.of(first.step().discovery()));
    }

    /** For the run manifest: one map per write, in order. */
    public List<Map<String, Object>> toList() {
        return writes.stream().map(RuleWrite::toMap).toList();
    }

    /** The schedule as the flag writes it. */
    public String spec() {
        return String.join(",", writes.stream().map(RuleWrite::spec).toList());
    }

    private static double number(String spec, String key, String value, double min, double max, String expected) {
        try {
            double d = Double.parseDouble(value);
            if (d >= min && d <= max && Double.isFinite(d)) {
                return d;
            }
        } catch (NumberFormatException ignored) {
            // said below
        }
        throw bad(spec, key + "=" + value + ": expected " + expected);
    }

    private static long whole(String spec, String key, String value, long min, long max, String expected) {
        try {
            long n = Long.parseLong(value);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // said below
        }
        throw bad(spec, key + "=" + value + ": expected " + expected);
    }

    private static boolean bool(String spec, String value) {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw bad(spec, "force=" + value + ": expected true or false");
        };
    }

    private static UserError bad(String spec, String why) {
        return new UserError("--migration " + spec + ": " + why);
    }
}
