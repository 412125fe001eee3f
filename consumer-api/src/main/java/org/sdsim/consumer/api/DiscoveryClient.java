package org.sdsim.consumer.api;

import java.util.List;
import java.util.Map;

/**
 * The consumer under test, as the consumer JVM drives it: one generic reference per fleet
 * interface, subscribed to every registry. No Dubbo type appears here, because each Dubbo
 * generation (3.x in {@code simulator}, 2.7 in {@code consumer-dubbo27}) is compiled against its
 * own Dubbo and runs alone in its consumer JVM; {@code ConsumerSpec#client} names the class.
 *
 * <p>An implementation has a public constructor taking a {@link ConsumerSpec} that refers every
 * interface and returns once the references exist (addresses may still be arriving).
 */
public interface DiscoveryClient extends AutoCloseable {

    /** service key ({@link ServiceRef#key()}, the interface for a synthetic fleet) → registry label → counts. */
    Map<String, Map<String, AddressCounts>> addresses();

    /** Calls {@code method(String)} on the service with key {@code iface} through its reference, as a generic call. */
    Object invoke(String iface, String method, String argument);

    /** The keys of the services referred, in call order. */
    List<String> interfaces();

    @Override
    void close();
}
