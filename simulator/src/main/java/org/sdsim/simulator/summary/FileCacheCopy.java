package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * One registry's copy of Dubbo's registry file cache in the consumer's heap at the end: the
 * {@code properties} of one {@code AbstractRegistry}. A consumer that migrated holds two per registry
 * address, loaded from the same file: the interface-level registry's, which {@code unsubscribe} never
 * empties, and the one the application-level registry loaded when it was created and never refreshes.
 *
 * @param owner    the registry's class, without its package ({@code ZookeeperRegistry}, {@code ServiceDiscoveryRegistry})
 * @param registry the registry's label ({@code zk1}); null when it has no cache file (file cache off) or its file
 *                 names no registry of the run
 * @param file     the cache file's name; null when the registry has none
 * @param keys     the entries: one per service key saved or loaded
 * @param mb       what this copy alone holds
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record FileCacheCopy(String owner, String registry, String file, long keys, double mb) {
}
