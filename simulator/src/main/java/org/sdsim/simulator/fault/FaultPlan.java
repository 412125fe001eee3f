package org.sdsim.simulator.fault;

import org.sdsim.simulator.run.DurationText;
import org.sdsim.simulator.run.UserError;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The faults of one run, in the order they come, the same in every mode: parsed once from the
 * {@code --fault} flags and recorded in manifest.json. Times count from the start of each mode's
 * measuring phase. Faults run one at a time, each after the previous one's recovery, so a tight
 * schedule slides; measuring then goes on past --duration until every fault has run and recovered,
 * for at most {@code maxExtension} ({@code --max-fault-extension}). Immutable.
 *
 * <pre>
 * registry-restart:zk1@10m           kill zk1, start it again on the same port and data
 * registry-outage:zk2@20m+5m         zk2 down (killed) from 20m for 5m; :hang freezes it instead
 * session-expiry@30m                 end the consumer's ZooKeeper sessions (session-expiry:zk1: on zk1 only)
 * consumer-kill@40m                  kill -9 the consumer, start a new one
 * storm@50m                          every provider restarts at once
 * leader-kill:zk1@60m                kill zk1's leader (--ensemble 3); without a name, every registry's
 * member-restart:zk2.3@70m           kill member 3 of zk2 and start it again; member-restart:zk2, a follower
 * </pre>
 */
public record FaultPlan(List<Fault> faults, Duration maxExtension) {

    /**
     * How far a mode may measure past --duration for its faults unless told otherwise: a fault's own
     * watch gives up after --converge-timeout (3 min by default), so this leaves room for a few
     * faults that slid, and keeps a schedule that cannot fit from stretching every mode by hours.
     */
    public static final Duration DEFAULT_MAX_EXTENSION = Duration.ofMinutes(10);

    public static final FaultPlan NONE = new FaultPlan(List.of());

    public FaultPlan {
        faults = faults.stream().sorted(Comparator.comparing(Fault::at)).toList();
        if (maxExtension == null || maxExtension.isNegative()) {
            throw new UserError("--max-fault-extension must be a duration such as 10m, or 0 never to extend "
                    + "measuring, got " + maxExtension);
        }
    }

    /** These faults with the default cap on measuring's extension. */
    public FaultPlan(List<Fault> faults) {
        this(faults, DEFAULT_MAX_EXTENSION);
    }

    /** The same faults, measuring extended for them by at most {@code cap} ({@code --max-fault-extension}). */
    public FaultPlan withMaxExtension(Duration cap) {
        return new FaultPlan(faults, cap);
    }

    public boolean isEmpty() {
        return faults.isEmpty();
    }

    /**
     * Refuses a registry fault on a registry the run does not start itself: sdsim kills and freezes
     * only its own registry JVMs, never a member of a user's ensemble.
     *
     * @param owned the labels of the run's own registries ({@code RunOptions.ownedRegistryLabels()})
     * @return this plan
     * @throws UserError naming the fault
     */
    public FaultPlan requireOwned(List<String> owned) {
        for (Fault f : faults) {
            if (f.kind() == FaultKind.COLD_RESTART && owned.isEmpty()) {
                throw new UserError("--fault " + f.spec() + ": a cold restart stops every registry, and the run owns "
                        + "none (registries given with --registry are never faulted)");
            }
            if ((f.kind() == FaultKind.REGISTRY_RESTART || f.kind() == FaultKind.REGISTRY_OUTAGE)
                    && !owned.contains(f.registry())) {
                throw new UserError("--fault " + f.spec() + ": the run does not own registry " + f.registry()
                        + (owned.isEmpty() ? " (registries given with --registry are never faulted; "
                                + "kill a member of your ensemble yourself)" : ""));
            }
        }
        return this;
    }

    /**
     * Refuses an ensemble fault where the registries are no embedded ensembles, and a member number the ensembles do
     * not have.
     *
     * @param members the members of each registry the run starts itself ({@code RunOptions.Registries#ownedMembers}):
     *                0 with --registry, 1 for standalone servers
     * @return this plan
     * @throws UserError naming the fault and what it needs
     */
    public FaultPlan requireEnsemble(int members) {
        for (Fault f : faults) {
            if (!f.kind().needsEnsemble()) {
                continue;
            }
            if (members == 0) {
                throw bad(f.spec(), "acts on a member of an embedded ensemble, and the run owns no registry "
                        + "(registries given with --registry are never faulted; kill a member of your ensemble yourself)");
            }
            if (members < 2) {
                throw bad(f.spec(), "needs --ensemble 3 (each embedded registry a three-member ensemble); the run's "
                        + "registries are standalone servers");
            }
            if (f.member() != null && f.member() > members) {
                throw bad(f.spec(), "no member " + f.member() + ": each ensemble has members 1 to " + members);
            }
        }
        return this;
    }

    /**
     * Parses every {@code --fault} value.
     *
     * @param registries the run's registry labels ({@code zk1, zk2}), to check names against
     * @throws UserError naming the flag value and what was expected
     */
    public static FaultPlan parse(List<String> specs, List<String> registries) {
        List<Fault> out = new ArrayList<>();
        for (String spec : specs) {
            out.add(parseOne(spec, registries));
        }
        return new FaultPlan(out);
    }

    static Fault parseOne(String given, List<String> registries) {
        String spec = given == null ? "" : given.trim();
        int atSign = spec.indexOf('@');
        if (atSign < 0) {
            throw bad(spec, "no time: expected <kind>@<time>, e.g. storm@10m; kinds: " + FaultKind.allUsages());
        }
        String[] what = spec.substring(0, atSign).split(":", -1);
        FaultKind kind = FaultKind.byId(what[0].trim()).orElseThrow(() -> bad(spec,
                "unknown fault kind '" + what[0] + "'; kinds: " + FaultKind.allUsages()));
        String when = spec.substring(atSign + 1);
        int plus = when.indexOf('+');
        Duration at = duration(spec, plus < 0 ? when : when.substring(0, plus), "time");
        Duration lasting = plus < 0 ? Duration.ZERO : duration(spec, when.substring(plus + 1), "outage length");
        String registry = null;
        Integer member = null;
        boolean hang = false;
        switch (kind) {
            case REGISTRY_RESTART -> {
                arity(spec, kind, what, 2, 2);
                registry = registry(spec, what[1], registries);
            }
            case REGISTRY_OUTAGE -> {
                arity(spec, kind, what, 2, 3);
                registry = registry(spec, what[1], registries);
                if (what.length == 3) {
                    String variant = what[2].trim();
                    if (!variant.equals("crash") && !variant.equals("hang")) {
                        throw bad(spec, "unknown outage '" + variant + "': expected crash (kill) or hang (SIGSTOP)");
                    }
                    hang = variant.equals("hang");
                }
                if (plus < 0 || lasting.isZero()) {
                    throw bad(spec, "an outage needs its length: expected " + kind.usage() + ", e.g. "
                            + "registry-outage:" + registry + "@20m+5m");
                }
            }
            case SESSION_EXPIRY -> {
                arity(spec, kind, what, 1, 2);
                registry = what.length == 2 ? registry(spec, what[1], registries) : null;
            }
            case CONSUMER_KILL, STORM, CACHE_FILE_DELETE, PROVIDER_KILL, COLD_RESTART -> arity(spec, kind, what, 1, 1);
            case LEADER_KILL -> {
                arity(spec, kind, what, 1, 2);
                registry = what.length == 2 ? registry(spec, what[1], registries) : null;
            }
            case MEMBER_RESTART -> {
                arity(spec, kind, what, 1, 2);
                if (what.length == 2) {
                    String named = what[1].trim();
                    int dot = named.indexOf('.');
                    registry = registry(spec, dot < 0 ? named : named.substring(0, dot), registries);
                    member = dot < 0 ? null : memberNumber(spec, named.substring(dot + 1));
                }
            }
        }
        if (!kind.takesLength() && plus >= 0) {
            throw bad(spec, "a " + kind.id() + " has no length (+D): expected " + kind.usage());
        }
        if (kind.needsLength() && kind != FaultKind.REGISTRY_OUTAGE && (plus < 0 || lasting.isZero())) {
            throw bad(spec, "a " + kind.id() + " needs its length: expected " + kind.usage() + ", e.g. " + kind.id()
                    + "@30s+20s");
        }
        return new Fault(kind, registry, member, hang, at, lasting, spec);
    }

    /**
     * Checks the plan against the rest of the run. A fault at or after the end of --duration is
     * allowed (measuring is extended for it, {@link ScheduleFit} warns); one that even the longest
     * extension cannot reach is refused.
     *
     * @param duration        measured time per mode
     * @param ownsRegistries  whether sdsim runs the registry servers (false with --registry)
     */
    public void check(Duration duration, boolean ownsRegistries) {
        for (Fault f : faults) {
            if (f.at().compareTo(duration.plus(maxExtension)) >= 0) {
                throw bad(f.spec(), "starts at " + show(f.at()) + ", after the measured " + show(duration)
                        + " (--duration) and its longest extension for faults, " + show(maxExtension)
                        + " (--max-fault-extension); times count from the start of each mode's measuring");
            }
            if (f.kind().needsOwnedRegistry() && !ownsRegistries) {
                throw bad(f.spec(), "needs the embedded registries: sdsim does not own the --registry servers");
            }
        }
    }

    /** The one-line warning for a schedule that cannot keep its times, if it cannot: {@link ScheduleFit}. */
    public java.util.Optional<String> fitWarning(Duration duration, Duration recoveryHold) {
        return ScheduleFit.warning(this, duration, recoveryHold);
    }

    /** For the run manifest: one map per fault, in order. */
    public List<Map<String, Object>> toList() {
        return faults.stream().map(Fault::toMap).toList();
    }

    private static void arity(String spec, FaultKind kind, String[] what, int min, int max) {
        if (what.length < min || what.length > max) {
            throw bad(spec, "expected " + kind.usage());
        }
    }

    private static String registry(String spec, String name, List<String> registries) {
        String n = name.trim();
        if (!registries.contains(n)) {
            throw bad(spec, (n.isEmpty() ? "no registry named" : "no registry " + n) + "; the run has "
                    + String.join(", ", registries));
        }
        return n;
    }

    /** A member's number, 1-based ({@code 2} of {@code zk1.2}). */
    private static int memberNumber(String spec, String text) {
        try {
            int n = Integer.parseInt(text.trim());
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw bad(spec, "bad member '" + text + "': expected its number, e.g. member-restart:zk1.2 for member 2 of zk1");
    }

    private static Duration duration(String spec, String text, String what) {
        try {
            Duration d = DurationText.parse(text);
            if (d.isNegative()) {
                throw bad(spec, "negative " + what);
            }
            return d;
        } catch (RuntimeException e) {
            if (e instanceof UserError u) {
                throw u;
            }
            throw bad(spec, "bad " + what + " '" + text + "': expected e.g. 90s, 10m, 1h30m");
        }
    }

    /** 90s, 20m, 1h30m: as the flags are written; 0s for zero. */
    public static String show(Duration d) {
        if (d.isZero()) {
            return "0s";
        }
        long s = d.toSeconds();
        if (s == 0 || d.toMillis() % 1000 != 0) {
            return d.toMillis() + "ms";
        }
        StringBuilder b = new StringBuilder();
        if (s >= 3600) {
            b.append(s / 3600).append('h');
        }
        if (s % 3600 >= 60) {
            b.append(s % 3600 / 60).append('m');
        }
        if (s % 60 > 0) {
            b.append(s % 60).append('s');
        }
        return b.toString();
    }

    private static UserError bad(String spec, String why) {
        return new UserError("--fault " + spec + ": " + why);
    }
}
