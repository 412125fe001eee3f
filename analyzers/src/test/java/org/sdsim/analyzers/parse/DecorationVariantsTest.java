package org.sdsim.analyzers.parse;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sdsim.analyzers.event.GcEvent;

/**
 * Logs written by real JVMs with unusual {@code -Xlog} decorator sets parse to the same counts as
 * the JVM's beans, and the time stamps come from whichever decorators are present.
 */
class DecorationVariantsTest {
    @TempDir
    Path tmp;

    @ParameterizedTest(name = "-Xlog:gc*:file=...:{0}")
    @CsvSource(delimiter = ';', value = {
        "uptimemillis,pid,tid,level,tags; true; false",
        "time,uptimenanos; true; true",
        "utctime,hostname; false; true",
        "timemillis,timenanos,level,tags; false; true",
        "uptime,hostname,pid,level; true; false",
        "none; false; false",
    })
    void anyDecoratorSetParsesToTheBeanCountsWithTheTimesItHas(String decorators, boolean uptime, boolean wall)
            throws Exception {
        Path log = tmp.resolve("gc.log");
        Instant before = Instant.now();
        Map<String, Long> beans = ChildJvm.run(ChildJvm.JAVA_17, "-XX:+UseSerialGC",
                "-Xlog:gc*:file=" + log + ":" + decorators + ":filecount=0", 600);
        Instant after = Instant.now();
        ParsedLog parsed = ParsedLog.of(log);
        assertAll(parsed + " vs " + beans,
                () -> assertEquals(0, parsed.unparsed.size(), "unparsed: " + parsed.unparsed),
                () -> assertEquals(beans.get("Copy"), parsed.young(), "young"),
                () -> assertEquals(beans.get("MarkSweepCompact"), parsed.full(), "full"),
                () -> assertEquals("Serial", parsed.collector()));
        assertTrue(parsed.gc.size() > 0);
        for (GcEvent g : parsed.gc) {
            assertEquals(uptime, g.time().hasUptime(), "uptime in " + g);
            assertEquals(wall, g.time().hasWallClock(), "wall clock in " + g);
            if (uptime) {
                assertTrue(g.time().uptimeSec() >= 0 && g.time().uptimeSec() < 120, "uptime " + g.time());
            }
            if (wall) {
                Instant w = g.time().wallClock();
                assertTrue(!w.isBefore(before.minus(Duration.ofSeconds(2))) && !w.isAfter(after.plusSeconds(2)),
                        "wall clock " + w + " outside the run " + before + " .. " + after);
            }
        }
    }
}
