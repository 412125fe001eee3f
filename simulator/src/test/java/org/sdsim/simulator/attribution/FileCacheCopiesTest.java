package org.sdsim.simulator.attribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.NotifyListener;
import org.apache.dubbo.registry.support.AbstractRegistry;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real heap dump of this JVM holding two real Dubbo 3.3 registries built over one cache file, as a
 * migrated consumer's ZookeeperRegistry and the ServiceDiscoveryRegistry of its APPLICATION_FIRST
 * switch are: each runs AbstractRegistry's constructor, which loads the file into its own
 * {@code properties} (3.3.6 L171). The interface side then subscribes, is notified and unsubscribes,
 * which removes its {@code notified} entry and not its {@code properties} one (L463–479).
 */
class FileCacheCopiesTest {

    static final int KEYS = 40;
    static final int VALUE_CHARS = 2_000;

    /** The interface side, as ZookeeperRegistry: it saves every notify into its properties. */
    static final class InterfaceSide extends AbstractRegistry {
        InterfaceSide(URL url) {
            super(url);
        }

        void notifyAndUnsubscribe(URL consumer, URL provider) {
            NotifyListener listener = urls -> { };
            subscribe(consumer, listener);
            notify(consumer, listener, List.of(provider));
            unsubscribe(consumer, listener);
        }

        @Override
        public boolean isAvailable() {
            return true;
        }
    }

    /** The application side, as ServiceDiscoveryRegistry: it loads the file and never saves. */
    static final class DiscoverySide extends AbstractRegistry {
        DiscoverySide(URL url) {
            super(url);
        }

        @Override
        public boolean isAvailable() {
            return true;
        }
    }

    static final class Holder {
        static List<AbstractRegistry> registries;
    }

    @TempDir
    static Path dir;
    static Path cacheFile;
    static HeapAttribution.Result result;

    @BeforeAll
    static void twoRegistriesOverOneFile() throws Exception {
        cacheFile = dir.resolve("dubbo-registry-app-127.0.0.1-2181.cache");
        Properties written = new Properties();
        for (int i = 0; i < KEYS; i++) {
            written.setProperty("org.sdsim.Svc" + i, ("dubbo://p" + i + ".fleet.sdsim:20880/x?").repeat(VALUE_CHARS / 20)
                    .substring(0, VALUE_CHARS));
        }
        try (OutputStream out = Files.newOutputStream(cacheFile)) {
            written.store(out, "as ZookeeperRegistry wrote it");
        }
        URL registry = URL.valueOf("zookeeper://127.0.0.1:2181/org.apache.dubbo.registry.RegistryService?application=app"
                + "&file=" + cacheFile);
        InterfaceSide interfaceSide = new InterfaceSide(registry);
        DiscoverySide discoverySide = new DiscoverySide(registry.setProtocol("service-discovery-registry"));
        interfaceSide.notifyAndUnsubscribe(
                URL.valueOf("consumer://c.fleet.sdsim/org.sdsim.Unsubscribed?category=providers&application=app"),
                URL.valueOf("dubbo://p0.fleet.sdsim:20880/org.sdsim.Unsubscribed?application=app"));
        Holder.registries = List.of(interfaceSide, discoverySide);
        Path dump = dir.resolve("registries.hprof");
        System.gc();
        ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).dumpHeap(dump.toString(), true);
        result = HeapAttribution.analyze(dump, Anchors.parse(
                org.sdsim.simulator.generation.Generations.installed().defaultGeneration().descriptor().attribution()));
    }

    @AfterAll
    static void release() {
        Holder.registries = null;
    }

    private static FileCacheCopies.Copy copyOf(Class<?> owner) {
        List<FileCacheCopies.Copy> copies = result.fileCache().stream().filter(c -> c.owner().equals(owner.getName()))
                .toList();
        assertEquals(1, copies.size(), owner.getSimpleName() + " in " + result.fileCache());
        return copies.get(0);
    }

    @Test
    void eachRegistryHoldsAFullCopyOfTheFileItLoaded() {
        for (Class<?> owner : List.of(InterfaceSide.class, DiscoverySide.class)) {
            FileCacheCopies.Copy copy = copyOf(owner);
            assertEquals(cacheFile.toString(), copy.file(), "the file each registry read, from its File#path");
            // one LATIN1 byte per char of each value, plus the strings, keys and the map around them
            long values = (long) KEYS * VALUE_CHARS;
            assertTrue(copy.bytes() >= values && copy.bytes() < values * 1.3, owner.getSimpleName() + ": " + copy);
        }
        assertEquals(KEYS, copyOf(DiscoverySide.class).keys(), "what it loaded and nothing more: it never saves");
    }

    @Test
    void anUnsubscribedServiceKeepsItsEntryInTheInterfaceSide() {
        assertEquals(KEYS + 1, copyOf(InterfaceSide.class).keys(),
                "the notify saved org.sdsim.Unsubscribed, and unsubscribe left it there");
    }

    @Test
    void theCopiesAddUpToTheFileCacheComponent() {
        long copies = result.fileCache().stream().mapToLong(FileCacheCopies.Copy::bytes).sum();
        assertEquals(result.bytes().get(Component.FILE_CACHE), copies, Map.of("copies", result.fileCache()).toString());
    }
}
