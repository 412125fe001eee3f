package org.sdsim.simulator.generation;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.UserError;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The Dubbo generations this checkout has built: every module whose classes hold a
 * {@value #DESCRIPTOR} ({@code consumer-dubbo26}, {@code -27}, {@code -30}, {@code -31}, {@code -32},
 * {@code -33}). A new generation is a new module with that file; nothing here names one. The newest generation is the
 * default: a mode without {@code @VERSION} runs it.
 *
 * <p>The modules are found beside the orchestrator's own ({@code <checkout>/simulator/target/...}),
 * or in the folder the system property {@value #DIR_PROPERTY} names.
 */
public final class Generations {

    /** Where a consumer module describes its generation, inside its classes. */
    public static final String DESCRIPTOR = "META-INF/sdsim/generation.json";
    static final String DIR_PROPERTY = "sdsim.generations.dir";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static volatile Generations installed;

    private final List<Generation> generations;

    Generations(List<Generation> generations) {
        this.generations = generations.stream()
                .sorted(Comparator.comparing(Generation::name, Generations::compareVersions)).toList();
    }

    /** The generations built in this checkout, read once per JVM; a user error if there are none. */
    public static Generations installed() {
        Generations g = installed;
        if (g == null) {
            synchronized (Generations.class) {
                if (installed == null) {
                    installed = scan(checkoutDir());
                }
                g = installed;
            }
        }
        return g;
    }

    /** The generations whose modules are folders of {@code checkout}. */
    static Generations scan(Path checkout) {
        List<Generation> found = new ArrayList<>();
        try (Stream<Path> modules = Files.list(checkout)) {
            for (Path module : modules.sorted().toList()) {
                Path file = module.resolve("target").resolve("classes").resolve(DESCRIPTOR);
                if (Files.isRegularFile(file)) {
                    found.add(new Generation(read(file), module));
                }
            }
        } catch (IOException e) {
            throw new UserError("cannot list the consumer modules in " + checkout + ": " + e.getMessage(), e);
        }
        if (found.isEmpty()) {
            throw new UserError("no Dubbo consumer module is built in " + checkout
                    + " (looked for */target/classes/" + DESCRIPTOR + "); run 'mvn -B -DskipTests package' there, or set -D"
                    + DIR_PROPERTY);
        }
        return new Generations(found);
    }

    private static GenerationDescriptor read(Path file) {
        try {
            GenerationDescriptor d = JSON.readValue(file.toFile(), GenerationDescriptor.class);
            if (d.generation() == null || d.releases().isEmpty() || (!d.discovery().isEmpty() && d.client() == null)) {
                throw new UserError(file + ": expected a generation, at least one release and, with discovery levels, "
                        + "a client class");
            }
            return d;
        } catch (IOException e) {
            throw new UserError(file + ": not a generation descriptor: " + e.getMessage(), e);
        }
    }

    /** Oldest first. */
    public List<Generation> all() {
        return generations;
    }

    /** The newest generation: what a bare mode runs. */
    public Generation defaultGeneration() {
        return generations.get(generations.size() - 1);
    }

    public Optional<Generation> byName(String name) {
        return generations.stream().filter(g -> g.name().equals(name)).findFirst();
    }

    /**
     * The release {@code mode} runs, or a user error naming what exists: an unknown version, a
     * discovery the generation does not have ({@code application@2.7}), a module not built.
     */
    public DubboRelease resolve(Mode mode) {
        DubboRelease release = release(mode.release());
        if (!release.generation().hasConsumer()) {
            throw new UserError("mode " + mode.id() + ": Dubbo " + release.generation().name() + " has no discovery "
                    + "consumer here (its module runs sdsim rpc only); the consumers are " + describe());
        }
        if (!release.generation().supports(mode.discovery())) {
            throw new UserError("mode " + mode.id() + ": Dubbo " + release.generation().name() + " has no "
                    + mode.discovery().describe() + " (it has "
                    + String.join(", ", release.generation().descriptor().discovery()) + ")");
        }
        release.generation().requireBuilt(release.version());
        return release;
    }

    /**
     * The mode as it is named once resolved: bare on the default generation's default release, else
     * {@code @<generation>} where a generation has one release and {@code @<version>} where it has
     * several ({@code interface@3.0} becomes {@code interface@3.0.15}).
     */
    public Mode canonical(Mode mode) {
        DubboRelease r = resolve(mode);
        Generation g = r.generation();
        if (g == defaultGeneration() && r.version().equals(g.defaultVersion())) {
            return mode.onRelease("");
        }
        return mode.onRelease(g.versions().size() == 1 ? g.name() : r.version());
    }

    private DubboRelease release(String written) {
        if (written.isEmpty()) {
            Generation g = defaultGeneration();
            return new DubboRelease(g, g.defaultVersion());
        }
        for (Generation g : generations) {
            if (g.name().equals(written)) {
                return new DubboRelease(g, g.defaultVersion());
            }
            if (g.versions().contains(written)) {
                return new DubboRelease(g, written);
            }
        }
        throw new UserError("no consumer for Dubbo " + written + ": expected one of " + describe());
    }

    /** "2.6 (2.6.12), 2.7 (2.7.23), 3.0 (3.0.15, 3.0.1), 3.3 (3.3.6)": the generations with a discovery consumer. */
    public String describe() {
        return generations.stream().filter(Generation::hasConsumer)
                .map(g -> g.name() + " (" + String.join(", ", g.versions()) + ")")
                .collect(Collectors.joining(", "));
    }

    /** Compares dotted versions number by number (3.0.15 after 3.0.2). */
    public static int compareVersions(String a, String b) {
        String[] x = a.split("\\.");
        String[] y = b.split("\\.");
        for (int i = 0; i < Math.max(x.length, y.length); i++) {
            int c = Integer.compare(i < x.length ? Integer.parseInt(x[i]) : 0, i < y.length ? Integer.parseInt(y[i]) : 0);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** The folder that holds the modules: the checkout, or what {@value #DIR_PROPERTY} names. */
    public static Path checkoutDir() {
        String configured = System.getProperty(DIR_PROPERTY);
        if (configured != null) {
            return Path.of(configured);
        }
        try {
            // This class lives in <checkout>/simulator/target/sdsim.jar or .../target/classes.
            Path code = Path.of(Generations.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return code.getParent().getParent().getParent();
        } catch (URISyntaxException | RuntimeException e) {
            return Path.of("").toAbsolutePath();
        }
    }
}
