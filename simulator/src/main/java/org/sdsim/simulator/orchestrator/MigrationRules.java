package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.jvm.DubboSettings;
import org.sdsim.fixtures.config.ConfigItems;
import org.sdsim.fixtures.registry.RegistryFailureException;
import org.sdsim.fixtures.registry.RegistryUnreachableException;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The run's migration rule on its registries: one znode, the same path in each
 * ({@code <ns>/dubbo/config/DUBBO_SERVICEDISCOVERY_MIGRATION/sdsim-consumer.migration}). The rule goes
 * to every registry, because which one a consumer reads it from varies from run to run: Dubbo 3 makes
 * each ZooKeeper registry a config center, keeps them in a HashSet (CompositeDynamicConfiguration),
 * and its Curator client starts one NodeCache per path for the whole JVM (Curator5ZookeeperClient's
 * static nodeCacheMap), so only the first config center iterated follows the rule
 * (docs/dubbo-mechanisms.md, "Migration rules").
 */
final class MigrationRules {

    /** How long one registry may take to accept a write; a registry frozen by a fault is given up on. */
    static final Duration WRITE_TIMEOUT = Duration.ofSeconds(10);

    private MigrationRules() {
    }

    /** The rule's znode on every registry of the run. */
    static String path(RunContext ctx) {
        return ctx.namespace().layout().migrationRulePath(DubboSettings.APPLICATION);
    }

    /**
     * Writes {@code yaml} to every registry, one after the other.
     *
     * @return registry label → null when it took the rule, else why not
     */
    static Map<String, String> write(RunContext ctx, String yaml) {
        Map<String, String> out = new LinkedHashMap<>();
        List<String> labels = ctx.options().registries().labels();
        for (int i = 0; i < ctx.registries().size(); i++) {
            try {
                ConfigItems.put(ctx.registries().get(i), path(ctx), yaml, WRITE_TIMEOUT);
                out.put(labels.get(i), null);
            } catch (RegistryFailureException | RegistryUnreachableException e) {
                out.put(labels.get(i), e.getMessage());
            }
        }
        return out;
    }

    /**
     * Removes the rule from every registry, so that the next mode's consumer starts at its own step
     * rather than at the last step the previous mode was migrated to (a consumer reads the rule when
     * it starts). Done before each mode's consumer starts, never while one runs: a deleted rule is a
     * change too, and sends a running consumer back to its starting step.
     *
     * @return the registries it could not be removed from, each with why
     */
    static List<String> clear(RunContext ctx) {
        List<String> problems = new ArrayList<>();
        List<String> labels = ctx.options().registries().labels();
        for (int i = 0; i < ctx.registries().size(); i++) {
            try {
                ConfigItems.delete(ctx.registries().get(i), path(ctx), WRITE_TIMEOUT);
            } catch (RegistryFailureException | RegistryUnreachableException e) {
                problems.add(labels.get(i) + ": " + e.getMessage());
            }
        }
        return problems;
    }

    /** Before a mode's consumer starts: the previous mode's rule removed, when the run has a schedule. */
    static void clearBefore(RunContext ctx, org.sdsim.simulator.run.Mode mode) {
        if (ctx.options().migration().isEmpty()) {
            return;
        }
        List<String> problems = clear(ctx);
        if (!problems.isEmpty()) {
            ctx.progress().say("[" + mode.id() + "] could not remove the previous mode's migration rule ("
                    + String.join("; ", problems) + "): this consumer may start at that rule's step");
        }
    }
}
