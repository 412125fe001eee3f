package org.sdsim.simulator.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * One mode's registry capacity model: lines through the sweep's points against the subscribing
 * clients per registry (the subscribers and the consumer), and where push fan-out passes its limit.
 *
 * @param mode            the mode
 * @param bytesPerPush    bytes sent per push against clients (intercept: what does not grow with the clients,
 *                        such as the notifications of sdsim's own push markers; the replies to the registrar's
 *                        writes are taken out before the fit), through the points whose owed reads were all done
 * @param registryHeap    the registry's heap after GC against subscribers
 * @param bytesHeldOut    the bytes fit's prediction for the held-out point, and what was measured there (nothing
 *                        when its owed reads were not all done)
 * @param heapHeldOut     the heap fit's, likewise
 * @param p99LimitMs      the fan-out limit
 * @param subscribersAtLimit subscribers per registry at which push p99 reaches the limit, interpolated between
 *                        the measured points; null when no point reached it
 * @param limitBeyond     true when no measured point reached the limit (the answer is then "more than the largest")
 * @param costs           the busiest member's CPU, bytes and requests per push as lines against subscribers, over the
 *                        complete points with enough pushes, with their errors; or why there were too few
 */
public record RegistryFit(String mode, LinearFit bytesPerPush, LinearFit registryHeap, HeldOut bytesHeldOut,
        HeldOut heapHeldOut, double p99LimitMs, Double subscribersAtLimit, boolean limitBeyond, CostLines costs) {

    /** What a fit predicted for the held-out subscriber count, and what was measured there. */
    public record HeldOut(int subscribers, double predicted, Double measured) {
        /** (predicted − measured) / measured, in percent; null when nothing was measured. */
        public Double errorPct() {
            return measured == null || measured == 0 ? null : 100 * (predicted - measured) / measured;
        }
    }

    /** Null when fewer than two points measured the mode. */
    static RegistryFit of(String mode, List<RegistrySweepPoint> grid, RegistrySweepPoint heldOut, int heldOutCount,
            double p99LimitMs) {
        // Bytes only from points whose owed reads were all done: elsewhere they are of reads cut off. The heap
        // (sessions and watches held) does not wait on the reads.
        LinearFit bytes = line(grid, mode, RegistrySweepPoint.Figures::bytesPerPush, true, true);
        LinearFit heap = line(grid, mode, RegistrySweepPoint.Figures::registryHeapMb, false, false);
        if (bytes == null && heap == null) {
            return null;
        }
        RegistrySweepPoint.Figures held = heldOut == null ? null : heldOut.modes().get(mode);
        HeldOut bytesCheck = bytes == null ? null
                : new HeldOut(heldOutCount, bytes.predict(heldOutCount + 1),
                        held == null || !held.complete() ? null : held.bytesPerPush());
        HeldOut heapCheck = heap == null ? null
                : new HeldOut(heldOutCount, heap.predict(heldOutCount), held == null ? null : held.registryHeapMb());
        List<RegistrySweepPoint> all = new ArrayList<>(grid);
        if (heldOut != null) {
            all.add(heldOut);
        }
        all.sort(java.util.Comparator.comparingInt(RegistrySweepPoint::subscribers));
        Double at = null;
        Double lastN = null;
        Double lastP99 = null;
        for (RegistrySweepPoint p : all) {
            RegistrySweepPoint.Figures f = p.modes().get(mode);
            Double p99 = f == null || f.fanOut() == null ? null : f.fanOut().p99Ms();
            if (f != null && f.fanOut() != null && f.fanOut().behind() && (p99 == null || p99 < p99LimitMs)) {
                // Some subscriber never read a push before its tally closed, or left owed reads undone: its
                // time is past the tally's end, so the p99 of the reads that were done understates the push.
                // The limit is passed here at the latest; below the limit there is nothing to interpolate to.
                // (Where even the understated p99 is past the limit, interpolating to it gives at most the
                // count where the true p99 passes, and the line below does that.)
                at = (double) p.subscribers();
                break;
            }
            if (p99 == null) {
                continue;
            }
            if (p99 >= p99LimitMs) {
                at = lastN == null || p99.equals(lastP99) ? (double) p.subscribers()
                        : lastN + (p99LimitMs - lastP99) * (p.subscribers() - lastN) / (p99 - lastP99);
                break;
            }
            lastN = (double) p.subscribers();
            lastP99 = p99;
        }
        return new RegistryFit(mode, bytes, heap, bytesCheck, heapCheck, p99LimitMs, at, at == null,
                CostLines.of(mode, grid));
    }

    /**
     * A line through the grid's completed points (and of those, with {@code allReadsDone}, only the ones whose
     * owed reads were all done): x is the clients per registry (subscribers and the consumer) when
     * {@code perClient}, else the subscribers.
     */
    private static LinearFit line(List<RegistrySweepPoint> grid, String mode,
            Function<RegistrySweepPoint.Figures, Double> figure, boolean perClient, boolean allReadsDone) {
        List<double[]> xy = new ArrayList<>();
        for (RegistrySweepPoint p : grid) {
            RegistrySweepPoint.Figures f = p.modes().get(mode);
            if (f != null && "completed".equals(f.outcome()) && (!allReadsDone || f.complete()) && figure.apply(f) != null) {
                xy.add(new double[] {perClient ? p.subscribers() + 1 : p.subscribers(), figure.apply(f)});
            }
        }
        if (xy.size() < 2) {
            return null;
        }
        return LinearFit.of(xy.stream().mapToDouble(a -> a[0]).toArray(), xy.stream().mapToDouble(a -> a[1]).toArray());
    }
}
