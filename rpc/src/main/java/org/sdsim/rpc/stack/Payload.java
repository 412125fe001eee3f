package org.sdsim.rpc.stack;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The echo call's string sizes, the Dubbo 2.5 study's. */
public enum Payload {
    KB1("1KB", 1024),
    KB100("100KB", 100 * 1024),
    MB1("1MB", 1024 * 1024);

    private final String label;
    private final int bytes;

    Payload(String label, int bytes) {
        this.label = label;
        this.bytes = bytes;
    }

    public String label() {
        return label;
    }

    public int bytes() {
        return bytes;
    }

    public static Payload of(String label) {
        for (Payload p : values()) {
            if (p.label.equalsIgnoreCase(label.toUpperCase(Locale.ROOT))) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown payload '" + label + "': expected one of " + labels());
    }

    public static String labels() {
        return Arrays.stream(values()).map(Payload::label).collect(Collectors.joining(", "));
    }
}
