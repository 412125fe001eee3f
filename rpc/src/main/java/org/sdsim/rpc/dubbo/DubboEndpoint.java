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
        return stack == Stack.TRI_PROTOBUF || stack == Stack.WEBSERVICE_SOAP ? null : stack.serialization();
    }

    /**
     * The HTTP server the protocol runs in, for hessian and webservice: the embedded Jetty that
     * Dubbo's {@code server=jetty} binder starts (the study ran them in Tomcat as {@code server=servlet},
     * which needs a container that Dubbo does not start itself). Null for the other protocols.
     */
    public String server() {
        return stack.isHttp() ? "jetty" : null;
    }

    /**
     * The reference's URL to {@code iface} straight at the provider (no registry). {@code prefer.serialization}
     * matters from Dubbo 3.2 on, which otherwise prefers fastjson2 whenever both sides have it;
     * older generations ignore the parameter.
     */
    public String url(Class<?> iface) {
        // The path names the service: rmi looks it up in its registry by it, hessian and webservice
        // serve it at it; the dubbo and tri protocols find it by it.
        String url = stack.protocol() + "://" + host + ":" + port + "/" + iface.getName();
        String serialization = serialization();
        return serialization == null ? url : url + "?serialization=" + serialization + "&prefer.serialization=" + serialization;
    }
}
