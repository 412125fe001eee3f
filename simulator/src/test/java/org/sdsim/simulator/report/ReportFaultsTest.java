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
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.summary.ProbeRecord;
import org.sdsim.simulator.folder.RunFolder;
import org.sdsim.simulator.summary.MeasuringExtension;
import org.sdsim.simulator.summary.NotInjectedFault;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A fault line in events.jsonl: drawn on the mode's time charts, listed in the fault table (when it was
 * scheduled and when it ran, and the condition a fault not recovered still missed), not taken for a
 * push; a fault summary.json lists as not injected has a row of its own, and the extension a sentence.
 */
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
        FaultRecord fault = new FaultRecord(new FaultRecord.Action("registry-restart", "registry-restart:zk1@3s", "zk1", null),
                new FaultRecord.Timing(3.0, 3.4, start, start + 5, recovered),
                new FaultRecord.Addresses(Map.of("zk1", 1.5, "zk2", 0.0), Map.of("zk1", 40L, "zk2", 80L), 80L),
                new FaultRecord.Calls(3L, 1L), List.of(), new FaultRecord.ConsumerJvm(null, null, 1, null),
                new FaultRecord.Result(true, "recovered", ""));
        FaultRecord cut = new FaultRecord(new FaultRecord.Action("session-expiry", "session-expiry@5s", null, null),
                new FaultRecord.Timing(5.0, 22.1, recovered, recovered + 5, null),
                new FaultRecord.Addresses(Map.of("zk1", 0.5, "zk2", 0.5), Map.of("zk1", 80L, "zk2", 80L), 80L),
                new FaultRecord.Calls(1L, 0L), List.of(), new FaultRecord.ConsumerJvm(null, null, 1, null),
                new FaultRecord.Result(false, "hold-not-finished", "every address back, held 7.8 of 15 s"));
        Files.writeString(ModeFolder.EVENTS.in(modeDir), JSON.writeValueAsString(fault) + "\n"
                + JSON.writeValueAsString(cut) + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        measuredPastItsDurationWithAFaultNotRun(run);

        ReportResult result = RunReport.write(List.of(run), run);

        assertEquals(List.of(), result.warnings(), "a fault line is not an unreadable push");
        SvgChartContents heap = SvgChartContents.parse(Files.readString(run.resolve("interface-heap.svg")));
        assertEquals(2, heap.markersPerGroup().get(ModeOverlays.FAULT), heap.markersPerGroup().toString());
        assertEquals(1, heap.markersPerGroup().get(ModeOverlays.RECOVERED), heap.markersPerGroup().toString());
        assertEquals(ReportFixtures.WAVES, heap.markersPerGroup().get(ModeOverlays.PUSH));
        assertTrue(heap.showsText("F1"), "the fault's line names its table row: " + heap.texts());
        String html = Files.readString(result.report());
        assertTrue(html.contains("<h2 id=\"faults\">Scripted faults</h2>"), "fault table");
        assertTrue(html.contains("<td>registry-restart:zk1@3s</td><td>3.0</td><td>3.4</td><td>yes</td>"
                + "<td>zk1 1.5, zk2 0.0</td><td>zk1 40 / 80, zk2 80 / 80</td><td>1 / 3</td>"), "fault row");
        assertTrue(html.contains("<td>session-expiry@5s</td><td>5.0</td><td>22.1</td><td>no: hold not finished</td>"),
                "the verdict names the condition still unmet");
        assertTrue(html.contains("<td>F3</td><td>interface (3.3.6)</td><td>storm@30s</td><td>30.0</td><td>not run</td>"
                + "<td>not injected</td>"), "a fault that never ran has a row of its own");
        assertTrue(html.contains("<td>the measuring extension reached its cap, --max-fault-extension 10s</td></tr>"),
                "with the reason as its note");
        assertTrue(html.contains("interface (3.3.6): measuring went on 10.0 s past the 120 s of --duration and was ended by its cap"),
                "the extension is said under the table");
        String md = Files.readString(result.summary());
        assertTrue(md.contains("| F1 | interface (3.3.6) | registry-restart:zk1@3s | 3.0 | 3.4 | yes | zk1 1.5, zk2 0.0 |"), md);
        assertTrue(md.contains("| F3 | interface (3.3.6) | storm@30s | 30.0 | not run | not injected | – |"), md);
        assertTrue(md.contains("- interface (3.3.6): measuring went on 10.0 s past the 120 s of --duration"), md);
    }

    /** summary.json as a mode whose extension hit its cap before storm@30s had its turn would have it. */
    private static void measuredPastItsDurationWithAFaultNotRun(Path run) throws Exception {
        Path summaryJson = RunFolder.SUMMARY.in(run);
        ObjectNode summary = (ObjectNode) JSON.readTree(summaryJson.toFile());
        for (JsonNode mode : summary.withArray("modes")) {
            if (mode.path("mode").asText().equals("interface")) {
                ((ObjectNode) mode).set("measuringExtension", JSON.valueToTree(
                        new MeasuringExtension(120.0, 10.0, 10.0, true)));
                ((ObjectNode) mode).set("notInjected", JSON.valueToTree(List.of(new NotInjectedFault("storm",
                        "storm@30s", 30.0, "the measuring extension reached its cap, --max-fault-extension 10s"))));
            }
        }
        JSON.writeValue(summaryJson.toFile(), summary);
    }
}
