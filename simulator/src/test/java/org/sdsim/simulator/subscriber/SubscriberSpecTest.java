package org.sdsim.simulator.subscriber;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.fixtures.fleet.FleetService;
import org.sdsim.fixtures.fleet.RegistryLayout;
import org.sdsim.fixtures.subscriber.SubscribedFleet;
import org.sdsim.fixtures.subscriber.SubscriberPattern;
import org.sdsim.simulator.plan.ModePlanner;
import org.sdsim.simulator.run.Mode;

/** The spec a subscriber JVM starts from is the one its starter wrote: the plan's pattern and the run's fleet. */
class SubscriberSpecTest {

    @Test
    void aSpecWrittenFromAModesPlanReadsBackEqual(@TempDir Path dir) throws Exception {
        SubscriberPattern pattern = ModePlanner.installed().runWide(List.of("notify-delay=1s"))
                .plan(Mode.parse("dual+cached-instances")).subscriberPattern();
        SubscribedFleet fleet = new SubscribedFleet(new RegistryLayout("/sdsim/r1/dubbo", "/sdsim/r1/services"),
                List.of(new FleetService("org.sdsim.fleet.Service0", "org.sdsim.fleet.Service0", "org.sdsim.fleet.Service0", "g",
                        "1.0", "sayHello", List.of(20880), 20, 20)), List.of("app-0"),
                "sdsim-subscriber");
        SubscriberSpec spec = SubscriberSpec.of(pattern, SubscriberSpec.labelled(List.of("127.0.0.1:2181")), fleet, 3,
                dir.resolve("subscribers"));
        spec.write(dir.resolve("spec.json"));
        SubscriberSpec read = SubscriberSpec.read(dir.resolve("spec.json"));
        assertEquals(spec, read);
        assertEquals(1000, read.pattern().notifyDelayMs());
        assertEquals("dual@3.3.6+instances-from-cache", read.pattern().id());
        assertEquals(3, read.settings().perRegistry());
    }

    @Test
    void aFlatSpecAnOlderSdsimWroteStillReadsWithItsPatternAndSubscribers(@TempDir Path dir) throws Exception {
        java.nio.file.Files.writeString(dir.resolve("spec.json"), """
                {"registries": {"zk1": "127.0.0.1:2181"}, "interfaceRoot": "/sdsim/r/dubbo", "instanceRoot": "/sdsim/r/services",
                 "dubbo": "3.3.6", "discovery": "application", "services": [], "providerApps": ["app-0"],
                 "consumerApp": "sdsim-subscriber", "perRegistry": 100, "sessionTimeoutMs": 60000, "loops": 2,
                 "outDir": "/tmp/x", "notifyDelayMs": null, "subscriberPattern": "cached-instances"}""");
        SubscriberSpec read = SubscriberSpec.read(dir.resolve("spec.json"));
        assertEquals(100, read.perRegistry());
        assertEquals("application@3.3.6+instances-from-cache", read.pattern().id());
        assertEquals(SubscriberPattern.DEFAULT_NOTIFY_DELAY_MS, read.pattern().notifyDelayMs());
        assertEquals("/sdsim/r/services", read.fleet().layout().instanceRoot());
    }
}
