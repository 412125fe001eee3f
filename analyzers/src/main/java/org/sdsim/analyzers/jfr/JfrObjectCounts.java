package org.sdsim.analyzers.jfr;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import jdk.jfr.consumer.RecordedClass;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;

/**
 * The live-object census the JVM records as jdk.ObjectCountAfterGC (an opt-in event: enable it in
 * the recording's settings; the JVM emits it after full GCs and G1/CMS remarks, for the classes
 * that hold at least 0.5 % of the heap). Empty lists when the recording has none.
 */
public final class JfrObjectCounts {
    private JfrObjectCounts() {
    }

    /** Instances of one class alive after a collection. */
    public record ClassCount(String className, long count, long totalSizeBytes) {
    }

    /** One census: the classes counted after collection {@code gcId}, largest total size first. */
    public record Census(long gcId, Instant time, List<ClassCount> classes) {
        public Census {
            classes = List.copyOf(classes);
        }
    }

    /** The {@code n} classes with the largest total size in the recording's last census. */
    public static List<ClassCount> top(Path recording, int n) throws IOException {
        List<Census> all = censuses(recording, n);
        return all.isEmpty() ? List.of() : all.get(all.size() - 1).classes();
    }

    /** Every census in the recording, in GC order, each cut to its {@code n} largest classes. */
    public static List<Census> censuses(Path recording, int n) throws IOException {
        Map<Long, List<ClassCount>> byGc = new TreeMap<>();
        Map<Long, Instant> times = new TreeMap<>();
        RecordingFile file = JfrFiles.open(recording);
        try (file) {
            while (file.hasMoreEvents()) {
                RecordedEvent event = file.readEvent();
                if (!event.getEventType().getName().equals("jdk.ObjectCountAfterGC")) {
                    continue;
                }
                long gcId = event.getLong("gcId");
                RecordedClass type = event.getClass("objectClass");
                byGc.computeIfAbsent(gcId, id -> new ArrayList<>()).add(new ClassCount(
                        type == null ? "?" : javaName(type.getName()), event.getLong("count"), event.getLong("totalSize")));
                times.merge(gcId, event.getStartTime(), (a, b) -> a.isBefore(b) ? a : b);
            }
        } catch (IOException e) {
            if (byGc.isEmpty()) {
                throw JfrFiles.unreadable(recording, e);
            }
            // a recording cut short: keep the complete censuses read so far
        }
        List<Census> result = new ArrayList<>(byGc.size());
        byGc.forEach((gcId, classes) -> {
            classes.sort(Comparator.comparingLong(ClassCount::totalSizeBytes).reversed()
                    .thenComparing(ClassCount::className));
            result.add(new Census(gcId, times.get(gcId), classes.subList(0, Math.min(n, classes.size()))));
        });
        return result;
    }

    /** JFR gives binary names ("[B", "[Ljava.lang.String;"); people read "byte[]", "java.lang.String[]". */
    static String javaName(String binaryName) {
        int dims = 0;
        while (dims < binaryName.length() && binaryName.charAt(dims) == '[') {
            dims++;
        }
        if (dims == 0) {
            return binaryName;
        }
        String element = binaryName.substring(dims);
        String base = switch (element) {
            case "Z" -> "boolean";
            case "B" -> "byte";
            case "C" -> "char";
            case "S" -> "short";
            case "I" -> "int";
            case "J" -> "long";
            case "F" -> "float";
            case "D" -> "double";
            default -> element.startsWith("L") && element.endsWith(";")
                    ? element.substring(1, element.length() - 1) : element;
        };
        return base + "[]".repeat(dims);
    }
}
