package org.sdsim.rpc.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.sdsim.rpc.client.UserClient;
import org.sdsim.rpc.stack.Method;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/**
 * The Dubbo 2.5 protocol study's own method, for one stack and one payload, in a consumer JVM of its
 * own (the study's consumer was a fresh program per test):
 * <ol>
 * <li>10 callers × 5 calls, timed from before the reference is made until the last call returns:
 *     the study counts "the first connection's set-up" in this figure, and runs it cold;</li>
 * <li>then, on a new reference, {@value #WARM_UP} calls not timed and {@value #CALLS} calls one after
 *     another, averaged: the study's single-thread figure, which leaves out reading the test data
 *     and the first connection.</li>
 * </ol>
 * Arguments: STACK HOST PORT PAYLOAD OUT, where PAYLOAD is {@code order}, {@code orders-100} or an
 * echo size ({@code 1KB}); the result is one JSON object written to OUT.
 */
public final class StudyTimings {

    static final int CALLS = 100;
    static final int WARM_UP = 200;
    static final int CALLERS = 10;
    static final int CALLS_PER_CALLER = 5;

    public static void main(String[] args) throws Exception {
        if (args.length != 5) {
            System.err.println("usage: StudyTimings STACK HOST PORT PAYLOAD OUT   (PAYLOAD: order, orders-100, 1KB, 100KB, 1MB)");
            System.exit(2);
        }
        Stack stack = Stack.of(args[0]);
        String host = args[1];
        int port = Integer.parseInt(args[2]);
        String payload = args[3];
        StudyCall study = StudyCall.of(payload);
        Function<UserClient, Object> call = study.call();
        Payload echoSize = study.echoSize();

        long t0 = System.nanoTime();
        UserClient cold = UserClient.connect(stack, host, port, echoSize);
        long connected = System.nanoTime();
        ExecutorService callers = Executors.newFixedThreadPool(CALLERS);
        try {
            List<Callable<Object>> work = new ArrayList<>();
            for (int i = 0; i < CALLERS; i++) {
                work.add(() -> {
                    Object last = null;
                    for (int n = 0; n < CALLS_PER_CALLER; n++) {
                        last = call.apply(cold);
                    }
                    return last;
                });
            }
            for (Future<Object> f : callers.invokeAll(work)) {
                f.get();
            }
        } finally {
            callers.shutdownNow();
        }
        long tenCallersDone = System.nanoTime();
        ConnectionLog.record();
        cold.close();

        double singleAvgMs;
        try (UserClient warm = UserClient.connect(stack, host, port, echoSize)) {
            for (int i = 0; i < WARM_UP; i++) {
                call.apply(warm);
            }
            long s0 = System.nanoTime();
            for (int i = 0; i < CALLS; i++) {
                call.apply(warm);
            }
            singleAvgMs = (System.nanoTime() - s0) / 1e6 / CALLS;
        }

        Map<String, Object> out = new LinkedHashMap<>();
        out.put("stack", stack.id());
        out.put("payload", payload);
        out.put("singleThreadAvgMs", singleAvgMs);
        out.put("tenCallersTotalMs", (tenCallersDone - t0) / 1e6);
        out.put("firstConnectMs", (connected - t0) / 1e6);
        Files.writeString(Path.of(args[4]), new ObjectMapper().writeValueAsString(out));
        System.exit(0);
    }

    /**
     * The call the study made for a payload (LoadOrder, LoadOrders, or SendStr, the echo) and the
     * echo's size, which the order calls ignore. The order payloads are named as rpc.json names them.
     */
    private record StudyCall(Function<UserClient, Object> call, Payload echoSize) {
        static StudyCall of(String payload) {
            if (payload.equals(Method.LOAD_ORDER.payload(Payload.KB1))) {
                return new StudyCall(UserClient::loadOrder, Payload.KB1);
            }
            if (payload.equals(Method.LOAD_ORDERS.payload(Payload.KB1))) {
                return new StudyCall(UserClient::loadOrders, Payload.KB1);
            }
            return new StudyCall(UserClient::echo, Payload.of(payload));
        }
    }

    private StudyTimings() {
    }
}
