package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * What one address push cost a registry, from the server's counters over a mode's measuring span:
 * the span's growth, less what the server did before the first push (pings, a consumer's background
 * work), spread over the span's pushes, then over the clients that
 * subscribe (the mode's consumer and its subscribers).
 *
 * <p>Requests come from each connection's own count ({@code cons}), so the registrar's writes and the
 * meter's connections are left out exactly (a session's pings, one per third of its timeout of idleness,
 * are in); bytes only exist for the whole server, so the registrar's share is taken out by size: its
 * replies, as jute serializes them (a created URL node's reply carries its path, about 1.4 KB at the
 * default fleet), which the registrar adds up for each push ({@code PushRecord#replyBytes}).
 *
 * @param pushes               address pushes in the span (a wave's deregistration and its registration
 *                             are two, as in the consumer's figures)
 * @param backgroundRequestsPerSecond the server's request rate before the span's first push
 * @param clients              clients that subscribe: the consumer and the subscribers
 * @param requests             requests per push by the subscribing clients together
 * @param consumerRequests     of which the mode's real consumer's, per push
 * @param subscriberRequests   per push and per subscriber, the subscribers' own mean; null without subscribers
 * @param bytesSent            bytes the server sent per push, background and the registrar's replies taken out
 * @param bytesPerClient       {@code bytesSent} spread over the subscribing clients
 * @param notifications        watch notifications per push
 * @param getDataRequests      getData requests per push
 * @param getChildrenRequests  getChildren2 requests per push
 * @param consumerBytes        bytes the server sent the mode's real consumer per push (replies and notifications,
 *                             its pings' replies included), from the server's count per session; null where the
 *                             server does not count per session (an external ensemble)
 * @param subscriberBytes      the same per push and per subscriber, the subscribers' own mean; null without
 *                             subscribers or per-session counts
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RegistryPushCost(
        long pushes,
        Double backgroundRequestsPerSecond,
        int clients,
        Double requests,
        Double consumerRequests,
        Double subscriberRequests,
        Double bytesSent,
        Double bytesPerClient,
        Double notifications,
        Double getDataRequests,
        Double getChildrenRequests,
        Double consumerBytes,
        Double subscriberBytes) {
}
