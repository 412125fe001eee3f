package org.sdsim.simulator.summary;

import java.util.function.Function;

/**
 * The figures of a mode that its tables show and its repeats are compared by, each read from a
 * {@link ModeSummary}: one catalogue, so that the results table, the registry table, the remedies table and
 * summary.json's spread over repeated runs name and read a figure the same way. Null where the run did not
 * measure it.
 */
public enum Figure {
    CONVERGE_SECONDS("convergeSeconds", m -> m.course().convergeSeconds()),
    HEAP_AFTER_FULL_GC_MB("heapAfterFullGcMb", m -> m.heap().afterFullGcMb()),
    OLD_GEN_AFTER_FULL_GC_MB("oldGenAfterFullGcMb", m -> m.heap().oldGenAfterFullGcMb()),
    DISCOVERY_COST_MB("discoveryCostMb", m -> m.heap().discoveryCostMb()),
    YOUNG_GCS("youngGcCount", m -> count(m.gcFigures().youngCount())),
    FULL_GCS("fullGcCount", m -> count(m.gcFigures().fullCount())),
    FORCED_FULL_GCS("probeFullGcCount", m -> count(m.gcFigures().probeFullCount())),
    YOUNG_GCS_PER_HOUR("youngGcPerHour", m -> m.gcFigures().steadyState() == null ? null
            : m.gcFigures().steadyState().youngGcPerHour()),
    FULL_GCS_PER_HOUR("fullGcPerHour", m -> m.gcFigures().steadyState() == null ? null
            : m.gcFigures().steadyState().fullGcPerHour()),
    GC_PAUSE_MS("gcPauseTotalMs", m -> m.gcFigures().pauseTotalMs()),
    ALLOCATED_MB_PER_PUSH("allocatedMbPerPush", m -> m.gcFigures().perPush() == null ? null
            : m.gcFigures().perPush().allocatedMbPerPush()),
    YOUNG_GCS_PER_100_PUSHES("youngGcsPer100Pushes", m -> m.gcFigures().perPush() == null ? null
            : m.gcFigures().perPush().youngGcsPer100Pushes()),
    FULL_GCS_PER_100_PUSHES("fullGcsPer100Pushes", m -> m.gcFigures().perPush() == null ? null
            : m.gcFigures().perPush().fullGcsPer100Pushes()),
    GC_PAUSE_MS_PER_PUSH("pauseMsPerPush", m -> m.gcFigures().perPush() == null ? null
            : m.gcFigures().perPush().pauseMsPerPush()),
    CALLS_OK("callsOk", m -> count(m.calls().ok())),
    CALLS_FAILED("callsFailed", m -> count(m.calls().failed())),
    PROBES("probes", m -> m.heap().probes() == null ? null : m.heap().probes().doubleValue()),
    REQUESTS_PER_PUSH_AND_CLIENT("requestsPerPushAndClient", m -> perPush(m, RegistryRow.PerPush::requestsPerClient)),
    CONSUMER_REQUESTS_PER_PUSH("consumerRequestsPerPush", m -> perPush(m, RegistryRow.PerPush::consumerRequests)),
    SUBSCRIBER_REQUESTS_PER_PUSH("subscriberRequestsPerPush", m -> perPush(m, RegistryRow.PerPush::subscriberRequests)),
    KB_PER_PUSH_AND_CLIENT("kbPerPushAndClient", m -> perPush(m, RegistryRow.PerPush::kbPerClient)),
    NOTIFICATIONS_PER_PUSH("notificationsPerPush", m -> perPush(m, RegistryRow.PerPush::notifications)),
    GET_DATA_PER_PUSH("getDataPerPush", m -> perPush(m, RegistryRow.PerPush::getData)),
    GET_CHILDREN_PER_PUSH("getChildrenPerPush", m -> perPush(m, RegistryRow.PerPush::getChildren)),
    REGISTRY_DATA_MB("registryDataMb", m -> row(m) == null || row(m).held() == null ? null : row(m).held().dataMb()),
    REGISTRY_HEAP_MB("registryHeapMb", m -> row(m) == null || row(m).held() == null ? null : row(m).held().heapMb()),
    PUSH_P50_MS("pushP50Ms", m -> row(m) == null || row(m).fanout() == null ? null : row(m).fanout().p50Ms()),
    PUSH_P99_MS("pushP99Ms", m -> row(m) == null || row(m).fanout() == null ? null : row(m).fanout().p99Ms()),
    FULL_READS_PER_PUSH("fullReadsPerPush", m -> row(m) == null || row(m).fanout() == null ? null
            : row(m).fanout().fullReadsPerPush()),
    /** Calls that failed while the mode's scripted faults lasted and until it recovered, over every fault. */
    FAULT_CALLS_FAILED("faultCallsFailed", m -> faults(m, f -> f.event().calls().failed())),
    /** Calls made while the mode's scripted faults lasted and until it recovered, over every fault. */
    FAULT_CALLS("faultCalls", m -> faults(m, f -> f.event().calls().ok() == null || f.event().calls().failed() == null
            ? null : f.event().calls().ok() + f.event().calls().failed())),
    /** From a consumer killed by a fault until its successor's first answered call, the longest over the faults. */
    FIRST_CALL_SECONDS("firstCallOkSec", m -> longest(m, f -> f.event().consumer().firstCallOkSec())),
    /** From a fault's end until every registry's directories were full again, the longest over the faults. */
    RECOVERY_SECONDS("secondsToFullAddresses", m -> longest(m, f -> f.event().addresses().secondsToFull() == null
            ? null : f.event().addresses().secondsToFull().values().stream().max(Double::compare).orElse(null))),
    /** From a wave's registration until the consumer held every provider again, the median over the waves. */
    STALENESS_P50_SECONDS("stalenessP50Seconds", m -> m.staleness() == null ? null : m.staleness().p50Seconds()),
    /** The same, the 99th percentile (with few waves, the longest). */
    STALENESS_P99_SECONDS("stalenessP99Seconds", m -> m.staleness() == null ? null : m.staleness().p99Seconds()),
    /** The mode's scripted faults it did not recover from. */
    FAULTS_NOT_RECOVERED("faultsNotRecovered", m -> m.scriptedFaults().ran().isEmpty() ? null
            : (double) m.scriptedFaults().ran().stream().filter(f -> !f.event().result().recovered()).count());

    private final String key;
    private final Function<ModeSummary, Double> read;

    Figure(String key, Function<ModeSummary, Double> read) {
        this.key = key;
        this.read = read;
    }

    /** Its name in summary.json: the name a mode's own figure has there, where it has one. */
    public String key() {
        return key;
    }

    /** The figure of {@code m}; null where it was not measured. */
    public Double of(ModeSummary m) {
        Double v = read.apply(m);
        return v == null || v.isNaN() ? null : v;
    }

    private static Double count(Long n) {
        return n == null ? null : n.doubleValue();
    }

    /** The sum of a fault figure over the mode's faults; null without faults or where none measured it. */
    private static Double faults(ModeSummary m, Function<FaultSummary, Long> figure) {
        java.util.List<Long> v = m.scriptedFaults().ran().stream().map(figure).filter(java.util.Objects::nonNull).toList();
        return v.isEmpty() ? null : (double) v.stream().mapToLong(Long::longValue).sum();
    }

    /** The largest of a fault figure over the mode's faults; null where none measured it. */
    private static Double longest(ModeSummary m, Function<FaultSummary, Double> figure) {
        return m.scriptedFaults().ran().stream().map(figure).filter(java.util.Objects::nonNull).max(Double::compare)
                .orElse(null);
    }

    private static RegistryRow row(ModeSummary m) {
        return RegistryRow.of(m);
    }

    private static Double perPush(ModeSummary m, Function<RegistryRow.PerPush, Double> figure) {
        RegistryRow r = row(m);
        return r == null || r.perPush() == null ? null : figure.apply(r.perPush());
    }
}
