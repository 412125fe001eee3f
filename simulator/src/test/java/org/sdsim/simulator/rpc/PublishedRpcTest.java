package org.sdsim.simulator.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The table beside Dubbo's published one: each published column with the rows of its own
 * generation (or the nearest that ran), as a ratio over dubbo-hessian2 on the same method at 32 callers.
 */
class PublishedRpcTest {

    private static RpcRow row(String stack, String dubbo, String method, int callers, double ops) {
        String[] ps = stack.split("-");
        return new RpcRow(ps[0], ps[1], dubbo, method, "user", "none", callers, ops, 1.0, 1.0, 2.0, 3.0, 100.0, 100.0, 0.0, 10.0);
    }

    private static Map<String, PublishedRpc.Line> byLabel(List<RpcRow> rows) {
        return PublishedRpc.compare(rows).stream().collect(Collectors.toMap(
                l -> l.column() == null ? l.stackId() : l.column().label(), Function.identity()));
    }

    @Test
    void thePublishedRatiosAreTheTablesOwnOverDubboHessian2OnThreeZero() {
        Map<String, PublishedRpc.Line> lines = byLabel(List.of());
        assertEquals(0.23, lines.get("Triple+Protobuf 3.0").published("no-arg").orElseThrow(), 0.005);
        assertEquals(6.25, lines.get("Dubbo+Protobuf 3.0").published("POJO list").orElseThrow(), 0.005);
        assertEquals(0.73, lines.get("Dubbo+Hessian2 2.7").published("POJO").orElseThrow(), 0.005);
        assertTrue(lines.get("Dubbo+Hessian2 2.7").ratios().get("POJO").isEmpty(), "nothing ran");
    }

    @Test
    void eachColumnIsMeasuredOnItsOwnGenerationOrTheNearestAndOverDubboHessian2OnTheSame() {
        List<RpcRow> rows = List.of(
                row("dubbo-hessian2", "2.7.23", "getUser", 32, 9_000),
                row("dubbo-hessian2", "3.3.6", "getUser", 32, 12_000),
                row("dubbo-hessian2", "3.3.6", "getUser", 1, 4_000),
                row("dubbo-protobuf", "2.7.23", "getUser", 32, 18_000),
                row("tri-protobuf", "3.3.6", "getUser", 32, 6_000),
                row("grpc-protobuf", null, "getUser", 32, 11_000));
        Map<String, PublishedRpc.Line> lines = byLabel(rows);

        PublishedRpc.Line old = lines.get("Dubbo+Hessian2 2.7");
        assertEquals(0.75, old.ratios().get("POJO").orElseThrow(), 1e-9, "2.7 over the 3.x that stands for 3.0");
        assertEquals("2.7.23 over 3.3.6", old.versions());

        PublishedRpc.Line base = lines.get("Dubbo+Hessian2 3.0");
        assertEquals(12_000, base.ops().get("POJO").orElseThrow(), 1e-9, "32 callers, not 1");
        assertEquals("3.3.6 for 3.0", base.versions());

        PublishedRpc.Line protobuf = lines.get("Dubbo+Protobuf 3.0");
        assertEquals(2.0, protobuf.ratios().get("POJO").orElseThrow(), 1e-9, "over dubbo-hessian2 on its own 2.7");
        assertEquals("2.7.23 for 3.0", protobuf.versions());

        assertEquals(0.5, lines.get("Triple+Protobuf 3.0").ratios().get("POJO").orElseThrow(), 1e-9);
        assertTrue(lines.get("Triple+Protobuf(Hessian) 3.0").ratios().get("POJO").isEmpty(), "not run");
        assertTrue(lines.get("Triple+Protobuf 3.0").ratios().get("POJO list").isEmpty(), "no listUser row");

        PublishedRpc.Line grpc = lines.get("grpc-protobuf");
        assertEquals(11_000 / 12_000.0, grpc.ratios().get("POJO").orElseThrow(), 1e-9);
        assertEquals("– over 3.3.6", grpc.versions());
        assertTrue(grpc.published("POJO").isEmpty(), "no published gRPC column");
    }

    @Test
    void aThreeZeroRunIsPreferredAndOtherwiseTheSameMajorVersion() {
        List<RpcRow> rows = Stream.of("dubbo-hessian2@2.7.23", "dubbo-hessian2@3.0.15", "dubbo-hessian2@3.3.6",
                        "dubbo-protobuf@2.7.23", "dubbo-protobuf@3.3.6")
                .map(target -> row(target.split("@")[0], target.split("@")[1], "existUser", 32, 1)).toList();
        Map<String, PublishedRpc.Line> lines = byLabel(rows);
        assertEquals("3.0.15", lines.get("Dubbo+Hessian2 3.0").versions());
        assertEquals("2.7.23 over 3.0.15", lines.get("Dubbo+Hessian2 2.7").versions());
        assertEquals("3.3.6 for 3.0", lines.get("Dubbo+Protobuf 3.0").versions());
        assertEquals("3.0", PublishedRpc.generationOf("3.0.15"));
    }
}
