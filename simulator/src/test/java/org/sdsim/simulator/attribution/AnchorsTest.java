package org.sdsim.simulator.attribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The rule language generation modules write their heap-attribution anchors in. */
class AnchorsTest {

    @Test
    void exactPrefixSuffixAndFieldRulesEachMatchWhatTheySay() {
        Anchors a = Anchors.parse(Map.of(
                "urls", List.of("=com.alibaba.dubbo.common.URL"),
                "netty", List.of("org.jboss.netty.*"),
                "directories", List.of("com.alibaba.dubbo.*Directory"),
                "fileCache", List.of("com.alibaba.dubbo.registry.support.AbstractRegistry#properties")));
        Anchors.ClassRule url = a.classes.get(Component.URLS).get(0);
        assertTrue(url.matches("com.alibaba.dubbo.common.URL"));
        assertFalse(url.matches("com.alibaba.dubbo.common.URLBuilder"));
        assertTrue(a.classes.get(Component.NETTY).get(0).matches("org.jboss.netty.channel.socket.nio.NioClientSocketChannel"));
        Anchors.ClassRule directory = a.classes.get(Component.DIRECTORIES).get(0);
        assertTrue(directory.matches("com.alibaba.dubbo.registry.integration.RegistryDirectory"));
        assertFalse(directory.matches("com.alibaba.dubbo.registry.integration.RegistryDirectory$InvokerDelegate"),
                "a nested class of a directory is not a directory");
        assertEquals(Map.of("com.alibaba.dubbo.registry.support.AbstractRegistry", List.of("properties")),
                a.fields.get(Component.FILE_CACHE));
    }

    @Test
    void anUnknownComponentOrAMalformedRuleIsNamed() {
        IllegalArgumentException component = assertThrows(IllegalArgumentException.class,
                () -> Anchors.parse(Map.of("caches", List.of("=a.B"))));
        assertTrue(component.getMessage().contains("unknown component 'caches'"), component.getMessage());
        IllegalArgumentException rule = assertThrows(IllegalArgumentException.class,
                () -> Anchors.parse(Map.of("urls", List.of("org.apache.dubbo.common.URL"))));
        assertTrue(rule.getMessage().contains("'org.apache.dubbo.common.URL'") && rule.getMessage().contains("=CLASS"),
                rule.getMessage());
    }
}
