package org.sdsim.rpc.stack;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The calls benchmarked: the rpc-benchmark suite's four, which cover the published Dubbo
 * benchmark's three shapes (tiny call, POJO return, POJO-list return), plus the payload echo,
 * server and bidirectional streaming, and the Dubbo 2.5 protocol study's two order calls. The name is
 * the JMH benchmark method's.
 */
public enum Method {
    EXIST_USER("existUser", "no-arg"),
    CREATE_USER("createUser", null),
    GET_USER("getUser", "POJO"),
    LIST_USER("listUser", "POJO list"),
    ECHO("echo", null),
    /** The Dubbo 2.5 study's LoadOrder: one nested order POJO there and back. */
    LOAD_ORDER("loadOrder", null),
    /** The study's LoadOrders: a list of 100 orders there and back. */
    LOAD_ORDERS("loadOrders", null),
    STREAM_USERS("streamUsers", null),
    /** Bidirectional streaming: one page up, its users down, one message each (the same bytes as streamUsers). */
    CHAT_USERS("chatUsers", null);

    private final String id;
    private final String published;

    Method(String id, String published) {
        this.id = id;
        this.published = published;
    }

    public String id() {
        return id;
    }

    /** The published Dubbo benchmark's row this method stands for, or null. */
    public String publishedRow() {
        return published;
    }

    /** One of the rpc-benchmark suite's four calls (what the provider warm-up exercises). */
    public boolean isUserCall() {
        return this == EXIST_USER || this == CREATE_USER || this == GET_USER || this == LIST_USER;
    }

    /** Whether only the streaming stacks (tri-protobuf, grpc-protobuf) have this call. */
    public boolean needsStream() {
        return this == STREAM_USERS || this == CHAT_USERS;
    }

    /** Whether only the stacks on the plain Java interface have this call (the study's order calls have no protobuf twin). */
    public boolean needsPojo() {
        return this == LOAD_ORDER || this == LOAD_ORDERS;
    }

    /** The payload label of this method's row in rpc.json (echo's is its size). */
    public String payload(Payload size) {
        return switch (this) {
            case EXIST_USER -> "email";
            case CREATE_USER, GET_USER -> "user";
            case LIST_USER -> "page of 15 users";
            case STREAM_USERS, CHAT_USERS -> "15 user messages";
            case ECHO -> size.label();
            case LOAD_ORDER -> "order";
            case LOAD_ORDERS -> "orders-" + org.sdsim.rpc.service.Fixtures.ORDERS;
        };
    }

    public static Method of(String id) {
        for (Method m : values()) {
            if (m.id.toLowerCase(Locale.ROOT).equals(id.toLowerCase(Locale.ROOT))) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown method '" + id + "': expected one of " + ids());
    }

    public static List<String> idList() {
        return Arrays.stream(values()).map(Method::id).toList();
    }

    public static String ids() {
        return Arrays.stream(values()).map(Method::id).collect(Collectors.joining(", "));
    }
}
