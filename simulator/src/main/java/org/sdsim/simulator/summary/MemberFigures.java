package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

import java.util.List;

/**
 * What one member of a registry's ensemble did while one mode measured, from its own {@code mntr} and its process's
 * /proc: an entry of a registry's {@code members} in summary.json ({@code --ensemble 3}, or an ensemble given with
 * {@code --registry}). The span is the registry figures' own, from {@code measuring} to {@code measured}. Its counters
 * are carried across its restarts and elections (each member's growth from one sample to the next, what restarted in
 * between taken from zero: {@code MemberSample#grownSince}), so a member killed inside the span counts up to its last
 * sample before the kill and its successor from its start. In JSON the parts are unwrapped into one flat object.
 *
 * @param member      its label: the registry's and its place in the connect string, {@code zk1.2}
 * @param server      where it listens, {@code 127.0.0.1:41234}
 * @param roles       its role when the span began and when it ended
 * @param load        what it received, sent and took over the span
 * @param outstanding the most requests it held at one sample, against its own limit
 * @param cpu         its CPU over the span, one entry per process it ran in, each with its pid and the part of the
 *                    span it covers: a member killed inside the span has its process's CPU up to its death and its
 *                    successor's from its start; empty where its process is not this run's (an external ensemble)
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record MemberFigures(String member, String server, @JsonUnwrapped Roles roles, @JsonUnwrapped Load load,
        @JsonUnwrapped Outstanding outstanding, List<ProcessCpu> cpu) {

    public MemberFigures {
        roles = roles == null ? Roles.NONE : roles;
        load = load == null ? Load.NONE : load;
        outstanding = outstanding == null ? Outstanding.NONE : outstanding;
        cpu = cpu == null ? List.of() : List.copyOf(cpu);
    }

    /**
     * Its role ({@code leader}, {@code follower}; {@code not serving} while it elected, {@code down}) at the span's ends.
     *
     * @param atStart when measuring began
     * @param atEnd   when the span ended
     */
    public record Roles(@JsonProperty("roleAtStart") String atStart, @JsonProperty("role") String atEnd) {
        static final Roles NONE = new Roles(null, null);
    }

    /**
     * What it received, sent and took over the span.
     *
     * @param requests            requests it received (pings included)
     * @param bytesSent           bytes it sent: replies and watch notifications
     * @param getDataRequests     getData requests it answered
     * @param getChildrenRequests getChildren2 requests it answered
     * @param meanReadLatencyMs   mean latency of its reads, as it measured them
     * @param connections         client connections on it when the span ended
     */
    public record Load(Long requests, Long bytesSent, Long getDataRequests, Long getChildrenRequests,
            Double meanReadLatencyMs, Long connections) {
        static final Load NONE = new Load(null, null, null, null, null, null);
    }

    /**
     * How many requests it held at once, against how many it lets in.
     *
     * @param max   the most requests outstanding in it at one sample of the span
     * @param limit its own limit ({@code OutstandingLimit}: globalOutstandingLimit, 1,000, divided by the voting
     *              members less one in an ensemble of three or more: 500 in a three-member one), as its role at the
     *              span's end has it
     */
    public record Outstanding(@JsonProperty("maxOutstandingRequests") Long max,
            @JsonProperty("outstandingLimit") Integer limit) {
        static final Outstanding NONE = new Outstanding(null, null);
    }

    /** Its CPU seconds over the span, every process it ran in together; null where none was read. */
    @JsonProperty("cpuSeconds")
    public Double cpuSeconds() {
        return cpu.isEmpty() ? null : cpu.stream().mapToDouble(ProcessCpu::cpuSeconds).sum();
    }

    /** The same member with its processes' CPU over the span. */
    public MemberFigures withCpu(List<ProcessCpu> lives) {
        return new MemberFigures(member, server, roles, load, outstanding, lives);
    }
}
