package org.sdsim.analyzers.summary;

import java.util.ArrayList;
import java.util.List;
import org.sdsim.analyzers.event.JvmInfo;
import org.sdsim.analyzers.event.UnparsedLine;

/** What the log says about the JVM, and what the reader could not understand. */
final class RunFacts {
    static final int MAX_SAMPLES = 10;

    private String collector;
    private String jvmVersion;
    private long unparsedLines;
    private final List<UnparsedSample> unparsedSamples = new ArrayList<>(MAX_SAMPLES);

    RunFacts(EventDispatcher dispatcher) {
        dispatcher.register(JvmInfo.class, this::onJvmInfo);
        dispatcher.register(UnparsedLine.class, this::onUnparsed);
    }

    private void onJvmInfo(JvmInfo info) {
        collector = info.collectorAfter(collector);
        if (jvmVersion == null && notBlank(info.jvmVersion())) {
            jvmVersion = info.jvmVersion();
        }
    }

    private void onUnparsed(UnparsedLine line) {
        unparsedLines++;
        if (unparsedSamples.size() < MAX_SAMPLES) {
            unparsedSamples.add(new UnparsedSample(line.origin().toString(), line.reason(), line.text()));
        }
    }

    GcSummary.Jvm jvm() {
        return new GcSummary.Jvm(collector, jvmVersion);
    }

    GcSummary.Unparsed unparsed() {
        return new GcSummary.Unparsed(unparsedLines, unparsedSamples);
    }

    private static boolean notBlank(String s) {
        return s != null && !s.isBlank();
    }
}
