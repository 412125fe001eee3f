package org.sdsim.simulator.run;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A named set of flags for a fleet and consumer worth modelling as a whole. A preset only fills
 * in what the command line leaves out: any flag given explicitly wins, wherever it stands. Each
 * choice is argued from the published text or from Dubbo's code (docs/topology.md, "Presets");
 * none is tuned to hit a number.
 */
public enum Preset {

    /**
     * The published benchmark as its text and 2021's Dubbo describe it: its four bars, each on its own
     * generation (2.6.12 and 2.7.23, the last of their lines; 3.0.1, the 3.0 release current when the
     * page was written in July–August 2021), after the baseline (the same consumer with no provider,
     * which the cost-over-baseline figures need; the run still fits in 20 minutes on 2 cores); 500
     * providers × 8 interfaces × 5 protocols of ~1 KB URLs (the defaults), providers on Dubbo 3.0 with register-mode all (both layouts, which is
     * how 2.x and 3.0 consumers could read the same fleet) and one metadata revision (a fleet of
     * 3.0.0–3.0.1 provider processes, a revision each, would put application level above interface
     * level, the published order reversed: docs/topology.md), the consumer on Dubbo's defaults (file
     * cache on), a Java 8 consumer on IBM J9 (strings two bytes a character; gencon's nursery capped
     * at 25% of -Xmx, so the tenure area can reach 576 MB: profile consumer-1c2g-j9), a 1c2g container
     * with xmx=768 and no -Xms stated (the growing-heap profile), a registry that kept pushing
     * addresses (rolling restarts), and long enough with probes often enough (150 s, every 15 s: ten
     * probes) for HeapTrend to tell a settled heap from a growing one: a 2.x consumer's heap climbs for
     * about 45 s after it converges, as each notify renders and caches its URLs' full strings.
     */
    PUBLISHED("published", "the published benchmark (2021: Dubbo 2.6, 2.7 and 3.0.1 consumers, Dubbo 3.0 providers,"
            + " J9 JDK 8, Dubbo defaults)",
            flags("--modes", "baseline,interface@2.6,interface@2.7,interface@3.0.1,application@3.0.1",
                    "--provider-release", "3.0", "--file-cache", "on", "--compact-strings", "off",
                    "--profile", "consumer-1c2g-j9", "--dual-stack", "off", "--churn", "rolling",
                    "--duration", "150s", "--probe-every", "15s")),

    /**
     * A fleet on today's Dubbo: 3.3 providers (3.2.11+ URLs without pid, anyhost, ...), a Java 17
     * consumer with Dubbo's defaults, in a container whose heap is fixed at its maximum (-Xms = -Xmx).
     */
    DUBBO3_FLEET("dubbo3-fleet", "a Dubbo 3.3 fleet and a Java 17 consumer with a fixed 768 MB heap",
            flags("--provider-release", "3.3", "--file-cache", "on", "--compact-strings", "on",
                    "--profile", "consumer-1c2g-fixed", "--dual-stack", "off")),

    /**
     * The migration rehearsal at the published scale (500 providers × 8 interfaces × 5 protocols, two
     * registries, rolling restarts: the defaults): one Dubbo 3.3 consumer taken through Dubbo's three
     * steps by its own migration rule, FORCE_INTERFACE, APPLICATION_FIRST, FORCE_APPLICATION, 90 s
     * each, with a probe every 15 s so that each phase's six probes give HeapTrend a verdict (so
     * "released" means settled); then a fresh application-level consumer on the same fleet, which the
     * last phase's heap and heap dump are set beside (a leak, named in MB, or none).
     */
    MIGRATION("migration", "the migration rehearsal: a Dubbo 3.3 consumer from FORCE_INTERFACE through APPLICATION_FIRST"
            + " to FORCE_APPLICATION by its migration rule, then a fresh application-level consumer",
            flags("--modes", "interface,application",
                    "--migration", "FORCE_INTERFACE@0s,APPLICATION_FIRST@90s,FORCE_APPLICATION@180s",
                    "--duration", "270s", "--probe-every", "15s")),

    /**
     * A monolith: few instances of one application exporting many interfaces over one protocol
     * (50 × 100 × 1 = 5,000 URLs a registry), the shape where one application-level instance
     * replaces a hundred interface-level URLs.
     */
    MONOLITH("monolith", "50 instances of one application exporting 100 interfaces over dubbo only",
            flags("--providers", "50", "--interfaces", "100", "--protocols", "dubbo", "--applications", "1",
                    "--provider-release", "3.3", "--file-cache", "on", "--compact-strings", "on"));

    private final String id;
    private final String description;
    private final Map<String, String> flags;

    Preset(String id, String description, Map<String, String> flags) {
        this.id = id;
        this.description = description;
        this.flags = flags;
    }

    public String id() {
        return id;
    }

    public String description() {
        return description;
    }

    /** Flag → value, in the order they are applied. */
    public Map<String, String> flags() {
        return flags;
    }

    /**
     * The command line with this preset's flags put in front of it, less those the command line
     * gives itself (as {@code --flag value} or {@code --flag=value}).
     */
    public java.util.List<String> expand(java.util.List<String> args) {
        java.util.List<String> out = new java.util.ArrayList<>();
        flags.forEach((flag, value) -> {
            boolean given = args.stream().anyMatch(a -> a.equals(flag) || a.startsWith(flag + "="));
            if (!given) {
                out.add(flag);
                out.add(value);
            }
        });
        out.addAll(args);
        return out;
    }

    public static Preset parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        for (Preset p : values()) {
            if (p.id.equals(t)) {
                return p;
            }
        }
        throw new UserError("--preset " + text + ": expected one of "
                + Arrays.stream(values()).map(Preset::id).collect(Collectors.joining(", ")));
    }

    private static Map<String, String> flags(String... pairs) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put(pairs[i], pairs[i + 1]);
        }
        return java.util.Collections.unmodifiableMap(m);
    }
}
