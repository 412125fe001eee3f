package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * How often one registry of the consumer loaded Dubbo's registry cache file in a migration phase (a line of
 * migration.jsonl carries them, and the phase's summary too).
 *
 * @param owner    the registry's class, without its package ({@code ServiceDiscoveryRegistry})
 * @param registry the label of the registry the file belongs to ({@code zk1}); null when its name says none
 * @param count    the loads
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record CacheFileLoad(String owner, String registry, int count) {
}
