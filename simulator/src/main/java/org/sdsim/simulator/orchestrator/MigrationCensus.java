package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.api.AddressCounts;
import org.sdsim.consumer.api.StatusReply;
import org.sdsim.simulator.folder.CensusRecord;
import org.sdsim.simulator.migration.MigrationStep;

import java.util.Map;
import java.util.TreeMap;

/**
 * A STATUS reply read as migration state: every service's MigrationInvoker in every registry, with
 * its step, the side it serves calls from and the addresses each side holds, summed into one
 * {@link CensusRecord}, and whether each invoker has reached a step.
 */
final class MigrationCensus {

    private MigrationCensus() {
    }

    /** The reply summed into a migration.jsonl line. */
    static CensusRecord record(StatusReply status, int phase, String mark) {
        int invokers = 0;
        int servingInterface = 0;
        int servingApplication = 0;
        int interfaceDirectories = 0;
        int applicationDirectories = 0;
        long interfaceAddresses = 0;
        long applicationAddresses = 0;
        Map<String, Integer> steps = new TreeMap<>();
        for (Map<String, AddressCounts> byRegistry : status.addresses().values()) {
            for (AddressCounts c : byRegistry.values()) {
                invokers++;
                steps.merge(c.step() == null ? CensusRecord.NO_STEP : c.step(), 1, Integer::sum);
                if (AddressCounts.INTERFACE.equals(c.serving())) {
                    servingInterface++;
                } else if (AddressCounts.APPLICATION.equals(c.serving())) {
                    servingApplication++;
                }
                if (c.interfaceLevel() >= 0) {
                    interfaceDirectories++;
                    interfaceAddresses += c.interfaceLevel();
                }
                if (c.applicationLevel() >= 0) {
                    applicationDirectories++;
                    applicationAddresses += c.applicationLevel();
                }
            }
        }
        return new CensusRecord(CensusRecord.KIND, phase, mark, status.epochMs(), invokers, steps, servingInterface,
                servingApplication, interfaceDirectories, applicationDirectories, interfaceAddresses,
                applicationAddresses, status.callsOk(), status.callsFailed());
    }

    /**
     * How many invokers have switched to {@code step}: Dubbo set their step (it does so only once a
     * migration succeeded), and for a FORCE_ step the calls use that step's side (the other invoker
     * is destroyed or about to be).
     */
    static int atStep(StatusReply status, MigrationStep step) {
        int n = 0;
        for (Map<String, AddressCounts> byRegistry : status.addresses().values()) {
            for (AddressCounts c : byRegistry.values()) {
                if (switched(c, step)) {
                    n++;
                }
            }
        }
        return n;
    }

    static int invokers(StatusReply status) {
        return status.addresses().values().stream().mapToInt(Map::size).sum();
    }

    private static boolean switched(AddressCounts c, MigrationStep step) {
        if (!step.name().equals(c.step())) {
            return false;
        }
        return switch (step) {
            case FORCE_INTERFACE -> AddressCounts.INTERFACE.equals(c.serving());
            case FORCE_APPLICATION -> AddressCounts.APPLICATION.equals(c.serving());
            case APPLICATION_FIRST -> true;
        };
    }
}
