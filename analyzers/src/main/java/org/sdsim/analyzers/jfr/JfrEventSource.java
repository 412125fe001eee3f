package org.sdsim.analyzers.jfr;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.analyzers.parse.EventSource;

/**
 * A JFR recording ({@code .jfr}) read with {@code jdk.jfr.consumer.RecordingFile} as the same
 * events a GC log gives: one {@link org.sdsim.analyzers.event.JvmInfo} (collector from
 * jdk.GCConfiguration, version from jdk.JVMInformation, max heap from jdk.GCHeapConfiguration),
 * then one {@link org.sdsim.analyzers.event.GcEvent} per collection in start-time order.
 *
 * <p>Mapping: jdk.GarbageCollection {@code name} DefNew / ParNew / ParallelScavenge / G1New are
 * YOUNG (G1New with jdk.G1GarbageCollection {@code type} "Mixed" is MIXED); SerialOld /
 * ParallelOld / G1Full are FULL; G1Old, ConcurrentMarkSweep, Z, ZGC Minor/Major and Shenandoah are
 * CONCURRENT_CYCLE, each followed by its jdk.GCPhasePause events as pauses ("Pause Remark" is
 * REMARK, "Pause Cleanup" CLEANUP, others OTHER_PAUSE). A pause's duration is the collection's
 * {@code sumOfPauses}; a cycle's is its wall duration. Heap before/after/capacity come from
 * jdk.GCHeapSummary (used, committed), young/old from jdk.PSHeapSummary or jdk.G1HeapSummary
 * (G1's old = heap used minus eden and survivor), metaspace from jdk.MetaspaceSummary. Uptime is
 * start time minus jdk.JVMInformation's {@code jvmStartTime}, which is the RuntimeMXBean start
 * time, taken once the VM is created: it trails the uptime of the same JVM's unified-logging
 * gc.log (counted from the launch) by a constant, the VM's creation time (≈0.09 s measured on
 * JDK 17). Wall clocks agree to the log's millisecond. No recorded event carries the launch time,
 * so the offset is documented rather than corrected.
 *
 * <p>The recording is read when the source is opened (JFR's chunks are not in time order, so
 * collections are joined and sorted first); only a few hundred bytes per collection are kept.
 */
public final class JfrEventSource implements EventSource {
    private final Iterator<LogEvent> events;

    private JfrEventSource(List<LogEvent> events) {
        this.events = events.iterator();
    }

    /**
     * @throws org.sdsim.analyzers.parse.GcLogInputException when the file is missing or not a JFR recording
     */
    public static JfrEventSource open(Path recording) throws IOException {
        return new JfrEventSource(JfrRecordingReader.read(recording));
    }

    @Override
    public boolean hasNext() {
        return events.hasNext();
    }

    @Override
    public LogEvent next() {
        return events.next();
    }

    @Override
    public void close() {
        // everything was read and the file closed in open()
    }
}
