package org.sdsim.simulator.sweep;

import java.util.Map;

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
     * @param outcome         the mode's outcome
     * @param bytesPerPush    bytes the registry sent per push, every client together
     * @param requestsPerPush requests per push, every subscribing client together
     * @param registryHeapMb  the registry JVM's largest heap after GC in the mode (embedded registries)
     * @param p99Ms           push fan-out p99 (the highest of the pushes')
     * @param p50Ms           push fan-out p50 (the median of the pushes')
     * @param fullReadsPerPush a subscriber's full reads ÷ the pushes it reached
     * @param unreached       true when some push did not reach every subscriber before its tally closed
     * @param limitedBy       what limited the point's fan-out (machine, registry, load generator, none; n/a
     *                        without CPU readings): a limit on this machine is the registry's only when it says so
     */
    public record Figures(String outcome, Double bytesPerPush, Double requestsPerPush, Double registryHeapMb,
            Double p99Ms, Double p50Ms, Double fullReadsPerPush, Boolean unreached, String limitedBy) {
    }
}
