package org.sdsim.simulator.sweep;

import java.nio.file.Path;
import java.util.List;

/**
 * A sweep folder refitted by this build, of either kind ({@link SweepRefit}, {@link RegistrySweepRefit}): what
 * {@code sdsim report} says about it.
 */
public interface Refitted {

    /** The sweep's answers, a line each, as the sweep itself printed them. */
    List<String> console();

    /** What could not be read in the points' summary.json, and what became of those points. */
    List<String> warnings();

    /** The result file rewritten. */
    Path json();

    /** The report a reader opens. */
    Path report();

    /** The points refitted. */
    int points();
}
