package org.sdsim.consumer.api;

import com.fasterxml.jackson.annotation.JsonTypeName;

import java.util.Map;

/**
 * Answer to {@link Command#SESSION_BYTES}: the bytes an embedded ZooKeeper server has sent each of its open
 * sessions, replies and watch notifications, counted as its {@code response_bytes} and {@code watch_bytes} count
 * them for the whole server. ZooKeeper keeps only packets per connection ({@code cons}); the registry JVM counts
 * bytes in its connections.
 *
 * @param bytesBySession session id → bytes sent to it since its connection opened
 */
@JsonTypeName("session-bytes")
public record SessionBytesReply(Map<Long, Long> bytesBySession) implements Reply {
}
