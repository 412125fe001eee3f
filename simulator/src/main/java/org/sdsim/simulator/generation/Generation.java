package org.sdsim.simulator.generation;

import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.UserError;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * One Dubbo generation's consumer module, as built on this machine: its {@link GenerationDescriptor}
 * and where its classes and each release's jars are. Its consumer JVM runs the module's classes, one
 * release's jars and the orchestrator's own consumer-api (both ends of the control channel then run
 * the same contract); nothing of the orchestrator, or of any other Dubbo, is on that class path.
 */
public final class Generation {

    private final GenerationDescriptor descriptor;
    private final Path moduleDir;

    Generation(GenerationDescriptor descriptor, Path moduleDir) {
        this.descriptor = descriptor;
        this.moduleDir = moduleDir;
    }

    /** {@code 2.6}, {@code 2.7}, {@code 3.0}, {@code 3.3}. */
    public String name() {
        return descriptor.generation();
    }

    public GenerationDescriptor descriptor() {
        return descriptor;
    }

    public Path moduleDir() {
        return moduleDir;
    }

    /** The exact versions this module runs, the default first. */
    public List<String> versions() {
        return descriptor.releases().stream().map(GenerationDescriptor.Release::version).toList();
    }

    public String defaultVersion() {
        return versions().get(0);
    }

    /** Whether the generation has a discovery consumer at all (2.5 has RPC stacks only). */
    public boolean hasConsumer() {
        return descriptor.client() != null;
    }

    /** Whether the generation has this discovery (every generation with a consumer can run the baseline). */
    public boolean supports(DiscoveryMode discovery) {
        return hasConsumer() && (discovery == DiscoveryMode.BASELINE || descriptor.discovery().contains(discovery.id()));
    }

    /** The JVM options this generation's consumer needs, as given to the JVM. */
    public List<String> jvmOptions() {
        return descriptor.jvmOptions().stream().map(GenerationDescriptor.JvmOption::option).toList();
    }

    /**
     * The consumer JVM's class path for {@code version}: the module's classes, that release's jars and
     * {@code consumerApi} (the orchestrator's own, a jar or a classes folder).
     */
    public String classPath(String version, Path consumerApi) {
        List<String> entries = new ArrayList<>();
        entries.add(classesDir().toString());
        jars(version).forEach(p -> entries.add(p.toString()));
        entries.add(consumerApi.toString());
        return String.join(File.pathSeparator, entries);
    }

    /** What the generation adds to {@code sdsim rpc}; empty where it has no RPC stacks. */
    public Optional<GenerationDescriptor.Rpc> rpc() {
        return Optional.ofNullable(descriptor.rpc());
    }

    /** The releases that run the generation's RPC stacks, the default first; none without RPC stacks. */
    public List<String> rpcVersions() {
        return rpc().map(r -> r.releases().isEmpty() ? versions() : r.releases()).orElse(List.of());
    }

    /**
     * The class path of an RPC JVM (a provider or a JMH fork) of {@code version}: the module's classes,
     * the release's jars, the RPC-only jars, then {@code sdsimRpc} (the orchestrator's own rpc module,
     * Dubbo-free, and consumer-api). The release's jars come first: where an RPC-only jar holds a class
     * the release has too, the release's Dubbo sees its own.
     */
    public String rpcClassPath(String version, List<Path> sdsimRpc) {
        GenerationDescriptor.Rpc rpc = rpc().orElseThrow(() -> new IllegalStateException(this + " has no RPC stacks"));
        List<String> entries = new ArrayList<>();
        entries.add(classesDir().toString());
        jars(version).forEach(p -> entries.add(p.toString()));
        jarsIn(moduleDir.resolve(rpc.lib())).forEach(p -> entries.add(p.toString()));
        sdsimRpc.forEach(p -> entries.add(p.toString()));
        return String.join(File.pathSeparator, entries);
    }

    /** A user error saying how to build the release, when its jars are not there. */
    public void requireBuilt(String version) {
        Path lib = libDir(version);
        if (!Files.isDirectory(lib)) {
            throw new UserError("Dubbo " + version + " needs its consumer module built (no " + lib
                    + "); run 'mvn -B -DskipTests package' in the checkout");
        }
    }

    private Path classesDir() {
        return moduleDir.resolve("target").resolve("classes");
    }

    private Path libDir(String version) {
        return descriptor.releases().stream().filter(r -> r.version().equals(version)).findFirst()
                .map(r -> moduleDir.resolve(r.lib()))
                .orElseThrow(() -> new IllegalArgumentException("Dubbo " + name() + " has no release " + version));
    }

    private List<Path> jars(String version) {
        requireBuilt(version);
        return jarsIn(libDir(version));
    }

    /** The jars of a folder, sorted; a user error saying how to build it when it is not there. */
    public static List<Path> jarsIn(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new UserError("no " + dir + "; run 'mvn -B -DskipTests package' in the checkout");
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.toString().endsWith(".jar")).sorted().toList();
        } catch (IOException e) {
            throw new UserError("cannot list " + dir + ": " + e.getMessage(), e);
        }
    }

    @Override
    public String toString() {
        return "Dubbo " + name() + " " + versions() + " (" + moduleDir.getFileName() + ")";
    }
}
