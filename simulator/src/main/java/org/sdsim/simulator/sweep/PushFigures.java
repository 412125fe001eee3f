package org.sdsim.simulator.sweep;

import java.util.Objects;
import java.util.function.Function;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RegistryFigures;
import org.sdsim.simulator.summary.RegistryPushCost;

/**
 * What one push cost at one fleet size, the figures whose growth with the fleet a sweep fits
 * ({@link PushScaling}); each null when the run did not measure it (no pushes, churn off, a registry
 * whose counters could not be read).
 *
 * @param allocatedMbPerPush  the consumer's allocation per push (summary.json {@code perPush})
 * @param registryKbPerClient KB the registry sent per push and subscribing client, the mean over the
 *                            registries that measured it
 * @param getDataPerPush      getData requests per push, the mean over the registries
 */
public record PushFigures(Double allocatedMbPerPush, Double registryKbPerClient, Double getDataPerPush) {

    /** A mode's figures from its summary; null when it has none of them. */
    public static PushFigures of(ModeSummary m) {
        Double allocated = m.gcFigures().perPush() == null ? null : m.gcFigures().perPush().allocatedMbPerPush();
        Double kb = meanOverRegistries(m, c -> c.bytesPerClient() == null ? null : c.bytesPerClient() / 1024);
        Double getData = meanOverRegistries(m, RegistryPushCost::getDataRequests);
        return allocated == null && kb == null && getData == null ? null : new PushFigures(allocated, kb, getData);
    }

    /**
     * The mean over the registries that measured the figure: each holds the whole fleet, so the mean is
     * what one registry pays, and a registry whose counters could not be read does not count as zero.
     */
    static Double meanOverRegistries(ModeSummary m, Function<RegistryPushCost, Double> figure) {
        return meanOfRegistries(m, f -> f.perPush() == null ? null : figure.apply(f.perPush()));
    }

    /** The same for any of a registry's figures (its heap, say): the mean over the registries that have it. */
    static Double meanOfRegistries(ModeSummary m, Function<RegistryFigures, Double> figure) {
        if (m.registry() == null) {
            return null;
        }
        var mean = m.registry().values().stream().filter(Objects::nonNull).map(figure).filter(Objects::nonNull)
                .mapToDouble(Double::doubleValue).average();
        return mean.isPresent() ? mean.getAsDouble() : null;
    }
}
