package org.sdsim.analyzers.parse;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.sdsim.analyzers.event.GcEvent;
import org.sdsim.analyzers.event.GcKind;
import org.sdsim.analyzers.event.JvmInfo;
import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.analyzers.event.SafepointEvent;
import org.sdsim.analyzers.event.UnparsedLine;

/** Test helper: every event of a log, with the counts the tests compare. */
final class ParsedLog {
    final List<LogEvent> events = new ArrayList<>();
    final List<GcEvent> gc = new ArrayList<>();
    final List<SafepointEvent> safepoints = new ArrayList<>();
    final List<UnparsedLine> unparsed = new ArrayList<>();
    final List<JvmInfo> jvm = new ArrayList<>();

    static ParsedLog of(Path... files) throws IOException {
        try (EventSource es = GcLogReader.open(List.of(files))) {
            return drain(es);
        }
    }

    static ParsedLog of(InputStream in, String name) throws IOException {
        try (EventSource es = GcLogReader.open(in, name)) {
            return drain(es);
        }
    }

    static ParsedLog drain(EventSource es) {
        ParsedLog p = new ParsedLog();
        while (es.hasNext()) {
            LogEvent e = es.next();
            p.events.add(e);
            if (e instanceof GcEvent g) {
                p.gc.add(g);
            } else if (e instanceof SafepointEvent s) {
                p.safepoints.add(s);
            } else if (e instanceof UnparsedLine u) {
                p.unparsed.add(u);
            } else if (e instanceof JvmInfo j) {
                p.jvm.add(j);
            }
        }
        return p;
    }

    long count(GcKind.Family family) {
        return gc.stream().filter(g -> g.kind().family() == family && g.kind() != GcKind.CONCURRENT_PHASE).count();
    }

    long count(GcKind kind) {
        return gc.stream().filter(g -> g.kind() == kind).count();
    }

    long young() {
        return count(GcKind.Family.YOUNG);
    }

    long full() {
        return count(GcKind.Family.FULL);
    }

    long other() {
        return count(GcKind.Family.OTHER);
    }

    long cycles() {
        return count(GcKind.CONCURRENT_CYCLE);
    }

    long cyclesNamed(String prefix) {
        return gc.stream().filter(g -> g.kind() == GcKind.CONCURRENT_CYCLE && g.name().startsWith(prefix)).count();
    }

    double pauseTotalMs() {
        return gc.stream().filter(GcEvent::isPause).mapToDouble(GcEvent::durationMs).filter(d -> !Double.isNaN(d)).sum();
    }

    /** The last collector a JvmInfo names (later ones refine earlier ones). */
    String collector() {
        String c = null;
        for (JvmInfo j : jvm) {
            if (j.collector() != null) {
                c = j.collector();
            }
        }
        return c;
    }

    List<Long> unparsedLineNumbers() {
        return unparsed.stream().map(u -> u.origin().line()).toList();
    }

    @Override
    public String toString() {
        return "young=" + young() + " full=" + full() + " other=" + other() + " cycles=" + cycles() + " safepoints="
                + safepoints.size() + " unparsed=" + unparsed.size() + " pauseTotalMs=" + pauseTotalMs();
    }
}
