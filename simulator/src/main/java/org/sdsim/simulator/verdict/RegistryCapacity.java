package org.sdsim.simulator.verdict;

import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.ProcessCpu;
import org.sdsim.simulator.summary.RegistryFigures;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;
import java.util.Locale;

/**
 * How many subscribers one registry member of {@link #REFERENCE_CORES} cores could serve, at stated paces of provider
 * waves ({@link #STATED_WAVES_SECONDS}; {@code sdsim capacity} takes the user's), each bound named: CPU and network
 * ({@link PaceCapacity}). The {@code registryCapacity} block of a mode in summary.json, from the mode's cost per push
 * and subscriber ({@link FanOutCost}) as a line through the origin; a registry sweep gives it from its fitted lines
 * instead, intercept and slope ({@code sweep.RegistryFit}).
 *
 * <p>Assumptions, each stated because each can fail: the cost per push grows linearly with subscribers (the sweep's
 * fit says how well) and the cost per second with the push rate, which holds while a push's fan-out ends before the
 * next push: faster than Dubbo 3's 5 s notify delay, one-shot watches merge pushes and the cost stops being linear
 * (a wave every 5 s is at that edge); a server and a link are loaded to {@link PaceCapacity#BUSY}; and the cores a
 * server can use are capped by its single-threaded request stages. Every request of a ZooKeeper server passes
 * threads of which there is one: a standalone server (what sdsim embeds) chains RequestThrottler,
 * PrepRequestProcessor and SyncRequestProcessor, which runs FinalRequestProcessor itself for reads, so every read and
 * its reply's serialization happen on one thread (3.9.5 ZooKeeperServer#setupRequestProcessors L834-840,
 * SyncRequestProcessor#run L202-213); a quorum follower hands reads to CommitProcessor's worker pool, as many as its
 * cores (FollowerZooKeeperServer#setupRequestProcessors L67-75, CommitProcessor#start L446), behind single
 * FollowerRequestProcessor and CommitProcessor threads. Which share of the CPU is in those single threads, /proc's
 * per-process total does not say: so the CPU bound is a range, one thread to every core; where the run read the
 * server's threads, the busiest single-threaded stage's share narrows it ({@link ThreadBound}).
 *
 * @param cores         the member's cores the estimate is for
 * @param basis         what the cost lines are, in one line
 * @param paces         the capacity at each pace
 * @param busiestThread the busiest single-threaded stage's share of the server's CPU, where its threads were read;
 *                      null otherwise (an older run, an external registry) and then left out of summary.json
 * @param thisMachine   what this run showed on this machine: the registry's cores busy at its subscribers and push
 *                      rate, and what limited the fan-out; a fact about this machine
 * @param notMeasured   why the estimate is n/a; null when it was made
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RegistryCapacity(int cores, String basis, List<PaceCapacity> paces,
        @JsonInclude(JsonInclude.Include.NON_NULL) ThreadBound busiestThread, String thisMachine, String notMeasured) {

    /** The member the estimate is given for in summary.json, the console and the report: a common server size. */
    public static final int REFERENCE_CORES = 4;
    /**
     * The paces it is given for: a provider wave every 30 s (sdsim's default churn, and a busy fleet's rolling deploys)
     * and every 5 s (Dubbo 3's notify delay: faster, pushes merge). Not one push a second, 10 to 30 times what the runs
     * measured.
     */
    public static final List<Double> STATED_WAVES_SECONDS = List.of(30.0, 5.0);

    public RegistryCapacity {
        paces = paces == null ? List.of() : List.copyOf(paces);
    }

    /** The estimate for the reference member at the stated paces; null when the mode ran no subscribers. */
    public static RegistryCapacity of(ModeSummary m) {
        return of(m, FanOutCost.of(m));
    }

    /** The same from the mode's cost, already taken ({@link FanOutCost#of}); null when that is null. */
    public static RegistryCapacity of(ModeSummary m, FanOutCost cost) {
        if (cost == null) {
            return null;
        }
        RegistryFigures server = figures(m, cost);
        return of(cost, server == null ? null : server.cpu(), thisMachine(m, cost), REFERENCE_CORES, STATED_WAVES_SECONDS);
    }

    /** The estimate for {@code cores} at each of {@code wavesEverySeconds} from one run's cost per push and subscriber. */
    public static RegistryCapacity of(FanOutCost cost, ProcessCpu server, String thisMachine, int cores,
            List<Double> wavesEverySeconds) {
        if (cost.cpuMs() == null || cost.cpuMs() <= 0) {
            return new RegistryCapacity(cores, null, List.of(), null, thisMachine,
                    cost.notMeasured() != null ? cost.notMeasured() : "no CPU per push and subscriber was measured");
        }
        String basis = String.format(Locale.ROOT, "one run's cost per push and subscriber on %s (%.3f CPU-ms, %s KB),"
                + " each subscriber charged its share of the push's fixed part too", cost.registry(), cost.cpuMs(),
                cost.bytes() == null ? "n/a" : String.format(Locale.ROOT, "%,.1f", cost.bytes() / 1024));
        return fromLines(basis, CostLine.perSubscriber(cost.cpuMs() / 1000),
                cost.bytes() == null ? null : CostLine.perSubscriber(cost.bytes()), ThreadBound.of(server), thisMachine,
                cores, wavesEverySeconds);
    }

    /** The estimate from a member's cost lines: CPU seconds and bytes per push against its subscribers. */
    public static RegistryCapacity fromLines(String basis, CostLine cpuSeconds, CostLine bytes, ThreadBound stage,
            String thisMachine, int cores, List<Double> wavesEverySeconds) {
        List<PaceCapacity> paces = wavesEverySeconds.stream().map(w -> PaceCapacity.of(w, cores, cpuSeconds, bytes,
                stage == null ? null : stage.shareOfServer())).toList();
        return new RegistryCapacity(cores, basis, paces, stage, thisMachine, null);
    }

    /** The same estimate at other paces ({@code sdsim capacity --wave-every}). */
    public RegistryCapacity at(List<Double> wavesEverySeconds, CostLine cpuSeconds, CostLine bytes) {
        return fromLines(basis, cpuSeconds, bytes, busiestThread, thisMachine, cores, wavesEverySeconds);
    }

    /** The figures of the server the cost was taken on; null without them. */
    private static RegistryFigures figures(ModeSummary m, FanOutCost cost) {
        return cost.registry() == null || m.registry() == null ? null : m.registry().get(cost.registry());
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

    /** One line per pace ({@link PaceCapacity#describe}). */
    public List<String> describePaces() {
        return paces.stream().map(p -> p.describe(cores)).toList();
    }
}
