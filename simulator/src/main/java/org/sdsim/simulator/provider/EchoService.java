package org.sdsim.simulator.provider;

import org.apache.dubbo.rpc.service.GenericService;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A generic implementation: answers any method of any fleet interface with a short echo, so the
 * provider needs no generated Java types whatever the number of interfaces.
 */
final class EchoService implements GenericService {

    private final String iface;
    private final AtomicLong served;

    EchoService(String iface, AtomicLong served) {
        this.iface = iface;
        this.served = served;
    }

    @Override
    public Object $invoke(String method, String[] parameterTypes, Object[] args) {
        served.incrementAndGet();
        Object first = args == null || args.length == 0 ? "" : args[0];
        return iface + "#" + method + ":" + first;
    }
}
