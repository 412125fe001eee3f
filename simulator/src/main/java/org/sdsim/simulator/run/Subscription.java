package org.sdsim.simulator.run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.sdsim.fixtures.fleet.FleetService;

/**
 * Which of a captured fleet's services the consumer subscribes to and calls ({@code --subscribe}):
 * all of them, the N with the most providers, or those named (a service key {@code group/iface:version}
 * or an interface name, which takes every group and version of it). The registry holds the whole
 * fleet either way; only the consumer's references change.
 *
 * @param first the N services with the most addresses, or null
 * @param names the services or interfaces named; empty with {@code first} or for all
 */
public record Subscription(Integer first, List<String> names) {

    public static final Subscription ALL = new Subscription(null, List.of());

    public Subscription {
        names = List.copyOf(names);
    }

    /** {@code N} or {@code NAME[,NAME...]}; null or blank for all. */
    public static Subscription parse(String text) {
        if (text == null || text.isBlank()) {
            return ALL;
        }
        String t = text.trim();
        if (t.chars().allMatch(Character::isDigit)) {
            int n = Integer.parseInt(t);
            if (n < 1) {
                throw new UserError("--subscribe " + text + ": expected at least 1 service, or a list of services");
            }
            return new Subscription(n, List.of());
        }
        List<String> names = new ArrayList<>();
        for (String name : t.split(",")) {
            if (!name.isBlank()) {
                names.add(name.trim());
            }
        }
        return new Subscription(null, names);
    }

    /** Checks every name against the fleet's services (keys) before anything starts. */
    public void check(Set<String> serviceKeys) {
        Set<String> interfaces = new LinkedHashSet<>();
        serviceKeys.forEach(k -> interfaces.add(interfaceOf(k)));
        for (String name : names) {
            if (!serviceKeys.contains(name) && !interfaces.contains(name)) {
                throw new UserError("--subscribe: no service or interface \"" + name + "\" in the fleet file; it has "
                        + sample(serviceKeys) + " (sdsim fleet show --json lists them all)");
            }
        }
    }

    /** The services to refer to, in the fleet's order. */
    public List<FleetService> select(List<FleetService> services) {
        if (first != null) {
            return services.stream()
                    .sorted(Comparator.comparingInt(FleetService::interfaceAddresses).reversed().thenComparing(FleetService::key))
                    .limit(first).sorted(Comparator.comparing(FleetService::key)).toList();
        }
        if (names.isEmpty()) {
            return services;
        }
        return services.stream().filter(s -> names.contains(s.key()) || names.contains(s.interfaceName())).toList();
    }

    /** For the manifest and the report. */
    public String describe() {
        return first != null ? "the " + first + " services with the most providers" : names.isEmpty() ? "all" : String.join(",", names);
    }

    /** {@code group/iface:version} → {@code iface}. */
    static String interfaceOf(String key) {
        String s = key.substring(key.indexOf('/') + 1);
        int colon = s.indexOf(':');
        return colon < 0 ? s : s.substring(0, colon);
    }

    private static String sample(Set<String> keys) {
        List<String> list = new ArrayList<>(keys);
        return list.size() <= 5 ? String.join(", ", list) : String.join(", ", list.subList(0, 5)) + ", ... (" + list.size() + ")";
    }
}
