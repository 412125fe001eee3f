package org.sdsim.simulator.run;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How the consumer under test is set up where a real one may differ, each choice tied to the
 * Dubbo or JVM mechanism that makes it matter (docs/topology.md, "Consumer realism").
 *
 * @param fileCache      Dubbo's registry file cache ({@code file-cache} in 3.x, {@code file.cache} in
 *                       2.7; on by default in both): {@code AbstractRegistry} renders every notified
 *                       URL into an in-heap {@code Properties} and rewrites the cache file on each
 *                       notify. Each mode gets its own {@code user.home}, so runs never share the file.
 * @param compactStrings the JVM's compact strings (Java 9+ stores Latin-1 text in one byte a
 *                       character). Off reproduces a Java 8 consumer such as the published IBM J9
 *                       JDK 8 one, whose strings take two bytes a character.
 * @param notifyDelayMs  the registry's {@code delay-notification}; null for Dubbo's own (5 s in 3.x, which
 *                       {@code ZookeeperRegistryNotifier} and {@code RegistryNotifier} wait out between two
 *                       notifications of one subscription; 2.x has none)
 * @param protocol       the protocol the consumer's references name: {@code dubbo}, as sdsim's consumer has
 *                       always set it, or null for none, as a consumer with Dubbo's defaults has; then Dubbo 3
 *                       keeps every provider URL whose protocol it has an extension for (dubbo and tri here)
 */
public record ConsumerRealism(boolean fileCache, boolean compactStrings, Long notifyDelayMs, String protocol) {

    /** sdsim's defaults: Dubbo's and Java 17's own, but the references name the dubbo protocol. */
    public static final ConsumerRealism DEFAULTS = new ConsumerRealism(true, true);

    public ConsumerRealism(boolean fileCache, boolean compactStrings) {
        this(fileCache, compactStrings, null, "dubbo");
    }

    /** Whether the references name a protocol (and so hold only that protocol's addresses). */
    public boolean namesProtocol() {
        return protocol != null;
    }

    /** The JVM options these choices add to the consumer's profile. */
    public List<String> jvmOptions() {
        return compactStrings ? List.of() : List.of("-XX:-CompactStrings");
    }

    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("fileCache", fileCache);
        m.put("compactStrings", compactStrings);
        m.put("notifyDelayMs", notifyDelayMs);
        m.put("protocol", protocol == null ? "none (Dubbo's default)" : protocol);
        return m;
    }
}
