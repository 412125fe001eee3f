package org.sdsim.simulator.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.analyzers.chart.SvgChartContents;
import org.sdsim.simulator.folder.FaultRecord;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.folder.ProbeRecord;

/** A fault line in events.jsonl: drawn on the mode's time charts, listed in the fault table, not taken for a push. */
@Timeout(value = 180, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ReportFaultsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path work;

    @Test
    void aRecordedFaultIsMarkedOnTheTimelineAndListedInTheFaultTables() throws Exception {
        Path run = ReportFixtures.copyOfCompleteRun(work);
        Path modeDir = run.resolve("interface");
        // placed between the fixture consumer's first and last probe, so inside its GC log's span
        List<ProbeRecord> probes = JsonFiles.readLines(modeDir, ModeFolder.PROBES, "", "probes", (w, p) -> { }, true);
        long start = probes.get(1).epochMs();
        long recovered = probes.get(probes.size() - 2).epochMs();
        FaultRecord fault = new FaultRecord("registry-restart", "registry-restart:zk1@3s", "zk1", null, start, start + 5,
                recovered, Map.of("zk1", 1.5, "zk2", 0.0), Map.of("zk1", 40L, "zk2", 80L), 80L, 3L, 1L, List.of(), null,
                null, 1, true, "");
        Files.writeString(ModeFolder.EVENTS.in(modeDir), JSON.writeValueAsString(fault) + "\n", StandardCharsets.UTF_8,
                StandardOpenOption.APPEND);

        ReportResult result = RunReport.write(List.of(run), run);

        assertEquals(List.of(), result.warnings(), "a fault line is not an unreadable push");
        SvgChartContents heap = SvgChartContents.parse(Files.readString(run.resolve("interface-heap.svg")));
        assertEquals(1, heap.markersPerGroup().get(ModeOverlays.FAULT), heap.markersPerGroup().toString());
        assertEquals(1, heap.markersPerGroup().get(ModeOverlays.RECOVERED), heap.markersPerGroup().toString());
        assertEquals(ReportFixtures.WAVES, heap.markersPerGroup().get(ModeOverlays.PUSH));
        assertTrue(heap.showsText("F1"), "the fault's line names its table row: " + heap.texts());
        String html = Files.readString(result.report());
        assertTrue(html.contains("<h2 id=\"faults\">Scripted faults</h2>"), "fault table");
        assertTrue(html.contains("<td>registry-restart:zk1@3s</td><td>yes</td><td>zk1 1.5, zk2 0.0</td>"
                + "<td>zk1 40 / 80, zk2 80 / 80</td><td>1 / 3</td>"), "fault row");
        String md = Files.readString(result.summary());
        assertTrue(md.contains("| F1 | interface | registry-restart:zk1@3s | yes | zk1 1.5, zk2 0.0 |"), md);
    }
}
