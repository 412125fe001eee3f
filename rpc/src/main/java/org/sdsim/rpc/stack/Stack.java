package org.sdsim.rpc.stack;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * One way to make the same call: a protocol with a serialization. The Dubbo stacks are the
 * published benchmark's combinations (plus fastjson2, Dubbo 3.2+'s preferred one), each run on the
 * Dubbo generations that have it; gRPC is the peer and raw Netty (no serialization, the same bytes
 * as protobuf) is the ceiling.
 */
public enum Stack {
    DUBBO_HESSIAN2("dubbo", "hessian2", true),
    DUBBO_FASTJSON2("dubbo", "fastjson2", true),
    /** The dubbo protocol with protobuf messages, through Dubbo's protobuf serialization (not in 3.x's core). */
    DUBBO_PROTOBUF("dubbo", "protobuf", true),
    /** Triple with protobuf messages: no wrapper, as gRPC sends them. */
    TRI_PROTOBUF("tri", "protobuf", true),
    /** Triple with a plain Java interface: each Hessian-encoded argument travels inside a protobuf wrapper. */
    TRI_HESSIAN2("tri", "hessian2", true),
    GRPC("grpc", "protobuf", false),
    NETTY("netty", "raw", false);

    public static final List<String> PROTOCOLS = List.of("dubbo", "tri", "grpc", "netty");
    public static final List<String> SERIALIZATIONS = List.of("hessian2", "fastjson2", "protobuf", "raw");

    private final String protocol;
    private final String serialization;
    private final boolean dubbo;

    Stack(String protocol, String serialization, boolean dubbo) {
        this.protocol = protocol;
        this.serialization = serialization;
        this.dubbo = dubbo;
    }

    public String protocol() {
        return protocol;
    }

    public String serialization() {
        return serialization;
    }

    /** Whether Dubbo carries the call (the row has a Dubbo version). */
    public boolean isDubbo() {
        return dubbo;
    }

    /** "dubbo-hessian2": the name on the command line, in file names and JMH's stack parameter. */
    public String id() {
        return protocol + "-" + serialization;
    }

    /** Whether the stack has a server-streaming call. */
    public boolean streams() {
        return this == TRI_PROTOBUF || this == GRPC;
    }

    public static Stack of(String id) {
        for (Stack s : values()) {
            if (s.id().equals(id.toLowerCase(Locale.ROOT))) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown stack '" + id + "': expected one of " + ids());
    }

    public static String ids() {
        return Arrays.stream(values()).map(Stack::id).collect(Collectors.joining(", "));
    }
}
