package org.sdsim.simulator.cli;

import org.apache.curator.framework.CuratorFramework;
import org.apache.dubbo.common.URL;
import org.sdsim.consumer.api.SubscribersReply;
import org.sdsim.consumer.jvm.DubboSettings;
import org.sdsim.fixtures.fleet.FleetService;
import org.sdsim.fixtures.fleet.RegistryLayout;
import org.sdsim.fixtures.registrar.RunNamespace;
import org.sdsim.fixtures.registry.RegistryEndpoints;
import org.sdsim.fixtures.registry.ZooKeeperClients;
import org.sdsim.fixtures.subscriber.SubscribedFleet;
import org.sdsim.simulator.plan.ModePlan;
import org.sdsim.simulator.plan.ModePlanner;
import org.sdsim.simulator.run.UserError;
import org.sdsim.simulator.subscriber.SubscriberRun;
import org.sdsim.simulator.subscriber.SubscriberSpec;
import org.sdsim.simulator.summary.SubscriberFigures;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/**
 * {@code sdsim load}: a fleet of subscribers in this process, against the registries of a run
 * that is going on somewhere else (an external ensemble), so that several machines load one ensemble
 * together. The run's namespace tells it what to subscribe to; the run's registrar tells it of each
 * push through its markers; this machine writes its own folder.
 */
@Command(name = "load",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        header = "Load a running run's registries with subscribers from this machine.",
        description = {
            "Starts N subscribers per registry (ZooKeeper sessions that follow the access pattern of one Dubbo "
                + "consumer generation and discovery mode, keeping nothing they read) against the registries of a "
                + "run under way on an external ensemble, and times every address push the run makes: from the "
                + "registrar's acknowledged write to each subscriber's first read of the new state. It reads the "
                + "run's services from its namespace (/sdsim/<run id>), so start it once the run has registered its "
                + "fleet. Several machines can do this against one ensemble; each writes its own --out folder "
                + "(spec.json, pushes.jsonl, sessions.json, status.json). Times across machines include their "
                + "clocks' offset.",
            ""},
        footer = {"",
            "Exit codes: 0 done, 2 bad flags or nothing to subscribe to, 3 a registry was unreachable, 130 interrupted.",
            "",
            "Example:",
            "  sdsim load --registry zookeeper://zk-a:2181 --registry zookeeper://zk-b:2181 \\",
            "      --run 20261202-101500-1a2b3c4d --mode interface@2.7 --subscribers 1000 --duration 10m --out runs/load-a"})
public final class LoadCommand implements Callable<Integer> {

    @Option(names = "--registry", required = true, paramLabel = "zookeeper://HOST:PORT[,HOST:PORT...]",
            description = "A registry of the run, in the run's order (zk1 first); give it once per registry.")
    List<String> registries = new ArrayList<>();

    @Option(names = "--run", required = true, paramLabel = "ID",
            description = "The run's id, or its namespace /sdsim/ID (its manifest.json: registryNamespace).")
    String run;

    @Option(names = "--mode", required = true, paramLabel = "MODE",
            description = "Whom to impersonate: a mode as sdsim run names it (interface, application@3.0.15, interface@2.7, dual, application+cached-instances).")
    String mode;

    @Option(names = "--subscribers", paramLabel = "N", defaultValue = "100",
            description = "Subscribers per registry (default: ${DEFAULT-VALUE}).")
    int perRegistry;

    @Option(names = "--duration", paramLabel = "DURATION", converter = DurationConverter.class, defaultValue = "10m",
            description = "How long to stay subscribed once every subscriber is in (default: ${DEFAULT-VALUE}); Ctrl-C ends it sooner.")
    Duration duration;

    @Option(names = "--out", paramLabel = "DIR", description = "This machine's folder (default: runs/subscribers-<run id>).")
    Path out;

    @Override
    public Integer call() throws Exception {
        String id = run.startsWith(RunNamespace.PARENT + "/") ? run.substring(RunNamespace.PARENT.length() + 1) : run;
        RunNamespace namespace;
        try {
            namespace = new RunNamespace(id);
        } catch (IllegalArgumentException e) {
            throw new UserError("--run " + run + ": " + e.getMessage());
        }
        ModePlan plan = ModePlanner.installed().withSubscribers(true).plan(List.of(mode)).get(0);
        if (!plan.mode().discovery().holdsAddresses()) {
            throw new UserError("--mode " + mode + ": a baseline subscribes to nothing");
        }
        if (perRegistry < 1 || perRegistry > org.sdsim.simulator.plan.RunOptions.MAX_SUBSCRIBERS) {
            throw new UserError("--subscribers: expected 1 to " + org.sdsim.simulator.plan.RunOptions.MAX_SUBSCRIBERS
                    + ", got " + perRegistry);
        }
        List<String> connect = new ArrayList<>();
        for (String r : registries) {
            connect.add(RegistryEndpoints.parse(r).connectString());
        }
        RegistryLayout layout = namespace.layout();
        List<FleetService> services;
        List<String> apps;
        try (CuratorFramework client = ZooKeeperClients.connect(connect.get(0), Duration.ofSeconds(10))) {
            services = services(client, layout);
            apps = client.checkExists().forPath(layout.instanceRoot()) == null ? List.of()
                    : client.getChildren().forPath(layout.instanceRoot());
        }
        if (services.isEmpty()) {
            throw new UserError("--run " + run + ": no service under " + layout.interfaceRoot() + " in " + connect.get(0)
                    + "; is the run registering its fleet there?");
        }
        Path folder = out != null ? out : Path.of("runs", "subscribers-" + id);
        SubscriberSpec spec = SubscriberSpec.of(plan.subscriberPattern(), SubscriberSpec.labelled(connect),
                new SubscribedFleet(layout, services, apps, DubboSettings.APPLICATION), perRegistry, folder);
        PrintStream err = System.err;
        err.printf("sdsim load: %,d per registry on %d registries, as %s, for %d services of %s%n", perRegistry,
                connect.size(), spec.pattern().id(), services.size(), namespace.path());
        CountDownLatch interrupted = new CountDownLatch(1);
        CountDownLatch finished = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            interrupted.countDown();
            try {
                finished.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Runtime.getRuntime().addShutdownHook(hook);
        int code = 0;
        try (SubscriberRun subscribers = SubscriberRun.start(spec)) {
            long start = System.nanoTime();
            SubscribersReply s = subscribers.status();
            while (!s.allReady() && interrupted.getCount() > 0) {
                err.printf("\rsdsim load: %,d / %,d subscribed (%.0f s)", s.ready(), s.target(),
                        (System.nanoTime() - start) / 1e9);
                Thread.sleep(500);
                s = subscribers.status();
            }
            err.printf("%nsdsim load: %,d subscribed (%,d lost); staying for %s%n", s.ready(), s.lost(), duration);
            long end = System.nanoTime() + duration.toNanos();
            while (System.nanoTime() < end && interrupted.getCount() > 0) {
                Thread.sleep(1000);
                s = subscribers.status();
                err.printf("\rsdsim load: %,d pushes timed, %,d full reads", s.pushesTimed(), s.fullReads());
            }
            if (interrupted.getCount() == 0) {
                code = 130;
            }
        } finally {
            finished.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException exiting) {
                // the hook is running and waits for us
            }
        }
        SubscriberFigures f = org.sdsim.simulator.summarize.SubscriberSummarizer.ofFolder(folder, (where, what) -> err.println(where + ": " + what));
        err.println();
        System.out.printf("pushes timed %d; push p50 %s ms, p99 %s ms, max %s ms; full reads per subscriber ÷ pushes %s; "
                + "subscriber JVM heap after GC at most %s MB%nfolder: %s%n", f.fanOut().pushes(), f.fanOut().p50Ms(),
                f.fanOut().p99Ms(), f.fanOut().maxMs(), f.reads().fullPerPush(), f.jvm().maxHeapAfterGcMb(),
                folder.toAbsolutePath());
        return code;
    }

    /** The run's services, read from its namespace: each interface, with the group and version its first provider names. */
    private static List<FleetService> services(CuratorFramework client, RegistryLayout layout) throws Exception {
        List<FleetService> out = new ArrayList<>();
        if (client.checkExists().forPath(layout.interfaceRoot()) == null) {
            return out;
        }
        Set<String> notServices = Set.of("mapping", "metadata", "config");
        for (String child : client.getChildren().forPath(layout.interfaceRoot())) {
            if (notServices.contains(child)) {
                continue;
            }
            String iface = URL.decode(child);
            String providers = layout.categoryPath(iface, RegistryLayout.PROVIDERS);
            List<String> urls = client.checkExists().forPath(providers) == null ? List.of()
                    : client.getChildren().forPath(providers);
            if (urls.isEmpty()) {
                continue;
            }
            URL first = URL.valueOf(URL.decode(urls.get(0)));
            out.add(new FleetService(iface, iface, first.getPath(), first.getGroup(""), first.getVersion(""), "",
                    List.of(), 0, 0));
        }
        return out;
    }
}
