package org.sdsim.consumer.files;

import java.util.Map;

/**
 * The files of a mode folder that code in the consumer JVM writes. Kept apart from
 * {@link ModeFolder} and free of any dependency beyond the JDK (with {@link FolderFile},
 * {@link CallRow} and {@link HistogramRow}), so that the consumer side can reach them without the
 * orchestrator's summary or report code.
 */
public final class ConsumerFiles {
    /** Every call to the loopback provider, appended and flushed per call. */
    public static final FolderFile<CallRow> CALLS = FolderFile.csv("calls.csv", CallRow.class, CallRow.HEADER);
    /** The end-of-run class histogram, top rows. */
    public static final FolderFile<HistogramRow> HISTOGRAM =
            FolderFile.csv("histogram.csv", HistogramRow.class, HistogramRow.HEADER);
    /** The live heap at the end of a mode, for attribution; deleted once attributed unless kept. */
    public static final FolderFile<byte[]> HEAP_DUMP = new FolderFile<>("heap.hprof", FolderFile.Format.BINARY,
            byte[].class, null);
    /** Micrometer's JVM meters, one line per sample: {@code {"epochMs":..., "heapUsedMb":..., ...}}. */
    @SuppressWarnings({"rawtypes", "unchecked"})
    public static final FolderFile<Map<String, Object>> METRICS =
            (FolderFile) FolderFile.jsonLines("metrics.jsonl", Map.class);

    private ConsumerFiles() {
    }
}
