package org.sdsim.simulator.rpc;

import org.sdsim.rpc.stack.Method;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;

/**
 * One cell of the matrix: a stack, a call, the echo's payload (other calls ignore it) and the
 * number of concurrent callers on the one connection.
 */
public record Scenario(Stack stack, Method method, Payload payload, int concurrency) {

    /** "dubbo-hessian2_getUser_c32" (echo adds its payload): file names and progress lines. */
    public String id() {
        return stack.id() + "_" + method.id() + (method == Method.ECHO ? "_" + payload.label() : "") + "_c" + concurrency;
    }

    public String payloadLabel() {
        return method.payload(payload);
    }
}
