package org.sdsim.simulator.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The report's columns as the tables show them: one group a mode of a run, which holds all of its runs when it ran
 * more than once ({@code --repeat}); every other column is a group of its own. The charts keep every run's column;
 * the tables give a group's figures as their median and range.
 */
final class ColumnGroups {

    private ColumnGroups() {
    }

    /** The groups, in the order each first appears. */
    static List<List<Column>> of(List<Column> columns) {
        Map<Object, List<Column>> groups = new LinkedHashMap<>();
        for (Column c : columns) {
            var s = c.mode().summary();
            Object key = s.repeat() == null || s.mode() == null ? c : c.mode().runId() + "\u0000" + s.mode().id();
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(c);
        }
        return List.copyOf(groups.values());
    }
}
