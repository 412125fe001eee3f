package org.sdsim.consumer.api;

import com.fasterxml.jackson.annotation.JsonTypeName;

import java.util.List;

/**
 * Answer to {@link Command#SESSIONS}: every ZooKeeper session the consumer JVM holds open, from
 * whichever part of Dubbo opened it (registry, service discovery, metadata report).
 *
 * @param sessions one per ZooKeeper client handle
 */
@JsonTypeName("sessions")
public record SessionsReply(List<Session> sessions) implements Reply {

    /**
     * @param server         {@code host:port} the handle is connected to (or last tried)
     * @param sessionId      the session id (0 while the handle has none yet)
     * @param passwordBase64 the session password, base64; with the id it lets another handle end the session
     */
    public record Session(String server, long sessionId, String passwordBase64) {

        /** {@code 0x...}, as ZooKeeper's own logs print it. */
        public String idHex() {
            return "0x" + Long.toHexString(sessionId);
        }
    }
}
