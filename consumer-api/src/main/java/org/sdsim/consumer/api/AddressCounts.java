package org.sdsim.consumer.api;

/**
 * Addresses one reference holds in one registry, per directory kind; -1 means that directory does
 * not exist in this mode. Kept free of Dubbo types so that every Dubbo generation's client can
 * report it.
 *
 * @param interfaceLevel   the interface-level directory's providers
 * @param applicationLevel the application-level directory's providers
 * @param current          the directory calls use now
 * @param step             the migration step the registry's MigrationInvoker is at ({@code FORCE_INTERFACE},
 *                         {@code APPLICATION_FIRST}, {@code FORCE_APPLICATION}), as Dubbo's MigrationRuleHandler
 *                         set it once a migration succeeded; null where the generation has none (2.x) or before
 *                         the first rule was applied
 * @param serving          which directory calls use now: {@link #INTERFACE} or {@link #APPLICATION} (the
 *                         MigrationInvoker's current invoker is that one), null when it uses none yet
 */
public record AddressCounts(int interfaceLevel, int applicationLevel, int current, String step, String serving) {

    /** {@link #serving()} when calls use the interface-level directory. */
    public static final String INTERFACE = "interface";
    /** {@link #serving()} when calls use the application-level directory. */
    public static final String APPLICATION = "application";

    /** Counts without the migration state (a reply from a consumer before it was reported, a test). */
    public AddressCounts(int interfaceLevel, int applicationLevel, int current) {
        this(interfaceLevel, applicationLevel, current, null, null);
    }
}
