package org.sdsim.simulator.folder;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.Map;

/**
 * A line of a mode's migration.jsonl: the consumer's MigrationInvokers as one STATUS reply showed
 * them, summed over every service and registry (one MigrationInvoker each). Taken every few seconds
 * while a migration mode measures, densely while a rule takes effect, and at each phase's edges.
 *
 * @param kind                  {@value #KIND}
 * @param phase                 the phase it was taken in (0 before the first write)
 * @param mark                  {@value #START} (measuring began), {@value #BEFORE_WRITE} (the last census of a
 *                              phase, just before the next rule), {@value #END} (measuring ended), or null
 * @param epochMs               the consumer's wall clock when it answered
 * @param invokers              MigrationInvokers counted (services × registries)
 * @param steps                 migration step → invokers at it ({@value #NO_STEP} for none yet)
 * @param servingInterface      invokers whose calls use the interface-level directory
 * @param servingApplication    invokers whose calls use the application-level directory
 * @param interfaceDirectories  invokers that keep an interface-level directory at all
 * @param applicationDirectories invokers that keep an application-level directory
 * @param interfaceAddresses    addresses in the interface-level directories, summed
 * @param applicationAddresses  addresses in the application-level directories, summed
 * @param callsOk               the consumer's calls so far that succeeded (its own counter, this JVM)
 * @param callsFailed           the consumer's calls so far that failed
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"kind", "phase", "mark", "epochMs"})
public record CensusRecord(String kind, int phase, String mark, long epochMs, int invokers, Map<String, Integer> steps,
        int servingInterface, int servingApplication, int interfaceDirectories, int applicationDirectories,
        long interfaceAddresses, long applicationAddresses, long callsOk, long callsFailed) {

    public static final String KIND = "census";
    public static final String START = "start";
    public static final String BEFORE_WRITE = "before-write";
    public static final String END = "end";
    public static final String NO_STEP = "none";

    public CensusRecord {
        steps = steps == null ? Map.of() : Map.copyOf(steps);
    }

    /** How many invokers are at {@code step}. */
    public int at(String step) {
        return steps.getOrDefault(step, 0);
    }

    /** Which side serves calls: interface, application, mixed (some invokers each), or none. */
    public String serving() {
        if (servingInterface > 0 && servingApplication > 0) {
            return "mixed";
        }
        return servingApplication > 0 ? "application" : servingInterface > 0 ? "interface" : "none";
    }
}
