package org.sdsim.consumer.jvm;

import org.sdsim.consumer.api.Command;
import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.consumer.api.ControlLine;
import org.sdsim.consumer.api.DiscoveryClient;
import org.sdsim.consumer.api.ErrorReply;
import org.sdsim.consumer.api.HeapDumpReply;
import org.sdsim.consumer.api.HistogramReply;
import org.sdsim.consumer.api.ProbeReply;
import org.sdsim.consumer.api.ReadyReply;
import org.sdsim.consumer.api.Reply;
import org.sdsim.consumer.api.StatusReply;
import org.sdsim.consumer.api.StoppedReply;
import org.sdsim.consumer.files.ConsumerFiles;
import org.sdsim.consumer.jvm.metrics.IsolatedMetrics;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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

    private final PrintStream control;
    private final ConsumerSpec spec;
    private final Path modeDir;

    private ConsumerMain(PrintStream control, ConsumerSpec spec) {
        this.control = control;
        this.spec = spec;
        this.modeDir = Path.of(spec.modeDir());
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: ConsumerMain CONSUMER_SPEC_JSON");
            System.exit(2);
        }
        // stdout is the control channel: everything else the process prints goes to stderr.
        PrintStream control = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(System.err);
        new ConsumerMain(control, ConsumerSpec.read(Path.of(args[0]))).run();
    }

    private void run() throws Exception {
        try (AutoCloseable metrics = IsolatedMetrics.start(ConsumerFiles.METRICS.in(modeDir), spec.metricsEveryMs());
             DiscoveryClient consumer = DiscoveryClients.start(spec);
             CallLoop calls = new CallLoop(consumer, spec.methods(), ConsumerFiles.CALLS.in(modeDir))) {
            reply(ReadyReply.consumer());
            calls.start(spec.callEveryMs());
            serve(consumer, calls);
        }
        control.flush();
        // Dubbo leaves non-daemon threads behind; the orchestrator waits for our exit code.
        System.exit(0);
    }

    private void serve(DiscoveryClient consumer, CallLoop calls) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            Optional<Command> command = Command.parse(line);
            if (command.isEmpty()) {
                reply(new ErrorReply(null, "unknown command '" + line + "'"));
                continue;
            }
            switch (command.get()) {
                case STATUS -> reply(new StatusReply(System.currentTimeMillis(), consumer.addresses(), calls.ok(),
                        calls.failed(), SocketCensus.remotes()));
                case PROBE -> reply(probe(consumer));
                case HISTOGRAM -> reply(histogram());
                case HEAP_DUMP -> reply(heapDump());
                case METER -> reply(new ErrorReply(Command.METER, "only the rpc provider meters its calls"));
                case STOP -> {
                    reply(new StoppedReply());
                    return;
                }
            }
        }
        // stdin closed: the orchestrator is gone, so stop rather than run on unobserved.
    }

    private static ProbeReply probe(DiscoveryClient consumer) {
        FullGcProbe.Result r = new FullGcProbe().run();
        return new ProbeReply(r.epochMs(), r.uptimeSec(), r.heapUsedMb(),
                Double.isNaN(r.oldGenUsedMb()) ? null : r.oldGenUsedMb(), r.gcMs(), consumer.addresses());
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

    private synchronized void reply(Reply reply) {
        control.println(ControlLine.frame(reply));
    }
}
