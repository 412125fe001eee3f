package org.sdsim.simulator.orchestrator;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.consumer.api.AddressCounts;
import org.sdsim.consumer.api.StatusReply;
import org.sdsim.fixtures.registrar.Registrar;
import org.sdsim.simulator.run.ConsumerRealism;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.plan.ModePlanner;
import org.sdsim.simulator.run.Mode;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * A rolling restart as the consumer sees it: when a third of the providers leave both
 * registries, every directory drops to the rest; when they come back with new pids, it is full
 * again, and calls keep succeeding throughout.
 */
class ConsumerFollowsChurnTest {

    private static final int PROVIDERS = 12;

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(value = DiscoveryMode.class, names = {"INTERFACE", "APPLICATION"})
    void addressesFollowProvidersLeavingAndComingBack(DiscoveryMode mode) throws Exception {
        var options = SmallRuns.twoRegistries(dir, mode, PROVIDERS, ConsumerRealism.DEFAULTS);
        try (RunFixtures fixtures = RunFixtures.open(options, dir, Progress.forConsole(), new RunStop());
             ConsumerProcess consumer = ConsumerLauncher.start(fixtures.context(),
                     ModePlanner.installed().plan(Mode.of(mode)), dir.resolve(mode.id()))) {
            assertNotNull(consumer.awaitReady(Duration.ofMinutes(2)), "consumer did not start");
            AddressView view = new AddressView(mode, PROVIDERS, 2, 8);
            awaitEveryDirectory(consumer, mode, n -> n == PROVIDERS, "initial convergence");

            List<Integer> leaving = IntStream.range(0, PROVIDERS / 3).boxed().toList();
            for (Registrar r : fixtures.context().registrars()) {
                r.deregister(leaving);
            }
            awaitEveryDirectory(consumer, mode, n -> n == PROVIDERS - leaving.size(), "after providers left");

            for (Registrar r : fixtures.context().registrars()) {
                r.reregister(leaving, false);
            }
            StatusReply status = awaitEveryDirectory(consumer, mode, n -> n == PROVIDERS, "after providers came back");
            assertEquals(true, view.converged(status.addresses()));
            assertEquals(0, status.callsFailed(), "calls failed during the restart: " + status);
        }
    }

    /** Waits until every directory of the mode, in every registry, satisfies {@code ok}. */
    private static StatusReply awaitEveryDirectory(ConsumerProcess consumer, DiscoveryMode mode, IntPredicate ok,
            String phase) throws InterruptedException {
        return ConsumerStatusWait.until(consumer, Duration.ofSeconds(90), status -> {
            boolean all = status.addresses().size() == 8;
            for (Map<String, AddressCounts> perRegistry : status.addresses().values()) {
                all &= perRegistry.size() == 2;
                for (AddressCounts counts : perRegistry.values()) {
                    all &= ok.test(mode == DiscoveryMode.APPLICATION ? counts.applicationLevel() : counts.interfaceLevel());
                }
            }
            return all;
        }, mode.id() + "'s directories settle " + phase);
    }
}
