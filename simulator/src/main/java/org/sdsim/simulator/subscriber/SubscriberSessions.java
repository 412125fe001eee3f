package org.sdsim.simulator.subscriber;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;
import java.util.Map;

/**
 * The ZooKeeper sessions a subscriber process holds, written as {@code subscribers/sessions.json}
 * once every subscriber is ready: the registry figures tell the subscribers' traffic from the
 * consumer's by these ids, and leave the push feeds (sdsim's own) out.
 *
 * @param subscribers registry label → the subscribers' session ids
 * @param feeds       registry label → the push feed's session id
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SubscriberSessions(Map<String, List<Long>> subscribers, Map<String, Long> feeds) {
}
