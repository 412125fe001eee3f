package org.sdsim.simulator.folder;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import org.sdsim.fixtures.churn.AddressPush;

/**
 * One line of a mode folder's events.jsonl: a wave of providers leaving or joining one registry,
 * as churn pushed it to the consumer. The orchestrator is the only writer ({@link #of}); the
 * report reads it back into this record. The field names are those events.jsonl always had.
 *
 * @param epochMillis when the wave started
 * @param registry    connect string of the registry
 * @param wave        1-based wave number
 * @param scenario    {@code rolling} or {@code storm}
 * @param kind        {@code DEREGISTER} (providers left) or {@code REGISTER} (providers joined)
 * @param providers   providers affected
 * @param znodes      URL and instance nodes deleted or created
 * @param tookMillis  until ZooKeeper acknowledged the last change
 * @param replyBytes  what the registry counted for its replies to the push's writes; null in an older run
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record PushRecord(long epochMillis, String registry, long wave, String scenario, String kind, int providers,
        long znodes, long tookMillis, Long replyBytes) {

    public static PushRecord of(AddressPush p) {
        return new PushRecord(p.epochMillis(), p.registry(), p.wave(), p.scenario(), p.kind().name(), p.providers(),
                p.znodes(), p.tookMillis(), p.replyBytes());
    }
}
