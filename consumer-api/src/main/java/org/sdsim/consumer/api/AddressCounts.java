package org.sdsim.consumer.api;

/**
 * Addresses one reference holds in one registry, per directory kind; -1 means that directory does
 * not exist in this mode. Kept free of Dubbo types so that every Dubbo generation's client can
 * report it.
 *
 * @param interfaceLevel   the interface-level directory's providers
 * @param applicationLevel the application-level directory's providers
 * @param current          the directory calls use now
 */
public record AddressCounts(int interfaceLevel, int applicationLevel, int current) {
}
