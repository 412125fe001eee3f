package org.sdsim.simulator.live;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToDoubleFunction;

/**
 * The series of the live scrape endpoint, one set per mode (label {@code mode}): the consumer's
 * heap, old generation and GC from its metrics.jsonl, heap and old generation after the probes'
 * full GCs, addresses per registry and interface, calls ok / failed, address pushes and faults; the
 * registries' own figures from the registry meter's samples (label {@code registry}) and the subscribers'
 * progress while they connect. The orchestrator outlives
 * every consumer, so the series continue across modes and consumer restarts. A gauge of a mode that
 * is not running reads NaN (a gap in Grafana), so a finished mode's last heap is not drawn on;
 * counters keep their totals.
 */
public final class SoakMeters {
    private static final double MB = 1024.0 * 1024.0;

    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final Map<String, ModeState> modes = new ConcurrentHashMap<>();
    private volatile String active;

    /** What one mode's consumer last reported; NaN until it has. */
    private static final class ModeState {
        volatile double heapUsed = Double.NaN;
        volatile double heapCommitted = Double.NaN;
        volatile double oldGenUsed = Double.NaN;
        volatile double heapAfterFullGc = Double.NaN;
        volatile double oldGenAfterFullGc = Double.NaN;
        /** GC counts of the consumer JVM running now, and the totals of those before it (restarts). */
        volatile double gcPauses;
        volatile double gcPauseSeconds;
        volatile double allocated;
        double earlierGcPauses;
        double earlierGcPauseSeconds;
        double earlierAllocated;
        final AtomicLong callsOk = new AtomicLong();
        final AtomicLong callsFailed = new AtomicLong();
        final AtomicLong probes = new AtomicLong();
        final AtomicLong pushes = new AtomicLong();
        final Map<String, AtomicLong> faults = new ConcurrentHashMap<>();
        final Map<String, AtomicLong> addresses = new ConcurrentHashMap<>();
    }

    /**
     * What one registry last said of itself while one mode ran: gauges labelled by mode and registry (NaN
     * while that mode is not running, like the consumer's).
     */
    private static final class RegistryGauges {
        volatile double znodes = Double.NaN;
        volatile double dataBytes = Double.NaN;
        volatile double watches = Double.NaN;
        volatile double connections = Double.NaN;
        volatile double outstanding = Double.NaN;
    }

    /**
     * A registry's own counters, labelled by registry only: the server's totals since it started, which go
     * on across modes (Prometheus' rate() turns them into requests, replies and bytes per second).
     */
    private static final class RegistryCounters {
        volatile double packetsReceived;
        volatile double packetsSent;
        volatile double bytesSent;
        volatile double notifications;
    }

    private final Map<String, RegistryGauges> registryGauges = new ConcurrentHashMap<>();
    private final Map<String, RegistryCounters> registryCounters = new ConcurrentHashMap<>();

    /** The subscribers of one mode, as their progress.json last said. */
    private static final class SubscriberState {
        volatile double target = Double.NaN;
        volatile double ready = Double.NaN;
        volatile double lost = Double.NaN;
    }

    private final Map<String, SubscriberState> subscribers = new ConcurrentHashMap<>();

    /** Marks the mode as the running one, registering its series on first use. */
    public void modeStarted(String mode) {
        state(mode);
        active = mode;
    }

    /** No mode runs (between modes, or the run has ended). */
    public void idle() {
        active = null;
    }

    /**
     * One line of the consumer's metrics.jsonl (MB figures and cumulative GC counts of that JVM).
     * A count lower than the last one means a new consumer JVM: the old one's total is carried on.
     */
    public void jvmSample(String mode, Map<String, Double> sample) {
        ModeState s = state(mode);
        s.heapUsed = mb(sample.get("heapUsedMb"));
        s.heapCommitted = mb(sample.get("heapCommittedMb"));
        s.oldGenUsed = mb(sample.get("oldGenUsedMb"));
        double pauses = orZero(sample.get("gcPauseCount"));
        double pauseSeconds = orZero(sample.get("gcPauseTotalMs")) / 1000.0;
        double allocated = orZero(sample.get("allocatedMb")) * MB;
        synchronized (s) {
            if (pauses < s.gcPauses - s.earlierGcPauses) {
                s.earlierGcPauses = s.gcPauses;
                s.earlierGcPauseSeconds = s.gcPauseSeconds;
                s.earlierAllocated = s.allocated;
            }
            s.gcPauses = s.earlierGcPauses + pauses;
            s.gcPauseSeconds = s.earlierGcPauseSeconds + pauseSeconds;
            s.allocated = s.earlierAllocated + allocated;
        }
    }

    /** One row of calls.csv. */
    public void call(String mode, boolean ok) {
        ModeState s = state(mode);
        (ok ? s.callsOk : s.callsFailed).incrementAndGet();
    }

    /** One address push (a churn wave in one registry) in events.jsonl. */
    public void push(String mode) {
        state(mode).pushes.incrementAndGet();
    }

    /** One fault record in events.jsonl, by the fault's name. */
    public void fault(String mode, String fault) {
        state(mode).faults.computeIfAbsent(fault, f -> {
            AtomicLong n = new AtomicLong();
            FunctionCounter.builder("sdsim.faults", n, AtomicLong::get).description("faults injected (events.jsonl)")
                    .tags("mode", mode, "fault", f).register(registry);
            return n;
        }).incrementAndGet();
    }

    /** Heap and old generation right after a probe's forced full GC. */
    public void probe(String mode, double heapUsedMb, Double oldGenUsedMb) {
        ModeState s = state(mode);
        s.heapAfterFullGc = heapUsedMb * MB;
        s.oldGenAfterFullGc = mb(oldGenUsedMb);
        s.probes.incrementAndGet();
    }

    /** Addresses the consumer holds: registry label → interface → addresses in the directory calls use. */
    public void addresses(String mode, Map<String, Map<String, Integer>> perRegistry) {
        if (perRegistry == null) {
            return;
        }
        ModeState s = state(mode);
        perRegistry.forEach((registryLabel, perInterface) -> perInterface.forEach((iface, n) ->
                s.addresses.computeIfAbsent(registryLabel + "\n" + iface, k -> {
                    AtomicLong held = new AtomicLong();
                    Gauge.builder("sdsim.consumer.addresses", held, a -> activeOr(mode, a.get()))
                            .description("addresses one interface's directory holds in one registry")
                            .tags("mode", mode, "registry", registryLabel, "interface", iface).register(registry);
                    return held;
                }).set(n)));
    }

    /** One line of the mode's registry-samples.jsonl: a registry's {@code mntr} figures at that moment. */
    public void registrySample(String mode, org.sdsim.fixtures.meter.RegistrySample sample) {
        String label = sample.registry();
        org.sdsim.fixtures.meter.ServerCounters c = sample.counters();
        if (label == null || c == null) {
            return;
        }
        RegistryGauges g = registryGauges.computeIfAbsent(mode + "\n" + label, k -> registerGauges(mode, label));
        g.znodes = orNaN(c.znodes());
        g.dataBytes = orNaN(c.dataBytes());
        g.watches = orNaN(c.watches());
        g.connections = orNaN(c.connections());
        g.outstanding = orNaN(c.outstandingRequests());
        RegistryCounters n = registryCounters.computeIfAbsent(label, this::registerCounters);
        // a restarted server counts from 0 again: Prometheus takes a counter that fell for a reset;
        // a figure a sample lacks keeps the last one
        n.packetsReceived = orLast(c.packetsReceived(), n.packetsReceived);
        n.packetsSent = orLast(c.packetsSent(), n.packetsSent);
        n.bytesSent = orLast(c.bytesSent(), n.bytesSent);
        n.notifications = orLast(c.notifications(), n.notifications);
    }

    private RegistryGauges registerGauges(String mode, String label) {
        RegistryGauges g = new RegistryGauges();
        registryGauge("sdsim.registry.znodes", mode, label, g, x -> x.znodes, null,
                "znodes the registry holds (mntr zk_znode_count)");
        registryGauge("sdsim.registry.data", mode, label, g, x -> x.dataBytes, "bytes",
                "the tree's approximate data size (zk_approximate_data_size)");
        registryGauge("sdsim.registry.watches", mode, label, g, x -> x.watches, null,
                "watches the server holds (zk_watch_count)");
        registryGauge("sdsim.registry.connections", mode, label, g, x -> x.connections, null,
                "client connections (zk_num_alive_connections)");
        registryGauge("sdsim.registry.outstanding.requests", mode, label, g, x -> x.outstanding, null,
                "requests queued in the server (zk_outstanding_requests)");
        return g;
    }

    private RegistryCounters registerCounters(String label) {
        RegistryCounters n = new RegistryCounters();
        registryCounter("sdsim.registry.packets.received", label, n, x -> x.packetsReceived, null,
                "requests the server received, pings included (zk_packets_received)");
        registryCounter("sdsim.registry.packets.sent", label, n, x -> x.packetsSent, null,
                "replies and watch notifications the server sent (zk_packets_sent)");
        registryCounter("sdsim.registry.sent", label, n, x -> x.bytesSent, "bytes",
                "bytes the server sent: replies and watch notifications (zk_response_bytes + zk_watch_bytes)");
        registryCounter("sdsim.registry.notifications", label, n, x -> x.notifications, null, "watch notifications sent");
        return n;
    }

    private void registryGauge(String name, String mode, String label, RegistryGauges g,
            ToDoubleFunction<RegistryGauges> f, String unit, String description) {
        Gauge.builder(name, g, x -> activeOr(mode, f.applyAsDouble(x))).baseUnit(unit).description(description)
                .tags("mode", mode, "registry", label).register(registry);
    }

    private void registryCounter(String name, String label, RegistryCounters n, ToDoubleFunction<RegistryCounters> f,
            String unit, String description) {
        FunctionCounter.builder(name, n, f).baseUnit(unit).description(description).tag("registry", label).register(registry);
    }

    /** The mode's subscribers' progress.json: how many of the target have subscribed, and lost their session. */
    public void subscribers(String mode, int target, int ready, int lost) {
        SubscriberState s = subscribers.computeIfAbsent(mode, m -> {
            SubscriberState state = new SubscriberState();
            Gauge.builder("sdsim.subscribers.target", state, x -> activeOr(m, x.target))
                    .description("subscribers the mode runs, every registry together").tag("mode", m).register(registry);
            Gauge.builder("sdsim.subscribers.ready", state, x -> activeOr(m, x.ready))
                    .description("subscribers that have subscribed").tag("mode", m).register(registry);
            Gauge.builder("sdsim.subscribers.lost", state, x -> activeOr(m, x.lost))
                    .description("subscribers that lost their session").tag("mode", m).register(registry);
            return state;
        });
        s.target = target;
        s.ready = ready;
        s.lost = lost;
    }

    /** The Prometheus text exposition of every series. */
    public String scrape() {
        return registry.scrape();
    }

    private ModeState state(String mode) {
        return modes.computeIfAbsent(mode, m -> {
            ModeState s = new ModeState();
            gauge("sdsim.consumer.heap.used", m, s, x -> x.heapUsed, "heap used (Micrometer, every --metrics-every)");
            gauge("sdsim.consumer.heap.committed", m, s, x -> x.heapCommitted, "heap committed");
            gauge("sdsim.consumer.old.gen.used", m, s, x -> x.oldGenUsed, "old generation used");
            gauge("sdsim.consumer.heap.after.full.gc", m, s, x -> x.heapAfterFullGc,
                    "heap used right after the last probe's forced full GC");
            gauge("sdsim.consumer.old.gen.after.full.gc", m, s, x -> x.oldGenAfterFullGc,
                    "old generation used right after the last probe's forced full GC");
            Gauge.builder("sdsim.mode.active", s, x -> m.equals(active) ? 1 : 0)
                    .description("1 while this mode's consumer runs").tag("mode", m).register(registry);
            counter("sdsim.consumer.gc.pauses", m, s, x -> x.gcPauses, null, "GC pauses (forced ones included)");
            counter("sdsim.consumer.gc.pause", m, s, x -> x.gcPauseSeconds, "seconds", "total GC pause time");
            counter("sdsim.consumer.allocated", m, s, x -> x.allocated, "bytes", "bytes allocated in the young generation");
            FunctionCounter.builder("sdsim.calls", s.callsOk, AtomicLong::get).description("calls to the loopback provider")
                    .tags("mode", m, "result", "ok").register(registry);
            FunctionCounter.builder("sdsim.calls", s.callsFailed, AtomicLong::get).description("calls to the loopback provider")
                    .tags("mode", m, "result", "failed").register(registry);
            FunctionCounter.builder("sdsim.probes", s.probes, AtomicLong::get).description("forced-full-GC probes")
                    .tag("mode", m).register(registry);
            FunctionCounter.builder("sdsim.address.pushes", s.pushes, AtomicLong::get)
                    .description("address pushes: churn waves, one registry each").tag("mode", m).register(registry);
            return s;
        });
    }

    private void gauge(String name, String mode, ModeState s, ToDoubleFunction<ModeState> f, String description) {
        Gauge.builder(name, s, x -> activeOr(mode, f.applyAsDouble(x))).baseUnit("bytes").description(description)
                .tag("mode", mode).register(registry);
    }

    private void counter(String name, String mode, ModeState s, ToDoubleFunction<ModeState> f, String unit,
            String description) {
        FunctionCounter.builder(name, s, f).baseUnit(unit).description(description).tag("mode", mode).register(registry);
    }

    private double activeOr(String mode, double value) {
        return mode.equals(active) ? value : Double.NaN;
    }

    private static double mb(Double megabytes) {
        return megabytes == null ? Double.NaN : megabytes * MB;
    }

    private static double orLast(Long v, double last) {
        return v == null ? last : v.doubleValue();
    }

    private static double orNaN(Long v) {
        return v == null ? Double.NaN : v.doubleValue();
    }

    private static double orZero(Double d) {
        return d == null || !Double.isFinite(d) ? 0 : d;
    }
}
