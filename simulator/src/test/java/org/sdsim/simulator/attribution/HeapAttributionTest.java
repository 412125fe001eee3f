package org.sdsim.simulator.attribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.apache.dubbo.common.URL;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netbeans.lib.profiler.heap.Heap;
import org.netbeans.lib.profiler.heap.HeapFactory;
import org.netbeans.lib.profiler.heap.Instance;
import org.netbeans.lib.profiler.heap.JavaClass;

/**
 * A real heap dump of this JVM holding 3,000 real Dubbo URLs, attributed by the Dubbo 3.3 module's
 * anchors, and checked against the heap library's own retained sizes.
 */
class HeapAttributionTest {

    /** What the dump must find: reachable from a static field while the dump is taken. */
    static final class Holder {
        static List<URL> urls;
    }

    @TempDir
    static Path dir;
    static Path dump;
    static HeapAttribution.Result result;
    /** The JVM's own count of heap used right after the full GC the dump itself does. */
    static long heapUsedAfterGc;

    @BeforeAll
    static void dumpAndAttribute() throws Exception {
        List<URL> urls = new ArrayList<>();
        for (int i = 0; i < 3_000; i++) {
            urls.add(URL.valueOf("dubbo://p" + i + ".fleet.sdsim:20880/org.sdsim.Svc?application=app&interface=org.sdsim.Svc"
                    + "&methods=a,b,c&pid=" + (10_000 + i) + "&timestamp=" + (1_700_000_000_000L + i)
                    + "&owner=" + "x".repeat(200) + i));
        }
        Holder.urls = urls;
        dump = dir.resolve("test.hprof");
        System.gc();
        heapUsedAfterGc = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).dumpHeap(dump.toString(), true);
        // the anchors Dubbo 3.3's consumer module names (this JVM's URLs are Dubbo 3.3's)
        result = HeapAttribution.analyze(dump, Anchors.parse(
                org.sdsim.simulator.generation.Generations.installed().defaultGeneration().descriptor().attribution()));
    }

    @AfterAll
    static void release() {
        Holder.urls = null;
    }

    @Test
    void componentsAddUpToTheDumpAndTheDumpToTheHeapTheJvmCounted() throws Exception {
        long sum = result.bytes().values().stream().mapToLong(Long::longValue).sum();
        assertEquals(result.totalBytes(), sum);
        Heap heap = HeapFactory.createHeap(dump.toFile());
        assertEquals(heap.getSummary().getTotalLiveInstances(), result.objects(),
                "the walk must visit every live object the library counts");
        // Sized as HotSpot lays objects out (compressed oops), the dump weighs what the JVM said.
        double ratio = (double) result.totalBytes() / heapUsedAfterGc;
        assertTrue(Math.abs(ratio - 1) < 0.05, "dump " + result.totalBytes() + " B vs heap used " + heapUsedAfterGc
                + " B after GC");
    }

    @Test
    void theUrlsTheHolderAloneRetainsAreAttributedToUrlObjects() throws Exception {
        Heap heap = HeapFactory.createHeap(dump.toFile());
        JavaClass holder = heap.getJavaClassByName(Holder.class.getName());
        Instance list = (Instance) holder.getValueOfStaticField("urls");
        Instance array = (Instance) list.getValueOfField("elementData");
        // What the list retains, less the list and its array: the URLs and what only they hold, in
        // the library's sizes (8-byte references), which overstate ours (4-byte ones) somewhat.
        long urlsAlone = list.getRetainedSize() - list.getSize() - array.getSize();
        long attributed = result.bytes().get(Component.URLS);
        assertTrue(urlsAlone > 3_000 * 300, "3,000 URLs with 200-char values retain at least 900 KB: " + urlsAlone);
        assertTrue(attributed > urlsAlone * 0.6 && attributed < urlsAlone * 1.2,
                "URL objects " + attributed + " B vs retained by the holder " + urlsAlone + " B");
    }

    @Test
    void aStaticFieldRuleAnchorsWhatTheClassHoldsInIt() throws Exception {
        // As Dubbo 3.0.0-3.0.2's static CacheableFailbackRegistry#stringParam: the list and its array
        // belong to the field's component, the URLs in it still to their own class's.
        HeapAttribution.Result byField = HeapAttribution.analyze(dump, Anchors.parse(java.util.Map.of(
                "registryCaches", List.of(Holder.class.getName() + "#urls"),
                "urls", List.of("=org.apache.dubbo.common.URL"))));
        long listAndArray = byField.bytes().get(Component.REGISTRY_CACHES);
        assertTrue(listAndArray >= 3_000 * 4 && listAndArray < 3_000 * 8 + 1_024,
                "an ArrayList of 3,000 compressed references: " + listAndArray + " B");
        assertTrue(byField.bytes().get(Component.URLS) > 3_000 * 300, byField.bytes().toString());
    }

    @Test
    void megabytesNameEveryComponentInOrder() {
        assertEquals(List.of("fileCache", "registryCaches", "urls", "metadata", "directories", "netty", "zookeeper",
                "other"), List.copyOf(result.megabytes().keySet()));
        assertEquals(Component.URLS, result.top(1).get(0), "this JVM holds more URL bytes than any other component");
    }
}
