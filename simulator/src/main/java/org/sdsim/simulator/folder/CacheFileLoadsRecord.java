package org.sdsim.simulator.folder;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import org.sdsim.simulator.summary.CacheFileLoad;

/**
 * A line of a mode's migration.jsonl: how often a registry of the consumer loaded Dubbo's registry cache
 * file during one phase, from Dubbo's own "Loaded registry cache file" line (3.3.6 {@code AbstractRegistry}
 * L346, at INFO, logged under the registry's own class). A registry loads the file once, in its
 * constructor (L171): a load during a phase is a registry created then, holding what the file held.
 * Written as the phase ends; the consumer's start-up counts in the first phase.
 *
 * @param kind  {@value #KIND}
 * @param phase the phase
 * @param loads the loads by registry class and registry, in the order first seen; empty when there were none
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"kind", "phase", "loads"})
public record CacheFileLoadsRecord(String kind, int phase, List<CacheFileLoad> loads) {

    public static final String KIND = "cache-file-loads";

    public CacheFileLoadsRecord {
        loads = loads == null ? List.of() : List.copyOf(loads);
    }
}
