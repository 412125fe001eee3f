package org.sdsim.simulator.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.sdsim.simulator.folder.Problems;

/**
 * What the report could not read or had to work around, in words a reader can act on
 * ("interface/probes.jsonl line 7: cut short ..."). The report prints all of them; nothing that
 * goes wrong while reading a run folder is allowed to stop the report.
 */
final class Findings implements Problems {
    private final List<String> items = new ArrayList<>();

    @Override
    public void add(String where, String what) {
        items.add(where + ": " + what);
    }

    List<String> list() {
        return Collections.unmodifiableList(items);
    }

    boolean isEmpty() {
        return items.isEmpty();
    }
}
