package org.sdsim.analyzers.chart;

/**
 * Something that happened at a moment of the JVM's life, drawn as a vertical line across a
 * time chart (e.g. a churn wave pushing addresses to the consumer).
 *
 * @param uptimeSec when, in seconds since the charted JVM started (the GC log's uptime clock)
 * @param group     legend name shared by markers of one kind, e.g. "Address push (churn)"
 * @param label     a few characters drawn at the top of this one line (e.g. "F3", to find the
 *                  third fault of a table on the chart), or null for none
 */
public record TimeMarker(double uptimeSec, String group, String label) {
    public TimeMarker {
        if (group == null || group.isBlank()) {
            throw new IllegalArgumentException("a marker needs a group name for the legend");
        }
        label = label == null || label.isBlank() ? null : label;
    }

    /** A marker without a label of its own. */
    public TimeMarker(double uptimeSec, String group) {
        this(uptimeSec, group, null);
    }
}
