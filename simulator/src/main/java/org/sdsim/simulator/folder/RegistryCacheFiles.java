package org.sdsim.simulator.folder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Dubbo's registry cache files in a mode's {@code user.home}: one per application and registry address,
 * {@code ~/.dubbo/dubbo-registry-<application>-<host>-<port>.cache} (Dubbo 3.3.6 {@code AbstractRegistry}
 * L134–135: the address with its colons turned to dashes). Every registry of that address reads the same
 * file, the interface-level {@code ZookeeperRegistry} and the application-level
 * {@code ServiceDiscoveryRegistry} alike.
 */
public final class RegistryCacheFiles {

    static final String PREFIX = "dubbo-registry-";
    static final String SUFFIX = ".cache";

    private RegistryCacheFiles() {
    }

    /** The folder Dubbo keeps them in, under the mode's own home. */
    public static Path folder(Path modeDir) {
        return modeDir.resolve(ModeFolder.HOME_FOLDER).resolve(".dubbo");
    }

    /** The cache files there now (not their {@code .lock} siblings), by name; empty when there are none. */
    public static List<Path> list(Path modeDir) throws IOException {
        Path folder = folder(modeDir);
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        List<Path> out = new ArrayList<>();
        try (var files = Files.list(folder)) {
            files.filter(p -> isCacheFile(p.getFileName().toString())).sorted().forEach(out::add);
        }
        return out;
    }

    static boolean isCacheFile(String name) {
        return name.startsWith(PREFIX) && name.endsWith(SUFFIX);
    }

    /**
     * The label of the registry a cache file belongs to ({@code zk1}), by its address in the file's name;
     * null when no registry's address is in it.
     *
     * @param file           a path or name of a cache file
     * @param connectStrings registry label → its connect string ({@code 127.0.0.1:2181})
     */
    public static String registryOf(String file, Map<String, String> connectStrings) {
        if (file == null) {
            return null;
        }
        String name = Path.of(file).getFileName().toString();
        for (Map.Entry<String, String> e : connectStrings.entrySet()) {
            if (name.endsWith("-" + e.getValue().replace(':', '-') + SUFFIX)) {
                return e.getKey();
            }
        }
        return null;
    }
}
