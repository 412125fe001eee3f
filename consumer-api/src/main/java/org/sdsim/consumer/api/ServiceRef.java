package org.sdsim.consumer.api;

/**
 * One service the consumer refers to and calls: an interface with its group and version, under the
 * key the address census and calls.csv name it by.
 *
 * @param key           the interface name where a fleet has one group and version for all (the synthetic
 *                      fleet), Dubbo's service key {@code group/interface:version} otherwise (a captured fleet)
 * @param interfaceName the interface to refer to (generically: no Java type needed)
 * @param group         the service group, "" for none
 * @param version       the service version, "" for none
 * @param method        the method the consumer calls on it
 */
public record ServiceRef(String key, String interfaceName, String group, String version, String method) {
}
