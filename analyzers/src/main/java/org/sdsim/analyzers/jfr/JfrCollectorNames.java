package org.sdsim.analyzers.jfr;

import java.util.Locale;
import org.sdsim.analyzers.event.GcKind;

/**
 * Maps JFR's collector names (jdk.GarbageCollection {@code name}, jdk.GCConfiguration
 * young/old collector) and phase-pause names onto the event model.
 *
 * <p>Stop-the-world collections (young and full) become one pause event each, timed by the
 * collection's {@code sumOfPauses}. Everything else (G1Old, CMS, Z, generational ZGC, Shenandoah,
 * and names this class does not know) is a concurrent cycle whose stop-the-world parts arrive as
 * jdk.GCPhasePause events and are classified by {@link #phasePauseKind(String)}.
 */
final class JfrCollectorNames {
    private JfrCollectorNames() {
    }

    /** YOUNG, FULL, or CONCURRENT_CYCLE for a jdk.GarbageCollection name. */
    static GcKind collectionKind(String name) {
        return switch (name) {
            case "DefNew", "ParNew", "ParallelScavenge", "PSScavenge", "G1New" -> GcKind.YOUNG;
            case "SerialOld", "ParallelOld", "PSMarkSweep", "G1Full", "Serial" -> GcKind.FULL;
            default -> GcKind.CONCURRENT_CYCLE;
        };
    }

    /** The kind of one jdk.GCPhasePause inside a concurrent cycle, from its name. */
    static GcKind phasePauseKind(String pauseName) {
        String n = pauseName.toLowerCase(Locale.ROOT);
        if (n.contains("remark")) {
            return GcKind.REMARK;
        }
        if (n.contains("cleanup")) {
            return GcKind.CLEANUP;
        }
        if (n.contains("initial mark")) {
            return GcKind.INITIAL_MARK;
        }
        if (n.contains("degenerated")) {
            return GcKind.DEGENERATED;
        }
        if (n.contains("full")) {
            return GcKind.FULL;
        }
        return GcKind.OTHER_PAUSE;
    }

    /**
     * The collector as users name it (and as the GC-log parser reports "Using ..."), from
     * jdk.GCConfiguration's young and old collector names.
     */
    static String collector(String youngCollector, String oldCollector) {
        String old = oldCollector == null ? "" : oldCollector;
        String young = youngCollector == null ? "" : youngCollector;
        if (old.startsWith("G1") || young.startsWith("G1")) {
            return "G1";
        }
        if (old.equals("SerialOld") || young.equals("DefNew")) {
            return young.equals("ParNew") ? "ParNew+SerialOld" : "Serial";
        }
        if (old.equals("ParallelOld") || old.equals("PSMarkSweep") || young.equals("ParallelScavenge")) {
            return "Parallel";
        }
        if (old.equals("ConcurrentMarkSweep")) {
            return "CMS";
        }
        if (old.startsWith("ZGC") || young.startsWith("ZGC")) {
            return "ZGC (generational)";
        }
        if (old.equals("Z")) {
            return "ZGC";
        }
        if (old.equals("Shenandoah")) {
            return "Shenandoah";
        }
        return old.isEmpty() ? null : young + "/" + old;
    }
}
