package org.sdsim.analyzers.jfr;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Adds allocation samples up by site: each sample is charged to the frame its {@link SiteRule}
 * chooses, with its weight, and to its object class within that site. It reads nothing itself:
 * feed it from {@link AllocationSampleReader} or from any list of samples.
 *
 * <p>Memory follows the number of distinct sites and classes, not of samples.
 */
public final class AllocationSiteAggregator implements Consumer<AllocationSample> {
    /** Ranks sites and classes: heaviest first, then most samples, then by name so ties read the same every time. */
    private static final Comparator<AllocationSite> SITE_ORDER = Comparator
            .comparingLong(AllocationSite::weightBytes).reversed()
            .thenComparing(Comparator.comparingLong(AllocationSite::samples).reversed())
            .thenComparing(site -> site.frame().toString());
    private static final Comparator<ClassShare> CLASS_ORDER = Comparator
            .comparingLong(ClassShare::weightBytes).reversed()
            .thenComparing(Comparator.comparingLong(ClassShare::samples).reversed())
            .thenComparing(ClassShare::className);

    private final SiteRule rule;
    private final Instant from;
    private final Instant to;
    private final Map<Frame, Tally> sites = new HashMap<>();
    private long weightBytes;
    private double squaredWeightBytes;
    private long samples;
    private long outsideWindow;

    /**
     * @param rule which frame names a sample's site
     * @param from samples before this are left out (null: none)
     * @param to   samples at or after this are left out (null: none)
     */
    public AllocationSiteAggregator(SiteRule rule, Instant from, Instant to) {
        this.rule = rule;
        this.from = from;
        this.to = to;
    }

    /** Every sample counts. */
    public AllocationSiteAggregator(SiteRule rule) {
        this(rule, null, null);
    }

    /** Weight and samples charged to one frame, by object class. */
    private static final class Tally {
        final SiteRule.Via via;
        long weightBytes;
        long samples;
        final Map<String, long[]> byClass = new HashMap<>(4);   // class -> {weight, samples}

        Tally(SiteRule.Via via) {
            this.via = via;
        }
    }

    @Override
    public void accept(AllocationSample sample) {
        if ((from != null && sample.time().isBefore(from)) || (to != null && !sample.time().isBefore(to))) {
            outsideWindow++;
            return;
        }
        SiteRule.Pick pick = rule.choose(sample.stack());
        Tally tally = sites.computeIfAbsent(pick.frame(), frame -> new Tally(pick.via()));
        tally.weightBytes += sample.weightBytes();
        tally.samples++;
        long[] perClass = tally.byClass.computeIfAbsent(sample.objectClass(), c -> new long[2]);
        perClass[0] += sample.weightBytes();
        perClass[1]++;
        weightBytes += sample.weightBytes();
        squaredWeightBytes += (double) sample.weightBytes() * sample.weightBytes();
        samples++;
    }

    /** The sum of the counted samples' weights, in bytes. */
    public long weightBytes() {
        return weightBytes;
    }

    /** The samples counted. */
    public long samples() {
        return samples;
    }

    /** The samples left out because they fell outside the window. */
    public long samplesOutsideWindow() {
        return outsideWindow;
    }

    /** Every site, heaviest first; each with its {@code classesPerSite} heaviest classes. Shares add up to 100. */
    public List<AllocationSite> sites(int classesPerSite) {
        List<AllocationSite> ranked = new ArrayList<>(sites.size());
        sites.forEach((frame, tally) -> ranked.add(new AllocationSite(frame, tally.via, tally.weightBytes,
                percent(tally.weightBytes, weightBytes), tally.samples, squaredWeightBytes,
                topClasses(tally, classesPerSite))));
        ranked.sort(SITE_ORDER);
        return ranked;
    }

    private static List<ClassShare> topClasses(Tally tally, int n) {
        List<ClassShare> classes = new ArrayList<>(tally.byClass.size());
        tally.byClass.forEach((name, ws) -> classes.add(
                new ClassShare(name, ws[0], ws[1], percent(ws[0], tally.weightBytes))));
        classes.sort(CLASS_ORDER);
        return classes.subList(0, Math.min(n, classes.size()));
    }

    private static double percent(long part, long whole) {
        return whole == 0 ? Double.NaN : 100.0 * part / whole;
    }
}
