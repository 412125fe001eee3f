package org.sdsim.consumer.jvm;

import org.junit.jupiter.api.Test;
import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.consumer.api.RegistrySettings;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DubboSettingsTest {

    /** Stands in for Dubbo's config classes: boxed setters, an overload, a map. */
    public static final class FakeConfig {
        final String address;
        final List<String> calls = new ArrayList<>();
        String id;
        String group;
        Integer timeout;
        Integer session;
        Boolean check;
        Map<String, String> parameters;
        String iface;

        public FakeConfig() {
            this(null);
        }

        public FakeConfig(String address) {
            this.address = address;
        }

        public void setId(String id) {
            this.id = id;
        }

        public void setGroup(String group) {
            this.group = group;
        }

        public void setTimeout(Integer timeout) {
            this.timeout = timeout;
        }

        public void setSession(Integer session) {
            this.session = session;
        }

        public void setCheck(Boolean check) {
            this.check = check;
        }

        public void setParameters(Map<String, String> parameters) {
            this.parameters = parameters;
        }

        public void setInterface(Class<?> type) {
            calls.add("class");
        }

        public void setInterface(String name) {
            calls.add("name");
            this.iface = name;
        }
    }

    private static ConsumerSpec spec(String root) {
        return spec(root, null, null);
    }

    private static ConsumerSpec spec(String root, String instanceRoot, RegistrySettings settings) {
        return new ConsumerSpec("interface", "FORCE_INTERFACE", new ConsumerSpec.Registries(
                List.of("127.0.0.1:2181", "127.0.0.1:2182,127.0.0.1:2183"), root, instanceRoot, settings),
                List.of(new org.sdsim.consumer.api.ServiceRef("A", "A", "g", "1.0", "m")), "dubbo",
                new ConsumerSpec.Pace(5000, 1000, 3000), "C", "/tmp");
    }

    @Test
    void eachRegistryGetsItsLabelAddressAndTheSpecsRegistrySettings() {
        List<FakeConfig> registries = DubboSettings.registries(spec(null), FakeConfig::new);
        assertEquals(2, registries.size());
        FakeConfig second = registries.get(1);
        assertEquals("zookeeper://127.0.0.1:2182,127.0.0.1:2183", second.address);
        assertEquals("zk2", second.id);
        assertNull(second.group, "no root given: Dubbo's default /dubbo");
        assertEquals(30_000, second.timeout);
        assertEquals(60_000, second.session);
        assertEquals(false, second.check);
        assertNull(second.parameters, "no remedy: no registry parameter set, Dubbo's defaults run");
    }

    @Test
    void aSpecWithoutRegistrySettingsSetsNoRegistryParameter() {
        assertEquals(RegistrySettings.DEFAULT, spec(null).registries().settings());
        assertEquals(Map.of(), RegistrySettings.DEFAULT.parameters());
        assertNull(RegistrySettings.DEFAULT.configProperties().get("parameters"));
    }

    @Test
    void registryParametersAreSetAsWrittenInTheirOrderALaterValueWinning() {
        RegistrySettings settings = RegistrySettings.DEFAULT.withParameters(Map.of("file-cache", "false"))
                .withParameters(new java.util.LinkedHashMap<>(Map.of("delay-notification", "0")))
                .withParameters(Map.of("file-cache", "true"));
        assertEquals(List.of("file-cache", "delay-notification"), List.copyOf(settings.parameters().keySet()));
        assertEquals("true", settings.parameters().get("file-cache"));
    }

    @Test
    void theNamespaceRootsBecomeEachRegistrysGroupAndRootPath() {
        for (FakeConfig registry : DubboSettings.registries(spec("/sdsim/r1/dubbo", "/sdsim/r1/services", null),
                FakeConfig::new)) {
            assertEquals("/sdsim/r1/dubbo", registry.group);
            assertEquals(Map.of("rootPath", "/sdsim/r1/services"), registry.parameters);
        }
    }

    @Test
    void theInstanceRootIsAddedBesideTheRemediesParameters() {
        FakeConfig registry = DubboSettings.registries(spec("/ns/dubbo", "/ns/services",
                RegistrySettings.DEFAULT.withParameters(Map.of("file-cache", "false"))), FakeConfig::new).get(0);
        assertEquals(Map.of("file-cache", "false", "rootPath", "/ns/services"), registry.parameters);
    }

    @Test
    void theSetterIsTheOverloadThatTakesTheValuesType() {
        FakeConfig config = DubboSettings.apply(new FakeConfig(), Map.of("interface", "org.example.Fleet0"));
        assertEquals(List.of("name"), config.calls);
        assertEquals("org.example.Fleet0", config.iface);
    }

    @Test
    void aPropertyTheConfigClassLacksFailsLoudly() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DubboSettings.apply(new FakeConfig(), Map.of("qosEnable", false)));
        assertTrue(e.getMessage().contains("setQosEnable"), e.getMessage());
    }
}
