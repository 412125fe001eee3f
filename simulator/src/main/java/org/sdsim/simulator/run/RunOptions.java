package org.sdsim.simulator.run;

import org.sdsim.fixtures.churn.ChurnPlan;
import org.sdsim.fixtures.topology.Topology;
import org.sdsim.simulator.fault.FaultPlan;
import org.sdsim.simulator.migration.MigrationSchedule;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Every setting of one `sdsim run`, built once and recorded in the manifest (like JMH's Options):
 * the CLI only parses flags into this object, and nothing downstream reads a flag.
 *
 * @param modes           consumer runs in order
 * @param topology        the synthetic fleet; null when {@code replay} is given
 * @param externalRegistries ZooKeeper connect strings of existing ensembles; empty = embedded
 * @param embeddedRegistries how many embedded registries to start when no external ones are given
 * @param duration        measured time per mode, after the consumer has converged
 * @param callEvery       interval of the consumer's calls
 * @param probeEvery      interval of forced-full-GC probes
 * @param metricsEvery    interval of Micrometer snapshots
 * @param convergeTimeout how long a consumer may take to see every address
 * @param churn           address pushes during each mode
 * @param profile         JVM profile of the consumer (jvm-profiles module)
 * @param out             run folder
 * @param report          whether to write the HTML report at the end
 * @param realism         how the consumer is set up where real consumers differ (file cache, strings)
 * @param preset          the named preset the options started from, or null
 * @param heapAttribution whether each mode ends with a heap dump attributed to Dubbo's components
 * @param faults          scripted faults, the same in every mode's measuring phase ({@code --fault})
 * @param replay          a captured fleet to replay instead of the synthetic {@code topology} ({@code --fleet}); null
 *                        for the synthetic fleet
 * @param subscribers     subscribers per registry beside each mode's consumer ({@code --subscribers}), each
 *                        following that mode's ZooKeeper access pattern; 0 for none
 * @param migration       migration rule writes during each migrating mode's measuring phase ({@code --migration});
 *                        {@link MigrationSchedule#NONE} without
 */
public record RunOptions(
        List<Mode> modes,
        Topology topology,
        List<String> externalRegistries,
        int embeddedRegistries,
        Duration duration,
        Duration callEvery,
        Duration probeEvery,
        Duration metricsEvery,
        Duration convergeTimeout,
        ChurnPlan churn,
        String profile,
        Path out,
        boolean report,
        ConsumerRealism realism,
        String preset,
        boolean heapAttribution,
        FaultPlan faults,
        FleetReplay replay,
        int subscribers,
        MigrationSchedule migration) {

    public RunOptions {
        Objects.requireNonNull(faults, "faults");
        if (topology == null && replay == null) {
            throw new NullPointerException("a run needs a topology or a fleet to replay");
        }
        Objects.requireNonNull(churn, "churn");
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(realism, "realism");
        modes = List.copyOf(modes);
        externalRegistries = List.copyOf(externalRegistries);
        if (modes.isEmpty()) {
            throw new UserError("--modes: give at least one mode, e.g. baseline,interface,application,dual");
        }
        if (externalRegistries.isEmpty() && (embeddedRegistries < 1 || embeddedRegistries > 5)) {
            throw new UserError("--embedded-registries: expected 1 to 5 embedded registries, got " + embeddedRegistries);
        }
        requirePositive(duration, "--duration");
        requirePositive(probeEvery, "--probe-every");
        requirePositive(metricsEvery, "--metrics-every");
        requirePositive(convergeTimeout, "--converge-timeout");
        if (callEvery.isNegative()) {
            throw new UserError("--call-every must not be negative");
        }
        faults.check(duration, externalRegistries.isEmpty());
        if (subscribers < 0 || subscribers > MAX_SUBSCRIBERS) {
            throw new UserError("--subscribers: expected 0 to " + MAX_SUBSCRIBERS + " subscribers per registry, got "
                    + subscribers);
        }
        migration = migration == null ? MigrationSchedule.NONE : migration;
        migration.check(duration, modes);
    }

    /** Sessions a machine's ports and file descriptors allow with room to spare (two per subscriber at most). */
    public static final int MAX_SUBSCRIBERS = 20_000;

    /** A run with scripted faults, no subscribers and no migration schedule. */
    public RunOptions(List<Mode> modes, Topology topology, List<String> externalRegistries, int embeddedRegistries,
            Duration duration, Duration callEvery, Duration probeEvery, Duration metricsEvery, Duration convergeTimeout,
            ChurnPlan churn, String profile, Path out, boolean report, ConsumerRealism realism, String preset,
            boolean heapAttribution, FaultPlan faults, FleetReplay replay) {
        this(modes, topology, externalRegistries, embeddedRegistries, duration, callEvery, probeEvery, metricsEvery,
                convergeTimeout, churn, profile, out, report, realism, preset, heapAttribution, faults, replay, 0,
                MigrationSchedule.NONE);
    }

    /** The same options with this migration schedule. */
    public RunOptions withMigration(MigrationSchedule schedule) {
        return new RunOptions(modes, topology, externalRegistries, embeddedRegistries, duration, callEvery, probeEvery,
                metricsEvery, convergeTimeout, churn, profile, out, report, realism, preset, heapAttribution, faults,
                replay, subscribers, schedule);
    }

    /** The same options with {@code perRegistry} subscribers beside each mode's consumer. */
    public RunOptions withSubscribers(int perRegistry) {
        return new RunOptions(modes, topology, externalRegistries, embeddedRegistries, duration, callEvery, probeEvery,
                metricsEvery, convergeTimeout, churn, profile, out, report, realism, preset, heapAttribution, faults, replay,
                perRegistry, migration);
    }

    /** A run without scripted faults. */
    public RunOptions(List<Mode> modes, Topology topology, List<String> externalRegistries,
            int embeddedRegistries, Duration duration, Duration callEvery, Duration probeEvery, Duration metricsEvery,
            Duration convergeTimeout, ChurnPlan churn, String profile, Path out, boolean report,
            ConsumerRealism realism, String preset, boolean heapAttribution) {
        this(modes, topology, externalRegistries, embeddedRegistries, duration, callEvery, probeEvery, metricsEvery,
                convergeTimeout, churn, profile, out, report, realism, preset, heapAttribution, FaultPlan.NONE, null, 0,
                MigrationSchedule.NONE);
    }

    /** The same options with these scripted faults. */
    public RunOptions withFaults(FaultPlan plan) {
        return new RunOptions(modes, topology, externalRegistries, embeddedRegistries, duration, callEvery, probeEvery,
                metricsEvery, convergeTimeout, churn, profile, out, report, realism, preset, heapAttribution, plan, replay,
                subscribers, migration);
    }

    /** The same options replaying a captured fleet instead of the synthetic one. */
    public RunOptions withReplay(FleetReplay fleet, Path folder) {
        return new RunOptions(modes, null, externalRegistries, embeddedRegistries, duration, callEvery, probeEvery,
                metricsEvery, convergeTimeout, churn, profile, folder, report, realism, preset, heapAttribution, faults, fleet,
                subscribers, migration);
    }

    private static void requirePositive(Duration d, String flag) {
        if (d == null || d.isZero() || d.isNegative()) {
            throw new UserError(flag + " must be a positive duration such as 30s, 5m or 2h, got " + d);
        }
    }

    /** The same options for another fleet and run folder: what a sweep varies point by point. */
    public RunOptions withFleet(Topology fleet, Path folder) {
        return new RunOptions(modes, fleet, externalRegistries, embeddedRegistries, duration, callEvery, probeEvery,
                metricsEvery, convergeTimeout, churn, profile, folder, report, realism, preset,
                heapAttribution, faults, null, subscribers, migration);
    }

    public int registryCount() {
        return externalRegistries.isEmpty() ? embeddedRegistries : externalRegistries.size();
    }

    /** The registries' labels in the run (zk1, zk2, ...), as the consumer and --fault name them. */
    public List<String> registryLabels() {
        return java.util.stream.IntStream.range(0, registryCount())
                .mapToObj(org.sdsim.consumer.api.ConsumerSpec::registryLabel).toList();
    }

    /** The labels of the registries the run starts itself (and so may fault): none with --registry. */
    public List<String> ownedRegistryLabels() {
        return externalRegistries.isEmpty() ? registryLabels() : List.of();
    }
}
