package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

import java.util.List;
import java.util.Map;

/**
 * One phase of a migration rehearsal in summary.json: the span from one rule write to the next (or to
 * the end of measuring), and what the consumer held and did in it. Phase 0, when there is one, is the
 * time before the first write, at the mode's own starting step. Addresses are the consumer's own
 * census as the phase ended; heap is the probes that fell in the phase, judged by {@link HeapTrend}
 * (a phase needs six probes for a verdict, so "released" means settled).
 *
 * <p>The figures come in named parts, each a small record of its own; in summary.json every part is
 * unwrapped into the one flat object that committed runs were written as, under the names they have there
 * (the {@code @JsonProperty} names), in the parts' order. A part is never null: a figure not read is a null
 * inside it.
 *
 * @param phase      its number (0 before the first write)
 * @param rule       the rule written at its start
 * @param span       when it ran
 * @param transition how the consumer took the write
 * @param census     what the consumer's MigrationInvokers held as it ended
 * @param heap       the consumer's heap and its collections in the phase
 * @param calls      the consumer's calls in the phase
 * @param probe      the dense probe's calls while the write took effect
 * @param registries the registries' watches as it ended, and the registries the consumer created in it
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record MigrationPhase(int phase, @JsonUnwrapped Rule rule, @JsonUnwrapped Span span,
        @JsonUnwrapped Transition transition, @JsonUnwrapped Census census, @JsonUnwrapped Heap heap,
        @JsonUnwrapped Calls calls, @JsonUnwrapped Probe probe, @JsonUnwrapped Registries registries) {

    public MigrationPhase {
        rule = rule == null ? Rule.NONE : rule;
        span = span == null ? Span.NONE : span;
        transition = transition == null ? Transition.NONE : transition;
        census = census == null ? Census.NONE : census;
        heap = heap == null ? Heap.NONE : heap;
        calls = calls == null ? Calls.NONE : calls;
        probe = probe == null ? Probe.NONE : probe;
        registries = registries == null ? Registries.NONE : registries;
    }

    /**
     * The rule written at the phase's start.
     *
     * @param step the step written (phase 0: the consumer's starting step)
     * @param spec the write as {@code --migration} gave it; null for phase 0
     */
    public record Rule(String step, String spec) {
        public static final Rule NONE = new Rule(null, null);
    }

    /**
     * When the phase ran, in seconds from the start of measuring.
     *
     * @param fromSec its start
     * @param toSec   its end
     */
    public record Span(double fromSec, double toSec) {
        /** Never read from a file: a phase without {@code fromSec} or {@code toSec} is left out whole. */
        public static final Span NONE = new Span(0, 0);
    }

    /**
     * How the consumer took the write.
     *
     * @param verdict        {@code TransitionRecord}'s verdict; null for phase 0
     * @param switchSec      from the write until every MigrationInvoker was at the step (or Dubbo had refused the
     *                       last one); null when neither happened
     * @param firstSwitchSec from the write until the first invoker was at the step
     */
    public record Transition(String verdict, Double switchSec, Double firstSwitchSec) {
        public static final Transition NONE = new Transition(null, null, null);
    }

    /**
     * The consumer's own census as the phase ended.
     *
     * @param stepsAtEnd             migration step → invokers at it
     * @param serving                which side served calls: interface, application, mixed or none
     * @param invokers               MigrationInvokers counted (services × registries)
     * @param interfaceAddresses     addresses the interface-level directories held (0 when destroyed)
     * @param applicationAddresses   addresses the application-level directories held
     * @param interfaceDirectories   invokers that still kept an interface-level directory
     * @param applicationDirectories invokers that kept an application-level directory
     */
    public record Census(Map<String, Integer> stepsAtEnd, String serving, Integer invokers, Long interfaceAddresses,
            Long applicationAddresses, Integer interfaceDirectories, Integer applicationDirectories) {
        public static final Census NONE = new Census(null, null, null, null, null, null, null);
    }

    /**
     * The consumer's heap and its collections in the phase.
     *
     * @param afterFullGcMb the phase's heap after full GC: its probes' figure ({@link HeapTrend#settledMb()})
     * @param trend         its probes judged; null without probes in the phase
     * @param youngGcs      young collections in the phase; null without a GC log with wall-clock times
     * @param fullGcs       full collections the JVM chose in it (probes' forced ones left out)
     * @param gcPauseMs     their pause, forced collections left out
     * @param allocatedMb   what the heap grew by between collections that started in the phase
     */
    public record Heap(@JsonProperty("heapAfterFullGcMb") Double afterFullGcMb,
            @JsonProperty("heapTrend") HeapTrend trend, Long youngGcs, Long fullGcs, Double gcPauseMs, Double allocatedMb) {
        public static final Heap NONE = new Heap(null, null, null, null, null, null);
    }

    /**
     * The consumer's calls in the phase (calls.csv: the regular ones and the dense probe's).
     *
     * @param ok     those that succeeded
     * @param failed those that failed
     */
    public record Calls(@JsonProperty("callsOk") long ok, @JsonProperty("callsFailed") long failed) {
        /** Never read from a file: a phase without {@code callsOk} or {@code callsFailed} is left out whole. */
        public static final Calls NONE = new Calls(0, 0);
    }

    /**
     * The calls of the dense probe that ran while the write took effect; null figures when none ran.
     *
     * @param calls  its calls
     * @param failed of those, the ones that failed
     * @param p50Ms  their median latency
     * @param p99Ms  their 99th percentile latency
     * @param maxMs  their slowest
     */
    public record Probe(@JsonProperty("probeCalls") Integer calls, @JsonProperty("probeCallsFailed") Integer failed,
            @JsonProperty("probeP50Ms") Double p50Ms, @JsonProperty("probeP99Ms") Double p99Ms,
            @JsonProperty("probeMaxMs") Double maxMs) {
        public static final Probe NONE = new Probe(null, null, null, null, null);
    }

    /**
     * The registries in the phase: the servers' watches as it ended, and the registries the consumer created in it.
     *
     * @param watchesByKind  the registries' watches as the phase ended, by kind (providers, services, mapping,
     *                       config, ...; data and child watches), summed over registries; null when the run could
     *                       not read them. Provider watches left after FORCE_APPLICATION are the lazy unsubscribe:
     *                       a destroyed interface-level directory stops listening, its ZooKeeper watches stay
     * @param cacheFileLoads Dubbo's "Loaded registry cache file" lines in the phase, by registry class and
     *                       registry (the consumer's start-up in the first phase): each is a registry created
     *                       then, loading the file into a copy of its own; null when the run did not count them
     */
    public record Registries(Map<String, Long> watchesByKind, List<CacheFileLoad> cacheFileLoads) {
        public static final Registries NONE = new Registries(null, null);

        /** The phase's watches of one kind, or null when they were not read. */
        public Long watches(String kind) {
            return watchesByKind == null ? null : watchesByKind.getOrDefault(kind, 0L);
        }
    }
}
