package org.sdsim.simulator.rpc;

import org.sdsim.rpc.stack.Stack;
import org.sdsim.simulator.generation.Generations;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Dubbo's published "RPC Protocol Triple &amp; Dubbo Benchmark" (4C8G, JDK 8, 32 callers on one
 * connection), and this run's rows beside it, each column with the same generation's rows. The
 * machines differ, so what can agree are ratios: every published column over Dubbo+Hessian2 3.0 on
 * the same method, and here the same stack over dubbo-hessian2 on the same method, 32 callers.
 *
 * <p>Which rows stand for a column: the 2.7 column is dubbo-hessian2 on 2.7, over dubbo-hessian2 on
 * the 3.x release that stands for 3.0. Every 3.0 column is its stack on 3.0 over dubbo-hessian2 on
 * 3.0; where 3.0 did not run that stack, on the nearest generation that did (the same major
 * version first), and over dubbo-hessian2 on that generation, so that the ratio still compares
 * stacks within one Dubbo. The line names the versions it used.
 */
public final class PublishedRpc {

    /** A column of the published table: the stack that stands for it here and the generation it measured. */
    public record Column(String label, String stackId, String generation, double noArg, double pojo, double pojoList) {
        double ops(String row) {
            return switch (row) {
                case "no-arg" -> noArg;
                case "POJO" -> pojo;
                default -> pojoList;
            };
        }
    }

    /**
     * One line of the comparison: a published column (or a peer, with no published figures) and the
     * rows measured for it.
     *
     * @param column     null for a peer
     * @param measuredOn the Dubbo version of the stack's rows, null where none ran or for a peer
     * @param over       the Dubbo version of the dubbo-hessian2 rows it is divided by, null where none ran
     * @param ratios     per published row: measured ratio, empty where a row is missing
     * @param ops        per published row: the stack's ops/s here
     */
    public record Line(Column column, String stackId, String measuredOn, String over, Map<String, Optional<Double>> ratios,
                       Map<String, Optional<Double>> ops) {

        /** The published ratio of this line's column on {@code row}; empty for a peer. */
        public Optional<Double> published(String row) {
            return column == null ? Optional.empty() : Optional.of(column.ops(row) / BASE_COLUMN.ops(row));
        }

        public boolean isBaseline() {
            return column == BASE_COLUMN;
        }

        /** "2.7.23 over 3.3.6", "3.3.6 for 3.0", "– over 3.3.6" (a peer): which rows the ratios divide. */
        public String versions() {
            String on = measuredOn == null ? "–" : measuredOn;
            if (column != null && measuredOn != null && !generationOf(measuredOn).equals(column.generation())) {
                on += " for " + column.generation();
            }
            return isBaseline() || over == null || over.equals(measuredOn) ? on : on + " over " + over;
        }
    }

    public static final List<String> ROWS = List.of("no-arg", "POJO", "POJO list");
    /** The published method each row stands for here. */
    public static final Map<String, String> METHOD_OF_ROW = Map.of("no-arg", "existUser", "POJO", "getUser",
            "POJO list", "listUser");
    public static final int CONCURRENCY = 32;
    static final String BASE = "dubbo-hessian2";
    private static final String BASE_GENERATION = "3.0";

    /** The published baseline: every ratio's denominator. */
    static final Column BASE_COLUMN = new Column("Dubbo+Hessian2 3.0", BASE, BASE_GENERATION, 30_414, 12_279, 2_037);

    public static final List<Column> COLUMNS = List.of(
            new Column("Dubbo+Hessian2 2.7", BASE, "2.7", 30_333, 8_984, 1_916),
            BASE_COLUMN,
            new Column("Dubbo+Protobuf 3.0", "dubbo-protobuf", BASE_GENERATION, 24_123, 21_479, 12_722),
            new Column("Triple+Protobuf 3.0", "tri-protobuf", BASE_GENERATION, 7_016, 6_255, 6_920),
            new Column("Triple+Protobuf(Hessian) 3.0", "tri-hessian2", BASE_GENERATION, 6_635, 6_491, 2_833));

    /** The stacks measured here that the published table has no column for, over the baseline's rows. */
    public static final List<String> PEERS = List.of("dubbo-fastjson2", "grpc-protobuf", "netty-raw");

    private PublishedRpc() {
    }

    /** Whether any row can stand beside the published table: it measured {@value #CONCURRENCY} callers uncompressed. */
    public static boolean applies(List<RpcRow> rows) {
        return rows.stream().anyMatch(r -> r.concurrency() == CONCURRENCY && r.uncompressed());
    }

    /** Every published column, then every peer that ran, beside the rows that stand for it. */
    public static List<Line> compare(List<RpcRow> rows) {
        String base = standIn(rows, BASE, BASE_GENERATION, true).orElse(null);
        List<Line> out = new ArrayList<>();
        for (Column c : COLUMNS) {
            if (c == BASE_COLUMN) {
                out.add(line(rows, c, c.stackId(), base, base));
            } else if (!c.generation().equals(BASE_GENERATION)) {
                // A generation's own column: no stand-in, over the release that stands for 3.0.
                String on = versionsOf(rows, c.stackId()).stream().filter(v -> generationOf(v).equals(c.generation()))
                        .max(Generations::compareVersions).orElse(null);
                out.add(line(rows, c, c.stackId(), on, base));
            } else {
                String on = standIn(rows, c.stackId(), BASE_GENERATION, false).orElse(null);
                out.add(line(rows, c, c.stackId(), on, on));
            }
        }
        for (String peer : PEERS) {
            if (!rowsOf(rows, peer).isEmpty()) {
                // dubbo-fastjson2 over dubbo-hessian2 on its own release; gRPC and raw Netty over the baseline's
                String on = Stack.of(peer).isDubbo() ? standIn(rows, peer, BASE_GENERATION, false).orElse(null) : null;
                out.add(line(rows, null, peer, on, on != null ? on : base));
            }
        }
        return out;
    }

    private static Line line(List<RpcRow> rows, Column column, String stackId, String on, String over) {
        Map<String, Optional<Double>> ratios = new LinkedHashMap<>();
        Map<String, Optional<Double>> ops = new LinkedHashMap<>();
        for (String row : ROWS) {
            String method = METHOD_OF_ROW.get(row);
            Optional<Double> mine = find(rows, stackId, on, method).map(RpcRow::opsPerSec);
            Optional<Double> base = over == null ? Optional.empty()
                    : find(rows, BASE, over, method).map(RpcRow::opsPerSec).filter(v -> v > 0);
            ops.put(row, mine);
            ratios.put(row, mine.isPresent() && base.isPresent() ? Optional.of(mine.get() / base.get()) : Optional.empty());
        }
        return new Line(column, stackId, on, over, ratios, ops);
    }

    /** The row of {@code stackId} on Dubbo {@code version} (null: a peer's) for {@code method} at 32 callers. */
    public static Optional<RpcRow> find(List<RpcRow> rows, String stackId, String version, String method) {
        return rowsOf(rows, stackId).stream()
                .filter(r -> Objects.equals(r.dubboVersion(), version) && r.method().equals(method)
                        && r.opsPerSec() != null)
                .findFirst();
    }

    private static List<RpcRow> rowsOf(List<RpcRow> rows, String stackId) {
        return rows.stream()
                .filter(r -> (r.protocol() + "-" + r.serialization()).equals(stackId) && r.concurrency() == CONCURRENCY
                        && r.uncompressed())
                .toList();
    }

    private static List<String> versionsOf(List<RpcRow> rows, String stackId) {
        return rowsOf(rows, stackId).stream().map(RpcRow::dubboVersion).filter(Objects::nonNull).distinct().toList();
    }

    /**
     * The release whose rows stand for {@code generation}: its own newest release, else the nearest
     * generation that ran the stack, the same major version first ({@code sameMajorOnly}: only those).
     */
    static Optional<String> standIn(List<RpcRow> rows, String stackId, String generation, boolean sameMajorOnly) {
        Comparator<String> nearest = Comparator.<String>comparingInt(v -> major(generationOf(v)) == major(generation) ? 0 : 1)
                .thenComparingInt(v -> distance(generationOf(v), generation))
                .thenComparing(((Comparator<String>) Generations::compareVersions).reversed());
        return versionsOf(rows, stackId).stream()
                .filter(v -> !sameMajorOnly || major(generationOf(v)) == major(generation))
                .min(nearest);
    }

    /** "3.3.6" → "3.3". */
    static String generationOf(String version) {
        String[] parts = version.split("\\.");
        return parts.length < 2 ? version : parts[0] + "." + parts[1];
    }

    private static int major(String generation) {
        return Integer.parseInt(generation.split("\\.")[0]);
    }

    /** How far apart two generations are, in minor versions within a major (majors count as 100). */
    private static int distance(String a, String b) {
        String[] x = a.split("\\.");
        String[] y = b.split("\\.");
        return Math.abs((Integer.parseInt(x[0]) * 100 + Integer.parseInt(x[1])) - (Integer.parseInt(y[0]) * 100 + Integer.parseInt(y[1])));
    }
}
