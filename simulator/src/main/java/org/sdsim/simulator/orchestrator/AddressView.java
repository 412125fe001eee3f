package org.sdsim.simulator.orchestrator;

import com.fasterxml.jackson.databind.JsonNode;
import org.sdsim.simulator.run.DiscoveryMode;

import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads the consumer's address census ({iface: {zk1: {interfaceLevel, applicationLevel,
 * current}}}) the way a mode needs it: which directories must be full for the consumer to count
 * as converged, and which count the summary reports.
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
    boolean converged(JsonNode census) {
        if (census == null || census.size() < interfaces) {
            return false;
        }
        for (JsonNode perRegistry : census) {
            if (perRegistry.size() < registries) {
                return false;
            }
            for (JsonNode counts : perRegistry) {
                if (mode.expectsInterfaceAddresses() && counts.path("interfaceLevel").asInt(-1) != expectedPerDirectory) {
                    return false;
                }
                if (mode.expectsApplicationAddresses() && counts.path("applicationLevel").asInt(-1) != expectedPerDirectory) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Addresses seen so far over addresses expected, summed over interfaces, registries and directories. */
    long[] progress(JsonNode census) {
        long seen = 0;
        int directories = (mode.expectsInterfaceAddresses() ? 1 : 0) + (mode.expectsApplicationAddresses() ? 1 : 0);
        long expected = (long) expectedPerDirectory * registries * interfaces * directories;
        if (census != null) {
            for (JsonNode perRegistry : census) {
                for (JsonNode counts : perRegistry) {
                    if (mode.expectsInterfaceAddresses()) {
                        seen += Math.max(0, counts.path("interfaceLevel").asInt(0));
                    }
                    if (mode.expectsApplicationAddresses()) {
                        seen += Math.max(0, counts.path("applicationLevel").asInt(0));
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
    Map<String, Map<String, Integer>> reported(JsonNode census) {
        Map<String, Map<String, Integer>> out = new TreeMap<>();
        if (census == null) {
            return out;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = census.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> iface = it.next();
            for (Iterator<Map.Entry<String, JsonNode>> r = iface.getValue().fields(); r.hasNext(); ) {
                Map.Entry<String, JsonNode> registry = r.next();
                out.computeIfAbsent(registry.getKey(), k -> new TreeMap<>())
                        .put(iface.getKey(), pick(registry.getValue()));
            }
        }
        return out;
    }

    private int pick(JsonNode counts) {
        int itf = counts.path("interfaceLevel").asInt(-1);
        int app = counts.path("applicationLevel").asInt(-1);
        int current = counts.path("current").asInt(-1);
        int value = switch (mode) {
            case BASELINE, INTERFACE, DUBBO27 -> itf;
            case APPLICATION -> app;
            case DUAL -> current >= 0 ? current : Math.max(itf, app);
        };
        return Math.max(0, value);
    }
}
