package org.sdsim.simulator.run;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How the consumer under test is set up where a real one may differ, each choice tied to the JVM or Dubbo mechanism
 * that makes it matter (docs/topology.md, "Consumer realism"). A Dubbo registry setting is no realism knob: it is a
 * remedy ({@code --file-cache off} and {@code --notify-delay} are shorthands for {@code no-file-cache} and
 * {@code notify-delay=}), so that every mode that departs from Dubbo's defaults says so in its name.
 *
 * @param compactStrings the JVM's compact strings (Java 9+ stores Latin-1 text in one byte a
 *                       character). Off reproduces a Java 8 consumer such as the published IBM J9
 *                       JDK 8 one, whose strings take two bytes a character.
 * @param protocol       the protocol the consumer's references name: {@code dubbo}, as sdsim's consumer has
 *                       always set it, or null for none, as a consumer with Dubbo's defaults has; then Dubbo 3
 *                       keeps every provider URL whose protocol it has an extension for (dubbo and tri here)
 */
public record ConsumerRealism(boolean compactStrings, String protocol) {

    /** sdsim's defaults: Java 17's own strings, and references that name the dubbo protocol. */
    public static final ConsumerRealism DEFAULTS = new ConsumerRealism(true, "dubbo");

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
        m.put("compactStrings", compactStrings);
        m.put("protocol", protocol == null ? "none (Dubbo's default)" : protocol);
        return m;
    }
}
