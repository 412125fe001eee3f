package org.sdsim.simulator.orchestrator;

import org.sdsim.fixtures.churn.ChurnPlan;
import org.sdsim.fixtures.topology.ProtocolSpec;
import org.sdsim.fixtures.topology.Topology;
import org.sdsim.simulator.run.ConsumerRealism;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.plan.ModePlanner;
import org.sdsim.simulator.plan.RunOptions;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** Small-scale run settings for tests: a real run, just a small fleet and short phases. */
final class SmallRuns {

    static final int PROVIDERS = 20;

    static Topology topology(int providers) throws IOException {
        return Topology.builder().providers(providers).dubboPort(freePort()).build();
    }

    /**
     * Each discovery on the default consumer (Dubbo 3.3), without the heap dump and its attribution at
     * each mode's end (seconds of CPU a mode, which only SmallRunTest asserts on).
     */
    static RunOptions options(Path out, List<DiscoveryMode> discoveries, Duration duration, ChurnPlan churn) throws IOException {
        return modes(out, discoveries.stream().map(Mode::of).toList(), duration, churn);
    }

    /** {@link #options} for modes as written, remedies and releases included. */
    static RunOptions modes(Path out, List<Mode> modes, Duration duration, ChurnPlan churn) throws IOException {
        return RunOptions.builder(ModePlanner.installed().planModes(modes),
                        RunOptions.FleetSource.synthetic(topology(PROVIDERS)), out)
                .pace(new RunOptions.Pace(duration, Duration.ofSeconds(2), Duration.ofSeconds(8), Duration.ofSeconds(5),
                        Duration.ofMinutes(3)))
                .churn(churn)
                .consumer(new RunOptions.ConsumerSetup("consumer-1c2g", ConsumerRealism.DEFAULTS, false))
                .build();
    }

    /**
     * {@code providers} providers of the small topology in two embedded registries, a call every 500 ms, the
     * consumer set up as {@code realism} says: the fixtures of the tests that watch one consumer at a time.
     */
    static RunOptions twoRegistries(Path out, DiscoveryMode discovery, int providers, ConsumerRealism realism)
            throws IOException {
        RunOptions small = options(out, List.of(discovery), Duration.ofSeconds(30), ChurnPlan.off());
        RunOptions.Pace pace = small.pace();
        return small.toBuilder()
                .fleet(RunOptions.FleetSource.synthetic(small.fleet().topology().toBuilder().providers(providers).build()))
                .pace(new RunOptions.Pace(pace.duration(), Duration.ofMillis(500), pace.probeEvery(), pace.metricsEvery(),
                        pace.convergeTimeout()))
                .consumer(new RunOptions.ConsumerSetup(small.consumer().profile(), realism, false))
                .build();
    }

    /**
     * The subscribers' calibration: one subscriber per registry beside each mode's real consumer, and pushes of one
     * provider at a time, one protocol, its deregistration and registration two seconds apart, so that every push
     * fires each watch once and the server's own per-connection counts can set one subscriber's requests beside the
     * real consumer's, push for push.
     */
    static RunOptions calibration(Path out, List<Mode> modes, boolean heapAttribution) throws IOException {
        return calibration(out, modes, heapAttribution, ChurnPlan.rolling(Duration.ofSeconds(5), 0.05)
                .withDowntime(Duration.ofSeconds(2)));
    }

    /**
     * The calibration under load: five of the 20 providers restarted at once every 5 s, deregistered and back a
     * second later. Each push makes five changes within milliseconds (the registrar pipelines its writes), so a
     * one-shot watch re-fires while the read after its first fire is still in flight, and Dubbo 3's interface-level
     * notify delay holds every push that follows another within 5 s: how many reads a push costs then depends on
     * how fast each client re-arms, which is what the subscribers have to match.
     */
    static final ChurnPlan OVERLAPPING = ChurnPlan.rolling(Duration.ofSeconds(5), 0.25).withDowntime(Duration.ofSeconds(1));

    /** {@link #calibration} with the pushes {@code churn} makes. */
    static RunOptions calibration(Path out, List<Mode> modes, boolean heapAttribution, ChurnPlan churn)
            throws IOException {
        RunOptions small = modes(out, modes, Duration.ofSeconds(20), churn);
        Topology oneProtocol = small.fleet().topology().toBuilder()
                .protocols(List.of(new ProtocolSpec("dubbo", small.fleet().topology().portOf("dubbo")))).build();
        return small.toBuilder()
                .fleet(RunOptions.FleetSource.synthetic(oneProtocol))
                .consumer(new RunOptions.ConsumerSetup(small.consumer().profile(), small.consumer().realism(), heapAttribution))
                .subscribers(1)
                .build();
    }

    /** A port nothing listens on right now, so parallel builds on one machine do not collide. */
    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private SmallRuns() {
    }
}
