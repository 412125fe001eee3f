package org.sdsim.consumer.files;

/**
 * One row of a mode folder's calls.csv: one call the consumer made to the loopback provider.
 * The consumer JVM is the only writer ({@link #csvLine()}); the summarizer and the report read
 * rows back with {@link #parse(String[])}. No dependency beyond the JDK, so the consumer side can
 * use it as it is.
 *
 * @param epochMs       consumer wall clock when the call started
 * @param interfaceName the service interface called
 * @param method        the method called
 * @param ok            whether a reply came back
 * @param latencyMs     how long the call took
 * @param error         what went wrong ("" when ok); the only column that may hold commas
 */
public record CallRow(long epochMs, String interfaceName, String method, boolean ok, double latencyMs, String error) {

    /** calls.csv's first line. */
    public static final String HEADER = "epochMs,interface,method,ok,latencyMs,error";

    /** Columns in {@link #HEADER}; a row is split into at most this many fields. */
    public static final int COLUMNS = 6;

    /** What {@link #parse} needs, for the finding when it refuses a row. */
    public static final String PARSE_EXPECTS = "ok as true or false and numbers for epochMs and latencyMs";

    /** The row as written: the error quoted (it may hold commas and quotes), latency to the microsecond. */
    public String csvLine() {
        return appendCsv(new StringBuilder(128)).toString();
    }

    /** The same row appended to {@code b}: the consumer writes each call's row this way, without garbage. */
    public StringBuilder appendCsv(StringBuilder b) {
        b.append(epochMs).append(',').append(interfaceName).append(',').append(method).append(',').append(ok).append(',');
        LineBuffer.appendDecimal3(b, latencyMs).append(',');
        if (error != null && !error.isEmpty()) {
            b.append(quote(error));
        }
        return b;
    }

    /** A row from its {@link #COLUMNS} fields, or null when a field is not what the header says. */
    public static CallRow parse(String[] f) {
        if (f.length < COLUMNS || !("true".equals(f[3]) || "false".equals(f[3]))) {
            return null;
        }
        try {
            return new CallRow(Long.parseLong(f[0].trim()), f[1], f[2], Boolean.parseBoolean(f[3]),
                    Double.parseDouble(f[4].trim()), unquote(f[5].trim()));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String quote(String s) {
        return s == null || s.isEmpty() ? "" : '"' + s.replace("\"", "\"\"") + '"';
    }

    private static String unquote(String s) {
        return s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"")
                ? s.substring(1, s.length() - 1).replace("\"\"", "\"") : s;
    }
}
