package org.sdsim.simulator.rpc;

import org.sdsim.rpc.stack.Compression;
import org.sdsim.rpc.stack.Method;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;

/**
 * One cell of the matrix: a stack on its Dubbo release (a target), a call, the echo's payload (other
 * calls ignore it), the number of concurrent callers on the one connection, and the messages'
 * compression (HTTP/2 stacks only).
 */
public record Scenario(RpcTarget target, Method method, Payload payload, int concurrency, Compression compression) {

    /** Uncompressed. */
    public Scenario(RpcTarget target, Method method, Payload payload, int concurrency) {
        this(target, method, payload, concurrency, Compression.NONE);
    }

    /** "dubbo-hessian2@3.3.6_getUser_c32" (echo adds its payload): file names and progress lines. */
    public String id() {
        return target.id() + "_" + method.id() + (method == Method.ECHO ? "_" + payload.label() : "") + "_c" + concurrency
                + (compression == Compression.NONE ? "" : "_" + compression.id());
    }

    public Stack stack() {
        return target.stack();
    }

    public String payloadLabel() {
        return method.payload(payload);
    }
}
