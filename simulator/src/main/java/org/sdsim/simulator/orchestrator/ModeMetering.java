package org.sdsim.simulator.orchestrator;

import org.sdsim.fixtures.meter.RegistryMeter;
import org.sdsim.fixtures.meter.RegistrySample;
import org.sdsim.fixtures.registry.RegistryServer;
import org.sdsim.simulator.folder.ModeFolder;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The registries' side of one mode: every registry whose words the run may read is sampled every
 * {@link #EVERY} into the mode's {@code registry-samples.jsonl} ({@code mntr} only: it costs the
 * server a few microseconds), and in full (watches by path, every connection) at the mode's marks,
 * where the figures of a span are taken: when measuring starts and once the consumer holds the fleet
 * again after it. A registry that stops answering (killed, frozen by a fault) just leaves a gap.
 *
 * <p>At the same marks it reads every process's CPU time from /proc into {@code cpu-samples.jsonl}, so that
 * a registry's CPU seconds cover the same span as its requests and bytes; and every {@link #CPU_EVERY} in between
 * (mark {@code sample}, process totals only), so that the CPU while pushes were being read can be told from the
 * span's average (summary.FanOutCpu).
 */
final class ModeMetering implements AutoCloseable {

    /** Often enough to draw a registry's load over a 90 s mode, rarely enough to cost nothing. */
    static final Duration EVERY = Duration.ofSeconds(5);
    static final String MEASURING = "measuring";
    /** Just before the first push: the span from {@link #MEASURING} to here is the quiet background. */
    static final String FIRST_PUSH = "first-push";
    static final String MEASURED = "measured";
    /** The mode's end; only the CPU is read then. */
    static final String END = "end";
    /** A reading between the marks. */
    static final String SAMPLE = "sample";
    /**
     * Fine enough to place a push's fan-out (seconds to tens of seconds at hundreds of subscribers), cheap enough to
     * cost nothing: one /proc/PID/stat per process and /proc/stat.
     */
    static final Duration CPU_EVERY = Duration.ofSeconds(1);

    private final List<RegistryMeter> meters;
    private final RunContext ctx;
    private final JsonLines samples;
    private final JsonLines cpuSamples;
    private final CpuClock cpu;
    private final ScheduledExecutorService timer;

    private ModeMetering(RunContext ctx, Path modeDir) throws IOException {
        this.ctx = ctx;
        this.meters = ctx.meters().available();
        this.samples = new JsonLines(ModeFolder.REGISTRY_SAMPLES.in(modeDir));
        this.cpuSamples = new JsonLines(ModeFolder.CPU_SAMPLES.in(modeDir));
        this.cpu = ctx.cpu().copy();
        this.timer = Executors.newScheduledThreadPool(2, r -> { // a registry slow to answer does not delay the CPU readings
            Thread t = new Thread(r, "sdsim-registry-meter");
            t.setDaemon(true);
            return t;
        });
    }

    /** Starts sampling the run's registries for a mode (nothing is sampled where none may be read). */
    static ModeMetering start(RunContext ctx, Path modeDir) throws IOException {
        ModeMetering m = new ModeMetering(ctx, modeDir);
        if (!m.meters.isEmpty()) {
            m.timer.scheduleWithFixedDelay(() -> m.sampleAll(null, false), 0, EVERY.toMillis(), TimeUnit.MILLISECONDS);
        }
        m.timer.scheduleAtFixedRate(() -> m.cpuSamples.append(m.cpu.read(SAMPLE, false)), CPU_EVERY.toMillis(),
                CPU_EVERY.toMillis(), TimeUnit.MILLISECONDS);
        return m;
    }

    /**
     * Waits, for at most {@code limit}, until the registries are quiet: no more requests in two seconds
     * than the connections' pings. A consumer that has just converged still writes its metadata and
     * checks its configuration keys for a few seconds; the span a push's cost is measured over starts
     * after that, so that its quiet start holds nothing but pings. At the span's end it is what makes
     * the span hold the reads the last push caused (see ModeRunner#close).
     *
     * @return true when every registry went quiet; false when the limit came first
     */
    boolean awaitQuiet(Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        boolean quiet = true;
        for (RegistryMeter meter : meters) {
            RegistrySample last = null;
            boolean thisQuiet = false;
            while (System.nanoTime() < deadline) {
                RegistrySample now;
                try {
                    now = meter.sample(null, false);
                } catch (IOException e) {
                    thisQuiet = true; // down (a scripted fault): nothing more to wait for on it
                    break;
                }
                if (last != null && quiet(last, now)) {
                    thisQuiet = true;
                    break;
                }
                last = now;
                Thread.sleep(QUIET_SPAN.toMillis());
            }
            quiet &= thisQuiet;
        }
        return quiet;
    }

    /**
     * Whether a server received no more between two samples than its connections' pings: at most a fifth of its
     * connections, and at least 2, which also leaves room for the meter's own words (each counts as a packet
     * received: 3.9.5 {@code NIOServerCnxn#checkFourLetterWord} L500 calls {@code packetReceived(4)}). An ensemble's
     * members are each held to that on their own: together they would count three words a sample.
     */
    static boolean quiet(RegistrySample before, RegistrySample after) {
        if (after.members() == null || before.members() == null) {
            return quiet(before.counters(), after.counters());
        }
        for (org.sdsim.fixtures.meter.MemberSample m : after.members()) {
            org.sdsim.fixtures.meter.MemberSample was = before.member(m.member());
            if (was == null || !was.serving() || !m.serving()
                    || m.restartedSince(was, after.epochMillis() - before.epochMillis())
                            != org.sdsim.fixtures.meter.ServerCounters.Restart.NONE
                    || !quiet(was.counters(), m.counters())) {
                return false;
            }
        }
        return true;
    }

    private static boolean quiet(org.sdsim.fixtures.meter.ServerCounters before,
            org.sdsim.fixtures.meter.ServerCounters after) {
        Long was = before.packetsReceived();
        Long now = after.packetsReceived();
        return was != null && now != null
                && now - was <= Math.max(2, (after.connections() == null ? 0 : after.connections()) / 5);
    }

    private static final Duration QUIET_SPAN = Duration.ofSeconds(2);

    /** Reads the CPU of the process {@code pid} gives (0: none now) as {@code role} at every mark from now on. */
    void followCpu(String role, java.util.function.LongSupplier pid) {
        cpu.follow(role, pid);
    }

    /** Every process's CPU and a full sample of every registry now, on the caller's thread, labelled {@code mark}. */
    void mark(String mark) {
        cpuSamples.append(cpu.read(mark));
        sampleAll(mark, true);
    }

    private synchronized void sampleAll(String mark, boolean detailed) {
        for (RegistryMeter meter : meters) {
            try {
                RegistrySample sample = meter.sample(mark, detailed);
                if (detailed) {
                    sample = withServerTables(meter, sample);
                }
                samples.append(sample);
            } catch (IOException | RuntimeException e) {
                // down or frozen (a scripted fault), or refusing after a restart: a gap in the samples
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /**
     * The server's child watches and its bytes per session, which ZooKeeper's words do not list, where the run owns
     * the server.
     */
    private RegistrySample withServerTables(RegistryMeter meter, RegistrySample sample) throws InterruptedException {
        RegistryServer server = ctx.registryServer(meter.label());
        if (server instanceof OwnedRegistry owned) {
            Map<String, Integer> byPath = owned.childWatches();
            if (byPath != null) {
                sample = sample.withChildWatches(meter.byKind(byPath));
            }
            Map<Long, Long> bytes = owned.sessionBytes();
            if (bytes != null) {
                sample = sample.withSessionBytes(bytes);
            }
        }
        return sample;
    }

    /**
     * A full sample of every registry (its counters and each connection's) and then every process's CPU, labelled
     * {@code mark}, right before a fault kills a registry's process: what the process and its connections counted
     * and used up to its death.
     */
    void markBeforeKill(String mark) {
        sampleAll(mark, true);
        cpuSamples.append(cpu.read(mark));
    }

    /** Every process's CPU and the machine's now, without their threads, for a span of the caller's (not written). */
    org.sdsim.simulator.cpu.CpuReading cpuNow(String mark) {
        return cpu.read(mark, false);
    }

    /** The CPU reading at the mode's end: the window's end when the mode ended before its "measured" mark. */
    void markEnd() {
        cpuSamples.append(cpu.read(END));
    }

    @Override
    public void close() throws IOException {
        timer.shutdownNow(); // first, and waited for: its readings write to both files
        try {
            timer.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        cpuSamples.close();
        samples.close();
    }
}
