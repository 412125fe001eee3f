package org.sdsim.simulator.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The ratios beside Dubbo's published table: each stack over dubbo+hessian2 on the same method at 32 callers. */
class PublishedRpcTest {

    private static RpcRow row(String protocol, String serialization, String method, int callers, double ops) {
        return new RpcRow(protocol, serialization, "3.3.6", method, "user", callers, ops, 1.0, 1.0, 2.0, 3.0,
                100.0, 100.0, 0.0, 10.0);
    }

    @Test
    void thePublishedRatiosAreTheIssuesExamples() {
        assertEquals(0.23, PublishedRpc.publishedRatio("tri-protobuf", "no-arg").orElseThrow(), 0.005);
        assertEquals(6.2, PublishedRpc.publishedDubboProtobuf().get("POJO list"), 0.05);
        assertEquals(Optional.empty(), PublishedRpc.publishedRatio("grpc-protobuf", "POJO"), "no published gRPC column");
    }

    @Test
    void aMeasuredRatioUsesTheSameMethodAtThirtyTwoCallersOnly() {
        List<RpcRow> rows = List.of(
                row("dubbo", "hessian2", "getUser", 32, 10_000),
                row("dubbo", "hessian2", "getUser", 1, 4_000),
                row("tri", "protobuf", "getUser", 32, 5_000),
                row("tri", "protobuf", "getUser", 1, 3_900),
                row("tri", "protobuf", "listUser", 32, 2_000));
        assertEquals(0.5, PublishedRpc.measuredRatio(rows, "tri-protobuf", "POJO").orElseThrow(), 1e-9);
        assertTrue(PublishedRpc.measuredRatio(rows, "tri-protobuf", "POJO list").isEmpty(), "no dubbo+hessian2 listUser row");
        assertTrue(PublishedRpc.measuredRatio(rows, "grpc-protobuf", "POJO").isEmpty(), "no gRPC row");
    }
}
