package org.sdsim.analyzers.chart;

import java.awt.Paint;
import java.awt.Stroke;
import org.jfree.chart.plot.ValueMarker;

/** A vertical event marker that belongs to a named group (one legend entry per group). */
final class GroupedMarker extends ValueMarker {
    private static final long serialVersionUID = 1L;
    private final String group;

    GroupedMarker(double value, String group, Paint paint, Stroke stroke) {
        super(value, paint, stroke);
        this.group = group;
    }

    String group() {
        return group;
    }
}
