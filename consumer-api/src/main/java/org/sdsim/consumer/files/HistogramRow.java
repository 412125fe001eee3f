package org.sdsim.consumer.files;

/**
 * One row of a mode folder's histogram.csv: a class in the consumer's end-of-run class histogram
 * (what {@code jcmd PID GC.class_histogram} prints). The consumer JVM is the only writer; the
 * report reads it back. No dependency beyond the JDK.
 *
 * @param rank      1 for the class with the most bytes
 * @param instances live instances
 * @param bytes     shallow bytes of those instances
 * @param className the class, as the JVM names it
 */
public record HistogramRow(int rank, long instances, long bytes, String className) {

    /** histogram.csv's first line. */
    public static final String HEADER = "rank,instances,bytes,className";

    /** Columns in {@link #HEADER}. */
    public static final int COLUMNS = 4;

    /** What {@link #parse} needs, for the finding when it refuses a row. */
    public static final String PARSE_EXPECTS = "numbers for rank, instances and bytes";

    public String csvLine() {
        return rank + "," + instances + "," + bytes + "," + className;
    }

    /** A row from its {@link #COLUMNS} fields, or null when rank, instances or bytes is not a number. */
    public static HistogramRow parse(String[] f) {
        if (f.length < COLUMNS) {
            return null;
        }
        try {
            return new HistogramRow(Integer.parseInt(f[0].trim()), Long.parseLong(f[1].trim()),
                    Long.parseLong(f[2].trim()), f[3].trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    public double megabytes() {
        return bytes / (1024.0 * 1024.0);
    }
}
