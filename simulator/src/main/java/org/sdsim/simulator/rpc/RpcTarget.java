package org.sdsim.simulator.rpc;

import org.sdsim.rpc.stack.Stack;

/**
 * What one provider JVM serves and its JMH forks call: a stack, on a Dubbo release for the Dubbo
 * stacks, on none for the peers (gRPC, raw Netty).
 *
 * @param release null for a peer
 */
public record RpcTarget(Stack stack, RpcRelease release) {

    public RpcTarget {
        if (stack.isDubbo() != (release != null)) {
            throw new IllegalArgumentException(stack.id() + (stack.isDubbo() ? " needs" : " has no") + " Dubbo release");
        }
    }

    /** "dubbo-hessian2@2.7.23", "grpc-protobuf": file names, progress lines, scenario ids. */
    public String id() {
        return release == null ? stack.id() : stack.id() + "@" + release.version();
    }

    /** The exact Dubbo version of its rows, null for a peer. */
    public String dubboVersion() {
        return release == null ? null : release.version();
    }
}
