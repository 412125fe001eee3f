package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;
import java.util.Map;
import org.sdsim.simulator.folder.CacheFileLoadsRecord;

/**
 * One phase of a migration rehearsal in summary.json: the span from one rule write to the next (or to
 * the end of measuring), and what the consumer held and did in it. Phase 0, when there is one, is the
 * time before the first write, at the mode's own starting step. Addresses are the consumer's own
 * census as the phase ended; heap is the probes that fell in the phase, judged by {@link HeapTrend}
 * (a phase needs six probes for a verdict, so "released" means settled).
 *
 * @param phase                 its number (0 before the first write)
 * @param step                  the step written at its start (phase 0: the consumer's starting step)
 * @param spec                  the write as {@code --migration} gave it; null for phase 0
 * @param fromSec               its start, in seconds from the start of measuring
 * @param toSec                 its end, in the same seconds
 * @param verdict               how the consumer took the write ({@code TransitionRecord}'s verdicts); null for phase 0
 * @param switchSec             from the write until every MigrationInvoker was at the step (or Dubbo had refused
 *                              the last one); null when neither happened
 * @param firstSwitchSec        from the write until the first invoker was at the step
 * @param stepsAtEnd            migration step → invokers at it as the phase ended
 * @param serving               which side served calls as it ended: interface, application, mixed or none
 * @param invokers              MigrationInvokers counted (services × registries)
 * @param interfaceAddresses    addresses the interface-level directories held as it ended (0 when destroyed)
 * @param applicationAddresses  addresses the application-level directories held as it ended
 * @param interfaceDirectories  invokers that still kept an interface-level directory
 * @param applicationDirectories invokers that kept an application-level directory
 * @param heapAfterFullGcMb     the phase's heap after full GC: its probes' figure ({@link HeapTrend#settledMb()})
 * @param heapTrend             its probes judged; null without probes in the phase
 * @param youngGcs              young collections in the phase; null without a GC log with wall-clock times
 * @param fullGcs               full collections the JVM chose in it (probes' forced ones left out)
 * @param gcPauseMs             their pause, forced collections left out
 * @param allocatedMb           what the heap grew by between collections that started in the phase
 * @param callsOk               calls in the phase that succeeded (calls.csv: the regular ones and the dense probe's)
 * @param callsFailed           calls in it that failed
 * @param probeCalls            calls of the dense probe that ran while the write took effect
 * @param probeCallsFailed      of those, the ones that failed
 * @param probeP50Ms            their median latency
 * @param probeP99Ms            their 99th percentile latency
 * @param probeMaxMs            their slowest
 * @param watchesByKind         the registries' watches as the phase ended, by kind (providers, services, mapping,
 *                              config, ...; data and child watches), summed over registries; null when the run could
 *                              not read them. Provider watches left after FORCE_APPLICATION are the lazy unsubscribe:
 *                              a destroyed interface-level directory stops listening, its ZooKeeper watches stay
 * @param cacheFileLoads        Dubbo's "Loaded registry cache file" lines in the phase, by registry class and
 *                              registry (the consumer's start-up in the first phase): each is a registry created
 *                              then, loading the file into a copy of its own; null when the run did not count them
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record MigrationPhase(int phase, String step, String spec, double fromSec, double toSec, String verdict,
        Double switchSec, Double firstSwitchSec, Map<String, Integer> stepsAtEnd, String serving, Integer invokers,
        Long interfaceAddresses, Long applicationAddresses, Integer interfaceDirectories, Integer applicationDirectories,
        Double heapAfterFullGcMb, HeapTrend heapTrend, Long youngGcs, Long fullGcs, Double gcPauseMs, Double allocatedMb,
        long callsOk, long callsFailed, Integer probeCalls, Integer probeCallsFailed, Double probeP50Ms,
        Double probeP99Ms, Double probeMaxMs, Map<String, Long> watchesByKind,
        List<CacheFileLoadsRecord.Load> cacheFileLoads) {

    /** The phase's watches of one kind, or null when they were not read. */
    public Long watches(String kind) {
        return watchesByKind == null ? null : watchesByKind.getOrDefault(kind, 0L);
    }
}
