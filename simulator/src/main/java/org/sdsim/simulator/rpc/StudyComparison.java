package org.sdsim.simulator.rpc;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * This run beside the Dubbo 2.5 protocol study, row by row and payload by payload: the study's own
 * method (study.json) against its published milliseconds, as ratios over row A on the same payload
 * (the machines differ), and the JMH figures of the same call (rpc.json), with their allocation.
 */
public final class StudyComparison {

    /** The callers of the JMH rows shown beside the study's single-threaded figure. */
    static final int JMH_CALLERS = 1;

    /** The table's columns, in summary.md and report.html alike ({@link Line#cells()}). */
    public static final List<String> HEADERS = List.of("row", "stack here", "payload", "1 caller ms here", "published ms",
            "ratio to A here / published", "10 × 5 ms here", "published ms", "ratio to A here / published", "JMH ops/s",
            "alloc B/call consumer", "alloc B/call provider");

    /**
     * One row and payload.
     *
     * @param timing the study's own method here, empty where it did not run
     * @param jmh    the JMH row of the same call at {@value #JMH_CALLERS} caller, empty where it did not run
     */
    public record Line(ProtocolStudy.Row row, String payload, Optional<StudyTiming> timing, Optional<RpcRow> jmh,
                       Optional<Double> singleRatio, Optional<Double> tenRatio) {

        public double publishedSingleMs() {
            return row.singleMs().get(payload);
        }

        public Optional<Double> publishedTenMs() {
            return Optional.ofNullable(row.tenCallersMs().get(payload));
        }

        public double publishedSingleRatio() {
            return publishedSingleMs() / ProtocolStudy.baseline().singleMs().get(payload);
        }

        public Optional<Double> publishedTenRatio() {
            Double base = ProtocolStudy.baseline().tenCallersMs().get(payload);
            return publishedTenMs().map(v -> v / base);
        }

        /** The line's cells under {@link #HEADERS}, formatted; "–" where nothing was measured. */
        public List<String> cells() {
            return List.of(row.letter() + " (" + row.setting() + ")", row.stackId(), payload,
                    RpcSummary.num(timing.map(StudyTiming::singleThreadAvgMs).orElse(null), 3),
                    RpcSummary.num(publishedSingleMs(), 3),
                    RpcSummary.ratio(singleRatio) + " / " + RpcSummary.ratio(Optional.of(publishedSingleRatio())),
                    RpcSummary.num(timing.map(StudyTiming::tenCallersTotalMs).orElse(null), 0),
                    RpcSummary.num(publishedTenMs().orElse(null), 0),
                    RpcSummary.ratio(tenRatio) + " / " + RpcSummary.ratio(publishedTenRatio()),
                    RpcSummary.num(jmh.map(RpcRow::opsPerSec).orElse(null), 0),
                    RpcSummary.num(jmh.map(RpcRow::allocBytesPerCallConsumer).orElse(null), 0),
                    RpcSummary.num(jmh.map(RpcRow::allocBytesPerCallProvider).orElse(null), 0));
        }
    }

    private StudyComparison() {
    }

    /** Every row of the study (whether it ran or not) × every payload, in the study's order. */
    public static List<Line> lines(List<RpcRow> rows, List<StudyTiming> study) {
        List<Line> out = new ArrayList<>();
        for (ProtocolStudy.Row row : ProtocolStudy.ROWS) {
            for (String payload : ProtocolStudy.PAYLOADS) {
                Optional<StudyTiming> mine = timing(study, row.stackId(), payload);
                Optional<StudyTiming> base = timing(study, ProtocolStudy.baseline().stackId(), payload);
                out.add(new Line(row, payload, mine, jmh(rows, row.stackId(), payload),
                        ratio(mine.map(StudyTiming::singleThreadAvgMs), base.map(StudyTiming::singleThreadAvgMs)),
                        ratio(mine.map(StudyTiming::tenCallersTotalMs), base.map(StudyTiming::tenCallersTotalMs))));
            }
        }
        return out;
    }

    /** Whether anything of the study ran (the summary shows the section only then). */
    public static boolean ran(List<RpcRow> rows, List<StudyTiming> study) {
        return !study.isEmpty() || rows.stream().anyMatch(r -> ProtocolStudy.RELEASE.equals(r.dubboVersion()));
    }

    private static Optional<StudyTiming> timing(List<StudyTiming> study, String stackId, String payload) {
        return study.stream().filter(t -> t.stack().equals(stackId) && t.payload().equals(payload)
                && ProtocolStudy.RELEASE.equals(t.dubboVersion())).findFirst();
    }

    private static Optional<RpcRow> jmh(List<RpcRow> rows, String stackId, String payload) {
        return rows.stream().filter(r -> (r.protocol() + "-" + r.serialization()).equals(stackId)
                        && Objects.equals(r.dubboVersion(), ProtocolStudy.RELEASE) && r.payload().equals(payload)
                        && r.concurrency() == JMH_CALLERS)
                .findFirst();
    }

    private static Optional<Double> ratio(Optional<Double> mine, Optional<Double> base) {
        return mine.isPresent() && base.isPresent() && base.get() > 0 ? Optional.of(mine.get() / base.get()) : Optional.empty();
    }
}
