package org.sdsim.analyzers.jfr;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.Consumer;
import jdk.jfr.consumer.RecordedClass;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordedStackTrace;

/**
 * Reads the jdk.ObjectAllocationSample events of one recording as {@link AllocationSample}s, in
 * file order, and knows nothing of how they are aggregated. The recording's span comes from its
 * chunk headers, so it is known before the first event is read (a time window can be set from it).
 *
 * <pre>{@code
 * AllocationSampleReader reader = AllocationSampleReader.open(Path.of("consumer.jfr"));
 * AllocationSampleReader.Reading r = reader.read(sample -> ...);
 * }</pre>
 */
public final class AllocationSampleReader {
    /** The event this reader reads (JDK 16 and later). */
    public static final String EVENT = "jdk.ObjectAllocationSample";

    private final WholeChunks chunks;
    /**
     * Frames by stack trace. A recording stores each distinct stack once and RecordingFile
     * hands out the same RecordedStackTrace object for every event that refers to it (within a
     * chunk), so converting once per object rather than per sample saves walking up to 64 frames
     * (the default stack depth) at every one of up to millions of samples. Weak keys: a chunk's
     * stack traces go when RecordingFile lets go of them.
     */
    private final Map<RecordedStackTrace, List<Frame>> framesByStack = new WeakHashMap<>();
    /** Source names by class, for the same reason: one RecordedClass object per class and chunk. */
    private final Map<RecordedClass, String> namesByClass = new WeakHashMap<>();

    private AllocationSampleReader(WholeChunks chunks) {
        this.chunks = chunks;
    }

    /**
     * Checks the file and reads its chunk headers; no event is read yet.
     *
     * @throws org.sdsim.analyzers.parse.GcLogInputException (an IOException) naming the file when it
     *         is missing, not a JFR recording, or cut off inside its first chunk
     */
    public static AllocationSampleReader open(Path recording) throws IOException {
        return new AllocationSampleReader(WholeChunks.of(recording));
    }

    /** When the recording started: the start of its earliest chunk. */
    public Instant recordingStart() {
        return chunks.start();
    }

    /**
     * What a reading saw besides the samples it handed on.
     *
     * @param samples        jdk.ObjectAllocationSample events read
     * @param recordingStart the start of the recording's earliest chunk
     * @param recordingEnd   the end of its latest chunk (or of its last sample, if that is later: a
     *                       chunk the JVM never finished states no duration)
     * @param damage         null when the whole file was read, else a sentence saying what was not
     *                       (the samples before that point were all handed on)
     */
    public record Reading(long samples, Instant recordingStart, Instant recordingEnd, String damage) {
    }

    /** Reads the recording, handing every allocation sample to {@code sink} in file order. */
    public Reading read(Consumer<AllocationSample> sink) throws IOException {
        long[] samples = {0};
        Instant[] end = {chunks.end()};
        String damage = chunks.read(event -> {
            if (event.getEventType().getName().equals(EVENT)) {
                AllocationSample sample = sample(event);
                samples[0]++;
                if (sample.time().isAfter(end[0])) {
                    end[0] = sample.time();
                }
                sink.accept(sample);
            }
        });
        return new Reading(samples[0], chunks.start(), end[0], damage);
    }

    private AllocationSample sample(RecordedEvent event) {
        RecordedClass type = event.getClass("objectClass");
        String objectClass = type == null ? "?" : namesByClass.computeIfAbsent(type, t -> JfrObjectCounts.javaName(t.getName()));
        return new AllocationSample(event.getStartTime(), objectClass, event.getLong("weight"),
                frames(event.getStackTrace()));
    }

    private List<Frame> frames(RecordedStackTrace stack) {
        if (stack == null) {
            return List.of();
        }
        return framesByStack.computeIfAbsent(stack, AllocationSampleReader::convert);
    }

    private static List<Frame> convert(RecordedStackTrace stack) {
        List<RecordedFrame> recorded = stack.getFrames();
        List<Frame> frames = new ArrayList<>(recorded.size());
        for (RecordedFrame frame : recorded) {
            RecordedMethod method = frame.getMethod();
            if (method == null) {
                continue;
            }
            RecordedClass type = method.getType();
            frames.add(new Frame(type == null ? "?" : type.getName(), method.getName(), frame.getLineNumber()));
        }
        return List.copyOf(frames);
    }
}
