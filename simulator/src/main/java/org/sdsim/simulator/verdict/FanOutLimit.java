package org.sdsim.simulator.verdict;

import org.sdsim.simulator.summary.FanOutCpu;
import org.sdsim.simulator.summary.ModeCpu;
import org.sdsim.simulator.summary.ProcessCpu;
import org.sdsim.simulator.summary.RegistryFigures;
import org.sdsim.simulator.summary.SubscriberFigures;

import org.sdsim.simulator.summary.BusiestThread;
import org.sdsim.simulator.summary.ModeSummary;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What limited a mode's push fan-out, named from what the run measured rather than asserted: the
 * machine (all its cores busy), the registry (a server near a core of CPU, or the time requests
 * spent inside the server accounting for the subscribers' wait), the load generator (reads owed and
 * not done while the registry had CPU and latency to spare, the subscriber JVM itself busy or pausing, or work still
 * waiting in its lanes at the end), or none. The CPU figures are those while pushes were being read
 * ({@link FanOutCpu}) where the run read them, else the span's. docs/registry-side.md gives the thresholds and why.
 *
 * @param limitedBy "machine", "registry", "load generator" or "none"; "n/a" without a CPU block
 * @param evidence  the figures the verdict rests on, in one line
 */
public record FanOutLimit(String limitedBy, String evidence) {

    public static final String MACHINE = "machine";
    public static final String REGISTRY = "registry";
    public static final String LOAD_GENERATOR = "load generator";
    public static final String NONE = "none";
    public static final String NA = "n/a";

    /** All cores this busy: no process's time is its own any more, whatever else the figures say. */
    static final double MACHINE_BUSY = 0.9;
    /**
     * A ZooKeeper server this busy is near its limit: every request passes single-threaded stages of its
     * request path (standalone: PrepRequestProcessor, then SyncRequestProcessor's thread, which runs every read;
     * a quorum follower: the CommitProcessor's main loop, before reads fan out to its workers; see
     * ZooKeeperThreads), so near one core it queues requests whatever cores are left.
     */
    public static final double REGISTRY_CORES = 0.8;
    /**
     * One thread of a server this busy is a stage near its one core: a single-threaded stage (ZooKeeperThreads names
     * them) queues every request behind it whatever cores the server has left. The process is then at least this busy
     * too, so this adds no new verdict to {@link #REGISTRY_CORES}; it names the thread that saturated.
     */
    static final double REGISTRY_THREAD_CORES = 0.8;
    /**
     * Little's law: a server's mean read latency times its request rate is how many requests were inside
     * it on average. Set against the subscriber sessions, each with its reads queued one after another, it
     * is the share of their waiting that the server accounts for. Half or more: the server's latency is
     * what the subscribers wait on.
     */
    static final double IN_SERVER_SHARE = 0.5;
    /** A subscriber JVM this busy (one lane per registry and session on a few threads) delays its own reads. */
    static final double LOAD_GENERATOR_CORES = 0.8;
    /** The subscriber JVM's GC pauses as a share of the window: above this, it stops its own reads. */
    static final double LOAD_GENERATOR_GC_SHARE = 0.1;

    /** The verdict for one mode; "n/a" when it has no CPU block (an older run, an external registry alone says why). */
    public static FanOutLimit of(ModeSummary m) {
        ModeCpu cpu = m.cpu();
        if (cpu == null) {
            return new FanOutLimit(NA, "no CPU was recorded for this mode (an older run, or it never measured)");
        }
        // while pushes were being read where the run read that, else over the span (a run written before it was)
        FanOutCpu during = cpu.duringFanOut();
        List<String> seen = new ArrayList<>();
        if (during != null) {
            seen.add(String.format(Locale.ROOT, "while pushes were read (%.0f s of the %.0f s span)", during.seconds(),
                    cpu.seconds()));
        }
        double registryCores = 0;
        String saturatedThread = null;
        for (ProcessCpu p : cpu.processes()) {
            if (p.role().startsWith("registry ") && p.cores() != null) {
                double cores = cores(during, p);
                registryCores = Math.max(registryCores, cores);
                BusiestThread t = p.busiestThread();
                seen.add(String.format(Locale.ROOT, "%s %.2f cores", p.role(), cores) + (t == null ? "" : " ("
                        + busiestThread(t) + (during == null ? "" : " over the span") + ")"));
                if (saturatedThread == null && t != null && t.cores() != null && t.cores() >= REGISTRY_THREAD_CORES) {
                    saturatedThread = saturated(p.role(), t);
                }
            }
        }
        if (saturatedThread != null) {
            seen.add(saturatedThread);
        }
        cpu.notMeasured().forEach((role, why) -> {
            if (role.startsWith("registry ")) {
                seen.add(role + " CPU n/a");
            }
        });
        ProcessCpu generator = cpu.process("subscribers");
        double generatorCores = generator == null || generator.cores() == null ? 0 : cores(during, generator);
        if (generator != null) {
            seen.add(String.format(Locale.ROOT, "subscribers %.2f cores", generatorCores));
        }
        SubscriberFigures s = m.subscribers();
        double gcShare = s == null || s.jvm().gcPauseMs() == null || cpu.seconds() <= 0 ? 0
                : s.jvm().gcPauseMs() / 1000 / cpu.seconds();
        if (gcShare > 0) {
            seen.add(String.format(Locale.ROOT, "subscriber GC %.1f s", s.jvm().gcPauseMs() / 1000));
        }
        Double busy = during != null && during.machineBusyCores() != null ? during.machineBusyCores()
                : cpu.machineBusyCores();
        if (busy != null) {
            seen.add(String.format(Locale.ROOT, "machine %.2f of %d cores", busy, cpu.cores())
                    + (during != null && cpu.machineBusyCores() != null ? String.format(Locale.ROOT,
                    " (%.2f over the span)", cpu.machineBusyCores()) : ""));
        }
        Double inServer = inServerShare(m);
        if (inServer != null) {
            seen.add(String.format(Locale.ROOT, "requests inside the busiest server %.0f %% of the subscriber sessions",
                    inServer * 100));
        }
        boolean unreached = s != null && s.reach().partlyUnreached();
        if (s != null && s.reach().owed() != null && s.reach().reached() != null) {
            seen.add(String.format(Locale.ROOT, "%,d of %,d owed reads done", s.reach().reached(), s.reach().owed()));
        }
        SubscriberFigures.LoadGeneratorHealth health = s == null ? null : s.health();
        Double serverMs = busiestReadLatencyMs(m);
        String roundTrips = roundTrips(health, serverMs);
        if (roundTrips != null) {
            seen.add("subscriber " + roundTrips);
        }
        boolean backlogAtEnd = health != null && health.laneBacklogAtEnd() != null && health.laneBacklogAtEnd() > 0;
        String backlog = backlog(health);
        if (backlog != null) {
            seen.add(backlog);
        }
        String throttled = throttledServer(m);
        if (throttled != null) {
            seen.add(throttled);
        }
        String evidence = String.join(", ", seen);
        if (busy != null && cpu.cores() != null && busy >= MACHINE_BUSY * cpu.cores()) {
            return new FanOutLimit(MACHINE, evidence);
        }
        if (registryCores >= REGISTRY_CORES || saturatedThread != null
                || (unreached && inServer != null && inServer >= IN_SERVER_SHARE) || throttled != null) {
            return new FanOutLimit(REGISTRY, evidence);
        }
        // Round trips far above the server's own latency are evidence, not a verdict: that latency ends before the
        // server writes its reply and does not count a request waiting in its socket (ZooKeeper stops reading one
        // while it is throttled), so a slow round trip may be the server's as well as the subscribers'.
        if (unreached || generatorCores >= LOAD_GENERATOR_CORES || gcShare >= LOAD_GENERATOR_GC_SHARE || backlogAtEnd) {
            return new FanOutLimit(LOAD_GENERATOR, evidence);
        }
        return new FanOutLimit(NONE, evidence);
    }

    /** A process's cores while pushes were being read where the run read them, else over the span. */
    private static double cores(FanOutCpu during, ProcessCpu p) {
        Double inside = during == null ? null : during.coresOf(p.role());
        return inside != null ? inside : p.cores();
    }

    /** "busiest thread SyncThread:0 0.31 cores": how the evidence names a server's busiest thread. */
    public static String busiestThread(BusiestThread t) {
        return "busiest thread " + t.name() + (t.cores() == null ? "" : String.format(Locale.ROOT, " %.2f cores", t.cores()));
    }

    /** "registry zk1's thread SyncThread:0 used 0.93 of a core: a single-threaded stage saturated (...)". */
    private static String saturated(String role, BusiestThread t) {
        String stage = ZooKeeperThreads.singleStage(t.name());
        return String.format(Locale.ROOT, "%s's thread %s used %.2f of a core: ", role, t.name(), t.cores())
                + (stage == null ? "one thread near its core (not a stage ZooKeeper runs on one thread alone)"
                        : "a single-threaded stage saturated (" + stage + ")");
    }

    /**
     * ZooKeeper stops reading a connection's requests while the requests inside the server reach its global
     * limit (3.9.5 {@code ServerCnxn#incrOutstandingAndCheckThrottle} L139-145 calls
     * {@code ZooKeeperServer#shouldThrottle} and {@code disableRecv}; the limit is {@code zookeeper.globalOutstandingLimit},
     * 1,000 by default, {@code getGlobalOutstandingLimit}). A request then waits in the socket, where the server's own
     * latency does not count it, and the subscribers' round trips grow for the server's sake, not theirs. A server that
     * held this share of the limit outstanding at one sample was throttling.
     */
    static final int GLOBAL_OUTSTANDING_LIMIT = 1000;
    static final double THROTTLE_SHARE = 0.9;

    /** "zk2 held up to 997 requests outstanding: ZooKeeper's throttle (...)" for the first server that did; else null. */
    static String throttledServer(ModeSummary m) {
        if (m.registry() == null) {
            return null;
        }
        for (RegistryFigures f : m.registry().values()) {
            Long most = f.latency().maxOutstandingRequests();
            if (most != null && most >= THROTTLE_SHARE * GLOBAL_OUTSTANDING_LIMIT) {
                return String.format(Locale.ROOT, "%s held up to %,d requests outstanding, at ZooKeeper's global limit of"
                        + " %,d, where it stops reading its sockets", f.registry(), most, GLOBAL_OUTSTANDING_LIMIT);
            }
        }
        return null;
    }

    /** The highest mean read latency among the mode's readable servers; null when none measured one. */
    public static Double busiestReadLatencyMs(ModeSummary m) {
        if (m.registry() == null) {
            return null;
        }
        return m.registry().values().stream().map(f -> f.latency().meanReadMs()).filter(v -> v != null)
                .max(Double::compare).orElse(null);
    }

    /** A time in ms as the evidence prints it: two decimals under 10 ms, none above. */
    public static String ms(Double v) {
        return v == null ? "n/a" : String.format(Locale.ROOT, v < 10 ? "%.2f" : "%,.0f", v);
    }

    /**
     * The busiest readable server's mean read latency times its request rate (the requests inside it on
     * average), over the sessions that subscribe on it; null without subscribers or the server's figures.
     */
    static Double inServerShare(ModeSummary m) {
        SubscriberFigures s = m.subscribers();
        if (s == null || s.clients().perRegistry() <= 0 || m.registry() == null) {
            return null;
        }
        Double most = null;
        for (RegistryFigures f : m.registry().values()) {
            Double latency = f.latency().meanReadMs();
            RegistryFigures.Traffic t = f.traffic();
            if (latency == null || t.requests() == null || t.seconds() == null || t.seconds() <= 0) {
                continue;
            }
            double inside = latency / 1000 * t.requests() / t.seconds();
            most = most == null ? inside : Math.max(most, inside);
        }
        return most == null ? null : most / s.clients().perRegistry();
    }

    /** The sentence the console, summary.md and the report print: "limited by the load generator: ...". */
    public String sentence() {
        return switch (limitedBy) {
            case NONE -> "nothing measured limited the fan-out: " + evidence;
            case NA -> "what limited the fan-out is n/a: " + evidence;
            default -> "limited by the " + limitedBy + ": " + evidence;
        };
    }

    /**
     * "round trip p50 74 ms, p99 2,359 ms against the busiest server's mean read 4.59 ms" (the server's part only when
     * it measured one); null without round trips. The verdict's evidence says the same.
     */
    public static String roundTrips(SubscriberFigures.LoadGeneratorHealth h, Double serverMs) {
        if (h == null || h.roundTripP50Ms() == null) {
            return null;
        }
        return String.format(Locale.ROOT, "round trip p50 %s ms, p99 %s ms", ms(h.roundTripP50Ms()),
                ms(h.roundTripP99Ms())) + (serverMs == null ? ""
                : String.format(Locale.ROOT, " against the busiest server's mean read %s ms", ms(serverMs)));
    }

    /** "lane backlog up to 596,239, 588,953 at the end"; null without the figure. */
    public static String backlog(SubscriberFigures.LoadGeneratorHealth h) {
        if (h == null || h.maxLaneBacklog() == null) {
            return null;
        }
        return String.format(Locale.ROOT, "lane backlog up to %,d, %,d at the end", h.maxLaneBacklog(),
                h.laneBacklogAtEnd() == null ? 0 : h.laneBacklogAtEnd());
    }

}
