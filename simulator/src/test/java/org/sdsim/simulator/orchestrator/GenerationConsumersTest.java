package org.sdsim.simulator.orchestrator;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.sdsim.consumer.api.StatusReply;
import org.sdsim.simulator.generation.DubboRelease;
import org.sdsim.simulator.generation.Generation;
import org.sdsim.simulator.generation.Generations;
import org.sdsim.simulator.run.ConsumerRealism;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.plan.ModePlan;
import org.sdsim.simulator.plan.ModePlanner;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.plan.RunOptions;
import org.sdsim.simulator.remedy.Jdks;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every Dubbo generation's real consumer, one JVM after another, against one pair of real
 * registries holding one fleet in both layouts, beside the real loopback provider: each must end
 * with the whole fleet in every directory its mode keeps, in both registries, and its calls must
 * succeed. The 3.x generations run {@code dual}, which keeps an interface-level and an
 * application-level directory, so one JVM checks that each reads both layouts the registrar writes.
 * Dubbo 3.1 runs {@code application} on both its releases instead: what it is there for is the
 * application-level watch, which 3.1.5 moved onto Curator's ServiceCache and 3.1.4 keeps on 3.0's
 * one-shot child watch, and its interface level is 3.0's.
 */
class GenerationConsumersTest {

    private static final int PROVIDERS = 6;
    private static final int INTERFACES = 8;

    /** The generations this checkout ships; a module that stops being built fails here, not silently. */
    private static final List<String> GENERATIONS = List.of("2.6", "2.7", "3.0", "3.1", "3.2", "3.3");

    @TempDir
    static Path dir;
    static RunFixtures fixtures;

    @BeforeAll
    static void oneFleetForEveryGeneration() throws Exception {
        RunOptions options = SmallRuns.twoRegistries(dir, DiscoveryMode.INTERFACE, PROVIDERS, ConsumerRealism.DEFAULTS);
        fixtures = RunFixtures.open(options, dir, Progress.forConsole(), new RunStop());
    }

    @AfterAll
    static void close() throws Exception {
        if (fixtures != null) {
            fixtures.close();
        }
    }

    @Test
    void everyGenerationIsBuiltAndTheNewestIsTheDefault() {
        List<String> built = Generations.installed().all().stream().filter(Generation::hasConsumer)
                .map(Generation::name).toList();
        assertEquals(GENERATIONS, built);
        // 2.5 is built too, for sdsim rpc only: no discovery consumer
        assertEquals(List.of("2.5"), Generations.installed().all().stream().filter(g -> !g.hasConsumer())
                .map(Generation::name).toList());
        assertEquals("3.3", Generations.installed().defaultGeneration().name());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"interface@2.6", "interface@2.7", "dual@3.0.1", "dual@3.0.15", "application@3.1.4",
            "application@3.1.5", "dual@3.2", "dual"})
    void theConsumerSeesTheWholeFleetInBothRegistriesAndItsCallsSucceed(String modeId) throws Exception {
        convergesAndCalls(modeId);
    }

    /**
     * Dubbo 3.3.6 at application level on JDK 25, with the jdk25 remedy and no extra jar: stock, it exits at start-up
     * (JsonUtils#loadExtensions lets the NoClassDefFoundError of ServiceLoader#hasNext out, apache/dubbo#16295); the
     * remedy names Dubbo's JSON library, fastjson2, and the consumer holds the fleet and calls.
     */
    @Test
    void dubbo33AtApplicationLevelStartsOnJdk25WithTheJdk25Remedy() throws Exception {
        Optional<Path> jdk25 = Jdks.find(25);
        Assumptions.assumeTrue(jdk25.isPresent(), "no JDK 25 on this machine: the application+jdk25 consumer is skipped");
        String commandLine = convergesAndCalls("application+jdk25");
        assertTrue(commandLine.contains(jdk25.get().resolve("bin").resolve("java").toString()), commandLine);
        assertTrue(commandLine.contains("-Ddubbo.json-framework.prefer=fastjson2"), commandLine);
    }

    /** Starts {@code modeId}'s consumer, waits until it holds the whole fleet with calls answered; its command line. */
    private static String convergesAndCalls(String modeId) throws Exception {
        ModePlan plan = ModePlanner.installed().plan(Mode.parse(modeId));
        Mode mode = plan.mode();
        DubboRelease release = plan.release();
        Path modeDir = Files.createDirectories(dir.resolve(mode.id()));
        AddressView view = new AddressView(mode.discovery(), PROVIDERS, 2, INTERFACES);
        try (ConsumerProcess consumer = ConsumerLauncher.start(fixtures.context(), plan, modeDir)) {
            assertNotNull(consumer.awaitReady(Duration.ofMinutes(2)), mode + ": the consumer did not start; see "
                    + modeDir.resolve("consumer.log"));
            StatusReply status = ConsumerStatusWait.until(consumer, Duration.ofSeconds(90),
                    s -> view.converged(s.addresses()) && s.callsOk() >= 2, mode + " on Dubbo " + release.version()
                    + " holds the whole fleet with calls answered (see " + modeDir.resolve("consumer.log") + ")");
            assertEquals(0, status.callsFailed(), mode + ": calls failed: " + status);
        }
        String commandLine = Files.readAllLines(modeDir.resolve("consumer.log")).get(0);
        assertTrue(commandLine.contains("dubbo-" + release.version() + ".jar"), commandLine);
        return commandLine;
    }
}
