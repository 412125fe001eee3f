package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

import java.util.Map;

/**
 * What one registry paid while one mode ran, from the server's own figures (its {@code mntr},
 * {@code wchp} and {@code cons} words, and the child watch table where sdsim runs the server) and its
 * JVM's GC log: an entry of a mode's {@code registry} block in summary.json. The span is the mode's
 * measuring, from its start until the consumer holds the fleet again after the last push. A figure
 * that could not be read is null; a registry whose words the run may not read has only
 * {@code unavailable}, which says why.
 *
 * <p>The figures come in named parts, each a small record of its own; in summary.json every part is
 * unwrapped into the one flat object that committed runs were written as, under the names they have
 * there (the {@code @JsonProperty} names). A part is never null: a figure not read is a null inside it.
 *
 * @param registry       label: zk1, zk2, ...
 * @param unavailable    why the figures are n/a, in one line; null when they were read
 * @param tree           the tree at the end of the span
 * @param watchesAtStart the watches when measuring began, the registry quiet (not at its end: a Dubbo 3
 *                       consumer may then still hold some one-shot watches un-armed while it waits out its
 *                       notify delay); named apart from the JSON key {@code watches}, its total, which
 *                       Jackson would otherwise read into this part
 * @param connections    client connections at the end
 * @param traffic        what the server received and sent over the span
 * @param latency        how long the server took and how much it queued
 * @param perPush        the span's cost per address push; null without pushes
 * @param jvm            the registry JVM's heap and GC (embedded only)
 * @param cpu            the server JVM's CPU seconds over the span, with the window they cover (read from
 *                       its /proc at the same marks); null for an external registry, whose process is not
 *                       this run's, and for an ensemble, whose members each have their own (the mode's {@code cpu}
 *                       block says why)
 * @param members        each member of an ensemble on its own, in connect-string order: its role, load, outstanding
 *                       requests against its own limit, and CPU; absent for a registry of one server. The registry's
 *                       traffic and latency are then its members' added up
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RegistryFigures(
        String registry,
        String unavailable,
        @JsonUnwrapped Tree tree,
        @JsonUnwrapped Watches watchesAtStart,
        Long connections,
        @JsonUnwrapped Traffic traffic,
        @JsonUnwrapped Latency latency,
        RegistryPushCost perPush,
        @JsonUnwrapped Jvm jvm,
        ProcessCpu cpu,
        @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
        java.util.List<MemberFigures> members) {

    public RegistryFigures {
        tree = tree == null ? Tree.NONE : tree;
        watchesAtStart = watchesAtStart == null ? Watches.NONE : watchesAtStart;
        traffic = traffic == null ? Traffic.NONE : traffic;
        latency = latency == null ? Latency.NONE : latency;
        jvm = jvm == null ? Jvm.NONE : jvm;
        members = members == null ? null : java.util.List.copyOf(members);
    }

    /** The figures of a registry of one server. */
    public RegistryFigures(String registry, String unavailable, Tree tree, Watches watchesAtStart, Long connections,
            Traffic traffic, Latency latency, RegistryPushCost perPush, Jvm jvm, ProcessCpu cpu) {
        this(registry, unavailable, tree, watchesAtStart, connections, traffic, latency, perPush, jvm, cpu, null);
    }

    /**
     * The tree at the end of the span.
     *
     * @param znodes znodes
     * @param dataMb the tree's approximate data size (paths and data), MB
     */
    public record Tree(Long znodes, Double dataMb) {
        static final Tree NONE = new Tree(null, null);
    }

    /**
     * Every watch the server held when measuring began, the registry quiet.
     *
     * @param total      {@code zk_watch_count}: data, child and persistent watches
     * @param byKind     the same by kind (providers, services, mapping, metadata, config, consumers, other):
     *                   data and child watches; null where the child watches cannot be read (an external
     *                   registry, whose {@code wchp} lists data watches only)
     * @param dataByKind data and persistent watches by kind, which every ZooKeeper lists
     */
    public record Watches(@JsonProperty("watches") Long total, @JsonProperty("watchesByKind") Map<String, Long> byKind,
            @JsonProperty("dataWatchesByKind") Map<String, Long> dataByKind) {
        static final Watches NONE = new Watches(null, null, null);
    }

    /**
     * What the server received and sent over the span.
     *
     * @param seconds             the span, in seconds
     * @param requests            requests the server received (pings included)
     * @param bytesSent           bytes it sent: replies and watch notifications
     * @param watchBytes          of which watch notifications
     * @param notifications       watch notifications sent
     * @param getDataRequests     getData requests
     * @param getChildrenRequests getChildren2 requests
     */
    public record Traffic(Double seconds, Long requests, Long bytesSent, Long watchBytes, Long notifications,
            Long getDataRequests, Long getChildrenRequests) {
        static final Traffic NONE = new Traffic(null, null, null, null, null, null, null);
    }

    /**
     * How long the server took over the span, and how much it queued.
     *
     * @param meanReadMs             mean latency of the span's reads, as the server measured them
     * @param maxOutstandingRequests the most requests queued in the server at one sample
     */
    public record Latency(@JsonProperty("meanReadLatencyMs") Double meanReadMs, Long maxOutstandingRequests) {
        static final Latency NONE = new Latency(null, null);
    }

    /**
     * The registry JVM's heap and GC over the span, from its GC log (embedded registries only).
     *
     * @param heapAfterGcMb    the heap after its last collection in the span
     * @param maxHeapAfterGcMb the largest heap after a collection in the span
     * @param gcPauseMs        its GC pauses in the span
     */
    public record Jvm(Double heapAfterGcMb, Double maxHeapAfterGcMb, Double gcPauseMs) {
        static final Jvm NONE = new Jvm(null, null, null);
    }

    /** A registry whose figures could not be read, with why. */
    public static RegistryFigures unavailable(String registry, String why) {
        return new RegistryFigures(registry, why, null, null, null, null, null, null, null, null);
    }

    /** The same figures with the server's CPU over the span. */
    public RegistryFigures withCpu(ProcessCpu serverCpu) {
        return new RegistryFigures(registry, unavailable, tree, watchesAtStart, connections, traffic, latency, perPush, jvm,
                serverCpu, members);
    }

    /** The same figures with each member's on its own. */
    public RegistryFigures withMembers(java.util.List<MemberFigures> each) {
        return new RegistryFigures(registry, unavailable, tree, watchesAtStart, connections, traffic, latency, perPush, jvm,
                cpu, each);
    }
}
