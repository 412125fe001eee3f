package org.sdsim.rpc.stack;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The calls benchmarked: the rpc-benchmark suite's four, which cover the published Dubbo
 * benchmark's three shapes (tiny call, POJO return, POJO-list return), plus the payload echo and
 * triple's server streaming. The name is the JMH benchmark method's.
 */
public enum Method {
    EXIST_USER("existUser", "no-arg"),
    CREATE_USER("createUser", null),
    GET_USER("getUser", "POJO"),
    LIST_USER("listUser", "POJO list"),
    ECHO("echo", null),
    STREAM_USERS("streamUsers", null);

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

    /** The payload label of this method's row in rpc.json (echo's is its size). */
    public String payload(Payload size) {
        return switch (this) {
            case EXIST_USER -> "email";
            case CREATE_USER, GET_USER -> "user";
            case LIST_USER -> "page of 15 users";
            case STREAM_USERS -> "15 user messages";
            case ECHO -> size.label();
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
