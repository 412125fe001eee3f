package org.sdsim.consumer30.rpc;

import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.sdsim.rpc.dubbo3.Dubbo3Stacks;

/**
 * sdsim rpc's Dubbo stacks on Dubbo 3.0 (the published benchmark's 3.0 columns): the dubbo protocol
 * with hessian2 and protobuf, triple with protobuf messages and triple wrapping Hessian. 3.0 has no
 * fastjson2 and no serialization preference (both came with 3.2). Each stack uses the JVM's own
 * bootstrap: 3.0.1 has no {@code DubboBootstrap.newInstance()} (it came with 3.0's application
 * models), and each RPC JVM holds one provider or one reference, so one bootstrap per JVM is the same
 * thing on both releases.
 */
public final class Dubbo30Stacks extends Dubbo3Stacks {

    public Dubbo30Stacks() {
        super(DubboBootstrap::getInstance, false);
    }
}
