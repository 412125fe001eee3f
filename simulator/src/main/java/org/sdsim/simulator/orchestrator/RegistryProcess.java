package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.api.ErrorReply;
import org.sdsim.consumer.api.ReadyReply;
import org.sdsim.consumer.api.Reply;
import org.sdsim.fixtures.registry.RegistryFailureException;
import org.sdsim.fixtures.registry.RegistryHeap;
import org.sdsim.fixtures.registry.RegistryServer;
import org.sdsim.fixtures.registry.ZooKeeperClients;
import org.sdsim.fixtures.fleet.Fleet;
import org.sdsim.simulator.folder.RegistryEvent;
import org.sdsim.simulator.folder.RegistryFolder;
import org.sdsim.simulator.registry.RegistryMain;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * An embedded registry of a run: a ZooKeeper server in a JVM of its own ({@link RegistryMain}),
 * with a heap sized from the fleet, its own GC log and log under registries/&lt;name&gt;, and the
 * fault operations of {@link RegistryServer}. Every start, kill, suspend and exit goes to
 * registries/events.jsonl; an exit sdsim did not cause is also handed to {@code onDeath}, so
 * the run can stop with the reason instead of measuring against a registry that is gone. With a
 * quorum config it is one member of an {@link EnsembleProcess} instead (named zk1.1, zk1.2, ...).
 */
public final class RegistryProcess implements OwnedRegistry {

    /** A restart replays the snapshot and transaction log: 400,000 znodes take a while on one CPU. */
    private static final Duration START_TIMEOUT = Duration.ofMinutes(3);
    private static final int FIRST_START_ATTEMPTS = 3;
    private static final String LOOPBACK = "127.0.0.1";

    private final String name;
    private final int port;
    private final Path dir;
    private final int heapMb;
    private final int juteMaxBuffer;
    private final String classPath;
    private final JsonLines events;
    private final Consumer<RegistryEvent> onDeath;
    /** An ensemble member's zoo.cfg; null for a standalone server. */
    private final Path quorumConfig;
    /** The current JVM; written under the lock by start, read without it (a restart can take minutes). */
    private volatile ChildJvm jvm;
    private int starts;
    /** Set while sdsim itself ends or has ended the process, so its exit is not a death. */
    private volatile boolean expectedDown = true;

    private RegistryProcess(String name, int port, Path dir, Fleet fleet, String classPath, JsonLines events,
            Consumer<RegistryEvent> onDeath, Path quorumConfig) {
        this.name = name;
        this.port = port;
        this.dir = dir;
        this.heapMb = RegistryHeap.megabytes(fleet);
        this.juteMaxBuffer = ZooKeeperClients.serverJuteMaxBuffer(fleet.urlCount(), fleet.meanUrlBytes());
        this.classPath = classPath;
        this.events = events;
        this.onDeath = onDeath;
        this.quorumConfig = quorumConfig;
    }

    /**
     * One member of an ensemble, not started: a JVM of its own in {@code dir}, serving clients on {@code port} as
     * {@code zooCfg} says (its peers, its quorum and election ports). {@link #start()} returns once its client port
     * is bound; it serves once the ensemble has a leader ({@link EnsembleProcess}).
     */
    static RegistryProcess member(String name, int port, Path dir, Path zooCfg, Fleet fleet, String classPath,
            JsonLines events, Consumer<RegistryEvent> onDeath) {
        return new RegistryProcess(name, port, dir, fleet, classPath, events, onDeath, zooCfg);
    }

    /**
     * Starts registry {@code name} on a free loopback port under {@code runDir}'s registries/, sized
     * for {@code fleet}, and returns once it accepts connections.
     *
     * @throws RegistryFailureException if it did not start (the message names its log)
     */
    static RegistryProcess launch(String name, Path runDir, Fleet fleet, String classPath, JsonLines events,
            Consumer<RegistryEvent> onDeath) throws InterruptedException {
        Path dir = RegistryFolder.of(runDir, name);
        for (int attempt = 1; ; attempt++) {
            RegistryProcess registry;
            try {
                Files.createDirectories(dir.resolve(RegistryFolder.DATA_FOLDER));
                registry = new RegistryProcess(name, freePort(), dir, fleet, classPath, events, onDeath, null);
                registry.start();
                return registry;
            } catch (PortTaken e) {
                // the free port was taken between our probe and ZooKeeper's bind: try another one
                if (attempt == FIRST_START_ATTEMPTS) {
                    throw new RegistryFailureException("embedded ZooKeeper " + name + " found no free port on "
                            + LOOPBACK + " after " + attempt + " attempts", e);
                }
            } catch (IOException e) {
                throw new RegistryFailureException("embedded ZooKeeper " + name + " did not start: " + e.getMessage(), e);
            }
        }
    }

    /** A loopback port nothing listens on now; ZooKeeper binds it a moment later (hence the retries). */
    private static int freePort() throws IOException {
        try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getByName(LOOPBACK))) {
            return s.getLocalPort();
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String connectString() {
        return LOOPBACK + ":" + port;
    }

    /** What the manifest says about this registry's JVM: where, how large and why, its GC log (in the run folder). */
    @Override
    public Map<String, Object> manifestEntry() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", name);
        m.put("connectString", connectString());
        m.put("heapMb", heapMb);
        m.put("heapFormula", RegistryHeap.FORMULA);
        m.put("juteMaxBuffer", juteMaxBuffer);
        m.put("gcLog", RegistryFolder.gcLog(Path.of(RegistryFolder.FOLDER, name), 1).toString());
        if (quorumConfig != null) {
            m.put("zooCfg", RegistryFolder.ZOO_CFG.in(Path.of(RegistryFolder.FOLDER, name)).toString());
        }
        return m;
    }

    /** A standalone server runs in this one process; an ensemble member is one of its ensemble's. */
    @Override
    public List<RegistryProcess> processes() {
        return List.of(this);
    }

    /** The server's log, registries/&lt;name&gt;/registry.log. */
    Path log() {
        return RegistryFolder.LOG.in(dir);
    }

    /** Where this server listens, as the meter names a member. */
    int port() {
        return port;
    }

    /** The server JVM's process id now; 0 when it is not running (never started, or down for a fault). */
    long pid() {
        ChildJvm child = jvm;
        return child != null && child.isAlive() ? child.pid() : 0;
    }

    @Override
    public boolean isAlive() {
        ChildJvm child = jvm;
        return child != null && child.isAlive();
    }

    @Override
    public synchronized void start() throws IOException, InterruptedException {
        if (isAlive()) {
            throw new IllegalStateException("registry " + name + " is running");
        }
        starts++;
        Path log = RegistryFolder.LOG.in(dir);
        List<String> args = new ArrayList<>(List.of(name, Integer.toString(port),
                dir.resolve(RegistryFolder.DATA_FOLDER).toString()));
        if (quorumConfig != null) {
            args.add(quorumConfig.toString());
        }
        ChildJvm child = ChildJvm.start(jvmOptions(), classPath, RegistryMain.class.getName(), args, log);
        Reply ready = child.nextReply(START_TIMEOUT);
        if (!(ready instanceof ReadyReply r) || r.port() == null || r.port() != port) {
            child.close();
            Integer code = child.waitFor(Duration.ofSeconds(5));
            if (code != null && code == RegistryMain.PORT_IN_USE_EXIT) {
                throw new PortTaken(connectString());
            }
            String why = ready instanceof ErrorReply e ? e.message() : "no ready reply within " + START_TIMEOUT.toSeconds() + " s";
            throw new IOException("registry " + name + " on " + connectString() + ": " + why + "; see " + log);
        }
        jvm = child;
        expectedDown = false;
        record("started", null, null, String.format("on %s, -Xmx%dm, start %d", connectString(), heapMb, starts));
        child.onExit(code -> exited(child, code));
    }

    private void exited(ChildJvm child, int code) {
        if (expectedDown || child != currentJvm()) {
            return;
        }
        boolean oom = code == EndReason.OOM_EXIT || child.logMentionsOom();
        RegistryEvent died = record("died", code, oom, (oom ? "out of heap (-Xmx" + heapMb + "m)" : "exited with " + code)
                + "; see " + RegistryFolder.LOG.in(dir));
        onDeath.accept(died);
    }

    private ChildJvm currentJvm() {
        return jvm;
    }

    /** The running JVM, for a signal; a registry never started has none. */
    private ChildJvm started() {
        ChildJvm child = jvm;
        if (child == null) {
            throw new IllegalStateException("registry " + name + " was never started");
        }
        return child;
    }

    @Override
    public void kill() throws InterruptedException {
        ChildJvm child = expect();
        child.kill();
        record("killed", child.waitFor(Duration.ZERO), null, "SIGKILL");
    }

    @Override
    public void suspend() throws IOException, InterruptedException {
        started().signal("STOP");
        record("suspended", null, null, "SIGSTOP");
    }

    @Override
    public void resume() throws IOException, InterruptedException {
        started().signal("CONT");
        record("resumed", null, null, "SIGCONT");
    }

    /**
     * The server's child watches by path (ZooKeeper's own words list data watches only: {@code
     * ServerWatches}); null when it is down, suspended or cannot say within a few seconds.
     */
    @Override
    public Map<String, Integer> childWatches() throws InterruptedException {
        org.sdsim.consumer.api.WatchesReply w = ask(org.sdsim.consumer.api.Command.WATCHES,
                org.sdsim.consumer.api.WatchesReply.class);
        return w == null ? null : w.childWatchesByPath();
    }

    /**
     * The bytes the server has sent each open session (ZooKeeper counts bytes for the whole server only:
     * {@code CountingServerCnxnFactory}); null when it is down, suspended or cannot say within a few seconds.
     */
    @Override
    public Map<Long, Long> sessionBytes() throws InterruptedException {
        org.sdsim.consumer.api.SessionBytesReply b = ask(org.sdsim.consumer.api.Command.SESSION_BYTES,
                org.sdsim.consumer.api.SessionBytesReply.class);
        return b == null ? null : b.bytesBySession();
    }

    /** Sends {@code command} and waits a few seconds for its {@code answer}; null for none, or an error. */
    private synchronized <T extends Reply> T ask(org.sdsim.consumer.api.Command command, Class<T> answer)
            throws InterruptedException {
        ChildJvm child = jvm;
        if (child == null || !child.isAlive() || !child.send(command)) {
            return null;
        }
        long deadline = System.nanoTime() + WATCHES_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            Reply reply = child.nextReply(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
            if (answer.isInstance(reply)) {
                return answer.cast(reply);
            }
            if (reply == null || reply instanceof ErrorReply) {
                return null;
            }
        }
        return null;
    }

    private static final Duration WATCHES_TIMEOUT = Duration.ofSeconds(10);

    /** Marks the coming exit as sdsim's own and returns the running JVM. */
    private synchronized ChildJvm expect() {
        if (jvm == null) {
            throw new IllegalStateException("registry " + name + " was never started");
        }
        expectedDown = true;
        return jvm;
    }

    /** Stops the server (a suspended one is resumed first, or it could not obey), then deletes its data. */
    @Override
    public void close() {
        ChildJvm child = jvm == null ? null : expect();
        if (child != null && child.isAlive()) {
            try {
                child.signal("CONT");
                child.send(org.sdsim.consumer.api.Command.STOP);
                Integer code = child.waitFor(Duration.ofSeconds(20));
                child.close();
                record("stopped", code == null ? child.waitFor(Duration.ZERO) : code, null, "end of run");
            } catch (IOException | InterruptedException e) {
                child.close();
                if (e instanceof InterruptedException) {
                    Thread.currentThread().interrupt();
                }
            }
        }
        deleteData();
    }

    /** ZooKeeper's snapshots and logs are throw-away test data, hundreds of MB at scale. */
    private void deleteData() {
        try (Stream<Path> files = Files.walk(dir.resolve(RegistryFolder.DATA_FOLDER))) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException | UncheckedIOException e) {
            System.err.println("sdsim: could not delete " + dir.resolve(RegistryFolder.DATA_FOLDER) + ": " + e.getMessage());
        }
    }

    private List<String> jvmOptions() {
        List<String> opts = new ArrayList<>();
        opts.add("-Xmx" + heapMb + "m");
        // One JVM per registry beside the consumer on a 2-core box: the serial collector keeps its
        // footprint and CPU share small; its full GCs (~1 s at 2 GB) stay far below session timeouts.
        opts.add("-XX:+UseSerialGC");
        opts.add("-XX:+ExitOnOutOfMemoryError");
        opts.add("-Xlog:gc*:file=" + RegistryFolder.gcLog(dir, starts) + ":time,uptime,level,tags:filecount=5,filesize=20m");
        opts.add("-D" + ZooKeeperClients.JUTE_MAX_BUFFER_PROPERTY + "=" + juteMaxBuffer);
        opts.add("-Dorg.slf4j.simpleLogger.defaultLogLevel=warn");
        opts.add("-Djava.net.preferIPv4Stack=true");
        String extra = System.getenv("SDSIM_REGISTRY_JAVA_OPTS");
        if (extra != null && !extra.isBlank()) {
            opts.addAll(java.util.Arrays.asList(extra.trim().split("\\s+")));
        }
        return opts;
    }

    private RegistryEvent record(String event, Integer exitCode, Boolean outOfHeap, String detail) {
        ChildJvm child = currentJvm();
        RegistryEvent e = new RegistryEvent(System.currentTimeMillis(), name, event, child == null ? -1 : child.pid(),
                exitCode, outOfHeap, detail);
        events.append(e);
        return e;
    }

    /** The port was taken before ZooKeeper could bind it. */
    static final class PortTaken extends IOException {
        PortTaken(String address) {
            super(address + " is in use");
        }
    }
}
