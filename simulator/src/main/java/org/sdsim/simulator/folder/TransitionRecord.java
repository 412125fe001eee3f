package org.sdsim.simulator.folder;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.Map;

/**
 * A line of a mode's migration.jsonl: how the consumer took one rule write, from its own state: each
 * MigrationInvoker's step and current invoker, as STATUS replies report them, and the warning Dubbo's
 * MigrationRuleHandler logs when a switch fails its threshold. Written once the dense call probe that
 * ran through the transition has stopped.
 *
 * @param kind             {@value #KIND}
 * @param phase            the phase the write began
 * @param step             the step written
 * @param spec             the write as {@code --migration} gave it
 * @param verdict          {@value #SWITCHED} (every invoker at the step), {@value #UNCHANGED} (they were there
 *                         already), {@value #ROLLED_BACK} (Dubbo refused the switch and kept the old step: its
 *                         "Migrate to ... mode failed" warning, once per invoker not switched),
 *                         {@value #NOT_SWITCHED} (neither within the wait), {@value #SUPERSEDED} (the next write
 *                         came first), {@value #NOT_WRITTEN} (no registry took the rule), {@value #ENDED} (measuring
 *                         ended first) or {@value #UNOBSERVED} (the consumer did not answer)
 * @param writtenEpochMs   when the rule was written ({@link RuleWriteRecord#epochMs()})
 * @param firstSwitchSec   from the write until the first invoker was at the step; null if none was
 * @param switchSec        from the write until every invoker was (switched), or until Dubbo had refused the last
 *                         one (rolled-back); null otherwise
 * @param invokers         MigrationInvokers counted
 * @param invokersSwitched invokers at the step when the watch ended
 * @param failedInLog      Dubbo's "Migrate to STEP mode failed" warnings after the write
 * @param stepsAfter       step → invokers at it when the watch ended
 * @param burstFromEpochMs when the dense call probe started (the consumer's clock); null if it did not
 * @param burstToEpochMs   when it stopped
 * @param note             what else an engineer should know, or empty
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder({"kind", "phase", "step", "spec", "verdict"})
public record TransitionRecord(String kind, int phase, String step, String spec, String verdict, long writtenEpochMs,
        Double firstSwitchSec, Double switchSec, int invokers, int invokersSwitched, int failedInLog,
        Map<String, Integer> stepsAfter, Long burstFromEpochMs, Long burstToEpochMs, String note) {

    public static final String KIND = "transition";
    public static final String SWITCHED = "switched";
    public static final String UNCHANGED = "unchanged";
    public static final String ROLLED_BACK = "rolled-back";
    public static final String NOT_SWITCHED = "not-switched";
    public static final String SUPERSEDED = "superseded";
    public static final String NOT_WRITTEN = "not-written";
    public static final String ENDED = "measuring-ended";
    public static final String UNOBSERVED = "unobserved";

    public TransitionRecord {
        stepsAfter = stepsAfter == null ? Map.of() : Map.copyOf(stepsAfter);
        note = note == null ? "" : note;
    }
}
