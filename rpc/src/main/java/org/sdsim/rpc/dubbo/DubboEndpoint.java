package org.sdsim.rpc.dubbo;

import org.sdsim.rpc.stack.Stack;

/**
 * Where one Dubbo stack's provider listens, and what both sides agree on: the protocol and the
 * serialization each pins. The host is a name the JVM hosts file maps to 127.0.0.1: Dubbo rewrites
 * 127.x addresses to the machine's primary one, and a provider asked to bind 127.0.0.1 binds 0.0.0.0.
 */
public record DubboEndpoint(Stack stack, String host, int port) {

    public DubboEndpoint {
        if (!stack.isDubbo()) {
            throw new IllegalArgumentException(stack.id() + " is not carried by Dubbo");
        }
    }

    /**
     * The serialization both sides pin, or null where the protocol picks its own: triple sends
     * protobuf messages bare, with no Dubbo serialization at all.
     */
    public String serialization() {
        return stack == Stack.TRI_PROTOBUF ? null : stack.serialization();
    }

    /**
     * The reference's URL straight to the provider (no registry). {@code prefer.serialization}
     * matters from Dubbo 3.2 on, which otherwise prefers fastjson2 whenever both sides have it;
     * older generations ignore the parameter.
     */
    public String url() {
        String url = stack.protocol() + "://" + host + ":" + port;
        String serialization = serialization();
        return serialization == null ? url : url + "?serialization=" + serialization + "&prefer.serialization=" + serialization;
    }
}
