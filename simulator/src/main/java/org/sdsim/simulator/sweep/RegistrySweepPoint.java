package org.sdsim.simulator.sweep;

import org.sdsim.simulator.verdict.FanOutLimit;

import java.util.Map;

import org.sdsim.simulator.run.Outcome;
import org.sdsim.simulator.verdict.FanOutCost;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.verdict.RegistryCapacity;
import org.sdsim.simulator.verdict.RegistryClaims;
import org.sdsim.simulator.summary.RegistryPushCost;

/**
 * One point of a registry sweep: per mode, what the registry paid with this many subscribers per
 * registry (each the mean over the run's registries).
 *
 * @param subscribers  subscribers per registry
 * @param runDir       the point's run folder, relative to the sweep folder
 * @param modes        mode id → its figures
 * @param heldOut      whether this is the held-out point
 */
public record RegistrySweepPoint(int subscribers, String runDir, Map<String, Figures> modes, boolean heldOut) {

    /**
     * One mode at one point, in the parts a run's summary.json gives them.
     *
     * @param outcome   the mode's outcome
     * @param limitedBy what limited the point's fan-out (machine, registry, load generator, none; n/a without CPU
     *                  readings): a limit on this machine is the registry's only when it says so
     * @param registry  what the registries sent and answered per push, and their heap
     * @param fanOut    how fast and how completely the pushes reached the subscribers
     * @param cost      one subscriber's cost per push (server CPU ms, bytes, requests), measured only where every
     *                  owed read completed ({@link FanOutCost}); null without subscribers
     * @param capacity  the subscribers a reference registry could serve from that cost ({@link RegistryCapacity})
     */
    public record Figures(String outcome, String limitedBy, Registry registry, FanOut fanOut, FanOutCost cost,
            RegistryCapacity capacity) {

        /** A mode of a point's run, as its summary.json has it. */
        public static Figures of(ModeSummary m) {
            String outcome = m.course().outcome() == null ? "unknown"
                    : m.course().convergeSeconds() == null && m.course().outcome() == Outcome.COMPLETED ? "did not converge" : m.course().outcome().id();
            FanOutCost cost = FanOutCost.of(m);
            return new Figures(outcome, FanOutLimit.of(m).limitedBy(), Registry.of(m), FanOut.of(m), cost, RegistryCapacity.of(m, cost));
        }

        /** Whether the mode completed and every read its pushes owed was done: only such a point's bytes are fitted. */
        public boolean complete() {
            return "completed".equals(outcome) && (fanOut == null || fanOut.incomplete() == null);
        }

        public Double bytesPerPush() {
            return registry == null ? null : registry.bytesPerPush();
        }

        public Double registryHeapMb() {
            return registry == null ? null : registry.heapMb();
        }
    }

    /**
     * @param bytesPerPush      bytes the registry sent per push, every client together
     * @param requestsPerPush   requests per push, every subscribing client together
     * @param heapMb            the registry JVM's largest heap after GC in the mode (embedded registries)
     * @param cpuSecondsPerPush the busiest server's CPU seconds per push, its quiet rate taken out
     *                          ({@link FanOutCost#pushCpuSeconds}); null where no server's CPU was read
     * @param pushes            the fewest pushes any registry's figures are over
     */
    public record Registry(Double bytesPerPush, Double requestsPerPush, Double heapMb, Double cpuSecondsPerPush,
            Long pushes) {

        static Registry of(ModeSummary m) {
            Double cpu = null;
            Long pushes = null;
            if (m.registry() != null) {
                for (var f : m.registry().values()) {
                    RegistryPushCost c = f.perPush();
                    if (f.unavailable() != null || c == null || c.pushes() <= 0) {
                        continue;
                    }
                    pushes = pushes == null ? c.pushes() : Math.min(pushes, c.pushes());
                    if (f.cpu() != null) {
                        double perPush = FanOutCost.pushCpuSeconds(f.cpu(), m.cpu()) / c.pushes();
                        cpu = cpu == null ? perPush : Math.max(cpu, perPush);
                    }
                }
            }
            return new Registry(PushFigures.meanOverRegistries(m, RegistryPushCost::bytesSent),
                    PushFigures.meanOverRegistries(m, RegistryPushCost::requests),
                    PushFigures.meanOfRegistries(m, f -> f.jvm() == null ? null : f.jvm().maxHeapAfterGcMb()), cpu, pushes);
        }
    }

    /**
     * @param p50Ms            push fan-out p50 (the median of the pushes')
     * @param p99Ms            push fan-out p99 (the highest of the pushes')
     * @param fullReadsPerPush a subscriber's full reads ÷ the pushes it reached
     * @param unreached        true when some push did not reach every subscriber before its tally closed
     * @param incomplete       why the subscribers' owed reads were not all done, in one line; null when they were
     */
    public record FanOut(Double p50Ms, Double p99Ms, Double fullReadsPerPush, Boolean unreached, String incomplete) {

        static FanOut of(ModeSummary m) {
            var s = m.subscribers();
            return s == null ? null
                    : new FanOut(s.fanOut().p50Ms(), s.fanOut().p99Ms(), s.reads().fullPerPush(), s.reach().partlyUnreached(),
                            RegistryClaims.incomplete(m));
        }

        /** Past the fan-out limit whatever its p99: a push some subscriber never read, or reads left undone. */
        public boolean behind() {
            return Boolean.TRUE.equals(unreached) || incomplete != null;
        }
    }
}
