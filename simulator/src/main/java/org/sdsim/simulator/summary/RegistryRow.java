package org.sdsim.simulator.summary;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * One mode's registry figures as the console, summary.md and report.html show them: each cost is
 * the mean over the run's registries that could be read (they hold the same fleet and serve the same
 * consumer), per address push. Watches are per registry: the first registry is also the config
 * centre and holds every client's configuration watches, so a mean would describe neither.
 *
 * <p>A row is the mode and three named parts; a new column is a figure in one part and a line of
 * {@link RegistryTable#COLUMNS}. A part is never null: a figure not read is a null inside it.
 *
 * @param mode        the mode's label
 * @param unavailable why no registry could be read, or null
 * @param perPush     the cost of an address push
 * @param held        what the registry held
 * @param fanout      how fast the subscribers saw a push
 */
public record RegistryRow(String mode, String unavailable, PerPush perPush, Held held, Fanout fanout) {

    public RegistryRow {
        perPush = perPush == null ? PerPush.NONE : perPush;
        held = held == null ? Held.NONE : held;
        fanout = fanout == null ? Fanout.NONE : fanout;
    }

    /**
     * The cost of an address push, the mean over the registries that could be read.
     *
     * @param clients            clients that subscribe on each registry: the consumer and the subscribers
     * @param requestsPerClient  requests per push and subscribing client
     * @param consumerRequests   the real consumer's requests per push
     * @param subscriberRequests one subscriber's requests per push (null without subscribers)
     * @param kbPerClient        KB the registry sent per push and subscribing client
     * @param notifications      watch notifications per push
     * @param getData            getData requests per push
     * @param getChildren        getChildren2 requests per push
     */
    public record PerPush(Integer clients, Double requestsPerClient, Double consumerRequests, Double subscriberRequests,
            Double kbPerClient, Double notifications, Double getData, Double getChildren) {
        static final PerPush NONE = new PerPush(null, null, null, null, null, null, null, null);
    }

    /**
     * What the registry held.
     *
     * @param dataMb      the tree's data at the end, the mean over the registries
     * @param watches     watches when measuring began, per registry ("zk1 1,234 · zk2 56", or one number
     *                    when every registry held as many)
     * @param onProviders of which on providers, likewise (null where child watches cannot be read)
     * @param onServices  of which on /services, likewise
     * @param heapMb      the registry JVM's heap after its last collection (embedded registries), the mean
     */
    public record Held(Double dataMb, String watches, String onProviders, String onServices, Double heapMb) {
        static final Held NONE = new Held(null, null, null, null, null);
    }

    /**
     * How fast the subscribers saw a push.
     *
     * @param p50Ms            push fan-out, median of the pushes' medians
     * @param p99Ms            push fan-out, highest 99th percentile
     * @param fullReadsPerPush a subscriber's full reads over the pushes it reached
     *                         ({@link SubscriberFigures.Reads#fullPerPush}): a ratio, not reads each push caused
     */
    public record Fanout(Double p50Ms, Double p99Ms, Double fullReadsPerPush) {
        static final Fanout NONE = new Fanout(null, null, null);
    }

    /** Null when the mode has no registry figures at all (an older run, or a mode that never measured). */
    public static RegistryRow of(ModeSummary m) {
        if (m.registry() == null || m.registry().isEmpty()) {
            return null;
        }
        List<RegistryFigures> read = m.registry().values().stream().filter(f -> f.unavailable() == null).toList();
        if (read.isEmpty()) {
            return new RegistryRow(m.label(), m.registry().values().iterator().next().unavailable(), null, null, null);
        }
        List<RegistryPushCost> pushes = read.stream().map(RegistryFigures::perPush).filter(Objects::nonNull).toList();
        SubscriberFigures s = m.subscribers();
        return new RegistryRow(m.label(), null, perPush(pushes),
                new Held(mean(read, f -> f.tree().dataMb()),
                        perRegistry(read, f -> f.watchesAtStart().total()),
                        perRegistry(read, f -> kind(f.watchesAtStart().byKind(), "providers")),
                        perRegistry(read, f -> kind(f.watchesAtStart().byKind(), "services")),
                        mean(read, f -> f.jvm().heapAfterGcMb())),
                s == null ? null : new Fanout(s.fanOut().p50Ms(), s.fanOut().p99Ms(), s.reads().fullPerPush()));
    }

    /** The same row under another label (the report's "mode · run" when it compares runs). */
    public RegistryRow withMode(String label) {
        return new RegistryRow(label, unavailable, perPush, held, fanout);
    }

    private static PerPush perPush(List<RegistryPushCost> pushes) {
        return new PerPush(pushes.isEmpty() ? null : pushes.get(0).clients(),
                mean(pushes, p -> p.requests() == null ? null : p.requests() / p.clients()),
                mean(pushes, RegistryPushCost::consumerRequests), mean(pushes, RegistryPushCost::subscriberRequests),
                mean(pushes, p -> p.bytesPerClient() == null ? null : p.bytesPerClient() / 1024.0),
                mean(pushes, RegistryPushCost::notifications), mean(pushes, RegistryPushCost::getDataRequests),
                mean(pushes, RegistryPushCost::getChildrenRequests));
    }

    private static Long kind(Map<String, Long> byKind, String kind) {
        return byKind == null ? null : byKind.get(kind);
    }

    /** "zk1 1,234 · zk2 56"; one number when every registry read the same; null when none could say. */
    private static String perRegistry(List<RegistryFigures> read, Function<RegistryFigures, Long> figure) {
        java.util.Map<String, Long> by = new java.util.LinkedHashMap<>();
        read.forEach(f -> {
            if (figure.apply(f) != null) {
                by.put(f.registry(), figure.apply(f));
            }
        });
        if (by.isEmpty()) {
            return null;
        }
        if (by.values().stream().distinct().count() == 1) {
            return String.format(java.util.Locale.ROOT, "%,d", by.values().iterator().next());
        }
        return by.entrySet().stream().map(e -> String.format(java.util.Locale.ROOT, "%s %,d", e.getKey(), e.getValue()))
                .collect(java.util.stream.Collectors.joining(" · "));
    }

    private static <T> Double mean(List<T> items, Function<T, Double> figure) {
        double sum = 0;
        int n = 0;
        for (T item : items) {
            Double v = figure.apply(item);
            if (v != null) {
                sum += v;
                n++;
            }
        }
        return n == 0 ? null : sum / n;
    }
}
