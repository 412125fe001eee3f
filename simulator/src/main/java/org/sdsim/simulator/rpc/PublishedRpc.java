package org.sdsim.simulator.rpc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Dubbo's published "RPC Protocol Triple & Dubbo Benchmark" (4C8G, JDK 8, 32 callers on one
 * connection), and this run's figures beside it as ratios to Dubbo+Hessian2 3.x on the same
 * method: the machines differ, the ratios are what can agree.
 */
public final class PublishedRpc {

    /** A column of the published table and the stack that stands for it here (null: none does). */
    public record Column(String label, String stackId, double noArg, double pojo, double pojoList) {
        double ops(String row) {
            return switch (row) {
                case "no-arg" -> noArg;
                case "POJO" -> pojo;
                default -> pojoList;
            };
        }
    }

    public static final List<String> ROWS = List.of("no-arg", "POJO", "POJO list");
    /** The published method each row stands for here. */
    public static final Map<String, String> METHOD_OF_ROW = Map.of("no-arg", "existUser", "POJO", "getUser",
            "POJO list", "listUser");
    public static final int CONCURRENCY = 32;
    static final String BASE = "dubbo-hessian2";

    public static final List<Column> COLUMNS = List.of(
            new Column("Dubbo+Hessian2 2.7", null, 30_333, 8_984, 1_916),
            new Column("Dubbo+Hessian2 3.x", BASE, 30_414, 12_279, 2_037),
            new Column("Dubbo+Protobuf 3.0", null, 24_123, 21_479, 12_722),
            new Column("Triple+Protobuf", "tri-protobuf", 7_016, 6_255, 6_920),
            new Column("Triple+Protobuf(Hessian)", "tri-hessian2", 6_635, 6_491, 2_833));

    /** The stacks measured here that the published table has no column for. */
    public static final List<String> PEERS = List.of("dubbo-fastjson2", "grpc-protobuf", "netty-raw");

    private PublishedRpc() {
    }

    /** Published ops/s of {@code column} over Dubbo+Hessian2 3.x, same row. */
    public static double publishedRatio(Column column, String row) {
        return column.ops(row) / COLUMNS.get(1).ops(row);
    }

    /** Measured ops/s of {@code stackId} over dubbo-hessian2 on the row's method at 32 callers, if both ran. */
    public static Optional<Double> measuredRatio(List<RpcRow> rows, String stackId, String row) {
        Optional<RpcRow> mine = find(rows, stackId, METHOD_OF_ROW.get(row));
        Optional<RpcRow> base = find(rows, BASE, METHOD_OF_ROW.get(row));
        if (mine.isEmpty() || base.isEmpty() || mine.get().opsPerSec() == null || base.get().opsPerSec() == null
                || base.get().opsPerSec() == 0) {
            return Optional.empty();
        }
        return Optional.of(mine.get().opsPerSec() / base.get().opsPerSec());
    }

    public static Optional<RpcRow> find(List<RpcRow> rows, String stackId, String method) {
        return rows.stream()
                .filter(r -> (r.protocol() + "-" + r.serialization()).equals(stackId) && r.method().equals(method)
                        && r.concurrency() == CONCURRENCY)
                .findFirst();
    }

    /** Every stack id with a ratio column: the published ones that ran here, then the peers. */
    public static List<String> ratioStacks() {
        List<String> out = new ArrayList<>();
        for (Column c : COLUMNS) {
            if (c.stackId() != null && !c.stackId().equals(BASE)) {
                out.add(c.stackId());
            }
        }
        out.addAll(PEERS);
        return out;
    }

    /** Published ratio for a stack id, when the published table has its column. */
    public static Optional<Double> publishedRatio(String stackId, String row) {
        for (Column c : COLUMNS) {
            if (stackId.equals(c.stackId())) {
                return Optional.of(publishedRatio(c, row));
            }
        }
        return Optional.empty();
    }

    static Map<String, Double> publishedDubboProtobuf() {
        Map<String, Double> m = new LinkedHashMap<>();
        for (String row : ROWS) {
            m.put(row, publishedRatio(COLUMNS.get(2), row));
        }
        return m;
    }
}
