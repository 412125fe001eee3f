package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.Map;

/**
 * What one registry paid while one mode ran, from the server's own figures (its {@code mntr},
 * {@code wchp} and {@code cons} words, and the child watch table where sdsim runs the server) and its
 * JVM's GC log: an entry of a mode's {@code registry} block in summary.json. The span is the mode's
 * measuring, from its start until the consumer holds the fleet again after the last push. A figure
 * that could not be read is null; a registry whose words the run may not read has only
 * {@code unavailable}, which says why.
 *
 * @param registry          label: zk1, zk2, ...
 * @param unavailable       why the figures are n/a, in one line; null when they were read
 * @param znodes            znodes at the end of the span
 * @param dataMb            the tree's approximate data size at the end (paths and data), MB
 * @param watches           every watch the server held when measuring began, the registry quiet
 *                          ({@code zk_watch_count})
 * @param watchesByKind     the same by kind (providers, services, mapping, metadata, config, consumers,
 *                          other): data and child watches; null where the child watches cannot be read
 *                          (an external registry, whose {@code wchp} lists data watches only)
 * @param dataWatchesByKind data and persistent watches by kind, which every ZooKeeper lists
 * @param connections       client connections at the end
 * @param seconds           the span, in seconds
 * @param requests          requests the server received in the span (pings included)
 * @param bytesSent         bytes it sent: replies and watch notifications
 * @param watchBytes        of which watch notifications
 * @param notifications     watch notifications sent
 * @param getDataRequests   getData requests
 * @param getChildrenRequests getChildren2 requests
 * @param meanReadLatencyMs mean latency of the span's reads, as the server measured them
 * @param maxOutstandingRequests the most requests queued in the server at one sample
 * @param perPush           the span's cost per address push; null without pushes
 * @param heapAfterGcMb     the registry JVM's heap after its last collection in the span (embedded only)
 * @param maxHeapAfterGcMb  the largest heap after a collection in the span
 * @param gcPauseMs         the registry JVM's GC pauses in the span
 * @param cpu               the server JVM's CPU seconds over the span, with the window they cover (read from
 *                          its /proc at the same marks); null for an external registry, whose process is not
 *                          this run's (the mode's {@code cpu} block says why)
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RegistryFigures(
        String registry,
        String unavailable,
        Long znodes,
        Double dataMb,
        Long watches,
        Map<String, Long> watchesByKind,
        Map<String, Long> dataWatchesByKind,
        Long connections,
        Double seconds,
        Long requests,
        Long bytesSent,
        Long watchBytes,
        Long notifications,
        Long getDataRequests,
        Long getChildrenRequests,
        Double meanReadLatencyMs,
        Long maxOutstandingRequests,
        RegistryPushCost perPush,
        Double heapAfterGcMb,
        Double maxHeapAfterGcMb,
        Double gcPauseMs,
        ProcessCpu cpu) {

    /** A registry whose figures could not be read, with why. */
    public static RegistryFigures unavailable(String registry, String why) {
        return new RegistryFigures(registry, why, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, null, null, null, null, null, null);
    }

    /** The same figures with the server's CPU over the span. */
    public RegistryFigures withCpu(ProcessCpu serverCpu) {
        return new RegistryFigures(registry, unavailable, znodes, dataMb, watches, watchesByKind, dataWatchesByKind,
                connections, seconds, requests, bytesSent, watchBytes, notifications, getDataRequests,
                getChildrenRequests, meanReadLatencyMs, maxOutstandingRequests, perPush, heapAfterGcMb,
                maxHeapAfterGcMb, gcPauseMs, serverCpu);
    }
}
