package org.sdsim.simulator.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

import org.sdsim.fixtures.capture.Anonymizer;
import org.sdsim.fixtures.capture.FleetCapture;
import org.sdsim.fixtures.capture.FleetFileWriter;
import org.sdsim.fixtures.capture.FleetHeader;
import org.sdsim.fixtures.capture.NodeKind;
import org.sdsim.fixtures.capture.Pseudonyms;
import org.sdsim.fixtures.capture.RegistryReader;
import org.sdsim.fixtures.registry.RegistryEndpoints;
import org.sdsim.simulator.orchestrator.Progress;
import org.sdsim.simulator.run.FileProblems;
import org.sdsim.simulator.run.UserError;
import org.sdsim.simulator.run.Versions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code sdsim fleet capture}: a Dubbo registry in ZooKeeper, read once and never changed, into a
 * fleet file ({@link FleetCapture} reads, {@link FleetFileWriter} writes; docs/your-fleet.md has
 * the format).
 */
@Command(name = "capture",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        header = "Read a Dubbo registry in ZooKeeper into a fleet file, read-only.",
        description = {
            "Reads every interface-level node under ROOT/<service>/{providers,consumers,routers,configurators}, the "
                + "instances under SERVICES_ROOT/<app>, and the metadata (ROOT/metadata), mapping (ROOT/mapping) and "
                + "dynamic configuration (ROOT/config) a consumer reads, and writes them to a gzip'd JSON-lines file "
                + "whose first line says where and when it was captured and what it holds.",
            "Read-only: it only lists children and reads data, never sets a watch, and creates, changes or deletes "
                + "nothing, ephemeral nodes included. Reads are pipelined (up to 1,000 in flight) and written as they "
                + "arrive, so a million URLs take seconds and little memory.",
            "Nodes that are not what Dubbo writes (a name that is not a Dubbo URL or a malformed one, an instance "
                + "that is not an instance, a node the ACL refuses, a foreign node beside the categories) are skipped "
                + "and counted with why; the capture goes on.",
            ""},
        footer = {"",
            "Exit codes: 0 captured everything; 1 the file is written but some nodes were skipped (listed with why); "
                + "2 bad flags or nothing to capture (no Dubbo registry at the roots given); 3 the registry was "
                + "unreachable or lost; 4 the file could not be written.",
            "",
            "Examples:",
            "  sdsim fleet capture --registry zookeeper://127.0.0.1:2181 --out my.fleet.gz",
            "  sdsim fleet capture --registry zookeeper://zk1:2181,zk2:2181 --root /dubbo --anonymize --out anon.fleet.gz"})
public final class FleetCaptureCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--registry", required = true, paramLabel = "zookeeper://HOST:PORT[,HOST:PORT...]",
            description = "The ZooKeeper ensemble that holds the Dubbo registry.")
    String registry;

    @Option(names = "--root", paramLabel = "PATH", defaultValue = "/dubbo",
            description = "The interface-level root: the registry 'group' of the providers, with metadata, mapping and "
                    + "config below it (default: ${DEFAULT-VALUE}).")
    String root;

    @Option(names = "--services-root", paramLabel = "PATH", defaultValue = "/services",
            description = "The root of application-level instances: the registry's 'rootPath' (default: ${DEFAULT-VALUE}).")
    String servicesRoot;

    @Option(names = "--out", required = true, paramLabel = "FILE",
            description = "The fleet file to write (conventionally NAME.fleet.gz); it must not exist yet.")
    Path out;

    @Option(names = "--anonymize",
            description = "Replace host names and addresses, application, interface, group and method names and "
                    + "parameter values with stable pseudonyms of the same length and shape; keep parameter keys, "
                    + "protocols, ports, the values of Dubbo's own settings (serialization, loadbalance, timeout ...), "
                    + "and which values are equal. The file can then go with a bug report.")
    boolean anonymize;

    @Option(names = "--connect-timeout", paramLabel = "DURATION", converter = DurationConverter.class, defaultValue = "10s",
            description = "How long to wait for the registry to answer (default: ${DEFAULT-VALUE}).")
    Duration connectTimeout;

    @Override
    public Integer call() throws Exception {
        RegistryEndpoints endpoints = RegistryEndpoints.parse(registry);
        FleetCapture.Roots roots = new FleetCapture.Roots(rootPath("--root", root), rootPath("--services-root", servicesRoot));
        checkOut();
        Progress progress = Progress.forConsole();
        progress.say("sdsim fleet capture: reading " + endpoints.address() + " (" + roots.root() + ", " + roots.servicesRoot()
                + "), read-only" + (anonymize ? ", anonymized" : ""));
        FleetHeader header;
        try (RegistryReader reader = RegistryReader.connect(endpoints.connectString(), connectTimeout);
             FleetFileWriter writer = FleetFileWriter.create(out)) {
            FleetCapture capture = new FleetCapture(reader, writer, anonymize ? new Anonymizer(Pseudonyms.random()) : null,
                    (read, total, skipped) -> progress.update(String.format("sdsim fleet capture: %,d%s nodes read, %,d skipped",
                            read, total < 0 ? "" : String.format(" / %,d", total), skipped)));
            header = capture.run(endpoints.address(), roots, "sdsim " + Versions.SDSIM);
            writer.finish(header);
        }
        PrintWriter o = spec.commandLine().getOut();
        o.printf("captured %s into %s (%,d KB) in %.1f s: %s%n", header.source(), out, Files.size(out) / 1024,
                header.captureSeconds(), describeCounts(header));
        if (header.skippedTotal() > 0) {
            o.printf("skipped %,d nodes:%n", header.skippedTotal());
            header.skipped().forEach((reason, n) -> o.printf("  %,8d  %s%s%n", n, reason, example(header, reason)));
        }
        o.flush();
        return header.skippedTotal() > 0 ? ExitCode.CONSUMER_FAILED.code() : ExitCode.OK.code();
    }

    /** "14 provider URLs, 0 consumer URLs, ...": every kind, in the order a reader meets them. */
    static String describeCounts(FleetHeader header) {
        Map<NodeKind, String> names = new LinkedHashMap<>();
        names.put(NodeKind.PROVIDER, "provider URLs");
        names.put(NodeKind.CONSUMER, "consumer URLs");
        names.put(NodeKind.ROUTER, "routers");
        names.put(NodeKind.CONFIGURATOR, "configurators");
        names.put(NodeKind.INSTANCE, "instances");
        names.put(NodeKind.METADATA, "metadata");
        names.put(NodeKind.MAPPING, "mapping");
        names.put(NodeKind.CONFIG, "config");
        StringBuilder b = new StringBuilder();
        names.forEach((kind, name) -> b.append(b.length() == 0 ? "" : ", ").append(String.format("%,d ", header.count(kind)))
                .append(name));
        return b.toString();
    }

    private static String example(FleetHeader header, String reason) {
        return header.skippedExamples().stream().filter(s -> s.reason().equals(reason)).findFirst()
                .map(s -> " (e.g. " + s.path() + ")").orElse("");
    }

    private static String rootPath(String flag, String path) {
        if (!path.startsWith("/") || path.length() < 2 || path.endsWith("/")) {
            throw new UserError(flag + " " + path + ": expected an absolute ZooKeeper path such as /dubbo (not / itself, "
                    + "no trailing /)");
        }
        return path;
    }

    private void checkOut() {
        if (Files.exists(out)) {
            throw new UserError("--out " + out + ": the file exists; choose another name (a capture never overwrites one)");
        }
        Path parent = out.toAbsolutePath().getParent();
        try {
            Files.createDirectories(parent);
        } catch (java.io.IOException e) {
            throw new UserError("--out " + out + ": cannot create its folder (" + FileProblems.describe(e) + ")", e);
        }
    }
}
