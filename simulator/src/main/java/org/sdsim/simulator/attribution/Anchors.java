package org.sdsim.simulator.attribution;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which classes and fields anchor each {@link Component} in one Dubbo generation's consumer, as that
 * generation's module lists them ({@code attribution} in its generation.json). A rule is one of:
 * <ul>
 *   <li>{@code =org.apache.dubbo.common.URL}: that class (or a subclass);</li>
 *   <li>{@code io.netty.*}: every class in that package and below;</li>
 *   <li>{@code org.apache.dubbo.*Directory}: a class in that package or below whose name ends so
 *       (a nested class, with {@code $}, is not one);</li>
 *   <li>{@code org.apache.dubbo.registry.support.AbstractRegistry#properties}: what that field of an
 *       instance of the class (or a subclass) holds, or, for a static field, what the class holds in it.</li>
 * </ul>
 */
public final class Anchors {

    final Map<Component, List<ClassRule>> classes;
    /** Per component: declaring class → fields whose values are anchors. */
    final Map<Component, Map<String, List<String>>> fields;

    private Anchors(Map<Component, List<ClassRule>> classes, Map<Component, Map<String, List<String>>> fields) {
        this.classes = classes;
        this.fields = fields;
    }

    /**
     * The rules of a generation, component id → rules; an IllegalArgumentException names the rule or
     * component it cannot read.
     */
    public static Anchors parse(Map<String, List<String>> rules) {
        Map<Component, List<ClassRule>> classes = new EnumMap<>(Component.class);
        Map<Component, Map<String, List<String>>> fields = new EnumMap<>(Component.class);
        for (Component c : Component.values()) {
            classes.put(c, new ArrayList<>());
            fields.put(c, new LinkedHashMap<>());
        }
        rules.forEach((id, list) -> {
            Component c = Component.byId(id);
            if (c == null || c == Component.OTHER) {
                throw new IllegalArgumentException("attribution: unknown component '" + id + "'; expected one of "
                        + java.util.Arrays.stream(Component.values()).filter(k -> k != Component.OTHER)
                        .map(Component::id).toList());
            }
            for (String rule : list) {
                int hash = rule.indexOf('#');
                if (hash > 0) {
                    fields.get(c).computeIfAbsent(rule.substring(0, hash), k -> new ArrayList<>())
                            .add(rule.substring(hash + 1));
                } else {
                    classes.get(c).add(ClassRule.parse(rule));
                }
            }
        });
        return new Anchors(classes, fields);
    }

    /** A test on one class name of an object's superclass chain. */
    record ClassRule(String prefix, String suffix, boolean exact) {

        static ClassRule parse(String rule) {
            if (rule.startsWith("=") && rule.length() > 1) {
                return new ClassRule(rule.substring(1), "", true);
            }
            int star = rule.indexOf(".*");
            if (star > 0 && rule.indexOf('*', star + 2) < 0) {
                return new ClassRule(rule.substring(0, star + 1), rule.substring(star + 2), false);
            }
            throw new IllegalArgumentException("attribution rule '" + rule
                    + "': expected =CLASS, PACKAGE.*, PACKAGE.*SUFFIX or CLASS#field");
        }

        boolean matches(String className) {
            if (exact) {
                return className.equals(prefix);
            }
            // A nested class ($) of a matching class is not itself a directory or a client.
            return className.startsWith(prefix) && className.endsWith(suffix)
                    && (suffix.isEmpty() || className.indexOf('$') < 0);
        }
    }
}
