package org.sdsim.simulator.orchestrator;

import org.apache.curator.framework.CuratorFramework;
import org.sdsim.fixtures.registrar.NamespaceCleaner;
import org.sdsim.fixtures.registrar.RunNamespace;
import org.sdsim.fixtures.registry.ZooKeeperClients;

import java.time.Duration;
import java.util.List;
import java.util.function.Predicate;

/**
 * Deletes the run's namespace from every registry when the run ends, Ctrl-C included. Opened
 * before the registrars, so it closes after them: by then their sessions are closed and their
 * ephemeral nodes gone, and no client of the run is left to write into the tree again. A registry
 * that cannot be reached is named with the command that cleans it later; an embedded registry
 * whose JVM is gone is skipped at once, since its data folder goes with the run.
 */
final class NamespaceCleanup implements AutoCloseable {

    /**
     * Long: right after the registrars close, the ensemble is still deleting their sessions'
     * ephemeral nodes (a million at the largest fleets) and answers nothing else until it is done.
     */
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(90);

    private final RunNamespace namespace;
    private final List<String> registries;
    private final Progress progress;
    private final Predicate<String> gone;

    /**
     * @param gone whether a registry (by connect string) is an embedded one whose JVM has died: waiting
     *             {@link #CONNECT_TIMEOUT} for it would only delay the end of the run
     */
    NamespaceCleanup(RunNamespace namespace, List<String> registries, Progress progress, Predicate<String> gone) {
        this.namespace = namespace;
        this.registries = List.copyOf(registries);
        this.progress = progress;
        this.gone = gone;
    }

    @Override
    public void close() {
        for (String registry : registries) {
            if (gone.test(registry)) {
                progress.say("sdsim: " + registry + " is not running; " + namespace.path()
                        + " goes with its data folder");
                continue;
            }
            try (CuratorFramework client = ZooKeeperClients.connect(registry, CONNECT_TIMEOUT)) {
                long deleted = new NamespaceCleaner(client).delete(namespace.path());
                progress.say(String.format("sdsim: deleted %s from %s (%,d znodes)", namespace.path(), registry, deleted));
            } catch (Exception e) {
                if (e instanceof InterruptedException) {
                    Thread.currentThread().interrupt();
                }
                progress.say("sdsim: could not delete " + namespace.path() + " from " + registry + " (" + e.getMessage()
                        + "); remove it with: sdsim clean --registry zookeeper://" + registry + " --run "
                        + namespace.runId());
            }
        }
    }
}
