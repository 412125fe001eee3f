package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.api.AddressCounts;
import org.sdsim.simulator.run.DiscoveryMode;

import java.util.Map;
import java.util.TreeMap;

/**
 * Reads the consumer's address census (interface → registry label → {@link AddressCounts}) the
 * way a mode needs it: which directories must be full for the consumer to count as converged, and
 * which count the summary reports.
 */
final class AddressView {

    private final DiscoveryMode mode;
    private final int expectedPerDirectory;
    private final int registries;
    private final int interfaces;

    AddressView(DiscoveryMode mode, int providers, int registries, int interfaces) {
        this.mode = mode;
        this.expectedPerDirectory = mode.holdsAddresses() ? providers : 0;
        this.registries = registries;
        this.interfaces = interfaces;
    }

    /** True when every directory the mode keeps holds every provider, in every registry. */
    boolean converged(Map<String, Map<String, AddressCounts>> census) {
        if (census == null || census.size() < interfaces) {
            return false;
        }
        for (Map<String, AddressCounts> perRegistry : census.values()) {
            if (perRegistry.size() < registries) {
                return false;
            }
            for (AddressCounts counts : perRegistry.values()) {
                if (mode.expectsInterfaceAddresses() && counts.interfaceLevel() != expectedPerDirectory) {
                    return false;
                }
                if (mode.expectsApplicationAddresses() && counts.applicationLevel() != expectedPerDirectory) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Per registry label: {addresses held, addresses expected} summed over interfaces and the
     * directories the mode keeps; full when the two are equal and every interface is there.
     */
    Map<String, long[]> perRegistry(Map<String, Map<String, AddressCounts>> census, java.util.List<String> labels) {
        int directories = (mode.expectsInterfaceAddresses() ? 1 : 0) + (mode.expectsApplicationAddresses() ? 1 : 0);
        long expected = (long) expectedPerDirectory * interfaces * directories;
        Map<String, long[]> out = new TreeMap<>();
        for (String label : labels) {
            out.put(label, new long[] {0, expected});
        }
        if (census != null) {
            for (Map<String, AddressCounts> byRegistry : census.values()) {
                byRegistry.forEach((label, counts) -> {
                    long[] held = out.computeIfAbsent(label, k -> new long[] {0, expected});
                    held[0] += directorySum(counts);
                });
            }
        }
        return out;
    }

    /** Whether one registry's directories hold every address, in every interface. */
    boolean convergedIn(Map<String, Map<String, AddressCounts>> census, String label) {
        if (census == null || census.size() < interfaces) {
            return false;
        }
        for (Map<String, AddressCounts> byRegistry : census.values()) {
            AddressCounts counts = byRegistry.get(label);
            if (counts == null
                    || mode.expectsInterfaceAddresses() && counts.interfaceLevel() != expectedPerDirectory
                    || mode.expectsApplicationAddresses() && counts.applicationLevel() != expectedPerDirectory) {
                return false;
            }
        }
        return true;
    }

    private long directorySum(AddressCounts counts) {
        return (mode.expectsInterfaceAddresses() ? Math.max(0, counts.interfaceLevel()) : 0)
                + (mode.expectsApplicationAddresses() ? Math.max(0, counts.applicationLevel()) : 0);
    }

    /** Addresses seen so far over addresses expected, summed over interfaces, registries and directories. */
    long[] progress(Map<String, Map<String, AddressCounts>> census) {
        long seen = 0;
        int directories = (mode.expectsInterfaceAddresses() ? 1 : 0) + (mode.expectsApplicationAddresses() ? 1 : 0);
        long expected = (long) expectedPerDirectory * registries * interfaces * directories;
        if (census != null) {
            for (Map<String, AddressCounts> perRegistry : census.values()) {
                for (AddressCounts counts : perRegistry.values()) {
                    if (mode.expectsInterfaceAddresses()) {
                        seen += Math.max(0, counts.interfaceLevel());
                    }
                    if (mode.expectsApplicationAddresses()) {
                        seen += Math.max(0, counts.applicationLevel());
                    }
                }
            }
        }
        return new long[] {seen, expected};
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
