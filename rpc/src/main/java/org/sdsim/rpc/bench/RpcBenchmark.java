package org.sdsim.rpc.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.sdsim.rpc.client.UserClient;
import org.sdsim.rpc.stack.Compression;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;

/**
 * The consumer side of {@code sdsim rpc}: JMH's threads share one client (one connection), as the
 * published benchmarks' callers do. The orchestrator picks the method by JMH's include pattern and
 * the stack, provider address and echo payload by parameter.
 */
@State(Scope.Benchmark)
public class RpcBenchmark {

    @Param("dubbo-hessian2")
    public String stack;

    @Param("rp.fleet.sdsim")
    public String host;

    @Param("20880")
    public int port;

    @Param("1KB")
    public String payload;

    @Param("none")
    public String compression;

    private UserClient client;

    @Setup(Level.Trial)
    public void connect() throws Exception {
        client = UserClient.connect(Stack.of(stack), host, port, Payload.of(payload), Compression.of(compression));
    }

    @TearDown(Level.Trial)
    public void close() {
        // While the connection is still open: the loopback proof reads established sockets.
        ConnectionLog.record();
        client.close();
    }

    @Benchmark
    public Object existUser() {
        return client.existUser();
    }

    @Benchmark
    public Object createUser() {
        return client.createUser();
    }

    @Benchmark
    public Object getUser() {
        return client.getUser();
    }

    @Benchmark
    public Object listUser() {
        return client.listUser();
    }

    @Benchmark
    public Object echo() {
        return client.echo();
    }

    @Benchmark
    public Object chatUsers() {
        return client.chatUsers();
    }

    @Benchmark
    public Object loadOrder() {
        return client.loadOrder();
    }

    @Benchmark
    public Object loadOrders() {
        return client.loadOrders();
    }

    @Benchmark
    public Object streamUsers() {
        return client.streamUsers();
    }

    private int turn;

    /**
     * The four user calls in turn: not measured, but run against each new provider first, so that
     * its JIT has compiled the protocol's path before the first scenario is measured (the consumer
     * is a fresh fork every time; the provider is not).
     */
    @Benchmark
    public Object mixed() {
        return switch (turn++ & 3) {
            case 0 -> client.existUser();
            case 1 -> client.createUser();
            case 2 -> client.getUser();
            default -> client.listUser();
        };
    }
}
