package org.sdsim.simulator.orchestrator;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.simulator.summary.CacheFileLoad;

/**
 * Dubbo's "Loaded registry cache file" lines as slf4j-simple writes them for Dubbo 3.3.6 (the logger is
 * the registry's own class), counted by owner and registry, across a consumer killed and started again.
 */
class RegistryCacheLoadsTest {

    static final Map<String, String> REGISTRIES = Map.of("zk1", "127.0.0.1:40001", "zk2", "127.0.0.1:40002");

    static String loaded(String logger, String port) {
        return "[main] INFO org.apache.dubbo.registry." + logger + " -  [DUBBO] Loaded registry cache file "
                + "/runs/r/interface/home/.dubbo/dubbo-registry-sdsim-consumer-127.0.0.1-" + port
                + ".cache, dubbo version: 3.3.6, current host: 10.0.0.1\n";
    }

    @TempDir
    Path dir;

    @Test
    void eachLoadIsCountedOnceByTheRegistryThatLoggedItAndTheFilesRegistry() throws Exception {
        Path first = dir.resolve("consumer.log");
        Files.writeString(first, loaded("zookeeper.ZookeeperRegistry", "40001")
                + "[main] INFO org.apache.dubbo.registry.zookeeper.ZookeeperRegistry -  [DUBBO] Subscribe: consumer://x\n");
        RegistryCacheLoads loads = new RegistryCacheLoads(first, REGISTRIES);
        assertEquals(List.of(new CacheFileLoad("ZookeeperRegistry", "zk1", 1)), loads.since(first));

        Files.writeString(first, loaded("client.ServiceDiscoveryRegistry", "40001")
                + loaded("client.ServiceDiscoveryRegistry", "40002") + "[DUBBO] Loaded regis", java.nio.file.StandardOpenOption.APPEND);
        assertEquals(List.of(new CacheFileLoad("ServiceDiscoveryRegistry", "zk1", 1), new CacheFileLoad("ServiceDiscoveryRegistry", "zk2", 1)),
                loads.since(first), "a line still being written is left for next time");

        // the consumer killed: the rest of its log, then the next consumer's from its start
        Files.writeString(first, "ry cache file nowhere\n", java.nio.file.StandardOpenOption.APPEND);
        Path second = dir.resolve("consumer-2.log");
        Files.writeString(second, loaded("client.ServiceDiscoveryRegistry", "40002")
                + loaded("client.ServiceDiscoveryRegistry", "40002"));
        assertEquals(List.of(new CacheFileLoad("ServiceDiscoveryRegistry", "zk2", 2)), loads.since(second));
        assertEquals(List.of(), loads.since(second));
    }
}
