package org.sdsim.simulator.orchestrator;

import org.sdsim.fixtures.fleet.Fleet;
import org.sdsim.fixtures.meter.FourLetterWord;
import org.sdsim.fixtures.meter.MemberSample;
import org.sdsim.fixtures.meter.RegistryMeter;
import org.sdsim.fixtures.registry.RegistryEndpoints;
import org.sdsim.fixtures.registry.RegistryFailureException;
import org.sdsim.simulator.folder.RegistryEvent;
import org.sdsim.simulator.folder.RegistryFolder;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * An embedded registry that is a real ZooKeeper ensemble ({@code --ensemble 3}): each member a ZooKeeper quorum
 * peer in a JVM of its own ({@link RegistryProcess} with a zoo.cfg, {@code registry.QuorumMember}), named zk1.1,
 * zk1.2, ... in registries/, all on 127.0.0.1 (client, quorum and election ports alike), electing their leader as any
 * ensemble does. Clients get every member in the connect string, as a production client would.
 *
 * <p>As a {@link org.sdsim.fixtures.registry.RegistryServer} it acts on every member together (a registry restart
 * or outage takes the whole ensemble down); {@link #leader()}, {@link #member(int)} and {@link #awaitLeader} are
 * what the ensemble's own faults (leader-kill, member-restart) need.
 */
final class EnsembleProcess implements OwnedRegistry {

    /** How long an ensemble may take to elect a leader with every member serving: a start loads the data first. */
    static final Duration SERVE_TIMEOUT = Duration.ofMinutes(3);
    private static final Duration POLL = Duration.ofMillis(100);
    private static final int START_ATTEMPTS = 3;
    private static final String LOOPBACK = "127.0.0.1";
    /** The words the meter reads, and srvr for the role (FourLetterWord.WORDS has all four). */
    private static final String WORDS = FourLetterWord.WORDS;

    private final String name;
    private final List<RegistryProcess> members;

    private EnsembleProcess(String name, List<RegistryProcess> members) {
        this.name = name;
        this.members = List.copyOf(members);
    }

    /**
     * Starts registry {@code name} as {@code size} members under {@code runDir}'s registries/ and returns once every
     * member serves and one leads.
     *
     * @throws RegistryFailureException if it did not (the message names the logs)
     */
    static EnsembleProcess launch(String name, int size, Path runDir, Fleet fleet, String classPath, JsonLines events,
            Consumer<RegistryEvent> onDeath) throws InterruptedException {
        for (int attempt = 1; ; attempt++) {
            List<RegistryProcess> started = new ArrayList<>();
            try {
                int[][] ports = freePorts(size);
                for (int i = 0; i < size; i++) {
                    String member = MemberSample.label(name, i);
                    Path dir = RegistryFolder.of(runDir, member);
                    Path cfg = writeConfig(name, dir, i, ports);
                    started.add(RegistryProcess.member(member, ports[i][0], dir, cfg, fleet, classPath, events, onDeath));
                }
                for (RegistryProcess m : started) {
                    m.start();
                }
                EnsembleProcess ensemble = new EnsembleProcess(name, started);
                ensemble.awaitServing(SERVE_TIMEOUT);
                return ensemble;
            } catch (RegistryProcess.PortTaken e) {
                started.forEach(RegistryProcess::close);
                if (attempt == START_ATTEMPTS) {
                    throw new RegistryFailureException("embedded ensemble " + name + " found no free ports on " + LOOPBACK
                            + " after " + attempt + " attempts", e);
                }
            } catch (IOException e) {
                started.forEach(RegistryProcess::close);
                throw new RegistryFailureException("embedded ensemble " + name + " did not start: " + e.getMessage(), e);
            }
        }
    }

    /** {client, quorum, election} port of each member: distinct free loopback ports, all held at once while picked. */
    private static int[][] freePorts(int size) throws IOException {
        List<ServerSocket> held = new ArrayList<>();
        try {
            int[][] out = new int[size][3];
            for (int i = 0; i < size; i++) {
                for (int k = 0; k < 3; k++) {
                    ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName(LOOPBACK));
                    held.add(s);
                    out[i][k] = s.getLocalPort();
                }
            }
            return out;
        } finally {
            for (ServerSocket s : held) {
                s.close();
            }
        }
    }

    /**
     * Member {@code index}'s zoo.cfg and myid: the settings of sdsim's standalone registries
     * ({@code LoopbackZooKeeper}: 2 s ticks and sessions up to 40 s, no fsync of test data, no ACL checks, no
     * connection limit per address, the meter's words allowed, no AdminServer), the limits of bench/zk-ensemble.sh
     * (initLimit 30, syncLimit 10 ticks) and every member as {@code server.N=127.0.0.1:quorum:election}.
     */
    private static Path writeConfig(String registry, Path dir, int index, int[][] ports) throws IOException {
        Path data = dir.resolve(RegistryFolder.DATA_FOLDER);
        Files.createDirectories(data);
        Files.writeString(data.resolve("myid"), Integer.toString(index + 1) + "\n", StandardCharsets.US_ASCII);
        StringBuilder cfg = new StringBuilder();
        cfg.append("# registry ").append(registry).append(", member ").append(index + 1).append(" of ").append(ports.length)
                .append(": written by sdsim (EnsembleProcess)\n");
        cfg.append("tickTime=2000\ninitLimit=30\nsyncLimit=10\n");
        cfg.append("dataDir=").append(data.toAbsolutePath()).append('\n');
        cfg.append("clientPort=").append(ports[index][0]).append('\n');
        cfg.append("clientPortAddress=").append(LOOPBACK).append('\n');
        cfg.append("maxClientCnxns=0\nmaxSessionTimeout=40000\n");
        cfg.append("forceSync=no\nskipACL=yes\nadmin.enableServer=false\n");
        cfg.append(FourLetterWord.WHITELIST_SETTING).append('=').append(WORDS).append('\n');
        for (int j = 0; j < ports.length; j++) {
            cfg.append("server.").append(j + 1).append('=').append(LOOPBACK).append(':').append(ports[j][1]).append(':')
                    .append(ports[j][2]).append('\n');
        }
        Path file = RegistryFolder.ZOO_CFG.in(dir);
        Files.writeString(file, cfg, StandardCharsets.US_ASCII);
        return file;
    }

    @Override
    public String name() {
        return name;
    }

    /** Every member, {@code 127.0.0.1:p1,127.0.0.1:p2,127.0.0.1:p3}: what a production client is given. */
    @Override
    public String connectString() {
        return String.join(",", members.stream().map(m -> LOOPBACK + ":" + m.port()).toList());
    }

    /** The members, in connect-string order (zk1.1 first). */
    @Override
    public List<RegistryProcess> processes() {
        return members;
    }

    /** Member {@code number} (1-based, as zk1.2 names member 2). */
    RegistryProcess member(int number) {
        if (number < 1 || number > members.size()) {
            throw new IllegalArgumentException(name + " has members 1 to " + members.size() + ", not " + number);
        }
        return members.get(number - 1);
    }

    /** Every member as the meter reads it, in connect-string order. */
    List<LongSupplier> pids() {
        return members.stream().map(m -> (LongSupplier) m::pid).toList();
    }

    /** Each member's role now ({@link RegistryMeter#role}: leader, follower, not serving, down). */
    Map<RegistryProcess, String> roles() {
        Map<RegistryProcess, String> out = new LinkedHashMap<>();
        for (RegistryProcess m : members) {
            out.put(m, m.isAlive() ? RegistryMeter.role(server(m)) : MemberSample.DOWN);
        }
        return out;
    }

    /** The member that leads now; null while none does. */
    RegistryProcess leader() {
        return roles().entrySet().stream().filter(e -> MemberSample.LEADER.equals(e.getValue())).map(Map.Entry::getKey)
                .findFirst().orElse(null);
    }

    /** The member that serves as leader once one does, waiting up to {@code limit}; null if none did. */
    RegistryProcess awaitLeader(Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < deadline) {
            RegistryProcess leader = leader();
            if (leader != null) {
                return leader;
            }
            Thread.sleep(POLL.toMillis());
        }
        return null;
    }

    /** Waits until {@code member} serves (as leader or follower); false when it did not within {@code limit}. */
    boolean awaitServing(RegistryProcess member, Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < deadline && member.isAlive()) {
            String role = RegistryMeter.role(server(member));
            if (MemberSample.LEADER.equals(role) || MemberSample.FOLLOWER.equals(role)) {
                return true;
            }
            Thread.sleep(POLL.toMillis());
        }
        return false;
    }

    /** Waits until every member serves and one of them leads. */
    private void awaitServing(Duration limit) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        Map<RegistryProcess, String> roles = roles();
        while (System.nanoTime() < deadline) {
            for (RegistryProcess m : members) {
                if (!m.isAlive()) {
                    throw new IOException("member " + m.name() + " exited; see " + m.log());
                }
            }
            roles = roles();
            long leaders = roles.values().stream().filter(MemberSample.LEADER::equals).count();
            boolean allServe = roles.values().stream()
                    .allMatch(r -> MemberSample.LEADER.equals(r) || MemberSample.FOLLOWER.equals(r));
            if (allServe && leaders == 1) {
                return;
            }
            Thread.sleep(POLL.toMillis());
        }
        throw new IOException("no leader with every member serving within " + limit.toSeconds() + " s (" + describe(roles)
                + "); see " + String.join(", ", members.stream().map(m -> m.log().toString()).toList()));
    }

    private static String describe(Map<RegistryProcess, String> roles) {
        List<String> out = new ArrayList<>();
        roles.forEach((m, r) -> out.add(m.name() + " " + r));
        return String.join(", ", out);
    }

    private static RegistryEndpoints.Server server(RegistryProcess m) {
        return new RegistryEndpoints.Server(LOOPBACK, m.port());
    }

    /** Whether every member runs. */
    @Override
    public boolean isAlive() {
        return members.stream().allMatch(RegistryProcess::isAlive);
    }

    /** Starts every member that is down and returns once each serves and one leads. */
    @Override
    public void start() throws IOException, InterruptedException {
        if (isAlive()) {
            throw new IllegalStateException("registry " + name + " is running");
        }
        for (RegistryProcess m : members) {
            if (!m.isAlive()) {
                m.start();
            }
        }
        awaitServing(SERVE_TIMEOUT);
    }

    /** SIGKILL of every member: the whole ensemble down at once. */
    @Override
    public void kill() throws InterruptedException {
        for (RegistryProcess m : members) {
            if (m.isAlive()) {
                m.kill();
            }
        }
    }

    @Override
    public void suspend() throws IOException, InterruptedException {
        for (RegistryProcess m : members) {
            m.suspend();
        }
    }

    @Override
    public void resume() throws IOException, InterruptedException {
        for (RegistryProcess m : members) {
            m.resume();
        }
    }

    @Override
    public Map<String, Object> manifestEntry() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", name);
        m.put("connectString", connectString());
        m.put("ensemble", members.size());
        m.put("members", members.stream().map(RegistryProcess::manifestEntry).toList());
        return m;
    }

    /** Every member's child watches together: each holds those of the sessions connected to it. */
    @Override
    public Map<String, Integer> childWatches() throws InterruptedException {
        return merged(RegistryProcess::childWatches, Integer::sum);
    }

    /** Every member's bytes per session: a session is connected to one member at a time. */
    @Override
    public Map<Long, Long> sessionBytes() throws InterruptedException {
        return merged(RegistryProcess::sessionBytes, Long::sum);
    }

    /** What a member answers for its own server, or null. */
    private interface MemberTable<K, V> {
        Map<K, V> of(RegistryProcess member) throws InterruptedException;
    }

    /** Every running member's table merged; null when none could say. */
    private <K, V> Map<K, V> merged(MemberTable<K, V> table, java.util.function.BinaryOperator<V> add)
            throws InterruptedException {
        Map<K, V> out = new TreeMap<>();
        boolean any = false;
        for (RegistryProcess m : members) {
            Map<K, V> mine = m.isAlive() ? table.of(m) : null;
            if (mine != null) {
                any = true;
                mine.forEach((k, v) -> out.merge(k, v, add));
            }
        }
        return any ? out : null;
    }

    @Override
    public void close() {
        members.forEach(RegistryProcess::close);
    }
}
