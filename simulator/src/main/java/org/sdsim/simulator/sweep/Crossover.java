package org.sdsim.simulator.sweep;

import java.util.List;

/**
 * Where stock application level starts to cost more per push than interface level, for one figure:
 * from the two fitted power laws, and from the measured points themselves. The fitted answer outside
 * the grid is an extrapolation of the curves; the measured one never leaves the grid.
 *
 * @param figure              the figure compared
 * @param application         the stock application-level mode
 * @param interfaceMode       the interface-level mode it is set against
 * @param where               where the fitted curves cross, relative to the grid
 * @param providers           N where they cross; null when they never do
 * @param cheaperBelow        the mode with the lower fitted cost below the crossing (everywhere when never)
 * @param cheaperAbove        the mode with the lower fitted cost above it
 * @param exponentsOverlap    the exponents differ by less than their combined standard error: the data do
 *                            not tell the two growths apart, so the crossing is not determined
 * @param measuredAt          the grid sizes where both modes measured the figure
 * @param firstMeasuredDearer the first of those where application's measured cost exceeds interface's;
 *                            null when it never does on the grid
 */
public record Crossover(PushFigure figure, String application, String interfaceMode, Where where, Double providers,
                        String cheaperBelow, String cheaperAbove, boolean exponentsOverlap, List<Integer> measuredAt,
                        Integer firstMeasuredDearer) {

    /** The fitted crossing against the grid's sizes. */
    public enum Where {
        WITHIN_GRID("within the grid"),
        BELOW_GRID("below the grid"),
        ABOVE_GRID("above the grid"),
        NEVER("never (same exponent)");

        private final String words;

        Where(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    public Crossover {
        measuredAt = measuredAt == null ? List.of() : List.copyOf(measuredAt);
    }
}
