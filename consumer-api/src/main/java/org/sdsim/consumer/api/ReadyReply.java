package org.sdsim.consumer.api;

import com.fasterxml.jackson.annotation.JsonTypeName;

/**
 * The child is up: the consumer once its references exist (addresses may still be arriving), the
 * provider once every interface is exported, a registry once it accepts connections.
 *
 * @param port the port the provider or registry listens on; null for the consumer, which listens nowhere
 */
@JsonTypeName("ready")
public record ReadyReply(Integer port) implements Reply {

    public static ReadyReply consumer() {
        return new ReadyReply(null);
    }

    public static ReadyReply listeningOn(int port) {
        return new ReadyReply(port);
    }
}
