package org.sdsim.consumer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class RegistryLabelTest {

    private static final List<String> REGISTRIES = List.of("127.0.0.1:2181", "127.0.0.1:2281,127.0.0.1:2282,127.0.0.1:2283");

    @Test
    void aMultiHostRegistryIsLabelledWhetherDubboNamesItsFirstHostOrAllOfThem() {
        assertEquals("zk2", ConsumerSpec.registryLabelOf(REGISTRIES, "127.0.0.1:2281")); // 2.7: first host, backups apart
        assertEquals("zk2", ConsumerSpec.registryLabelOf(REGISTRIES, "127.0.0.1:2281,127.0.0.1:2282,127.0.0.1:2283")); // 3.3.6
        assertEquals("zk1", ConsumerSpec.registryLabelOf(REGISTRIES, "127.0.0.1:2181"));
    }

    @Test
    void anAddressOfNoRegistryKeepsItsOwnName() {
        assertEquals("127.0.0.1:9999", ConsumerSpec.registryLabelOf(REGISTRIES, "127.0.0.1:9999"));
    }
}
