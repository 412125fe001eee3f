package org.sdsim.simulator.folder;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;
import java.util.Map;

/**
 * One line of a mode folder's events.jsonl for a scripted fault ({@code --fault}), written once the
 * fault is over: what was done, when, and how the consumer came back. Fault lines are told from
 * address-push lines ({@link PushRecord}) by their {@code fault} field, which only they have. The
 * orchestrator's FaultInjector is the only writer; {@code sdsim report}, {@code sdsim status} and the
 * summary read it back into this record.
 *
 * @param fault                  the kind: registry-restart, registry-outage, session-expiry, consumer-kill, storm
 * @param spec                   the {@code --fault} value, e.g. {@code registry-outage:zk2@20m+5m}
 * @param registry               the registry acted on (zk1, ...); null for all or none
 * @param variant                crash or hang for a registry outage, else null
 * @param scheduledAtSec         when {@code --fault} asked for it, in seconds from the start of measuring
 * @param injectedAtSec          when it was injected, in the same seconds: later than scheduled when the
 *                               previous fault was still being watched (faults run one at a time); null in
 *                               files older than this field, as is {@code scheduledAtSec}
 * @param startEpochMs           when the fault was injected
 * @param endEpochMs             when the fault itself was over: the registry back, the sessions ended, the new
 *                               consumer started, the storm wave registered
 * @param recoveredEpochMs       from when every directory of every registry held every address again with no call
 *                               failing since (the start of the hold that completed); null if it did not recover
 * @param secondsToFullAddresses registry → seconds from {@code endEpochMs} until that registry's directories held
 *                               every address again (0 when they never lost one); a registry missing did not recover
 * @param lowestAddresses        registry → fewest addresses the consumer held there (summed over interfaces and
 *                               directories) while the fault lasted; shows whether the census dropped
 * @param expectedAddresses      what a registry holds when full, in the same sum
 * @param callsOk                calls that succeeded from the start of the fault until recovery (consumer counters)
 * @param callsFailed            calls that failed in that time
 * @param sessionsEnded          session ids (0x...) a session expiry ended; empty for other kinds
 * @param consumerGapSeconds     consumer-kill: from the kill until the new consumer answered ready
 * @param callsMissed            consumer-kill: calls the gap cost (gap / call interval)
 * @param consumerLifetime       which consumer JVM of the mode runs after the fault (1 = the first; a kill makes 2)
 * @param recovered              whether the consumer held every address again, with no call failing, for
 *                               {@link #SETTLE}
 * @param verdict                a {@link RecoveryVerdict} id: {@code recovered}, or the condition still unmet when
 *                               the watch ended ({@code addresses-not-back}, {@code hold-not-finished},
 *                               {@code calls-failing}, {@code injection-failed}); null in older files
 * @param note                   what went wrong injecting or observing it, or empty
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"fault", "spec", "registry", "variant", "scheduledAtSec", "injectedAtSec", "startEpochMs", "endEpochMs",
        "recoveredEpochMs"})
public record FaultRecord(
        String fault,
        String spec,
        String registry,
        String variant,
        Double scheduledAtSec,
        Double injectedAtSec,
        long startEpochMs,
        Long endEpochMs,
        Long recoveredEpochMs,
        Map<String, Double> secondsToFullAddresses,
        Map<String, Long> lowestAddresses,
        Long expectedAddresses,
        Long callsOk,
        Long callsFailed,
        List<String> sessionsEnded,
        Double consumerGapSeconds,
        Long callsMissed,
        Integer consumerLifetime,
        boolean recovered,
        String verdict,
        String note) {

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
