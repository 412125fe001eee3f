package org.sdsim.simulator.verdict;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The subscribers one registry member serves at one pace of provider waves, each bound named: the server's CPU (all of
 * its work on one thread, its busiest single-threaded stage where that was read, or spread over every core) and its
 * network link. A wave is two address pushes (its providers leave, then come back), as sdsim's churn makes them.
 *
 * @param waveEverySeconds a provider wave every this many seconds
 * @param pushesPerSecond  the address pushes a second that makes
 * @param cpuOneThread     subscribers served if all the server's work ran on one thread at {@link #BUSY} of a core;
 *                         null when its CPU does not grow with subscribers or was not measured
 * @param cpuBusiestStage  served by the busiest single-threaded stage at {@link #BUSY} of its one core, the rest of the
 *                         work on the other cores (at most {@code cpuAllCores}); null where its threads were not read
 * @param cpuAllCores      served if the work spread over every core at {@link #BUSY}
 * @param links            per network link, what it carries and what bounds the member there
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record PaceCapacity(double waveEverySeconds, double pushesPerSecond, Long cpuOneThread,
        @JsonInclude(JsonInclude.Include.NON_NULL) Long cpuBusiestStage, Long cpuAllCores, List<Link> links) {

    /**
     * How busy a core or a link is planned to run: the point at which sdsim's verdict calls a server the limit
     * ({@link FanOutLimit#REGISTRY_CORES}), and the same for a link, whose queues grow as fast past it.
     */
    public static final double BUSY = FanOutLimit.REGISTRY_CORES;

    /** The links a member's capacity is given for, in Gbit/s. */
    public static final List<Double> LINKS_GBIT = List.of(1.0, 10.0, 25.0);

    public PaceCapacity {
        links = links == null ? List.of() : List.copyOf(links);
    }

    /**
     * One link.
     *
     * @param gbit        its rate, Gbit/s
     * @param network     subscribers whose bytes it carries at {@link #BUSY} of its rate; null when the bytes were not
     *                    measured or do not grow with subscribers
     * @param subscribers the lower of that and the CPU's bound ({@code cpuBusiestStage} where read, else {@code
     *                    cpuAllCores}); null when neither is known
     * @param boundBy     "CPU" or "network": which gives the lower
     */
    public record Link(double gbit, Long network, Long subscribers, String boundBy) {

        /** "10 GbE". */
        public String name() {
            return String.format(Locale.ROOT, "%.0f GbE", gbit);
        }
    }

    /**
     * The capacity at a wave every {@code waveEverySeconds} of a member of {@code cores} cores whose push costs {@code cpu}
     * seconds and {@code bytes} bytes against its subscribers ({@code bytes} null: not measured), with {@code stageShare}
     * of its CPU on its busiest single-threaded stage (null: not read).
     */
    public static PaceCapacity of(double waveEverySeconds, int cores, CostLine cpu, CostLine bytes, Double stageShare) {
        double pushesPerSecond = 2 / waveEverySeconds;
        // CPU seconds a push may cost so that the pushes keep `capacity` cores BUSY
        Long oneThread = cpu == null ? null : cpu.largestWithin(Math.min(cores, 1) * BUSY / pushesPerSecond);
        Long allCores = cpu == null ? null : cpu.largestWithin(cores * BUSY / pushesPerSecond);
        Long stage = null;
        if (cpu != null && stageShare != null && stageShare > 0) {
            Long byStage = new CostLine(cpu.intercept() * stageShare, cpu.slope() * stageShare)
                    .largestWithin(BUSY / pushesPerSecond);
            stage = byStage == null ? allCores : allCores == null ? byStage : Math.min(byStage, allCores);
        }
        Long byCpu = stage != null ? stage : allCores;
        List<Link> links = new ArrayList<>();
        for (double gbit : LINKS_GBIT) {
            Long network = bytes == null ? null : bytes.largestWithin(gbit * 1e9 / 8 * BUSY / pushesPerSecond);
            Long served = network == null ? byCpu : byCpu == null ? network : Math.min(network, byCpu);
            String by = served == null ? null : network != null && served.equals(network)
                    && (byCpu == null || network < byCpu) ? "network" : "CPU";
            links.add(new Link(gbit, network, served, by));
        }
        return new PaceCapacity(waveEverySeconds, pushesPerSecond, oneThread, stage, allCores, links);
    }

    /** "a wave every 30 s". */
    public String pace() {
        return String.format(Locale.ROOT, "a wave every %s s", waveEverySeconds == Math.rint(waveEverySeconds)
                ? String.format(Locale.ROOT, "%.0f", waveEverySeconds) : String.format(Locale.ROOT, "%.1f", waveEverySeconds));
    }

    /**
     * "a wave every 30 s: CPU 96 (one thread) to 385 (4 cores; busiest stage 200); network 62 on 1 GbE, 620 on 10 GbE,
     * 1,550 on 25 GbE; served 62 (network) on 1 GbE, 200 (CPU) on 10 GbE, 200 (CPU) on 25 GbE".
     */
    public String describe(int cores) {
        StringBuilder b = new StringBuilder(pace()).append(": CPU ");
        b.append(cpuAllCores == null ? "n/a" : String.format(Locale.ROOT, "%s (one thread) to %s (%d cores%s)",
                count(cpuOneThread), count(cpuAllCores), cores,
                cpuBusiestStage == null ? "" : "; busiest stage " + count(cpuBusiestStage)));
        b.append("; network ");
        b.append(String.join(", ", links.stream().map(l -> (l.network() == null ? "n/a" : count(l.network())) + " on "
                + l.name()).toList()));
        b.append("; served ");
        b.append(String.join(", ", links.stream().map(l -> l.subscribers() == null ? "n/a on " + l.name()
                : count(l.subscribers()) + " (" + l.boundBy() + ") on " + l.name()).toList()));
        return b.toString();
    }

    private static String count(Long n) {
        return n == null ? "unbounded" : String.format(Locale.ROOT, "%,d", n);
    }
}
