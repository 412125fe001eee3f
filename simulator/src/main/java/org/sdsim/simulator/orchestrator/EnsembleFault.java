package org.sdsim.simulator.orchestrator;

import org.sdsim.fixtures.meter.MemberSample;
import org.sdsim.fixtures.meter.RegistryMeter;
import org.sdsim.fixtures.meter.RegistrySample;
import org.sdsim.fixtures.meter.ServerCounters;
import org.sdsim.simulator.fault.Fault;
import org.sdsim.simulator.fault.FaultKind;
import org.sdsim.simulator.fault.FaultRecord;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * One ensemble fault of a mode ({@code leader-kill}, {@code member-restart}) on the ensembles it names: picks the
 * member (the one that leads, the one named, or a follower), reads every member's sessions and counters, kills the
 * member by its pid (SIGKILL), times the election where the leader went, starts the member again and waits until it
 * serves, so that the ensemble is whole again before the fault counts as over. At the end of the fault's watch it
 * reads the sessions and counters again: how many sessions moved to another member or expired, and what the storm
 * of reconnects and re-reads cost the registry ({@link FaultRecord.Ensemble}, {@link FaultRecord.Sessions},
 * {@link FaultRecord.Storm}).
 */
final class EnsembleFault {

    /** How long an election may take before the fault says none came (ZooKeeper's own is well under a second here). */
    static final Duration ELECTION_LIMIT = Duration.ofMinutes(2);

    /** One ensemble the fault acts on. */
    private static final class Target {
        final String registry;
        final EnsembleProcess ensemble;
        final RegistryMeter meter;
        RegistryProcess stopped;
        String stoppedRole;
        long stoppedPid;
        Map<Long, RegistryMeter.SessionPlace> sessionsBefore = Map.of();
        Map<String, MemberSample> membersBefore = Map.of();

        Target(String registry, EnsembleProcess ensemble, RegistryMeter meter) {
            this.registry = registry;
            this.ensemble = ensemble;
            this.meter = meter;
        }
    }

    private final Fault fault;
    private final List<Target> targets;
    private final List<String> stopped = new ArrayList<>();
    private final Map<String, Double> electionSeconds = new TreeMap<>();
    private final Map<String, String> leadersAfter = new TreeMap<>();
    private final Map<String, Double> backSeconds = new TreeMap<>();
    private long killedAtMs;
    private String note = "";

    private EnsembleFault(Fault fault, List<Target> targets) {
        this.fault = fault;
        this.targets = targets;
    }

    /**
     * The fault on the ensembles of {@code ctx} it names (its registry, or every one the run owns).
     *
     * @throws IllegalStateException when a named registry is no ensemble of the run's
     */
    static EnsembleFault of(Fault fault, RunContext ctx) {
        List<String> labels = fault.registry() != null ? List.of(fault.registry()) : ctx.options().registries().ownedLabels();
        List<Target> targets = new ArrayList<>();
        for (String label : labels) {
            if (!(ctx.registryServer(label) instanceof EnsembleProcess ensemble)) {
                throw new IllegalStateException("registry " + label + " is no ensemble of this run (--ensemble 3)");
            }
            targets.add(new Target(label, ensemble, ctx.meters().meter(label)));
        }
        return new EnsembleFault(fault, targets);
    }

    /**
     * Picks each ensemble's member, reads the sessions and counters, and right before the kill has {@code beforeKill}
     * record the counters and every process's CPU (what the member used up to its death); then kills, waits for the
     * elections, starts the members again and waits until they serve.
     */
    void inject(java.util.function.Consumer<String> beforeKill, Progress progress, String tag)
            throws IOException, InterruptedException {
        for (Target t : targets) {
            t.stopped = pick(t);
            t.stoppedRole = t.ensemble.roles().get(t.stopped);
            t.stoppedPid = t.stopped.pid();
            if (t.meter != null) {
                t.sessionsBefore = t.meter.sessionPlaces();
                t.membersBefore = members(t.meter);
            }
        }
        beforeKill.accept("fault " + fault.spec());
        long killedNanos = System.nanoTime();
        killedAtMs = System.currentTimeMillis();
        for (Target t : targets) {
            t.stopped.kill();
            stopped.add(t.stopped.name() + " (" + t.stoppedRole + ", pid " + t.stoppedPid + ")");
        }
        progress.say("[" + tag + "] " + fault.spec() + ": killed " + String.join(", ", stopped));
        for (Target t : targets) {
            if (MemberSample.LEADER.equals(t.stoppedRole)) {
                RegistryProcess leader = t.ensemble.awaitLeader(ELECTION_LIMIT);
                if (leader == null) {
                    note = join(note, "no member of " + t.registry + " led within " + ELECTION_LIMIT.toSeconds() + " s");
                } else {
                    double s = (System.nanoTime() - killedNanos) / 1e9;
                    electionSeconds.put(t.registry, round(s));
                    progress.say(String.format("[%s] %s: %s leads %s after %.2f s", tag, fault.spec(), leader.name(),
                            t.registry, s));
                }
            }
        }
        for (Target t : targets) {
            t.stopped.start();
            if (t.ensemble.awaitServing(t.stopped, EnsembleProcess.SERVE_TIMEOUT)) {
                backSeconds.put(t.registry, round((System.nanoTime() - killedNanos) / 1e9));
            } else {
                note = join(note, t.stopped.name() + " did not serve again within "
                        + EnsembleProcess.SERVE_TIMEOUT.toSeconds() + " s");
            }
            RegistryProcess leader = t.ensemble.leader();
            if (leader != null) {
                leadersAfter.put(t.registry, leader.name());
            }
            progress.say("[" + tag + "] " + fault.spec() + ": " + t.stopped.name() + " started again (pid "
                    + t.stopped.pid() + "); " + RunFixtures.describeRoles(t.ensemble));
        }
    }

    /** The member the fault stops on {@code t}: the leader, the one named, or the first follower. */
    private RegistryProcess pick(Target t) throws InterruptedException {
        if (fault.member() != null) {
            return t.ensemble.member(fault.member());
        }
        Map<RegistryProcess, String> roles = t.ensemble.roles();
        String wanted = fault.kind() == FaultKind.LEADER_KILL ? MemberSample.LEADER : MemberSample.FOLLOWER;
        for (Map.Entry<RegistryProcess, String> e : roles.entrySet()) {
            if (wanted.equals(e.getValue())) {
                return e.getKey();
            }
        }
        if (fault.kind() == FaultKind.LEADER_KILL) {
            RegistryProcess leader = t.ensemble.awaitLeader(ELECTION_LIMIT);
            if (leader != null) {
                return leader;
            }
        }
        throw new IllegalStateException("no member of " + t.registry + " is a " + wanted + " now ("
                + RunFixtures.describeRoles(t.ensemble) + ")");
    }

    /** Each member's sample now, by member label; empty when none answers. */
    private static Map<String, MemberSample> members(RegistryMeter meter) {
        try {
            RegistrySample s = meter.sample(null, false);
            Map<String, MemberSample> out = new HashMap<>();
            if (s.members() != null) {
                s.members().forEach(m -> out.put(m.member(), m));
            }
            return out;
        } catch (IOException e) {
            return Map.of();
        }
    }

    /** What went wrong, or "". */
    String note() {
        return note;
    }

    FaultRecord.Ensemble ensemble() {
        return new FaultRecord.Ensemble(List.copyOf(stopped), new TreeMap<>(electionSeconds), new TreeMap<>(leadersAfter),
                new TreeMap<>(backSeconds));
    }

    /** The fault's sessions and storm, read now (the watch's end); {@code subscribers} the subscribers' session ids. */
    Ended end(Set<Long> subscribers) {
        int before = 0;
        int reconnected = 0;
        int moved = 0;
        int expired = 0;
        int subscribersExpired = 0;
        Long requests = 0L;
        Long bytes = 0L;
        for (Target t : targets) {
            if (t.meter == null) {
                requests = null;
                bytes = null;
                continue;
            }
            Map<Long, RegistryMeter.SessionPlace> after = t.meter.sessionPlaces();
            for (Map.Entry<Long, RegistryMeter.SessionPlace> s : t.sessionsBefore.entrySet()) {
                before++;
                RegistryMeter.SessionPlace now = after.get(s.getKey());
                if (now == null) {
                    expired++;
                    if (subscribers.contains(s.getKey())) {
                        subscribersExpired++;
                    }
                    continue;
                }
                if (!now.member().equals(s.getValue().member())) {
                    moved++;
                    reconnected++;
                } else if (now.establishedMs() != s.getValue().establishedMs()) {
                    reconnected++;
                }
            }
            long sinceMs = System.currentTimeMillis() - killedAtMs;
            for (MemberSample m : members(t.meter).values()) {
                MemberSample was = t.membersBefore.get(m.member());
                if (was == null || !was.serving() || !m.serving()) {
                    continue; // not read at both ends: its storm is not known (a member still down at the end)
                }
                ServerCounters grown = m.grownSince(was, sinceMs);
                requests = add(requests, grown.packetsReceived());
                bytes = add(bytes, grown.bytesSent());
            }
        }
        return new Ended(new FaultRecord.Sessions(before, reconnected, moved, expired, subscribersExpired),
                new FaultRecord.Storm(round((System.currentTimeMillis() - killedAtMs) / 1000.0), requests, bytes));
    }

    /** What the fault's watch found at its end. */
    record Ended(FaultRecord.Sessions sessions, FaultRecord.Storm storm) {
    }

    private static Long add(Long a, Long b) {
        return a == null || b == null ? null : a + b;
    }

    private static double round(double seconds) {
        return Math.round(seconds * 100) / 100.0;
    }

    private static String join(String a, String b) {
        return a.isEmpty() ? b : a + "; " + b;
    }
}
