package org.sdsim.analyzers.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.analyzers.jfr.RecordedWorkload;
import org.sdsim.analyzers.jfr.SiteRule;

/** {@code gclog alloc} on a real recording of a workload with a known allocation site, and on bad input. */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class AllocCommandTest {
    private static final String KNOWN_SITE = "org.sdsim.analyzers.jfr.KnownSite.allocateBlocks:";

    private static String sites() {
        return RecordedWorkload.allocationSites().recording.toString();
    }

    private static void assertNoStackTrace(String err) {
        assertFalse(err.contains("\tat ") || err.contains("Exception"), "no stack trace or exception names:\n" + err);
    }

    /** The table's rows after its header line. */
    private static List<String> rows(String out) {
        List<String> lines = out.lines().toList();
        int header = lines.indexOf(lines.stream().filter(l -> l.startsWith("rank ")).findFirst()
                .orElseThrow(() -> new AssertionError("no table header in\n" + out)));
        return lines.subList(header + 1, lines.size());
    }

    @Test
    void theTableRanksTheKnownSiteFirstWithItsWeightShareSamplesAndClasses() {
        Gclog.Result r = Gclog.run("alloc", sites());
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("", r.err());
        assertTrue(r.out().contains("rank  ") && r.out().contains("share %") && r.out().contains("top allocated classes"),
                r.out());
        String first = rows(r.out()).get(0);
        assertTrue(r.out().matches("(?s).*MB\\s+±\\s+share %.*"), "a ± column after MB:\n" + r.out());
        assertTrue(first.matches("\\s*1\\s+\\d+\\.\\d\\s+\\d+\\.\\d\\s+\\d+\\.\\d\\s+\\d+\\s+outside-jdk\\s+"
                + KNOWN_SITE.replace(".", "\\.") + "\\d+\\s+byte\\[] \\d+%.*"), first);
        String[] cells = first.trim().split("\\s+");   // rank, MB, ±, share
        double share = Double.parseDouble(cells[3]);
        assertTrue(share > 65, "most of the weight: " + first);
        double uncertainty = Double.parseDouble(cells[2]);
        assertTrue(uncertainty > 0 && uncertainty < Double.parseDouble(cells[1]), "MB ± its uncertainty: " + first);
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("weight ") && l.contains("MB/s")), r.out());
    }

    @Test
    void topListsTheHeaviestSitesAndSumsTheOthersInOneRowSoTheSharesAddUp() {
        Gclog.Result r = Gclog.run("alloc", "--top", "1", sites());
        assertEquals(0, r.exitCode(), r.err());
        List<String> rows = rows(r.out());
        assertEquals(2, rows.size(), r.out());
        assertTrue(rows.get(0).contains(KNOWN_SITE), rows.get(0));
        assertTrue(rows.get(1).matches("\\s+\\d+\\.\\d\\s+\\d+\\.\\d\\s+\\d+\\s+\\(\\d+ more sites?\\)"), rows.get(1));
        double listed = Double.parseDouble(rows.get(0).trim().split("\\s+")[3]);   // rank, MB, ±, share
        double others = Double.parseDouble(rows.get(1).trim().split("\\s+")[1]);   // MB, (no ±), share
        double shares = listed + others;
        assertEquals(100.0, shares, 0.15, r.out());
    }

    @Test
    void jsonHasTheTotalsTheRuleAndTheListedSitesWhoseSharesAddUpWithTheOthers() throws IOException {
        Gclog.Result r = Gclog.run("alloc", "--json", "--top", "1", "--classes", "1", sites());
        assertEquals(0, r.exitCode(), r.err());
        JsonNode view = new ObjectMapper().readTree(r.out());
        assertEquals("first-match", view.get("rule").get("by").asText());
        assertEquals(SiteRule.DEFAULT_PREFIXES.size(), view.get("rule").get("prefixes").size());
        assertTrue(view.get("window").get("toSec").isNull(), "an open window ends nowhere");
        JsonNode totals = view.get("totals");
        assertTrue(totals.get("samples").asLong() > 200, totals.toString());
        assertTrue(totals.get("mbPerSec").asDouble() > 0, totals.toString());
        JsonNode first = view.get("sites").get(0);
        assertEquals(1, view.get("sites").size());
        assertEquals("allocateBlocks", first.get("methodName").asText());
        assertEquals("outside-jdk", first.get("via").asText());
        assertTrue(first.get("lineNumber").isInt(), first.toString());
        assertTrue(first.get("uncertaintyMb").asDouble() > 0, first.toString());
        assertTrue(first.get("orderResolvedAbove").isNull(), "rank 1 has no site above it");
        assertEquals(1, first.get("topClasses").size());
        assertEquals("byte[]", first.get("topClasses").get(0).get("className").asText());
        JsonNode others = view.get("otherSites");
        assertEquals(view.get("siteCount").asInt() - 1, others.get("siteCount").asInt());
        assertEquals(totals.get("weightBytes").asLong(),
                first.get("weightBytes").asLong() + others.get("weightBytes").asLong());
        assertEquals(100.0, first.get("sharePercent").asDouble() + others.get("sharePercent").asDouble(), 1e-4);
    }

    @Test
    void csvHasAHeaderOfKeysAndOneRowPerListedSite() {
        Gclog.Result r = Gclog.run("alloc", "--csv", "--top", "0", sites());
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(AllocationCsv.HEADER, lines.get(0));
        List<String> header = Arrays.asList(AllocationCsv.HEADER.split(","));
        String[] first = lines.get(1).split(",", -1);
        assertEquals(header.size(), first.length, lines.get(1));
        assertEquals("1", first[header.indexOf("rank")]);
        assertTrue(first[header.indexOf("frame")].startsWith(KNOWN_SITE), lines.get(1));
        assertTrue(first[header.indexOf("topClasses")].startsWith("byte[]="), lines.get(1));
        assertTrue(Double.parseDouble(first[header.indexOf("uncertaintyMb")]) > 0, lines.get(1));
        assertEquals("", first[header.indexOf("orderResolvedAbove")], "rank 1 has no site above it");
        assertTrue(lines.get(2).split(",", -1)[header.indexOf("orderResolvedAbove")].matches("true|false"), lines.get(2));
        long weights = lines.stream().skip(1).mapToLong(l -> Long.parseLong(l.split(",", -1)[header.indexOf("weightBytes")]))
                .sum();
        Gclog.Result json = Gclog.run("alloc", "--json", sites());
        assertTrue(json.out().contains("\"weightBytes\" : " + weights), "--top 0 lists every site: the weights add up");
    }

    @Test
    void topFrameAndFramesChangeWhichFrameNamesTheSite() {
        Gclog.Result byTop = Gclog.run("alloc", "--by", "top-frame", "--top", "0", sites());
        assertEquals(0, byTop.exitCode(), byTop.err());
        assertFalse(byTop.out().contains("MinorSite"), "its bytes are allocated in String.repeat:\n" + byTop.out());
        assertTrue(byTop.out().contains("java.lang.String.repeat:"), byTop.out());
        assertTrue(byTop.out().contains("the top frame"), byTop.out());

        Gclog.Result byMain = Gclog.run("alloc", "--frames", "org.sdsim.analyzers.jfr.AllocationSiteWorkload", sites());
        assertEquals(0, byMain.exitCode(), byMain.err());
        String first = rows(byMain.out()).get(0);
        assertTrue(first.contains(" prefix ") && first.contains("AllocationSiteWorkload.main:"), first);
    }

    @Test
    void aWindowCountsOnlyItsSamplesAndSaysHowManyItLeftOut() throws IOException {
        ObjectMapper json = new ObjectMapper();
        double recordingSec = json.readTree(Gclog.run("alloc", "--json", sites()).out())
                .get("totals").get("recordingSec").asDouble();
        String from = Decimal.format(recordingSec / 4, 3, "");
        String to = Decimal.format(recordingSec / 2, 3, "");
        Gclog.Result r = Gclog.run("alloc", "--json", "--from", from, "--to", to, sites());
        assertEquals(0, r.exitCode(), r.err());
        JsonNode totals = json.readTree(r.out()).get("totals");
        assertTrue(totals.get("samplesOutsideWindow").asLong() > 0, totals.toString());
        assertEquals(Double.parseDouble(to) - Double.parseDouble(from), totals.get("spanSec").asDouble(), 1e-6);
        Gclog.Result text = Gclog.run("alloc", "--from", from, "--to", to, sites());
        assertTrue(text.out().contains("window     " + Decimal.format(recordingSec / 4, 1, "") + " s to "
                + Decimal.format(recordingSec / 2, 1, "") + " s ("), text.out());
    }

    @Test
    void aRecordingWithoutAllocationSamplesExitsOneWithOneLineNamingTheSettingThatRecordsThem() {
        String gcOnly = RecordedWorkload.of("-XX:+UseSerialGC").recording.toString();
        Gclog.Result r = Gclog.run("alloc", gcOnly);
        assertEquals(1, r.exitCode(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("gclog: warning: " + gcOnly + ": no jdk.ObjectAllocationSample events; "), r.err());
        assertTrue(r.err().contains("jdk.ObjectAllocationSample#enabled=true"), r.err());
        assertNoStackTrace(r.err());
        assertTrue(r.out().contains("0 samples"), "the (empty) view is still printed:\n" + r.out());
        assertFalse(r.out().contains("rank "), "no table without sites");
    }

    @Test
    void aWindowWithoutSamplesExitsOneSayingHowManyTheRecordingHas() {
        Gclog.Result r = Gclog.run("alloc", "--from", "3600", sites());
        assertEquals(1, r.exitCode(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("no jdk.ObjectAllocationSample events between 3600.0 s and the recording's end;"
                + " the recording has "), r.err());
    }

    @Test
    void aMissingFileOrAFileThatIsNotJfrExitsTwoWithOneLineAndNoStackTrace(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("nope.jfr");
        Gclog.Result r = Gclog.run("alloc", missing.toString());
        assertEquals(2, r.exitCode());
        assertEquals("gclog: " + missing + ": no such file", r.err().strip());
        assertEquals("", r.out());

        Path gcLog = dir.resolve("gc.log");
        Files.writeString(gcLog, "[0.010s][info][gc] Using G1\n");
        Gclog.Result notJfr = Gclog.run("alloc", gcLog.toString());
        assertEquals(2, notJfr.exitCode());
        assertEquals(1, notJfr.err().lines().count(), notJfr.err());
        assertTrue(notJfr.err().startsWith("gclog: " + gcLog + ": not a JFR recording"), notJfr.err());
        assertNoStackTrace(notJfr.err());
        assertEquals("", notJfr.out());
    }

    @Test
    void contradictoryOrOutOfRangeOptionsAreUsageErrors() {
        String rec = sites();
        for (String[] args : List.of(
                new String[] {"alloc", "--top", "-1", rec},
                new String[] {"alloc", "--classes", "0", rec},
                new String[] {"alloc", "--from", "5", "--to", "2", rec},
                new String[] {"alloc", "--from", "-1", rec},
                new String[] {"alloc", "--by", "top-frame", "--frames", "org.apache.dubbo.", rec},
                new String[] {"alloc", "--by", "bottom-frame", rec},
                new String[] {"alloc", "--json", "--csv", rec},
                new String[] {"alloc", "-"},
                new String[] {"alloc"})) {
            Gclog.Result r = Gclog.run(args);
            assertEquals(2, r.exitCode(), String.join(" ", args) + "\n" + r.err());
            assertNoStackTrace(r.err());
            assertEquals("", r.out(), String.join(" ", args));
        }
        assertTrue(Gclog.run("alloc", "--by", "bottom-frame", rec).err()
                .contains("expected first-match or top-frame, not 'bottom-frame'"));
    }

    @Test
    void helpSaysWhatTheWeightIsAndListsTheExitCodes() {
        Gclog.Result r = Gclog.run("alloc", "--help");
        assertEquals(0, r.exitCode());
        String help = r.out().replaceAll("\\s+", " ");
        for (String phrase : List.of("jdk.ObjectAllocationSample", "TLAB", "throttle", "150/s",
                "the bytes its thread allocated since its previous sample", "estimate", "not an exact count",
                "--top", "--frames", "--by", "--from", "--to", "--json", "--csv", "Exit codes:", "usage error")) {
            assertTrue(help.contains(phrase), "help mentions '" + phrase + "':\n" + r.out());
        }
    }

    @Test
    void theDefaultFramesTheHelpNamesAreTheLibrarysDefaults() {
        assertEquals(String.join(", ", SiteRule.DEFAULT_PREFIXES), AllocationTable.DEFAULT_FRAMES);
    }
}
