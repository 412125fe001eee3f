package org.sdsim.simulator.consumer;

import org.sdsim.simulator.folder.ConsumerFiles;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.sdsim.simulator.consumer.metrics.IsolatedMetrics;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The consumer JVM. Started by the orchestrator with a JVM profile (heap, CPUs, GC log, JFR) and
 * the path of its consumer-spec.json; answers commands on stdin (see {@link ControlProtocol}).
 * Kept small on purpose: whatever it holds besides Dubbo shows up in the baseline mode.
 */
public final class ConsumerMain {

    private static final ObjectMapper JSON = new ObjectMapper();

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
        PrintStream control = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true,
                StandardCharsets.UTF_8);
        System.setOut(System.err);
        new ConsumerMain(control, ConsumerSpec.read(Path.of(args[0]))).run();
    }

    private void run() throws Exception {
        try (AutoCloseable metrics = IsolatedMetrics.start(ConsumerFiles.METRICS.in(modeDir), spec.metricsEveryMs());
             DiscoveryClient consumer = DiscoveryClients.start(spec);
             CallLoop calls = new CallLoop(consumer, spec.methods(), ConsumerFiles.CALLS.in(modeDir))) {
            reply(Map.of("reply", ControlProtocol.READY));
            calls.start(spec.callEveryMs());
            serve(consumer, calls);
        }
        control.flush();
        // Dubbo leaves non-daemon threads behind; the orchestrator waits for our exit code.
        System.exit(0);
    }

    private void serve(DiscoveryClient consumer, CallLoop calls) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String command;
        while ((command = in.readLine()) != null) {
            switch (command.trim()) {
                case ControlProtocol.STATUS -> reply(status(consumer, calls));
                case ControlProtocol.PROBE -> reply(probe(consumer));
                case ControlProtocol.HISTOGRAM -> reply(histogram());
                case ControlProtocol.STOP -> {
                    reply(Map.of("reply", ControlProtocol.STOP));
                    return;
                }
                default -> reply(Map.of("reply", "error", "message", "unknown command '" + command + "'"));
            }
        }
        // stdin closed: the orchestrator is gone, so stop rather than run on unobserved.
    }

    private Map<String, Object> status(DiscoveryClient consumer, CallLoop calls) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("reply", ControlProtocol.STATUS);
        out.put("epochMs", System.currentTimeMillis());
        out.put("addresses", consumer.addresses());
        out.put("callsOk", calls.ok());
        out.put("callsFailed", calls.failed());
        out.put("connectionsByRemote", SocketCensus.remotes());
        return out;
    }

    private Map<String, Object> probe(DiscoveryClient consumer) {
        FullGcProbe.Result r = new FullGcProbe().run();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("reply", ControlProtocol.PROBE);
        out.put("epochMs", r.epochMs());
        out.put("uptimeSec", r.uptimeSec());
        out.put("heapUsedMb", r.heapUsedMb());
        out.put("oldGenUsedMb", Double.isNaN(r.oldGenUsedMb()) ? null : r.oldGenUsedMb());
        out.put("gcMs", r.gcMs());
        out.put("addresses", consumer.addresses());
        return out;
    }

    private Map<String, Object> histogram() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("reply", ControlProtocol.HISTOGRAM);
        try {
            out.put("rows", ClassHistogram.write(ConsumerFiles.HISTOGRAM.in(modeDir), 30));
        } catch (Exception e) {
            out.put("error", String.valueOf(e.getMessage()));
        }
        return out;
    }

    private synchronized void reply(Map<String, ?> body) throws Exception {
        control.println(ControlProtocol.REPLY_PREFIX + JSON.writeValueAsString(body));
    }
}
