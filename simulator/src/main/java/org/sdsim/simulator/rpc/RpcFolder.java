package org.sdsim.simulator.rpc;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.sdsim.simulator.orchestrator.HostsFile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The run folder of {@code sdsim rpc}: manifest.json, rpc.json, connections.json, young-gcs.json, summary.md,
 * report.html at the top; gc/ holds each side's GC logs, logs/ each JVM's stderr and JMH's output.
 * JSON files are written whole and renamed into place, so a run stopped half-way leaves every row
 * recorded so far readable.
 */
final class RpcFolder {

    static final String MANIFEST = "manifest.json";
    static final String ROWS = "rpc.json";
    static final String CONNECTIONS = "connections.json";
    static final String YOUNG_GCS = "young-gcs.json";
    /** The Dubbo 2.5 study's own method, one row per stack and payload (--preset protocol-matrix). */
    static final String STUDY = "study.json";
    static final String SUMMARY = "summary.md";
    static final String REPORT = "report.html";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Path dir;

    RpcFolder(Path dir) {
        this.dir = dir;
    }

    static RpcFolder create(Path dir) throws IOException {
        Files.createDirectories(dir.resolve("gc"));
        Files.createDirectories(dir.resolve("logs"));
        Files.createDirectories(dir.resolve("connections"));
        Files.createDirectories(dir.resolve("study"));
        RpcFolder folder = new RpcFolder(dir);
        HostsFile.write(folder.hostsFile(), List.of());
        return folder;
    }

    Path dir() {
        return dir;
    }

    Path hostsFile() {
        return dir.resolve("hosts");
    }

    Path home(String who) throws IOException {
        return Files.createDirectories(dir.resolve("home").resolve(who));
    }

    Path providerGcLog(RpcTarget target) {
        return dir.resolve("gc").resolve("provider-" + target.id() + ".log");
    }

    Path providerLog(RpcTarget target) {
        return dir.resolve("logs").resolve("provider-" + target.id() + ".log");
    }

    /** The consumer's GC log pattern for one JMH run: one file per fork (%p is the fork's pid). */
    Path consumerGcLogPattern(Scenario s, String mode) {
        return dir.resolve("gc").resolve("consumer-" + s.id() + "-" + mode + "-%p.log");
    }

    List<Path> consumerGcLogs(Scenario s, String mode) throws IOException {
        List<Path> logs = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir.resolve("gc"), "consumer-" + s.id() + "-" + mode + "-*.log")) {
            files.forEach(logs::add);
        }
        return logs;
    }

    Path jmhLog(Scenario s) {
        return dir.resolve("logs").resolve("jmh-" + s.id() + ".log");
    }

    Path warmUpLog(RpcTarget target) {
        return dir.resolve("logs").resolve("jmh-warm-up-" + target.id() + ".log");
    }

    Path consumerConnections(Scenario s) {
        return dir.resolve("connections").resolve("consumer-" + s.id() + ".jsonl");
    }

    /**
     * The name of the Dubbo 2.5 study's consumer for one target and payload: its files are named by it,
     * and connections.json and the failures key its entry with it.
     */
    static String studyId(RpcTarget target, String payload) {
        return target.id() + "_study_" + payload;
    }

    /** What the study's consumer measured (its one JSON object). */
    Path studyResult(String studyId) {
        return dir.resolve("study").resolve(studyId + ".json");
    }

    Path studyGcLog(String studyId) {
        return dir.resolve("gc").resolve("consumer-" + studyId + ".log");
    }

    Path studyLog(String studyId) {
        return dir.resolve("logs").resolve("consumer-" + studyId + ".log");
    }

    Path studyConnections(String studyId) {
        return dir.resolve("connections").resolve("consumer-" + studyId + ".jsonl");
    }

    /**
     * An executable that runs this JVM's java with one more environment variable: JMH starts its
     * forks from a java binary and the parent's environment, and Dubbo's triple client takes its
     * compressor from the environment only ({@link org.sdsim.rpc.stack.Compression#TRIPLE_ENV}).
     */
    Path javaWithEnv(String name, String value) throws IOException {
        Path script = dir.resolve("bin").resolve("java-" + name.toLowerCase(java.util.Locale.ROOT) + "-" + value);
        if (!Files.exists(script)) {
            Files.createDirectories(script.getParent());
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            Files.writeString(script, "#!/bin/sh\n" + name + "='" + value + "' exec '" + java + "' \"$@\"\n",
                    StandardCharsets.UTF_8);
            if (!script.toFile().setExecutable(true)) {
                throw new IOException("cannot make " + script + " executable");
            }
        }
        return script;
    }

    void writeJson(String name, Object value) throws IOException {
        Path tmp = dir.resolve(name + ".part");
        JSON.writeValue(tmp.toFile(), value);
        Files.move(tmp, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    void writeText(String name, String text) throws IOException {
        Path tmp = dir.resolve(name + ".part");
        Files.writeString(tmp, text, StandardCharsets.UTF_8);
        Files.move(tmp, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
