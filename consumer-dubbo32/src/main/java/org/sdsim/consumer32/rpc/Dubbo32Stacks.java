package org.sdsim.consumer32.rpc;

import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.sdsim.rpc.dubbo3.Dubbo3Stacks;

/**
 * sdsim rpc's Dubbo stacks on Dubbo 3.2, the release that brought fastjson2 and the serialization
 * preference: the dubbo protocol with hessian2, fastjson2 and protobuf, triple with protobuf messages
 * (server streaming included) and triple wrapping Hessian. As on 3.3: a bootstrap of its own per
 * provider and reference, and the preferred serialization pinned to the stack's.
 */
public final class Dubbo32Stacks extends Dubbo3Stacks {

    public Dubbo32Stacks() {
        super(DubboBootstrap::newInstance, true);
    }
}
