package org.sdsim.consumer.jvm;

import org.sdsim.consumer.api.AddressCounts;
import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.consumer.api.DiscoveryClient;
import org.sdsim.consumer.api.ServiceRef;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.function.Function;

/**
 * A {@link DiscoveryClient} that holds one generic reference per fleet interface, whatever its
 * Dubbo: the bookkeeping and the address census are here, the Dubbo calls in the subclass.
 *
 * @param <R> that Dubbo's reference config type
 * @param <N> that Dubbo's invoker type, as its {@link InvokerTree} reads it
 */
public abstract class FleetClient<R, N> implements DiscoveryClient {

    /** The one call the consumer makes: a generic {@code $invoke} of a method taking one string. */
    @FunctionalInterface
    protected interface GenericCall<R> {
        Object invoke(R reference, String method, String[] parameterTypes, Object[] arguments);
    }

    private static final String STRING = "java.lang.String";

    protected final ConsumerSpec spec;
    private final Map<String, R> references = new LinkedHashMap<>();
    private final AddressCensus<N> census;
    private final Function<R, N> root;
    private final GenericCall<R> call;

    /**
     * @param root a reference's root invoker, or null if it is not referred (yet, or any more): 3.x's
     *             public {@code ReferenceConfig#getInvoker}, 2.x's private field read by its InvokerTree
     * @param call the generic call through a reference (each Dubbo has its own GenericService)
     */
    protected FleetClient(ConsumerSpec spec, InvokerTree<N> tree, Function<R, N> root, GenericCall<R> call) {
        this.spec = spec;
        this.census = new AddressCensus<>(spec.registries().connect(), tree);
        this.root = root;
        this.call = call;
    }

    @Override
    public final Object invoke(String iface, String method, String argument) {
        return call.invoke(reference(iface), method, new String[] {STRING}, new Object[] {argument});
    }

    /**
     * One reference per service of the spec ({@link ConsumerSpec#references()}), made by {@code newReference}, configured by
     * {@link DubboSettings#reference} and given {@code application} and {@code registries} through the
     * {@code setApplication}/{@code setRegistries} setters 2.x's ReferenceConfig has alike; then
     * {@code refer} (a 2.x reference subscribes on its first {@code get}) and kept.
     */
    protected final void referEach(Object application, List<?> registries, Supplier<R> newReference, Consumer<R> refer) {
        Map<String, Object> shared = new LinkedHashMap<>();
        shared.put("application", application);
        shared.put("registries", registries);
        for (ServiceRef service : spec.references()) {
            R reference = DubboSettings.apply(DubboSettings.reference(spec, service, newReference.get()), shared);
            refer.accept(reference);
            add(service.key(), reference);
        }
    }

    /** Keeps a reference under its service's key ({@link ServiceRef#key()}): the census and calls name it so. */
    protected final void add(String key, R reference) {
        references.put(key, reference);
    }

    protected final R reference(String key) {
        return references.get(key);
    }

    protected final Collection<R> references() {
        return references.values();
    }

    @Override
    public final Map<String, Map<String, AddressCounts>> addresses() {
        Map<String, Map<String, AddressCounts>> out = new LinkedHashMap<>();
        references.forEach((iface, reference) -> out.put(iface, census.count(root.apply(reference))));
        return out;
    }

    @Override
    public final List<String> interfaces() {
        // the same list for every call: asked before each call, a copy would be garbage of sdsim's own
        List<String> known = interfaces;
        if (known == null || known.size() != references.size()) {
            known = List.copyOf(references.keySet());
            interfaces = known;
        }
        return known;
    }

    private volatile List<String> interfaces;
}
