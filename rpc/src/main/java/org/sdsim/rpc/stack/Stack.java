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
    /** The Dubbo 2.5 protocol study's rows B and C: the dubbo protocol with Dubbo's own and Java's serialization. */
    DUBBO_DUBBO("dubbo", "dubbo", true),
    DUBBO_JAVA("dubbo", "java", true),
    /** The study's rows D and E: Dubbo's rmi protocol (Spring RMI), with serialization=java and =hessian2 as the study set it. */
    RMI_JAVA("rmi", "java", true),
    RMI_HESSIAN2("rmi", "hessian2", true),
    /** The study's row F: Caucho Hessian over HTTP, served by the embedded servlet container Dubbo's server= names. */
    HESSIAN_HESSIAN2("hessian", "hessian2", true),
    /** The study's row G: SOAP through Apache CXF, in the same kind of servlet container. */
    WEBSERVICE_SOAP("webservice", "soap", true),
    GRPC("grpc", "protobuf", false),
    NETTY("netty", "raw", false);

    /** Every protocol and serialization a stack here has. */
    public static final List<String> PROTOCOLS = List.of("dubbo", "tri", "grpc", "netty", "rmi", "hessian", "webservice");
    public static final List<String> SERIALIZATIONS =
            List.of("hessian2", "fastjson2", "protobuf", "raw", "dubbo", "java", "soap");
    /**
     * What {@code sdsim rpc} selects unless told: the current protocols and serializations. The Dubbo
     * 2.5 study's (rmi, hessian, webservice; dubbo and java serialization) run on Dubbo 2.5 only and
     * are asked for by name or by {@code --preset protocol-matrix}.
     */
    public static final List<String> DEFAULT_PROTOCOLS = List.of("dubbo", "tri", "grpc", "netty");
    public static final List<String> DEFAULT_SERIALIZATIONS = List.of("hessian2", "fastjson2", "protobuf", "raw");

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

    /** Whether the stack calls the plain Java interface (a POJO in, a POJO out); the others send protobuf messages or raw bytes. */
    public boolean isPojo() {
        return dubbo && !"protobuf".equals(serialization);
    }

    /** Whether the stack's protocol runs over HTTP in a servlet container (hessian, webservice). */
    public boolean isHttp() {
        return this == HESSIAN_HESSIAN2 || this == WEBSERVICE_SOAP;
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
