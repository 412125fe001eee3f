package org.sdsim.simulator.rpc;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** summary.md and the progress line of each scenario. */
public final class RpcSummary {

    private RpcSummary() {
    }

    static String oneLine(RpcRow r) {
        return String.format(Locale.ROOT, "%s ops/s, p50 %s ms, p99 %s ms, alloc %s + %s B/call, %s young GCs/M calls, %s µs CPU/call",
                num(r.opsPerSec(), 0), num(r.p50Ms(), 3), num(r.p99Ms(), 3), num(r.allocBytesPerCallConsumer(), 0),
                num(r.allocBytesPerCallProvider(), 0), num(r.youngGcsPerMillionCalls(), 1), num(r.cpuMicrosPerCall(), 1));
    }

    static String markdown(List<RpcRow> rows, Map<String, String> failures, Map<String, Object> manifest) {
        StringBuilder b = new StringBuilder();
        b.append("# sdsim rpc\n\n");
        b.append("Command: `").append(manifest.get("command")).append("`  \n");
        b.append("Started ").append(manifest.get("startedAt")).append(", wall ").append(manifest.get("wallSeconds"))
                .append(" s. Both JVMs: -Xmx").append(RpcJvm.HEAP).append(" fixed, Serial GC, on loopback.\n\n");
        b.append("## Every scenario\n\n");
        b.append("| stack | Dubbo | method | payload | callers | ops/s | avg ms | p50 ms | p99 ms | p99.9 ms "
                + "| alloc B/call consumer | alloc B/call provider | young GCs / M calls | CPU µs/call |\n");
        b.append("|---|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n");
        for (RpcRow r : rows) {
            b.append("| ").append(r.protocol()).append('+').append(r.serialization())
                    .append(" | ").append(r.dubboVersion() == null ? "–" : r.dubboVersion())
                    .append(" | ").append(r.method()).append(" | ").append(r.payload()).append(" | ").append(r.concurrency())
                    .append(" | ").append(num(r.opsPerSec(), 0)).append(" | ").append(num(r.avgMs(), 3))
                    .append(" | ").append(num(r.p50Ms(), 3)).append(" | ").append(num(r.p99Ms(), 3))
                    .append(" | ").append(num(r.p999Ms(), 3))
                    .append(" | ").append(num(r.allocBytesPerCallConsumer(), 0))
                    .append(" | ").append(num(r.allocBytesPerCallProvider(), 0))
                    .append(" | ").append(num(r.youngGcsPerMillionCalls(), 1))
                    .append(" | ").append(num(r.cpuMicrosPerCall(), 1)).append(" |\n");
        }
        b.append("\n## Beside Dubbo's published benchmark (ops/s over Dubbo+Hessian2 3.x, same method, ")
                .append(PublishedRpc.CONCURRENCY).append(" callers)\n\n");
        b.append("Published figures: 4C8G, JDK 8. Measured: this machine. \"–\": not run here, or no published column.\n\n");
        b.append("| published row (method here) | dubbo-hessian2 ops/s here |");
        for (String stack : PublishedRpc.ratioStacks()) {
            b.append(' ').append(stack).append(" here / published |");
        }
        b.append(" Dubbo+Protobuf published |\n|---|--:|");
        b.append("--:|".repeat(PublishedRpc.ratioStacks().size() + 1)).append('\n');
        for (String row : PublishedRpc.ROWS) {
            String method = PublishedRpc.METHOD_OF_ROW.get(row);
            b.append("| ").append(row).append(" (").append(method).append(") | ")
                    .append(PublishedRpc.find(rows, PublishedRpc.BASE, method).map(r -> num(r.opsPerSec(), 0)).orElse("–"))
                    .append(" |");
            for (String stack : PublishedRpc.ratioStacks()) {
                b.append(' ').append(ratio(PublishedRpc.measuredRatio(rows, stack, row))).append(" / ")
                        .append(ratio(PublishedRpc.publishedRatio(stack, row))).append(" |");
            }
            b.append(' ').append(ratio(Optional.of(PublishedRpc.publishedDubboProtobuf().get(row)))).append(" |\n");
        }
        b.append("\nDubbo+Protobuf (the dubbo protocol with protobuf serialization) is not in Dubbo 3.3's core: its "
                + "serializations are hessian2 and fastjson2 (the protobuf one moved to dubbo-spi-extensions).\n");
        if (!failures.isEmpty()) {
            b.append("\n## Failed scenarios\n\n");
            failures.forEach((id, why) -> b.append("- ").append(id).append(": ").append(why).append('\n'));
        }
        return b.toString();
    }

    public static String ratio(Optional<Double> r) {
        return r.map(v -> String.format(Locale.ROOT, "%.2f×", v)).orElse("–");
    }

    public static String num(Double v, int decimals) {
        if (v == null) {
            return "–";
        }
        return String.format(Locale.ROOT, "%,." + decimals + "f", v);
    }
}
