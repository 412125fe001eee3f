package org.sdsim.simulator.subscriber;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;
import java.util.Map;

/**
 * The ZooKeeper sessions a subscriber process holds, written as {@code subscribers/sessions.json}
 * once every subscriber is ready: the registry figures tell the subscribers' traffic from the
 * consumer's by these ids, and leave the push feeds (sdsim's own) out.
 *
 * <p>Written again whenever a subscriber or feed replaced an expired session, so that every id each ever held is
 * in it.
 *
 * @param subscribers registry label → the subscribers' session ids
 * @param feeds       registry label → the push feed's session ids
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SubscriberSessions(Map<String, List<Long>> subscribers, Map<String, List<Long>> feeds) {

    /** Every id in it, the subscribers' and the feeds'. */
    public java.util.Set<Long> all() {
        java.util.Set<Long> out = new java.util.HashSet<>();
        if (subscribers != null) {
            subscribers.values().forEach(out::addAll);
        }
        if (feeds != null) {
            feeds.values().forEach(out::addAll);
        }
        return out;
    }

    /** The feeds' ids only (sdsim's own sessions). */
    public java.util.Set<Long> feedIds() {
        java.util.Set<Long> out = new java.util.HashSet<>();
        if (feeds != null) {
            feeds.values().forEach(out::addAll);
        }
        return out;
    }
}
