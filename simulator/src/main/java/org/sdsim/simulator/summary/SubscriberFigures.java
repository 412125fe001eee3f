package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

import java.util.List;

/**
 * A mode's subscribers (--subscribers): how many, whom they impersonated, and how its pushes reached
 * them, from their folder's pushes.jsonl, status.json and GC log: the {@code subscribers} block of a
 * mode in summary.json. Times are from the registrar's acknowledged write to each subscriber's first
 * full read of the new state.
 *
 * <p>The figures come in named parts, each a small record of its own; in summary.json every part but
 * {@code health} is unwrapped into the one flat block that committed runs were written as, under the names
 * they have there (the {@code @JsonProperty} names), in the parts' order. A part is never null: a figure not
 * read is a null inside it.
 *
 * @param clients the subscribing clients: how many, whom they impersonated, how many subscribed and were lost
 * @param fanOut  how long the pushes took to reach them
 * @param reads   what each subscriber read per push
 * @param jvm     the subscriber JVM's heap and GC
 * @param reach   the reads the pushes were owed, and how many were done
 * @param health  the load generator's own health (its pushes done, round trips, lane backlog); null for a
 *                folder written before sdsim recorded it
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SubscriberFigures(@JsonUnwrapped Clients clients, @JsonUnwrapped FanOutTimes fanOut,
        @JsonUnwrapped Reads reads, @JsonUnwrapped Jvm jvm, @JsonUnwrapped Reach reach, LoadGeneratorHealth health) {

    public SubscriberFigures {
        clients = clients == null ? Clients.NONE : clients;
        fanOut = fanOut == null ? FanOutTimes.NONE : fanOut;
        reads = reads == null ? Reads.NONE : reads;
        jvm = jvm == null ? Jvm.NONE : jvm;
        reach = reach == null ? Reach.NONE : reach;
    }

    /**
     * The subscribing clients.
     *
     * @param perRegistry subscribers on each registry
     * @param pattern     whom they impersonated ({@code application@3.3.6}, {@code application@3.3.6+cached-instances})
     * @param ready       subscribers that had subscribed
     * @param lost        subscribers that lost their session
     */
    public record Clients(int perRegistry, String pattern, Integer ready, Integer lost) {
        /** Never read from a file: a block without {@code perRegistry} is left out whole, as it always was. */
        public static final Clients NONE = new Clients(0, null, null, null);
    }

    /**
     * How long the pushes took to reach the subscribers.
     *
     * @param pushes pushes timed (every registry together)
     * @param p50Ms  the median of the pushes' median fan-out times
     * @param p99Ms  the highest of the pushes' 99th percentiles
     * @param maxMs  the slowest subscriber of any push
     */
    public record FanOutTimes(long pushes, Double p50Ms, Double p99Ms, Double maxMs) {
        /** Never read from a file: a block without {@code pushes} is left out whole, as it always was. */
        public static final FanOutTimes NONE = new FanOutTimes(0, null, null, null);
    }

    /**
     * What a subscriber read per push.
     *
     * @param fullPerPush    a subscriber's full reads (a listing; at application level with every instance's
     *                       getData) ÷ the pushes it reached, the mean over the pushes. Each read is charged
     *                       to the first waiting push it reaches (ReadLog.firstAtOrAfter): one late read that
     *                       holds several pushes' changes counts once and the other pushes get none, so this
     *                       is reads over pushes, not the reads each push caused (the summary.json key keeps
     *                       its name, {@code fullReadsPerPush}: it is full reads per push, as a ratio)
     * @param maxFull        the most full reads charged to one push for one subscriber
     * @param entriesPerPush entries read per subscriber and push: URLs listed, or instances fetched
     */
    public record Reads(@JsonProperty("fullReadsPerPush") Double fullPerPush, @JsonProperty("maxFullReads") Long maxFull,
            Double entriesPerPush) {
        public static final Reads NONE = new Reads(null, null, null);
    }

    /**
     * The subscriber JVM's heap and GC, from its GC log.
     *
     * @param maxHeapAfterGcMb its largest heap after a collection
     * @param gcPauseMs        its GC pauses, in all
     */
    public record Jvm(@JsonProperty("jvmMaxHeapAfterGcMb") Double maxHeapAfterGcMb,
            @JsonProperty("jvmGcPauseMs") Double gcPauseMs) {
        public static final Jvm NONE = new Jvm(null, null);
    }

    /**
     * The reads the pushes were owed, and how many were done before each push's tally closed.
     *
     * @param owed            subscriber-pushes owed: each push's subscribers alive when it came, summed
     * @param reached         of which were read before the push's tally closed
     * @param unreachedPushes pushes that no subscriber read before their tally closed
     */
    public record Reach(@JsonProperty("owedReads") Long owed, @JsonProperty("reachedReads") Long reached,
            Long unreachedPushes) {
        public static final Reach NONE = new Reach(null, null, null);

        /** True when some push did not reach every subscriber alive when it came, before its tally closed. */
        public boolean partlyUnreached() {
            return owed != null && reached != null && reached < owed;
        }
    }

    /**
     * How well the subscriber process kept up, measured inside it (it is the load generator, not the subject):
     * the evidence {@code verdict.FanOutLimit} weighs against the registry's own latency.
     *
     * @param completePushes   pushes that every subscriber alive when they came read before their tally closed
     * @param incompletePushes pushes of which some owed read did not complete: counted here, never as reached,
     *                         however many subscribers did read them
     * @param roundTripP50Ms   the median round trip of the subscribers' requests, from send to reply, from the first
     *                         push on (the process's own clock; loopback and its own queueing included)
     * @param roundTripP99Ms   their 99th percentile
     * @param maxLaneBacklog   the most work items (a watch fire's re-read, a cache event's listener call) waiting at
     *                         once in the subscribers' lanes, every subscriber together, from the first push on
     * @param laneBacklogAtEnd those still waiting when the process was stopped, after the mode's last push was measured
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record LoadGeneratorHealth(Long completePushes, Long incompletePushes, Double roundTripP50Ms,
            Double roundTripP99Ms, Integer maxLaneBacklog, Integer laneBacklogAtEnd) {
    }
}
