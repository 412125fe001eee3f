package org.sdsim.simulator.fault;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

import java.util.List;
import java.util.Map;

/**
 * One line of a mode folder's events.jsonl for a scripted fault ({@code --fault}), written once the
 * fault is over: what was done, when, and how the consumer came back. Fault lines are told from
 * address-push lines ({@link PushRecord}) by their {@code fault} field, which only they have. The
 * orchestrator's FaultInjector is the only writer; {@code sdsim report}, {@code sdsim status} and the
 * summary read it back into this record.
 *
 * <p>The figures come in named parts, each a small record of its own; in events.jsonl (and in summary.json's
 * {@code faults[].event}) every part is unwrapped into the one flat line that committed runs were written as,
 * under the names they have there (the {@code @JsonProperty} names), in the parts' order. A part is never
 * null: a figure not recorded is a null inside it.
 *
 * @param action        what was done
 * @param timing        when it was due, ran, ended and was recovered from
 * @param addresses     what the consumer's census did meanwhile
 * @param calls         the consumer's calls from the start of the fault until recovery (its counters)
 * @param sessionsEnded session ids (0x...) a session expiry ended; empty for other kinds
 * @param consumer      the consumer JVM across the fault: what a kill cost, and which JVM runs after it
 * @param result        whether the consumer came back, and what went wrong
 * @param ensemble      an ensemble fault's members: which was stopped, the election, the leader after
 * @param sessions      an ensemble fault's sessions: how many moved to another member, how many expired
 * @param storm         an ensemble fault's storm: what the registry received and sent until recovery
 * @param subscribers   the subscriber JVM's subscribers across the fault: how many dropped, when every one was back
 *                      and held the fleet again, and what their reconnects asked
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonIgnoreProperties(ignoreUnknown = true)
public record FaultRecord(
        @JsonUnwrapped Action action,
        @JsonUnwrapped Timing timing,
        @JsonUnwrapped Addresses addresses,
        @JsonUnwrapped Calls calls,
        List<String> sessionsEnded,
        @JsonUnwrapped ConsumerJvm consumer,
        @JsonUnwrapped Result result,
        @JsonUnwrapped Ensemble ensemble,
        @JsonUnwrapped Sessions sessions,
        @JsonUnwrapped Storm storm,
        @JsonUnwrapped Resubscribed subscribers) {

    public FaultRecord {
        action = action == null ? Action.NONE : action;
        timing = timing == null ? Timing.NONE : timing;
        addresses = addresses == null ? Addresses.NONE : addresses;
        calls = calls == null ? Calls.NONE : calls;
        consumer = consumer == null ? ConsumerJvm.NONE : consumer;
        result = result == null ? Result.NONE : result;
        ensemble = ensemble == null ? Ensemble.NONE : ensemble;
        sessions = sessions == null ? Sessions.NONE : sessions;
        storm = storm == null ? Storm.NONE : storm;
        subscribers = subscribers == null ? Resubscribed.NONE : subscribers;
    }

    /** A fault that acted on no ensemble member: its line has none of the ensemble's fields. */
    public FaultRecord(Action action, Timing timing, Addresses addresses, Calls calls, List<String> sessionsEnded,
            ConsumerJvm consumer, Result result) {
        this(action, timing, addresses, calls, sessionsEnded, consumer, result, null, null, null, null);
    }

    /**
     * What was done.
     *
     * @param kind     the kind: registry-restart, registry-outage, session-expiry, consumer-kill, storm (the
     *                 {@code fault} field that tells a fault line from a push)
     * @param spec     the {@code --fault} value, e.g. {@code registry-outage:zk2@20m+5m}
     * @param registry the registry acted on (zk1, ...); null for all or none
     * @param variant  crash or hang for a registry outage, else null
     */
    public record Action(@JsonProperty(DISCRIMINATOR) String kind, String spec, String registry, String variant) {
        static final Action NONE = new Action(null, null, null, null);

        /** The spec as the table and the status show it; the kind where a line has none. */
        public String shown() {
            return spec == null ? String.valueOf(kind) : spec;
        }
    }

    /**
     * When it happened.
     *
     * @param scheduledAtSec   when {@code --fault} asked for it, in seconds from the start of measuring
     * @param injectedAtSec    when it was injected, in the same seconds: later than scheduled when the previous
     *                         fault was still being watched (faults run one at a time); null in files older than
     *                         this field, as is {@code scheduledAtSec}
     * @param startEpochMs     when the fault was injected
     * @param endEpochMs       when the fault itself was over: the registry back, the sessions ended, the new
     *                         consumer started, the storm wave registered
     * @param recoveredEpochMs from when every directory of every registry held every address again with no call
     *                         failing since (the start of the hold that completed); null if it did not recover
     */
    public record Timing(Double scheduledAtSec, Double injectedAtSec, long startEpochMs, Long endEpochMs,
            Long recoveredEpochMs) {
        /** Never read from a file: a line without {@code startEpochMs} is left out whole, as it always was. */
        static final Timing NONE = new Timing(null, null, 0, null, null);
    }

    /**
     * What the consumer's census did while the fault lasted and after.
     *
     * @param secondsToFull registry → seconds from {@code endEpochMs} until that registry's directories held
     *                      every address again (0 when they never lost one); a registry missing did not recover
     * @param lowest        registry → fewest addresses the consumer held there (summed over interfaces and
     *                      directories) while the fault lasted; shows whether the census dropped
     * @param expected      what a registry holds when full, in the same sum
     */
    public record Addresses(@JsonProperty("secondsToFullAddresses") Map<String, Double> secondsToFull,
            @JsonProperty("lowestAddresses") Map<String, Long> lowest,
            @JsonProperty("expectedAddresses") Long expected) {
        static final Addresses NONE = new Addresses(null, null, null);
    }

    /**
     * The consumer's calls from the start of the fault until recovery (consumer counters).
     *
     * @param ok     calls that succeeded
     * @param failed calls that failed
     */
    public record Calls(@JsonProperty("callsOk") Long ok, @JsonProperty("callsFailed") Long failed) {
        static final Calls NONE = new Calls(null, null);
    }

    /**
     * The consumer JVM across the fault.
     *
     * @param gapSeconds  consumer-kill: from the kill until the new consumer answered ready
     * @param callsMissed consumer-kill: calls the gap cost (gap / call interval)
     * @param lifetime    which consumer JVM of the mode runs after the fault (1 = the first; a kill makes 2)
     * @param firstCallOkSec consumer-kill and cold-restart: from the kill until the new consumer's first answered call
     *                    (as often as the fault is watched, about a second); null where none was answered or timed
     */
    public record ConsumerJvm(@JsonProperty("consumerGapSeconds") Double gapSeconds, Long callsMissed,
            @JsonProperty("consumerLifetime") Integer lifetime,
            @JsonInclude(JsonInclude.Include.NON_NULL) Double firstCallOkSec) {
        static final ConsumerJvm NONE = new ConsumerJvm(null, null, null, null);
    }

    /**
     * Whether the consumer came back.
     *
     * @param recovered whether the consumer held every address again, with no call failing, for {@link #SETTLE}
     * @param verdict   a {@link RecoveryVerdict} id: {@code recovered}, or the condition still unmet when the watch
     *                  ended ({@code addresses-not-back}, {@code hold-not-finished}, {@code calls-failing},
     *                  {@code injection-failed}); null in older files
     * @param note      what went wrong injecting or observing it, or empty
     */
    public record Result(boolean recovered, String verdict, String note) {
        static final Result NONE = new Result(false, null, null);
    }

    /**
     * The members an ensemble fault ({@code leader-kill}, {@code member-restart}) acted on; every field is absent from
     * the line of any other fault.
     *
     * @param stopped         each member stopped (SIGKILL, by pid), with the role it had and its process:
     *                        {@code zk1.2 (leader, pid 4242)}
     * @param electionSeconds registry → seconds from the kill until a member served as leader again (its {@code srvr}
     *                        said {@code Mode: leader}, asked every 100 ms); absent for a registry whose leader stayed
     *                        (a follower was stopped)
     * @param leaders         registry → the member that led once the stopped one served again
     * @param backSeconds     registry → seconds from the kill until the stopped member, started again, served (the
     *                        ensemble whole again)
     */
    public record Ensemble(@JsonProperty("stoppedMembers") @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> stopped,
            @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Double> electionSeconds,
            @JsonProperty("leadersAfter") @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, String> leaders,
            @JsonProperty("memberBackSeconds") @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Double> backSeconds) {
        static final Ensemble NONE = new Ensemble(null, null, null, null);
    }

    /**
     * The sessions of the ensembles an ensemble fault acted on: every member's {@code cons} just before the kill, and
     * again when the fault's watch ended (recovered or not). Null fields for any other fault.
     *
     * @param before          sessions open before the kill (every client's: the consumer's, the subscribers', the
     *                        registrars')
     * @param reconnected     of those, on a new connection at the end ({@code cons}'s {@code est} changed, or the
     *                        member): a leader's loss makes every follower drop its clients too (3.9.5
     *                        {@code Learner#shutdown} L912 closes every connection), so then all of them
     * @param moved           of the reconnected, on another member than before (a client tries the next member of its
     *                        connect string; one still electing turns it away, so it may come back to its own)
     * @param expired         of those, open on no member at the end: the server ended them
     * @param subscribersLost of the expired, the subscriber JVM's (its subscribers' and its push feeds'): each is
     *                        followed by a new session ({@link Resubscribed#renewed})
     */
    public record Sessions(@JsonProperty("sessionsBefore") @JsonInclude(JsonInclude.Include.NON_NULL) Integer before,
            @JsonProperty("sessionsReconnected") @JsonInclude(JsonInclude.Include.NON_NULL) Integer reconnected,
            @JsonProperty("sessionsMoved") @JsonInclude(JsonInclude.Include.NON_NULL) Integer moved,
            @JsonProperty("sessionsExpired") @JsonInclude(JsonInclude.Include.NON_NULL) Integer expired,
            @JsonProperty("subscriberSessionsExpired") @JsonInclude(JsonInclude.Include.NON_NULL) Integer subscribersLost) {
        static final Sessions NONE = new Sessions(null, null, null, null, null);
    }

    /**
     * What the ensembles an ensemble fault acted on received and sent from just before the kill until the fault's
     * watch ended: the reconnects and the re-reads after them, every member added up, each member's own counters
     * carried across its restart and its election ({@code ServerCounters#grownSince}). Null fields for any other fault.
     *
     * <p>Its CPU is read for any fault of a run with an ensemble or with subscribers, ensemble or not, from /proc
     * between the fault's start and the end of its watch.
     *
     * @param seconds   the span, from the kill to the end of the watch
     * @param requests  requests the members received (pings included)
     * @param bytesSent bytes they sent: replies and watch notifications
     * @param registryCpuSeconds every registry process's CPU over the span (a member or server started again inside
     *                  it: all of its new process's CPU)
     * @param subscriberCpuSeconds the subscriber JVM's CPU over the span
     * @param machineBusyCores the machine's busy cores over the span (of {@code machineCores}): near all of them, the
     *                  storm's times are the machine's as much as the registry's
     * @param machineCores the machine's cores
     */
    public record Storm(@JsonProperty("stormSeconds") @JsonInclude(JsonInclude.Include.NON_NULL) Double seconds,
            @JsonProperty("stormRequests") @JsonInclude(JsonInclude.Include.NON_NULL) Long requests,
            @JsonProperty("stormBytesSent") @JsonInclude(JsonInclude.Include.NON_NULL) Long bytesSent,
            @JsonProperty("stormRegistryCpuSeconds") @JsonInclude(JsonInclude.Include.NON_NULL) Double registryCpuSeconds,
            @JsonProperty("stormSubscriberCpuSeconds") @JsonInclude(JsonInclude.Include.NON_NULL) Double subscriberCpuSeconds,
            @JsonProperty("stormMachineBusyCores") @JsonInclude(JsonInclude.Include.NON_NULL) Double machineBusyCores,
            @JsonProperty("stormMachineCores") @JsonInclude(JsonInclude.Include.NON_NULL) Integer machineCores) {
        static final Storm NONE = new Storm(null, null, null, null, null, null, null);

        /** The ensemble's counters alone (no CPU read). */
        public Storm(Double seconds, Long requests, Long bytesSent) {
            this(seconds, requests, bytesSent, null, null, null, null);
        }

        /** This storm with its CPU over {@code seconds}. */
        public Storm withCpu(Double spanSeconds, Double registryCpu, Double subscriberCpu, Double busyCores, Integer cores) {
            return new Storm(seconds != null ? seconds : spanSeconds, requests, bytesSent, registryCpu, subscriberCpu,
                    busyCores, cores);
        }
    }

    /**
     * The subscriber JVM's subscribers across a fault (with {@code --subscribers}): each whose connection dropped
     * reconnected as the ZooKeeper client does and then did what its Dubbo does on a reconnect (subscribers/
     * reconnects.jsonl, {@code SubscriberRecovery}). Times are from the fault's start; null fields where no
     * subscriber dropped.
     *
     * @param dropped      subscribers (one per registry each) whose session dropped after the fault started
     * @param recovered    of those, how many held the fleet again when the watch ended
     * @param backSeconds  seconds until the last of them had every session connected again
     * @param holdSeconds  seconds until the last of them held the fleet again: every read its Dubbo makes on a
     *                     reconnect answered
     * @param renewed      sessions the server said had expired, each replaced by a new one
     * @param requests     requests the recovered subscribers sent from their drop until they held the fleet again
     * @param kbRead       what they read meanwhile, in KB (replies and notifications)
     */
    public record Resubscribed(@JsonProperty("subscribersDropped") @JsonInclude(JsonInclude.Include.NON_NULL) Integer dropped,
            @JsonProperty("subscribersRecovered") @JsonInclude(JsonInclude.Include.NON_NULL) Integer recovered,
            @JsonProperty("subscribersBackSeconds") @JsonInclude(JsonInclude.Include.NON_NULL) Double backSeconds,
            @JsonProperty("subscribersHoldSeconds") @JsonInclude(JsonInclude.Include.NON_NULL) Double holdSeconds,
            @JsonProperty("subscriberSessionsRenewed") @JsonInclude(JsonInclude.Include.NON_NULL) Integer renewed,
            @JsonProperty("subscriberStormRequests") @JsonInclude(JsonInclude.Include.NON_NULL) Long requests,
            @JsonProperty("subscriberStormKbRead") @JsonInclude(JsonInclude.Include.NON_NULL) Long kbRead) {
        static final Resubscribed NONE = new Resubscribed(null, null, null, null, null, null, null);
    }

    /**
     * The recovery hold: a registry counts as full again once its directories held every address this
     * long without a break (and no call failed meanwhile): a consumer notices a lost session or server
     * only on its next contact, and Dubbo 3 delays notifications by 5 s, so an early full census may
     * still drop. The next scripted fault waits for it, which is why a tight schedule slides.
     */
    public static final java.time.Duration SETTLE = java.time.Duration.ofSeconds(15);

    /** The events.jsonl field only fault lines have. */
    private static final String DISCRIMINATOR = "fault";

    /**
     * Whether an events.jsonl line is a fault (else it is an address push, {@link PushRecord}): the
     * one test every reader of the file uses, the run's summary and report as well as the live feed.
     */
    public static boolean isFaultLine(com.fasterxml.jackson.databind.JsonNode line) {
        return line.has(DISCRIMINATOR);
    }

    /** The fault kind a fault line names ("registry-restart", ...), "" when it names none. */
    public static String kindOf(com.fasterxml.jackson.databind.JsonNode line) {
        return line.path(DISCRIMINATOR).asText("");
    }
}
