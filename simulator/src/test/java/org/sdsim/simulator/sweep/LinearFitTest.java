package org.sdsim.simulator.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LinearFitTest {

    @Test
    void pointsOnALineGiveItsInterceptSlopeAndRSquaredOne() {
        LinearFit f = LinearFit.of(new double[] {100, 200, 300, 400}, new double[] {25, 45, 65, 85});
        assertEquals(5.0, f.intercept(), 1e-9);
        assertEquals(0.2, f.slope(), 1e-12);
        assertEquals(1.0, f.r2(), 1e-12);
        assertEquals(0.0, f.worstRelativeResidual(), 1e-12);
        assertEquals(105.0, f.predict(500), 1e-9);
    }

    @Test
    void scatterLowersRSquaredAndShowsInTheResiduals() {
        LinearFit f = LinearFit.of(new double[] {1, 2, 3, 4, 5}, new double[] {2, 4.5, 5.5, 8.5, 9.5});
        // By hand: slope 19/10, intercept 6 - 1.9 * 3; residuals -0.2, 0.4, -0.5, 0.6, -0.3 (SSres 0.9), SStot 37.
        assertEquals(1.9, f.slope(), 1e-9);
        assertEquals(0.3, f.intercept(), 1e-9);
        assertEquals(1 - 0.9 / 37, f.r2(), 1e-9);
        double sum = f.points().stream().mapToDouble(LinearFit.Point::residual).sum();
        assertEquals(0.0, sum, 1e-9, "least-squares residuals sum to zero");
    }

    @Test
    void theSlopesStandardErrorComesFromTheResiduals() {
        LinearFit f = LinearFit.of(new double[] {1, 2, 3, 4, 5}, new double[] {2, 4.5, 5.5, 8.5, 9.5});
        // By hand: SSres 0.9 over n - 2 = 3 degrees of freedom, Σ(x - x̄)² = 10.
        assertEquals(Math.sqrt(0.9 / 3 / 10), f.slopeStandardError(), 1e-12);
        assertEquals(0.0, LinearFit.of(new double[] {1, 2, 3}, new double[] {2, 4, 6}).slopeStandardError(), 1e-12);
    }

    @Test
    void twoPointsFitButClaimNoRSquaredAndNoSlopeError() {
        LinearFit two = LinearFit.of(new double[] {1, 2}, new double[] {3, 5});
        assertTrue(Double.isNaN(two.r2()));
        assertTrue(Double.isNaN(two.slopeStandardError()));
    }

    @Test
    void largestXWithinALimitIsTheFloorOfTheCrossing() {
        LinearFit f = LinearFit.of(new double[] {0, 10, 20}, new double[] {10, 30, 50}); // y = 10 + 2x
        assertEquals(145, f.largestXWithin(300.9).getAsLong());
        assertTrue(f.largestXWithin(5).isEmpty(), "the intercept alone is over the limit");
        LinearFit flat = LinearFit.of(new double[] {0, 10, 20}, new double[] {10, 10, 10});
        assertTrue(flat.largestXWithin(300).isEmpty(), "a flat line is limited by nothing");
    }

    @Test
    void aLineNeedsTwoDistinctXs() {
        assertThrows(IllegalArgumentException.class, () -> LinearFit.of(new double[] {1}, new double[] {1}));
        assertThrows(IllegalArgumentException.class, () -> LinearFit.of(new double[] {2, 2}, new double[] {1, 3}));
    }
}
