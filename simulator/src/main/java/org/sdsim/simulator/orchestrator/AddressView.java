package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.api.AddressCounts;
import org.sdsim.fixtures.fleet.FleetService;
import org.sdsim.simulator.run.DiscoveryMode;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads the consumer's address census (service → registry label → {@link AddressCounts}) the
 * way a mode needs it: which directories must be full for the consumer to count as converged, and
 * which count the summary reports. A synthetic fleet expects every provider in every interface; a
 * captured one expects each service's own count ({@link FleetService}).
 */
final class AddressView {

    /** The directories the consumer keeps: the mode's, or the step a migration switched it to ({@link #follow}). */
    private volatile DiscoveryMode mode;
    private final int registries;
    /** Services the census must name before the consumer counts as converged. */
    private final int services;
    /** Service key → {interface-level, application-level} addresses expected per registry; null: {@code uniform} for every key. */
    private final Map<String, int[]> expected;
    private final int uniform;
    /** Per registry, addresses expected over every service and the directories the mode keeps. */
    private volatile long expectedPerRegistry;

    /** Every one of {@code interfaces} interfaces held by all {@code providers} in both layouts (the synthetic fleet). */
    AddressView(DiscoveryMode mode, int providers, int registries, int interfaces) {
        this.mode = mode;
        this.registries = registries;
        this.services = interfaces;
        this.expected = null;
        this.uniform = mode.holdsAddresses() ? providers : 0;
        this.expectedPerRegistry = (long) uniform * interfaces * directories();
    }

    /** Each service with the addresses its directories should hold (a captured fleet: every service its own). */
    AddressView(DiscoveryMode mode, int registries, List<FleetService> services) {
        this.mode = mode;
        this.registries = registries;
        this.services = services.size();
        this.expected = new HashMap<>();
        this.uniform = 0;
        long total = 0;
        for (FleetService s : services) {
            int[] e = mode.holdsAddresses() ? new int[] {s.interfaceAddresses(), s.applicationAddresses()} : new int[2];
            expected.put(s.key(), e);
            total += (mode.expectsInterfaceAddresses() ? e[0] : 0) + (mode.expectsApplicationAddresses() ? e[1] : 0);
        }
        this.expectedPerRegistry = total;
    }

    /**
     * From now on, expects the directories of {@code discovery}: a migration rule switched the
     * consumer's step (FORCE_APPLICATION destroys the interface-level directory, APPLICATION_FIRST adds
     * the application-level one), so convergence, recovery and the reported count follow what it keeps.
     */
    void follow(DiscoveryMode discovery) {
        if (discovery == mode || !discovery.holdsAddresses() || !mode.holdsAddresses()) {
            return;
        }
        mode = discovery;
        if (expected == null) {
            expectedPerRegistry = (long) uniform * services * directories();
        } else {
            long total = 0;
            for (int[] e : expected.values()) {
                total += (mode.expectsInterfaceAddresses() ? e[0] : 0) + (mode.expectsApplicationAddresses() ? e[1] : 0);
            }
            expectedPerRegistry = total;
        }
    }

    /** The discovery whose directories the view expects now. */
    DiscoveryMode discovery() {
        return mode;
    }

    private int directories() {
        return (mode.expectsInterfaceAddresses() ? 1 : 0) + (mode.expectsApplicationAddresses() ? 1 : 0);
    }

    private int[] expectedOf(String key) {
        return expected == null ? new int[] {uniform, uniform} : expected.getOrDefault(key, new int[2]);
    }

    /** Whether one registry's counts for one service are what the mode expects (a directory that does not exist holds 0). */
    private boolean full(String key, AddressCounts counts) {
        int[] e = expectedOf(key);
        return !(mode.expectsInterfaceAddresses() && !enough(counts.interfaceLevel(), e[0])
                || mode.expectsApplicationAddresses() && !enough(counts.applicationLevel(), e[1]));
    }

    /**
     * Exactly the dubbo addresses expected; or, for references that name no protocol (Dubbo's default),
     * at least them: such a consumer also keeps the addresses of every other protocol it has an
     * extension for (tri, in Dubbo 3), which no fleet description counts.
     */
    private boolean enough(int held, int expected) {
        return anyProtocol ? Math.max(0, held) >= expected : Math.max(0, held) == expected;
    }

    /** References that name no protocol: the expected counts are minimums. */
    AddressView anyProtocol(boolean any) {
        this.anyProtocol = any;
        return this;
    }

    private boolean anyProtocol;

    /** True when every directory the mode keeps holds every provider, in every registry. */
    boolean converged(Map<String, Map<String, AddressCounts>> census) {
        if (census == null || census.size() < services) {
            return false;
        }
        for (Map.Entry<String, Map<String, AddressCounts>> service : census.entrySet()) {
            if (service.getValue().size() < registries) {
                return false;
            }
            for (AddressCounts counts : service.getValue().values()) {
                if (!full(service.getKey(), counts)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Per registry label: {addresses held, addresses expected} summed over services and the
     * directories the mode keeps; full when the two are equal and every service is there.
     */
    Map<String, long[]> perRegistry(Map<String, Map<String, AddressCounts>> census, java.util.List<String> labels) {
        Map<String, long[]> out = new TreeMap<>();
        for (String label : labels) {
            out.put(label, new long[] {0, expectedPerRegistry});
        }
        if (census != null) {
            for (Map<String, AddressCounts> byRegistry : census.values()) {
                byRegistry.forEach((label, counts) -> {
                    long[] held = out.computeIfAbsent(label, k -> new long[] {0, expectedPerRegistry});
                    held[0] += directorySum(counts);
                });
            }
        }
        return out;
    }

    /** Whether one registry's directories hold every address, in every service. */
    boolean convergedIn(Map<String, Map<String, AddressCounts>> census, String label) {
        if (census == null || census.size() < services) {
            return false;
        }
        for (Map.Entry<String, Map<String, AddressCounts>> service : census.entrySet()) {
            AddressCounts counts = service.getValue().get(label);
            if (counts == null || !full(service.getKey(), counts)) {
                return false;
            }
        }
        return true;
    }

    private long directorySum(AddressCounts counts) {
        return (mode.expectsInterfaceAddresses() ? Math.max(0, counts.interfaceLevel()) : 0)
                + (mode.expectsApplicationAddresses() ? Math.max(0, counts.applicationLevel()) : 0);
    }

    /** Addresses seen so far over addresses expected, summed over services, registries and directories. */
    long[] progress(Map<String, Map<String, AddressCounts>> census) {
        long seen = 0;
        if (census != null) {
            for (Map<String, AddressCounts> perRegistry : census.values()) {
                for (AddressCounts counts : perRegistry.values()) {
                    seen += directorySum(counts);
                }
            }
        }
        return new long[] {seen, expectedPerRegistry * registries};
    }

    /**
     * registry → interface → the count the mode is about: the interface-level directory in
     * interface (and baseline) mode, the application-level one in application mode, and in dual
     * mode the directory that calls currently use.
     */
    Map<String, Map<String, Integer>> reported(Map<String, Map<String, AddressCounts>> census) {
        Map<String, Map<String, Integer>> out = new TreeMap<>();
        if (census == null) {
            return out;
        }
        census.forEach((iface, perRegistry) -> perRegistry.forEach((registry, counts) ->
                out.computeIfAbsent(registry, k -> new TreeMap<>()).put(iface, pick(counts))));
        return out;
    }

    private int pick(AddressCounts counts) {
        int itf = counts.interfaceLevel();
        int app = counts.applicationLevel();
        int current = counts.current();
        int value = switch (mode) {
            case BASELINE, INTERFACE -> itf;
            case APPLICATION -> app;
            case DUAL -> current >= 0 ? current : Math.max(itf, app);
        };
        return Math.max(0, value);
    }
}
