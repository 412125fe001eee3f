package org.sdsim.simulator.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What the report could not read or had to work around, in words a reader can act on
 * ("interface/probes.jsonl line 7: cut short ..."). The report prints all of them; nothing that
 * goes wrong while reading a run folder is allowed to stop the report.
 */
final class Findings {
    private final List<String> items = new ArrayList<>();

    void add(String where, String what) {
        items.add(where + ": " + what);
    }

    List<String> list() {
        return Collections.unmodifiableList(items);
    }

    boolean isEmpty() {
        return items.isEmpty();
    }
}
