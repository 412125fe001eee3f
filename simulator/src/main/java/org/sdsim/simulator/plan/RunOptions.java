package org.sdsim.simulator.plan;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;
import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.fixtures.churn.ChurnPlan;
import org.sdsim.fixtures.topology.Topology;
import org.sdsim.simulator.fault.FaultPlan;
import org.sdsim.simulator.migration.MigrationSchedule;
import org.sdsim.simulator.run.ConsumerRealism;
import org.sdsim.simulator.run.FleetReplay;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.UserError;

/**
 * Every setting of one {@code sdsim run}, built once and recorded in the manifest (like JMH's Options): the CLI only
 * parses flags into this object, and nothing downstream reads a flag. Built with {@link #builder}.
 *
 * @param modes       the consumer runs in order, each resolved once into its plan
 * @param fleet       what the registries hold: the synthetic topology or a captured fleet
 * @param registries  where the registries are: embedded, or existing ensembles
 * @param pace        how long each mode measures and how often it is looked at
 * @param churn       address pushes during each mode
 * @param consumer    the consumer JVM: its profile, how it is set up, whether it ends with a heap dump
 * @param faults      scripted faults, the same in every mode's measuring phase ({@code --fault})
 * @param migration   migration rule writes during each migrating mode's measuring phase ({@code --migration});
 *                    {@link MigrationSchedule#NONE} without
 * @param subscribers subscribers per registry beside each mode's consumer ({@code --subscribers}), each following
 *                    that mode's ZooKeeper access pattern; 0 for none
 * @param output      where the run folder goes, whether it gets a report, the preset it started from
 * @param repeats     how many times each mode runs ({@code --repeat}), interleaved ({@link ModeRun#schedule}); 1 for once
 */
public record RunOptions(
        List<ModePlan> modes,
        FleetSource fleet,
        Registries registries,
        Pace pace,
        ChurnPlan churn,
        ConsumerSetup consumer,
        FaultPlan faults,
        MigrationSchedule migration,
        int subscribers,
        Output output,
        int repeats) {

    /** Sessions a machine's ports and file descriptors allow with room to spare (two per subscriber at most). */
    public static final int MAX_SUBSCRIBERS = 20_000;

    /** Runs of one mode a run folder takes at the most: enough for a spread, few enough to finish. */
    public static final int MAX_REPEATS = 20;

    public RunOptions {
        modes = List.copyOf(modes);
        Objects.requireNonNull(fleet, "fleet");
        Objects.requireNonNull(registries, "registries");
        Objects.requireNonNull(pace, "pace");
        Objects.requireNonNull(churn, "churn");
        Objects.requireNonNull(consumer, "consumer");
        Objects.requireNonNull(faults, "faults");
        Objects.requireNonNull(output, "output");
        if (modes.isEmpty()) {
            throw new UserError("--modes: give at least one mode, e.g. baseline,interface,application,dual");
        }
        faults.check(pace.duration(), registries.owned());
        faults.requireEnsemble(registries.ownedMembers());
        if (subscribers < 0 || subscribers > MAX_SUBSCRIBERS) {
            throw new UserError("--subscribers: expected 0 to " + MAX_SUBSCRIBERS + " subscribers per registry, got "
                    + subscribers);
        }
        if (repeats < 1 || repeats > MAX_REPEATS) {
            throw new UserError("--repeat: expected 1 to " + MAX_REPEATS + " runs of each mode, got " + repeats);
        }
        migration = migration == null ? MigrationSchedule.NONE : migration;
        List<ModePlan> plans = modes;
        migration.check(pace.duration(), plans.stream().map(ModePlan::mode).toList(),
                m -> plans.stream().filter(p -> p.mode().equals(m)).findFirst().orElseThrow().release().generation());
    }

    /**
     * The fleet the registries hold.
     *
     * @param topology the synthetic fleet; null when {@code replay} is given
     * @param replay   a captured fleet to replay instead ({@code --fleet}); null for the synthetic fleet
     */
    public record FleetSource(Topology topology, FleetReplay replay) {
        public FleetSource {
            if (topology == null && replay == null) {
                throw new NullPointerException("a run needs a topology or a fleet to replay");
            }
        }

        public static FleetSource synthetic(Topology topology) {
            return new FleetSource(Objects.requireNonNull(topology, "topology"), null);
        }

        public static FleetSource replayed(FleetReplay replay) {
            return new FleetSource(null, Objects.requireNonNull(replay, "replay"));
        }
    }

    /**
     * Where the registries are.
     *
     * @param external ZooKeeper connect strings of existing ensembles ({@code --registry}); empty = embedded
     * @param embedded how many embedded registries to start when no external ones are given
     * @param ensemble members of each embedded registry ({@code --ensemble}): 1, a standalone server (the default), or
     *                 {@link #ENSEMBLE_MEMBERS}, a real ZooKeeper ensemble of that many member JVMs
     */
    public record Registries(List<String> external, int embedded, int ensemble) {

        /** The one ensemble size sdsim starts: the smallest that survives losing a member. */
        public static final int ENSEMBLE_MEMBERS = 3;

        public Registries {
            external = List.copyOf(external);
            if (external.isEmpty() && (embedded < 1 || embedded > 5)) {
                throw new UserError("--embedded-registries: expected 1 to 5 embedded registries, got " + embedded);
            }
            if (ensemble != 1 && ensemble != ENSEMBLE_MEMBERS) {
                throw new UserError("--ensemble " + ensemble + ": expected 1 (each embedded registry a standalone "
                        + "ZooKeeper server, the default) or " + ENSEMBLE_MEMBERS + " (each a " + ENSEMBLE_MEMBERS
                        + "-member ensemble)");
            }
            if (!external.isEmpty() && ensemble != 1) {
                throw new UserError("--ensemble " + ensemble + " starts embedded ensembles, and --registry gives "
                        + "registries of your own: drop one of them (bench/zk-ensemble.sh starts an ensemble to give "
                        + "with --registry)");
            }
        }

        /** Standalone servers, or the registries given. */
        public Registries(List<String> external, int embedded) {
            this(external, embedded, 1);
        }

        /** {@code count} embedded registries. */
        public static Registries embedded(int count) {
            return new Registries(List.of(), count);
        }

        /** Whether the run starts its registries itself (and so may fault them). */
        public boolean owned() {
            return external.isEmpty();
        }

        public int count() {
            return external.isEmpty() ? embedded : external.size();
        }

        /** The registries' labels in the run (zk1, zk2, ...), as the consumer and --fault name them. */
        public List<String> labels() {
            return IntStream.range(0, count()).mapToObj(ConsumerSpec::registryLabel).toList();
        }

        /** The labels of the registries the run starts itself (and so may fault): none with --registry. */
        public List<String> ownedLabels() {
            return owned() ? labels() : List.of();
        }

        /** The members of each registry the run starts itself: {@code ensemble} with embedded registries, else 0. */
        public int ownedMembers() {
            return owned() ? ensemble : 0;
        }
    }

    /**
     * How long each mode measures and how often it is looked at.
     *
     * @param duration        measured time per mode, after the consumer has converged
     * @param callEvery       interval of the consumer's calls
     * @param probeEvery      interval of forced-full-GC probes
     * @param metricsEvery    interval of Micrometer snapshots
     * @param convergeTimeout how long a consumer may take to see every address
     */
    public record Pace(Duration duration, Duration callEvery, Duration probeEvery, Duration metricsEvery,
            Duration convergeTimeout) {
        public Pace {
            requirePositive(duration, "--duration");
            requirePositive(probeEvery, "--probe-every");
            requirePositive(metricsEvery, "--metrics-every");
            requirePositive(convergeTimeout, "--converge-timeout");
            if (callEvery == null || callEvery.isNegative()) {
                throw new UserError("--call-every must not be negative");
            }
        }

        /** The same pace measuring for {@code other}. */
        public Pace measuring(Duration other) {
            return new Pace(other, callEvery, probeEvery, metricsEvery, convergeTimeout);
        }

        private static void requirePositive(Duration d, String flag) {
            if (d == null || d.isZero() || d.isNegative()) {
                throw new UserError(flag + " must be a positive duration such as 30s, 5m or 2h, got " + d);
            }
        }
    }

    /**
     * The consumer JVM.
     *
     * @param profile         its JVM profile (jvm-profiles module)
     * @param realism         how it is set up where real consumers differ (strings, the protocol it names)
     * @param heapAttribution whether each mode ends with a heap dump attributed to Dubbo's components
     */
    public record ConsumerSetup(String profile, ConsumerRealism realism, boolean heapAttribution) {
        public ConsumerSetup {
            Objects.requireNonNull(profile, "profile");
            Objects.requireNonNull(realism, "realism");
        }
    }

    /**
     * What the run leaves behind.
     *
     * @param folder the run folder
     * @param report whether to write the HTML report at the end
     * @param preset the named preset the options started from, or null
     */
    public record Output(Path folder, boolean report, String preset) {
        public Output {
            Objects.requireNonNull(folder, "folder");
        }
    }

    /** Every run of every mode, in the order they run: each mode once, or {@code repeats} times interleaved. */
    public List<ModeRun> schedule() {
        return ModeRun.schedule(modes, repeats);
    }

    /** The modes as written in their plans, in order. */
    public List<Mode> modeList() {
        return modes.stream().map(ModePlan::mode).toList();
    }

    /** The plan of {@code mode}, which must be one of the run's. */
    public ModePlan planOf(Mode mode) {
        return modes.stream().filter(p -> p.mode().equals(mode)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no mode " + mode + " in this run"));
    }

    /** The same options with these scripted faults. */
    public RunOptions withFaults(FaultPlan plan) {
        return new RunOptions(modes, fleet, registries, pace, churn, consumer, plan, migration, subscribers, output, repeats);
    }

    /** The same options with this migration schedule. */
    public RunOptions withMigration(MigrationSchedule schedule) {
        return new RunOptions(modes, fleet, registries, pace, churn, consumer, faults, schedule, subscribers, output, repeats);
    }

    /** The same options with {@code perRegistry} subscribers beside each mode's consumer. */
    public RunOptions withSubscribers(int perRegistry) {
        return new RunOptions(modes, fleet, registries, pace, churn, consumer, faults, migration, perRegistry, output, repeats);
    }

    /** The same options for another fleet and run folder: what a sweep varies point by point. */
    public RunOptions withFleet(FleetSource other, Path folder) {
        return new RunOptions(modes, other, registries, pace, churn, consumer, faults, migration, subscribers,
                new Output(folder, output.report(), output.preset()), repeats);
    }

    /** A builder holding these options, to build others that differ in a part or two. */
    public Builder toBuilder() {
        return new Builder(modes, fleet, output.folder()).registries(registries).pace(pace).churn(churn)
                .consumer(consumer).faults(faults).migration(migration).subscribers(subscribers)
                .report(output.report()).preset(output.preset()).repeats(repeats);
    }

    /** A builder with everything a run needs but its modes, fleet and folder left at "none". */
    public static Builder builder(List<ModePlan> modes, FleetSource fleet, Path folder) {
        return new Builder(modes, fleet, folder);
    }

    /** Builds a {@link RunOptions}; a run without faults, migration, subscribers, report or preset unless set. */
    public static final class Builder {
        private List<ModePlan> modes;
        private FleetSource fleet;
        private Path folder;
        private Registries registries = Registries.embedded(2);
        private Pace pace;
        private ChurnPlan churn = ChurnPlan.off();
        private ConsumerSetup consumer;
        private FaultPlan faults = FaultPlan.NONE;
        private MigrationSchedule migration = MigrationSchedule.NONE;
        private int subscribers;
        private boolean report;
        private String preset;
        private int repeats = 1;

        private Builder(List<ModePlan> modes, FleetSource fleet, Path folder) {
            this.modes = modes;
            this.fleet = fleet;
            this.folder = folder;
        }

        public Builder fleet(FleetSource f) {
            this.fleet = f;
            return this;
        }

        public Builder folder(Path f) {
            this.folder = f;
            return this;
        }

        public Builder registries(Registries r) {
            this.registries = r;
            return this;
        }

        public Builder pace(Pace p) {
            this.pace = p;
            return this;
        }

        public Builder churn(ChurnPlan c) {
            this.churn = c;
            return this;
        }

        public Builder consumer(ConsumerSetup c) {
            this.consumer = c;
            return this;
        }

        public Builder faults(FaultPlan f) {
            this.faults = f;
            return this;
        }

        public Builder migration(MigrationSchedule m) {
            this.migration = m;
            return this;
        }

        public Builder subscribers(int perRegistry) {
            this.subscribers = perRegistry;
            return this;
        }

        public Builder report(boolean write) {
            this.report = write;
            return this;
        }

        public Builder preset(String name) {
            this.preset = name;
            return this;
        }

        public Builder repeats(int runsOfEachMode) {
            this.repeats = runsOfEachMode;
            return this;
        }

        public RunOptions build() {
            return new RunOptions(modes, fleet, registries, Objects.requireNonNull(pace, "pace"), churn,
                    Objects.requireNonNull(consumer, "consumer"), faults, migration, subscribers,
                    new Output(folder, report, preset), repeats);
        }
    }
}
