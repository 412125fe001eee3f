package org.sdsim.consumer.jvm;

import org.sdsim.consumer.api.Command;
import org.sdsim.consumer.child.ChildControl;
import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.consumer.api.DiscoveryClient;
import org.sdsim.consumer.api.ErrorReply;
import org.sdsim.consumer.api.HeapDumpReply;
import org.sdsim.consumer.api.HistogramReply;
import org.sdsim.consumer.api.ProbeReply;
import org.sdsim.consumer.api.ReadyReply;
import org.sdsim.consumer.api.Reply;
import org.sdsim.consumer.api.SessionsReply;
import org.sdsim.consumer.api.StatusReply;
import org.sdsim.consumer.api.StoppedReply;
import org.sdsim.consumer.files.ConsumerFiles;
import org.sdsim.consumer.jvm.metrics.IsolatedMetrics;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The consumer JVM, whatever its Dubbo. Started by the orchestrator with a JVM profile (heap, CPUs,
 * GC log, JFR) and the path of its consumer-spec.json; obeys {@link Command}s on stdin and answers
 * each with a {@link Reply} on stdout. Kept small on purpose: whatever it holds besides Dubbo shows
 * up in the baseline mode.
 */
public final class ConsumerMain {

    private static final int HISTOGRAM_ROWS = 30;
    /** Dubbo's destroy takes a second with the registries up; with one down it waits without end. */
    private static final java.time.Duration STOP_LIMIT = java.time.Duration.ofSeconds(15);

    private final ChildControl control;
    private final ConsumerSpec spec;
    private final Path modeDir;

    private ConsumerMain(ChildControl control, ConsumerSpec spec) {
        this.control = control;
        this.spec = spec;
        this.modeDir = Path.of(spec.modeDir());
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: ConsumerMain CONSUMER_SPEC_JSON");
            System.exit(2);
        }
        ChildControl control = ChildControl.open("sdsim consumer");
        new ConsumerMain(control, ConsumerSpec.read(Path.of(args[0]))).run();
    }

    /** Service key → the method called on it. */
    private java.util.Map<String, String> methods() {
        java.util.Map<String, String> methods = new java.util.LinkedHashMap<>();
        spec.references().forEach(r -> methods.put(r.key(), r.method()));
        return methods;
    }

    private void run() throws Exception {
        try (AutoCloseable metrics = IsolatedMetrics.start(ConsumerFiles.METRICS.in(modeDir), spec.pace().metricsEveryMs());
             DiscoveryClient consumer = DiscoveryClients.start(spec);
             CallLoop calls = new CallLoop(consumer, methods(), ConsumerFiles.CALLS.in(modeDir))) {
            // one-off set-up now, on main, not in the first probe while the consumer is measured
            FullGcProbe.load();
            org.sdsim.consumer.api.ControlLine.frame(new ProbeReply(0, 0, 0, null, 0, consumer.addresses(), null));
            reply(ReadyReply.consumer());
            calls.start(spec.pace().callEveryMs());
            serveOnOwnThread(consumer, calls);
        }
        // Dubbo leaves non-daemon threads behind; the orchestrator waits for our exit code.
        System.exit(0);
    }

    /**
     * Serves on a thread of its own rather than on main, which started Dubbo: JFR weighs an allocation
     * sample by what its thread allocated since the thread's previous sample, so the first sample of the
     * control loop on main would carry the tail of Dubbo's start-up and charge it to sdsim's frames.
     */
    private void serveOnOwnThread(DiscoveryClient consumer, CallLoop calls) throws Exception {
        Exception[] failed = new Exception[1];
        Thread control = new Thread(() -> {
            try {
                serve(consumer, calls);
            } catch (Exception e) {
                failed[0] = e;
            }
        }, "sdsim-control");
        control.start();
        control.join();
        if (failed[0] != null) {
            throw failed[0];
        }
    }

    private void serve(DiscoveryClient consumer, CallLoop calls) throws Exception {
        // Returns on stop only: the end of stdin (the orchestrator is gone) exits in next().
        while (true) {
            Optional<Command> command = control.next();
            if (command.isEmpty()) {
                continue;
            }
            switch (command.get()) {
                case STATUS -> reply(status(consumer, calls));
                case BURST_START -> {
                    calls.startBurst();
                    reply(status(consumer, calls));
                }
                case BURST_STOP -> {
                    calls.stopBurst();
                    reply(status(consumer, calls));
                }
                case PROBE -> reply(probe(consumer));
                case HISTOGRAM -> reply(histogram());
                case HEAP_DUMP -> reply(heapDump());
                case SESSIONS -> reply(sessions());
                case METER -> reply(new ErrorReply(Command.METER, "only the rpc provider meters its calls"));
                case WATCHES, SESSION_BYTES -> reply(new ErrorReply(command.get(), "only a registry lists its watches "
                        + "and sessions"));
                case STOP -> {
                    reply(new StoppedReply());
                    control.watch().haltIfStillUpAfter(STOP_LIMIT, 0);
                    return;
                }
            }
        }
    }

    private static StatusReply status(DiscoveryClient consumer, CallLoop calls) {
        // its connections and CPU time the orchestrator reads from /proc: nothing of the instrument runs here
        return new StatusReply(System.currentTimeMillis(), consumer.addresses(), calls.ok(), calls.failed());
    }

    private static ProbeReply probe(DiscoveryClient consumer) {
        FullGcProbe.Result r = new FullGcProbe().run();
        return new ProbeReply(r.epochMs(), r.uptimeSec(), r.heapUsedMb(),
                Double.isNaN(r.oldGenUsedMb()) ? null : r.oldGenUsedMb(), r.gcMs(), consumer.addresses(),
                Double.isNaN(r.oldGenMaxMb()) ? null : r.oldGenMaxMb());
    }

    private Reply histogram() {
        try {
            return new HistogramReply(ClassHistogram.write(ConsumerFiles.HISTOGRAM.in(modeDir), HISTOGRAM_ROWS));
        } catch (Exception e) {
            return new ErrorReply(Command.HISTOGRAM, String.valueOf(e.getMessage()));
        }
    }

    private Reply heapDump() {
        try {
            long start = System.nanoTime();
            java.nio.file.Path file = ConsumerFiles.HEAP_DUMP.in(modeDir);
            java.nio.file.Files.deleteIfExists(file); // dumpHeap refuses to overwrite
            // live = true: only reachable objects, after a full GC, as heap after full GC counts them.
            java.lang.management.ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class)
                    .dumpHeap(file.toString(), true);
            return new HeapDumpReply(java.nio.file.Files.size(file), (System.nanoTime() - start) / 1e9);
        } catch (Exception e) {
            return new ErrorReply(Command.HEAP_DUMP, String.valueOf(e.getMessage()));
        }
    }

    private static Reply sessions() {
        try {
            return new SessionsReply(ZooKeeperSessions.list());
        } catch (ReflectiveOperationException | RuntimeException e) {
            return new ErrorReply(Command.SESSIONS, "cannot read the ZooKeeper sessions: " + e);
        }
    }

    private void reply(Reply reply) {
        control.reply(reply);
    }
}
