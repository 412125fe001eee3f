package org.sdsim.simulator.provider;

import org.apache.dubbo.rpc.service.GenericService;

/**
 * A generic implementation: answers any method of any fleet interface with a short echo, so the
 * provider needs no generated Java types whatever the number of interfaces.
 */
final class EchoService implements GenericService {

    private final String iface;

    EchoService(String iface) {
        this.iface = iface;
    }

    @Override
    public Object $invoke(String method, String[] parameterTypes, Object[] args) {
        Object first = args == null || args.length == 0 ? "" : args[0];
        return iface + "#" + method + ":" + first;
    }
}
