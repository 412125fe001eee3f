package org.sdsim.rpc.stack;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How the HTTP/2 stacks compress each message (the dubbo-go suite's compression knob): not at all,
 * or gzip, the one codec that gRPC-java and Dubbo's triple both register by default.
 */
public enum Compression {
    NONE("none"),
    GZIP("gzip");

    /**
     * Where Dubbo 3.3's triple client reads its compressor: the environment only
     * ({@code TripleInvoker#getCompressorFromEnv}, key {@code dubbo.rpc.tri.compressor} in its
     * environment-variable form), once per JVM.
     */
    public static final String TRIPLE_ENV = "DUBBO_RPC_TRI_COMPRESSOR";

    private final String id;

    Compression(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** Whether {@code stack} can compress its messages: triple and gRPC (HTTP/2 with grpc-encoding). */
    public static boolean appliesTo(Stack stack) {
        return "tri".equals(stack.protocol()) || stack == Stack.GRPC;
    }

    public static Compression of(String id) {
        for (Compression c : values()) {
            if (c.id.equals(id.trim().toLowerCase(Locale.ROOT))) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown compression '" + id + "': expected one of " + ids());
    }

    public static String ids() {
        return Arrays.stream(values()).map(Compression::id).collect(Collectors.joining(", "));
    }
}
