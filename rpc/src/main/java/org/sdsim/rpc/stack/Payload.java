package org.sdsim.rpc.stack;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The echo call's string size: the Dubbo 2.5 study's 1KB, 100KB and 1MB by name, or any size in
 * bytes ({@code 128B}, {@code 16384B}: the dubbo-go suite's sizes). The label is what the command
 * line, JMH's parameter and rpc.json carry.
 */
public record Payload(String label, int bytes) {

    public static final Payload KB1 = new Payload("1KB", 1024);
    public static final Payload KB100 = new Payload("100KB", 100 * 1024);
    public static final Payload MB1 = new Payload("1MB", 1024 * 1024);

    /** Past this the dubbo protocol's default payload limit (8 MB) would fail the call, not measure it. */
    public static final int MAX_BYTES = 4 * 1024 * 1024;

    private static final Pattern SIZE = Pattern.compile("(\\d+)(B|KB|MB)");

    public Payload {
        if (bytes < 1 || bytes > MAX_BYTES) {
            throw new IllegalArgumentException("payload '" + label + "' is " + bytes + " bytes; expected 1 to "
                    + MAX_BYTES);
        }
    }

    /** {@code bytes} bytes, labelled by its size: 1024 is 1KB, 128 is 128B. */
    public static Payload ofBytes(int bytes) {
        if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0) {
            return new Payload(bytes / (1024 * 1024) + "MB", bytes);
        }
        if (bytes >= 1024 && bytes % 1024 == 0) {
            return new Payload(bytes / 1024 + "KB", bytes);
        }
        return new Payload(bytes + "B", bytes);
    }

    /** "1KB", "100kb", "128B", "2MB": a number and a unit (KB and MB are 1024-based, as the study meant). */
    public static Payload of(String label) {
        Matcher m = SIZE.matcher(label.trim().toUpperCase(Locale.ROOT));
        if (!m.matches()) {
            throw new IllegalArgumentException("unknown payload '" + label + "': expected " + labels());
        }
        long n = Long.parseLong(m.group(1));
        long bytes = switch (m.group(2)) {
            case "MB" -> n * 1024 * 1024;
            case "KB" -> n * 1024;
            default -> n;
        };
        if (bytes < 1 || bytes > MAX_BYTES) {
            throw new IllegalArgumentException("payload '" + label + "' is " + bytes + " bytes; expected 1 to "
                    + MAX_BYTES + " (4MB)");
        }
        return ofBytes((int) bytes);
    }

    public static String labels() {
        return "1KB, 100KB, 1MB or any size such as 128B, 16KB (up to 4MB)";
    }
}
