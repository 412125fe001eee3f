package org.sdsim.analyzers.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class OrderStatisticsTest {
    @Test
    void medianOfAnEvenCountIsTheLowerMiddleValueNotTheMeanOfThePair() {
        assertEquals(20.0, OrderStatistics.median(new double[] {40, 10, 20, 30}));
    }

    @Test
    void medianOfAnOddCountIsTheMiddleValueAndNeedsNoSortedInput() {
        assertEquals(20.0, OrderStatistics.median(new double[] {30, 10, 20}));
    }

    @Test
    void medianOfNothingIsNaN() {
        assertTrue(Double.isNaN(OrderStatistics.median(new double[0])));
    }

    @Test
    void medianIsTheSameOrderStatisticAsTheP50Percentile() {
        double[] ascending = {1, 2, 3, 4, 5, 6};
        assertEquals(OrderStatistics.percentile(ascending, 50), OrderStatistics.median(ascending));
    }
}
