package org.sdsim.simulator.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The simulator's packages follow the data flow one way: no package reaches back into one that reaches it (a
 * circle means neither can be read, changed or tested without the other). Read from the sources' own references to
 * {@code org.sdsim.simulator.<package>.<Class>}, imports and fully qualified names alike.
 */
class PackageCyclesTest {

    /** The module's main sources: surefire runs in the module's folder. */
    private static final Path SOURCES = Path.of("src/main/java/org/sdsim/simulator");
    private static final Pattern REFERENCE = Pattern.compile("org\\.sdsim\\.simulator\\.(\\w+)\\.[A-Z]");

    /** Package → the packages its classes name. */
    static Map<String, Set<String>> graph(Path root) {
        Map<String, Set<String>> out = new TreeMap<>();
        try (Stream<Path> dirs = Files.list(root)) {
            for (Path dir : dirs.filter(Files::isDirectory).toList()) {
                String pkg = dir.getFileName().toString();
                Set<String> uses = out.computeIfAbsent(pkg, p -> new TreeSet<>());
                try (Stream<Path> files = Files.list(dir)) {
                    for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                        Matcher m = REFERENCE.matcher(Files.readString(f));
                        while (m.find()) {
                            if (!m.group(1).equals(pkg)) {
                                uses.add(m.group(1));
                            }
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** A path that leads from a package back to itself, as "a → b → a"; empty when there is none. */
    static List<String> firstCircle(Map<String, Set<String>> graph) {
        for (String start : graph.keySet()) {
            Deque<List<String>> paths = new ArrayDeque<>();
            paths.add(List.of(start));
            Set<String> seen = new TreeSet<>();
            while (!paths.isEmpty()) {
                List<String> path = paths.poll();
                for (String next : graph.getOrDefault(path.get(path.size() - 1), Set.of())) {
                    List<String> longer = new ArrayList<>(path);
                    longer.add(next);
                    if (next.equals(start)) {
                        return longer;
                    }
                    if (seen.add(next)) {
                        paths.add(longer);
                    }
                }
            }
        }
        return List.of();
    }

    @Test
    void noPackageReachesBackIntoOneThatReachesIt() {
        Map<String, Set<String>> graph = graph(SOURCES);
        assertTrue(graph.containsKey("summary") && graph.containsKey("folder") && graph.containsKey("run"), graph.keySet()
                .toString());
        List<String> circle = firstCircle(graph);
        assertEquals(List.of(), circle, "a circle: " + String.join(" → ", circle));
    }

    @Test
    void theRpcBenchmarkUsesNothingOfTheDiscoveryReport() {
        assertTrue(!graph(SOURCES).get("rpc").contains("report"), "rpc imports report");
    }

    @Test
    void aCircleIsFoundAndNamed() {
        Map<String, Set<String>> graph = Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"), "d", Set.of("a"));
        assertEquals(List.of("a", "b", "c", "a"), firstCircle(new TreeMap<>(graph)));
        assertEquals(List.of(), firstCircle(new TreeMap<>(Map.of("a", Set.of("b"), "b", Set.of()))));
    }
}
