package org.sdsim.simulator.orchestrator;

import org.sdsim.fixtures.registry.RegistryServer;

import java.util.List;
import java.util.Map;

/**
 * A registry the run starts itself: one standalone server ({@link RegistryProcess}) or an ensemble of member
 * processes ({@link EnsembleProcess}). Besides what a fault does to it ({@link RegistryServer}), it says what it
 * runs in, for the CPU clock and the manifest, and answers for its servers' tables that ZooKeeper's own words leave
 * out.
 */
interface OwnedRegistry extends RegistryServer {

    /** The JVMs it runs in, each named as its CPU is read ("registry " + name): one, or each member. */
    List<RegistryProcess> processes();

    /** What the manifest says of it. */
    Map<String, Object> manifestEntry();

    /** Its child watches by path, every server's together; null when no server could say. */
    Map<String, Integer> childWatches() throws InterruptedException;

    /** The bytes its servers sent each open session; null when no server could say. */
    Map<Long, Long> sessionBytes() throws InterruptedException;
}
