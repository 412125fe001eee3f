package org.sdsim.simulator.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The power law a sweep fits to cost per push, on made-up points with a known exponent. */
class PowerFitTest {

    private static final double[] GRID = {100, 200, 300, 400, 500};

    /** a · N^k at the grid, each point times (1 + noise · wobble), the wobble a fixed pattern of ±1. */
    private static double[] cost(double a, double k, double noise) {
        double[] wobble = {1, -1, -1, 1, 0.5};
        double[] y = new double[GRID.length];
        for (int i = 0; i < GRID.length; i++) {
            y[i] = a * Math.pow(GRID[i], k) * (1 + noise * wobble[i]);
        }
        return y;
    }

    @Test
    void exactPointsGiveBackALinearAndAQuadraticExponentAndTheirCoefficient() {
        PowerFit linear = PowerFit.of(GRID, cost(0.05, 1, 0));
        assertEquals(1.0, linear.exponent(), 1e-9);
        assertEquals(0.05, linear.coefficient(), 1e-9);
        assertEquals(0.0, linear.exponentError(), 1e-9);
        assertEquals(5, linear.points());
        PowerFit quadratic = PowerFit.of(GRID, cost(2e-4, 2, 0));
        assertEquals(2.0, quadratic.exponent(), 1e-9);
        assertEquals(2e-4, quadratic.coefficient(), 1e-12);
        assertEquals(2e-4 * 250 * 250, quadratic.predict(250), 1e-9);
    }

    @Test
    void noisyPointsStillGiveTheExponentWithinItsErrorAndLessNoiseGivesASmallerError() {
        PowerFit rough = PowerFit.of(GRID, cost(2e-4, 2, 0.10));
        PowerFit fine = PowerFit.of(GRID, cost(2e-4, 2, 0.01));
        assertTrue(rough.exponentError() > 0, "10 % scatter leaves residuals: " + rough);
        assertTrue(Math.abs(rough.exponent() - 2) < 3 * rough.exponentError(), "k = 2 within 3 errors: " + rough);
        assertTrue(fine.exponentError() < rough.exponentError() / 5, fine + " against " + rough);
        assertTrue(Math.abs(fine.exponent() - 2) < Math.abs(rough.exponent() - 2), fine + " against " + rough);
    }

    @Test
    void pointsWithoutAPositiveCostAreLeftOutAndFewerThanTwoGiveNoFit() {
        assertNull(PowerFit.of(new double[] {10, 20, 30}, new double[] {0, 4, 0}), "one positive point");
        assertNull(PowerFit.of(new double[] {10}, new double[] {4}));
        assertNull(PowerFit.of(new double[] {10, 10}, new double[] {4, 5}), "one fleet size twice");
        PowerFit two = PowerFit.of(new double[] {10, 20, 30}, new double[] {1, 4, -1});
        assertEquals(2, two.points(), "the negative cost is left out");
        assertEquals(2.0, two.exponent(), 1e-9);
        assertTrue(Double.isNaN(two.exponentError()), "two points fit any line exactly: no error to claim");
    }
}
