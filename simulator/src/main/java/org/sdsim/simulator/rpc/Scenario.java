package org.sdsim.simulator.rpc;

import org.sdsim.rpc.stack.Method;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;

/**
 * One cell of the matrix: a stack on its Dubbo release (a target), a call, the echo's payload (other
 * calls ignore it) and the number of concurrent callers on the one connection.
 */
public record Scenario(RpcTarget target, Method method, Payload payload, int concurrency) {

    /** "dubbo-hessian2@3.3.6_getUser_c32" (echo adds its payload): file names and progress lines. */
    public String id() {
        return target.id() + "_" + method.id() + (method == Method.ECHO ? "_" + payload.label() : "") + "_c" + concurrency;
    }

    public Stack stack() {
        return target.stack();
    }

    public String payloadLabel() {
        return method.payload(payload);
    }
}
