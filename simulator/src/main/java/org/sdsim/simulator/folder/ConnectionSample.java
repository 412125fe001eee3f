package org.sdsim.simulator.folder;

/**
 * A line of a mode's connections.jsonl: the consumer's established TCP connections at one moment, read from its
 * /proc by the orchestrator (never from inside it). Every fleet address is a connection of its own (each provider
 * has a host name of its own), so the count follows the addresses the consumer holds: it drops when the consumer
 * lets a provider go and comes back when it takes the provider again.
 *
 * @param epochMs     when it was read
 * @param connections the consumer's established connections, to every remote
 */
public record ConnectionSample(long epochMs, int connections) {
}
