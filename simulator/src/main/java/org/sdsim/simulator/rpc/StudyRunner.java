package org.sdsim.simulator.rpc;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.sdsim.rpc.bench.ConnectionLog;
import org.sdsim.rpc.bench.StudyTimings;
import org.sdsim.simulator.orchestrator.ChildJvm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs the Dubbo 2.5 study's own method ({@link StudyTimings}) against a running provider: one
 * fresh consumer JVM per payload, on the target's class path and with the JMH forks' options.
 */
final class StudyRunner {

    private static final Duration TIMEOUT = Duration.ofMinutes(3);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final RpcOptions options;
    private final RpcFolder folder;
    private final String host;

    StudyRunner(RpcOptions options, RpcFolder folder, String host) {
        this.options = options;
        this.folder = folder;
        this.host = host;
    }

    /** What one payload measured, and where the consumer's connections went. */
    record Outcome(StudyTiming timing, Map<String, Integer> connections) {
    }

    Outcome run(RpcTarget target, String payload, int port) throws IOException, InterruptedException {
        String id = RpcFolder.studyId(target, payload);
        Path result = folder.studyResult(id);
        Path census = folder.studyConnections(id);
        Files.deleteIfExists(result);
        List<String> jvm = new ArrayList<>(RpcJvm.options(options.jvm(), folder.studyGcLog(id), folder.hostsFile(),
                folder.home("consumer")));
        jvm.add("-D" + ConnectionLog.PROPERTY + "=" + census);
        jvm.addAll(RpcClassPaths.jvmOptions(target));
        Path log = folder.studyLog(id);
        try (ChildJvm child = ChildJvm.start(jvm, RpcClassPaths.of(target), StudyTimings.class.getName(),
                List.of(target.stack().id(), host, String.valueOf(port), payload, result.toString()), log)) {
            Integer exit = child.waitFor(TIMEOUT);
            if (exit == null || exit != 0 || !Files.isRegularFile(result)) {
                throw new IOException("the study's consumer for " + id + (exit == null ? " did not finish in "
                        + TIMEOUT.toMinutes() + " min" : " exited with " + exit) + "; see " + log);
            }
        }
        JsonNode m = JSON.readTree(result.toFile());
        StudyTiming timing = new StudyTiming(target.stack().id(), target.dubboVersion(), payload,
                number(m, "singleThreadAvgMs"), number(m, "tenCallersTotalMs"), number(m, "firstConnectMs"));
        return new Outcome(timing, CensusFile.mostByRemote(census));
    }

    private static Double number(JsonNode m, String field) {
        JsonNode v = m.get(field);
        return v == null || !v.isNumber() ? null : RpcRow.finite(v.asDouble());
    }
}
