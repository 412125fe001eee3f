package org.sdsim.analyzers.jfr;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether the samples tell two adjacent sites of a ranking apart: a ranking by sampled weight
 * orders sites even when their MB differ by less than the sampling could have put between them.
 * The outputs mark such a rank (≈) rather than let the order read as a finding.
 */
public final class SiteOrder {
    /**
     * How many combined standard errors the gap between two sites must exceed for their order to
     * count as resolved: at 2, two sites of equal true weight show a resolved order about 5 % of
     * the time (their gap is about normal for tens of samples and more).
     */
    public static final double RESOLVING_ERRORS = 2.0;

    private SiteOrder() {
    }

    /**
     * Whether {@code heavier} outweighs {@code lighter} by more than {@link #RESOLVING_ERRORS} times
     * their uncertainties combined as independent (√(σ₁² + σ₂²)). Both sites draw on the same
     * samples, so their errors are in fact slightly anti-correlated and the gap's error somewhat
     * larger: the test errs towards calling an order resolved, which is why it asks for two errors.
     */
    public static boolean resolved(AllocationSite heavier, AllocationSite lighter) {
        double gap = heavier.weightBytes() - lighter.weightBytes();
        double combined = Math.hypot(heavier.uncertaintyBytes(), lighter.uncertaintyBytes());
        return gap > RESOLVING_ERRORS * combined;
    }

    /**
     * For each site of a ranking, heaviest first, whether its order against the site above it is
     * not resolved; false for the first.
     */
    public static List<Boolean> unresolvedAbove(List<AllocationSite> ranked) {
        List<Boolean> out = new ArrayList<>(ranked.size());
        for (int i = 0; i < ranked.size(); i++) {
            out.add(i > 0 && !resolved(ranked.get(i - 1), ranked.get(i)));
        }
        return out;
    }

    /** The rank as the tables show it: "3", or "≈3" when its order against rank 2 is not resolved. */
    public static String rank(int rank, boolean unresolvedAbove) {
        return unresolvedAbove ? "≈" + rank : Integer.toString(rank);
    }
}
