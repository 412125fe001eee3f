package org.sdsim.consumer33.rpc;

import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.sdsim.rpc.dubbo3.Dubbo3Stacks;

/**
 * sdsim rpc's Dubbo stacks on Dubbo 3.3: every one, the dubbo protocol with hessian2, fastjson2 and
 * protobuf, triple with protobuf messages (server streaming included) and triple wrapping Hessian.
 * What differs from Dubbo 3.0: a bootstrap of its own per provider and reference (so that the
 * provider's or the reference's lifecycle is the stack's, not the JVM's), and the serialization
 * preference 3.2 introduced, pinned to the stack's serialization.
 */
public final class Dubbo33Stacks extends Dubbo3Stacks {

    public Dubbo33Stacks() {
        super(DubboBootstrap::newInstance, true);
    }
}
