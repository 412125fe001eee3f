package org.sdsim.simulator.folder;

/** Where a reader of a run folder reports what it could not read: the report's findings, or stderr. */
@FunctionalInterface
public interface Problems {
    /**
     * @param where the file as shown to the user, e.g. "interface/probes.jsonl line 7"
     * @param what  what was wrong and what was done about it
     */
    void add(String where, String what);

    /** Prints each problem to stderr as "sdsim: where: what". */
    Problems STDERR = (where, what) -> System.err.println("sdsim: " + where + ": " + what);
}
