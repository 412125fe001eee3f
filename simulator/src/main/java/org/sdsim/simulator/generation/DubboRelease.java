package org.sdsim.simulator.generation;

/**
 * The Dubbo a mode's consumer runs: a generation's module and one of its exact versions.
 *
 * @param generation the module
 * @param version    the exact Dubbo version, e.g. {@code 2.7.23}
 */
public record DubboRelease(Generation generation, String version) {
}
