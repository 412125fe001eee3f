package org.sdsim.simulator.verdict;

import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.ProcessCpu;
import org.sdsim.simulator.summary.RegistryFigures;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.Locale;

/**
 * How many subscribers a registry of {@code cores} cores could serve at {@code pushesPerSecond} address
 * pushes a second, from one subscriber's CPU per push ({@link FanOutCost#cpuMs()}), beside what this machine
 * showed: the {@code registryCapacity} block of a mode in summary.json.
 *
 * <p>Assumptions, each stated because each can fail: the server's CPU grows linearly with subscribers and with
 * the push rate (one subscriber's CPU per push times both); a server is loaded to {@link FanOutLimit#REGISTRY_CORES}
 * of the cores it can use, the point at which sdsim's verdict calls the registry the limit; and the cores it can
 * use are capped by its single-threaded request stages. Every request of a ZooKeeper server passes threads of
 * which there is one: a standalone server (what sdsim embeds) chains RequestThrottler, PrepRequestProcessor and
 * SyncRequestProcessor, which runs FinalRequestProcessor itself for reads, so every read and its reply's
 * serialization happen on one thread (3.9.5 ZooKeeperServer#setupRequestProcessors L834-840,
 * SyncRequestProcessor#run L202-213); a quorum follower hands reads to CommitProcessor's worker pool, as many as its
 * cores (FollowerZooKeeperServer#setupRequestProcessors L67-75, CommitProcessor#start L446), behind single
 * FollowerRequestProcessor and CommitProcessor threads. Which share
 * of the measured CPU is in those single threads, /proc's per-process total does not say: so the estimate is a
 * range, {@code subscribersOneCore} if all of it were (one usable core) to {@code subscribersAllCores} if none were
 * (every core usable). Where the run read the server's threads, {@code busiestThread} narrows it: the busiest
 * thread's share of the CPU, saturating at one core, against the cores ({@link ThreadBound}).
 *
 * @param cores               the registry's cores the estimate is for
 * @param pushesPerSecond     the push rate it is for
 * @param subscribersOneCore  subscribers served if all the work were on one thread; null when n/a
 * @param subscribersAllCores subscribers served if all of it spread over every core; null when n/a
 * @param busiestThread       the estimate from the busiest thread of the server's, where its threads were read; null
 *                            otherwise (an older run, an external registry) and then left out of summary.json
 * @param thisMachine         what this run showed on this machine: the registry's cores busy at its subscribers and
 *                            push rate, and what limited the fan-out; a fact about this machine
 * @param notMeasured         why the estimate is n/a; null when it was made
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RegistryCapacity(int cores, double pushesPerSecond, Long subscribersOneCore, Long subscribersAllCores,
        @JsonInclude(JsonInclude.Include.NON_NULL) ThreadBound busiestThread, String thisMachine, String notMeasured) {

    /** The registry the estimate is given for in summary.json, the console and the report: a common server size. */
    public static final int REFERENCE_CORES = 4;
    /** The push rate it is given for: one push a second (the estimate scales inversely with it). */
    public static final double REFERENCE_PUSHES_PER_SECOND = 1.0;

    /** The estimate for the reference registry and push rate; null when the mode ran no subscribers. */
    public static RegistryCapacity of(ModeSummary m) {
        return of(m, FanOutCost.of(m));
    }

    /** The same from the mode's cost, already taken ({@link FanOutCost#of}); null when that is null. */
    public static RegistryCapacity of(ModeSummary m, FanOutCost cost) {
        if (cost == null) {
            return null;
        }
        RegistryFigures server = figures(m, cost);
        return of(cost, server == null ? null : server.cpu(), thisMachine(m, cost), REFERENCE_CORES,
                REFERENCE_PUSHES_PER_SECOND);
    }

    /** The figures of the server the cost was taken on; null without them. */
    private static RegistryFigures figures(ModeSummary m, FanOutCost cost) {
        return cost.registry() == null || m.registry() == null ? null : m.registry().get(cost.registry());
    }

    /**
     * The estimate for {@code cores} cores at {@code pushesPerSecond}, from one subscriber's CPU per push, narrowed by
     * {@code server}'s busiest single-threaded stage where its threads were read (null: they were not).
     */
    static RegistryCapacity of(FanOutCost cost, ProcessCpu server, String thisMachine, int cores, double pushesPerSecond) {
        if (cost.cpuMs() == null || cost.cpuMs() <= 0) {
            return new RegistryCapacity(cores, pushesPerSecond, null, null, null, thisMachine,
                    cost.notMeasured() != null ? cost.notMeasured() : "no CPU per push and subscriber was measured");
        }
        // cores one subscriber keeps busy: its CPU seconds per push times the pushes per second
        double coresPerSubscriber = cost.cpuMs() / 1000 * pushesPerSecond;
        long oneCore = (long) Math.floor(Math.min(cores, 1) * FanOutLimit.REGISTRY_CORES / coresPerSubscriber);
        long allCores = (long) Math.floor(cores * FanOutLimit.REGISTRY_CORES / coresPerSubscriber);
        return new RegistryCapacity(cores, pushesPerSecond, oneCore, allCores,
                ThreadBound.of(server, cost.cpuMs(), cores, pushesPerSecond, allCores), thisMachine, null);
    }

    /** "zk1 used 0.24 cores with 200 subscribers at 0.36 pushes/s; limited by the load generator"; null without figures. */
    static String thisMachine(ModeSummary m, FanOutCost cost) {
        RegistryFigures f = figures(m, cost);
        if (f == null || f.cpu() == null || f.cpu().cores() == null || f.perPush() == null || f.traffic().seconds() == null
                || f.traffic().seconds() <= 0) {
            return null;
        }
        FanOutLimit limit = FanOutLimit.of(m);
        return String.format(Locale.ROOT, "%s used %.2f cores with %,d subscribers at %.2f pushes/s; %s", f.registry(),
                f.cpu().cores(), m.subscribers().clients().perRegistry(), f.perPush().pushes() / f.traffic().seconds(),
                FanOutLimit.REGISTRY.equals(limit.limitedBy()) ? "the registry was the limit here: this machine's"
                        + " saturation point" : FanOutLimit.NA.equals(limit.limitedBy()) ? "what limited it is n/a"
                        : FanOutLimit.NONE.equals(limit.limitedBy()) ? "nothing limited the fan-out: no saturation reached"
                        : "limited by the " + limit.limitedBy() + ", not the registry: no registry saturation reached");
    }
}
