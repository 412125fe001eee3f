package org.sdsim.simulator.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.curator.framework.CuratorFramework;
import org.sdsim.fixtures.registrar.NamespaceCleaner;
import org.sdsim.fixtures.registrar.RunNamespace;
import org.apache.zookeeper.KeeperException;
import org.sdsim.fixtures.registry.RegistryEndpoints;
import org.sdsim.fixtures.registry.RegistryFailureException;
import org.sdsim.fixtures.registry.ZooKeeperClients;
import org.sdsim.simulator.run.UserError;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code sdsim clean --registry ADDRESS… [--run ID | --all] [--dry-run]}: deletes the namespaces
 * ({@code /sdsim/<run id>}) that killed runs left on external registries. A run deletes its own
 * when it ends, Ctrl-C included; only {@code kill -9} or a lost registry leaves one behind.
 */
@Command(name = "clean",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        header = "Delete what killed runs left on external registries (only /sdsim/...).",
        description = {
            "Every run works under a namespace of its own on each registry, /sdsim/<run id> (manifest.json: "
                + "registryNamespace), and deletes it when it ends, Ctrl-C included. A run killed with kill -9 leaves it "
                + "behind. Without --run or --all this lists the namespaces and their znode counts; with them it "
                + "deletes those trees (and /sdsim once empty). Nothing outside /sdsim is read or written.",
            ""},
        footer = {"",
            "Exit codes: 0 listed or deleted, 2 bad flags, 3 a registry was unreachable or refused a delete.",
            "",
            "Examples:",
            "  sdsim clean --registry zookeeper://127.0.0.1:2181              # list",
            "  sdsim clean --registry zookeeper://127.0.0.1:2181 --all --dry-run",
            "  sdsim clean --registry zookeeper://127.0.0.1:2181 --run ID     # ID as in manifest.json"})
public final class CleanCommand implements Callable<Integer> {

    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);

    @Spec
    CommandSpec spec;

    @Option(names = "--registry", required = true, paramLabel = "zookeeper://HOST:PORT[,HOST:PORT...]",
            description = "A ZooKeeper ensemble the runs used; give it once per registry.")
    List<String> registries = new ArrayList<>();

    @ArgGroup(exclusive = true)
    Which which;

    static final class Which {
        @Option(names = "--run", paramLabel = "ID",
                description = "Delete this run's namespace: its id or its path, /sdsim/ID (manifest.json: registryNamespace).")
        String run;

        @Option(names = "--all", description = "Delete every namespace under /sdsim.")
        boolean all;
    }

    @Option(names = "--dry-run", description = "Say what would be deleted, delete nothing.")
    boolean dryRun;

    @Override
    public Integer call() throws Exception {
        List<RegistryEndpoints> endpoints = new ArrayList<>();
        for (String registry : registries) {
            endpoints.add(RegistryEndpoints.parse(registry)); // a malformed address fails before any connection
        }
        RunNamespace only = which != null && which.run != null ? parseRun(which.run) : null;
        boolean delete = which != null && !dryRun;
        PrintWriter out = spec.commandLine().getOut();
        for (RegistryEndpoints registry : endpoints) {
            try (CuratorFramework client = ZooKeeperClients.connect(registry.connectString(), CONNECT_TIMEOUT)) {
                NamespaceCleaner cleaner = new NamespaceCleaner(client);
                List<NamespaceCleaner.Tree> trees = only == null ? cleaner.list() : found(cleaner.find(only));
                if (trees.isEmpty()) {
                    out.println(registry.address() + ": " + (only == null ? "no namespaces under " + RunNamespace.PARENT
                            : "no " + only.path()));
                }
                for (NamespaceCleaner.Tree tree : trees) {
                    if (delete) {
                        long deleted = cleaner.delete(tree.path());
                        out.printf("%s: deleted %s (%,d znodes)%n", registry.address(), tree.path(), deleted);
                    } else {
                        out.printf("%s: %s%s (%,d znodes)%n", registry.address(), which == null ? "" : "would delete ",
                                tree.path(), tree.znodes());
                    }
                }
            } catch (KeeperException e) {
                throw new RegistryFailureException(registry.address() + ": " + e.getMessage(), e);
            }
        }
        if (which == null) {
            out.println("(nothing deleted: give --run ID or --all to delete)");
        }
        out.flush();
        return ExitCode.OK.code();
    }

    private static List<NamespaceCleaner.Tree> found(NamespaceCleaner.Tree tree) {
        return tree == null ? List.of() : List.of(tree);
    }

    private static RunNamespace parseRun(String run) {
        String id = run.startsWith(RunNamespace.PARENT + "/") ? run.substring(RunNamespace.PARENT.length() + 1) : run;
        try {
            return new RunNamespace(id);
        } catch (IllegalArgumentException e) {
            throw new UserError("--run " + run + ": " + e.getMessage());
        }
    }
}
