package org.sdsim.analyzers.jfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.analyzers.parse.GcLogInputException;

/**
 * The allocation view on a real recording: a child JVM runs {@link AllocationSiteWorkload}, whose
 * sites' bytes it measures itself (ThreadMXBean), with jdk.ObjectAllocationSample recorded at every
 * TLAB refill (alloc-test.jfc says why not at 150/s).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class AllocationSitesTest {
    private static final double MIB = 1024.0 * 1024.0;

    private static RecordedWorkload run() {
        return RecordedWorkload.allocationSites();
    }

    private static AllocationSites view(AllocationQuery query) throws IOException {
        return AllocationSites.read(run().recording, query);
    }

    /** What the workload's thread allocated at a site by its own count ("site-bytes known=…"). */
    private static long measuredBytes(String site) {
        return run().siteBytes(site);
    }

    private static Optional<AllocationSite> siteOf(AllocationSites view, Class<?> type, String method) {
        return view.sites().stream().filter(s -> s.frame().className().equals(type.getName())
                && s.frame().methodName().equals(method)).findFirst();
    }

    @Test
    void theKnownSiteRanksFirstWithMostOfTheWeightAndAboutTheBytesItAllocated() throws IOException {
        AllocationSites view = view(AllocationQuery.DEFAULT);
        AllocationSite first = view.sites().get(0);
        assertEquals(KnownSite.class.getName(), first.frame().className(), view.sites().toString());
        assertEquals("allocateBlocks", first.frame().methodName());
        assertTrue(first.frame().hasLine(), first.frame().toString());
        assertEquals(SiteRule.Via.OUTSIDE_JDK, first.via(), "no Dubbo frame: the first frame outside the JDK");
        assertTrue(first.sharePercent() > 65 && first.sharePercent() < 95,
                "the known site allocates 80 % of the workload's bytes: " + first);
        assertEquals("byte[]", first.topClasses().get(0).className());
        // Its weight also holds the main thread's first sample, which carries the start-up's bytes.
        double ratio = first.weightBytes() / (double) measuredBytes("known");
        assertTrue(ratio > 0.9 && ratio < 1.25, "sampled weight / measured bytes = " + ratio);
    }

    @Test
    void aSiteAllocatingInsideTheJdkIsNamedByItsOwnFrameUnderFirstMatchAndByJdkCodeUnderTopFrame() throws IOException {
        AllocationSite minor = siteOf(view(AllocationQuery.DEFAULT), MinorSite.class, "repeatStrings")
                .orElseThrow(() -> new AssertionError("MinorSite.repeatStrings is a site"));
        assertEquals(SiteRule.Via.OUTSIDE_JDK, minor.via());
        double ratio = minor.weightBytes() / (double) measuredBytes("minor");
        assertTrue(ratio > 0.75 && ratio < 1.25, "sampled weight / measured bytes = " + ratio);

        AllocationSites byTop = view(AllocationQuery.DEFAULT.withRule(SiteRule.topFrame()));
        assertTrue(siteOf(byTop, MinorSite.class, "repeatStrings").isEmpty(), "its bytes are allocated in the JDK");
        AllocationSite jdk = byTop.sites().stream().filter(s -> s.frame().className().equals("java.lang.String"))
                .findFirst().orElseThrow(() -> new AssertionError("String.repeat's frame: " + byTop.sites()));
        assertEquals(SiteRule.Via.TOP_FRAME, jdk.via());
        assertEquals(KnownSite.class.getName(), byTop.sites().get(0).frame().className(),
                "the known site allocates in its own frame, so it is the top frame too");
    }

    @Test
    void aPrefixChargesTheFirstMatchingFrameBelowTheTopOneSitePerCallingLine() throws IOException {
        SiteRule rule = SiteRule.firstMatch(List.of(AllocationSiteWorkload.class.getName()));
        AllocationSites view = view(AllocationQuery.DEFAULT.withRule(rule));
        List<AllocationSite> inMain = view.sites().stream()
                .filter(s -> s.frame().className().equals(AllocationSiteWorkload.class.getName())).toList();
        assertEquals(2, inMain.size(), "main calls the two sites from two lines: " + view.sites());
        for (AllocationSite site : inMain) {
            assertEquals("main", site.frame().methodName());
            assertEquals(SiteRule.Via.PREFIX, site.via());
        }
        assertTrue(inMain.get(0).frame().lineNumber() < inMain.get(1).frame().lineNumber(),
                "the heavier line calls the known site, which main calls first: " + inMain);
        assertEquals(view.sites().get(0), inMain.get(0));
        assertTrue(inMain.stream().mapToDouble(AllocationSite::sharePercent).sum() > 95,
                "nearly every byte is allocated under main: " + view.sites());
    }

    @Test
    void theTotalsAreTheSumOfTheSitesOverTheRecordingsSpan() throws IOException {
        AllocationSites view = view(AllocationQuery.DEFAULT);
        AllocationTotals t = view.totals();
        assertEquals(view.siteCount(), view.sites().size());
        assertEquals(t.weightBytes(), view.sites().stream().mapToLong(AllocationSite::weightBytes).sum());
        assertEquals(t.samples(), view.sites().stream().mapToLong(AllocationSite::samples).sum());
        assertEquals(100.0, view.sites().stream().mapToDouble(AllocationSite::sharePercent).sum(), 1e-9);
        assertTrue(t.samples() > 200, "a sample per TLAB refill: " + t.samples());
        assertEquals(0, t.samplesOutsideWindow());
        assertTrue(t.recordingSec() > 0.05 && t.recordingSec() < 60, "span from the chunk header: " + t.recordingSec());
        assertEquals(t.recordingSec(), t.spanSec(), 1e-9);
        assertEquals(t.weightMb() / t.spanSec(), t.mbPerSec(), 1e-9);
        double measured = measuredBytes("known") + measuredBytes("minor");
        assertTrue(t.weightBytes() > 0.9 * measured && t.weightBytes() < 1.25 * measured,
                "weights add up to about the bytes allocated: " + t.weightMb() + " MiB against " + measured / MIB);
        assertNull(view.damage());
    }

    @Test
    void theRecordingSpanFromTheChunkHeadersHoldsEverySample() throws IOException {
        AllocationSampleReader reader = AllocationSampleReader.open(run().recording);
        List<Instant> times = new ArrayList<>();
        AllocationSampleReader.Reading reading = reader.read(sample -> times.add(sample.time()));
        assertEquals(times.size(), reading.samples());
        assertEquals(reader.recordingStart(), reading.recordingStart());
        for (Instant time : times) {
            assertFalse(time.isBefore(reading.recordingStart()), time + " before " + reading.recordingStart());
            assertFalse(time.isAfter(reading.recordingEnd()), time + " after " + reading.recordingEnd());
        }
    }

    @Test
    void twoWindowsSplittingTheRecordingShareItsSamplesAndWeight() throws IOException {
        AllocationSites whole = view(AllocationQuery.DEFAULT);
        double middle = whole.totals().recordingSec() / 2;
        AllocationSites early = view(AllocationQuery.DEFAULT.withWindow(new TimeWindow(0, middle)));
        AllocationSites late = view(AllocationQuery.DEFAULT.withWindow(new TimeWindow(middle, Double.POSITIVE_INFINITY)));
        assertEquals(whole.totals().samples(), early.totals().samples() + late.totals().samples());
        assertEquals(whole.totals().samples(), early.totals().samples() + early.totals().samplesOutsideWindow());
        assertEquals(whole.totals().weightBytes(), early.totals().weightBytes() + late.totals().weightBytes());
        assertEquals(middle, early.totals().spanSec(), 1e-9);
        assertEquals(whole.totals().recordingSec() - middle, late.totals().spanSec(), 1e-9);
    }

    @Test
    void aRecordingWithoutAllocationSamplesHasNoSites() throws IOException {
        AllocationSites view = AllocationSites.read(RecordedWorkload.of("-XX:+UseSerialGC").recording,
                AllocationQuery.DEFAULT);
        assertEquals(0, view.totals().samples());
        assertEquals(0, view.siteCount());
        assertTrue(view.sites().isEmpty());
        assertTrue(view.totals().recordingSec() > 0);
    }

    @Test
    void aRecordingWhoseLastChunkIsCutGivesTheSitesOfTheWholeChunksAndSaysWhereItEnds(@TempDir Path dir)
            throws IOException {
        byte[] whole = Files.readAllBytes(run().recording);
        Path cut = dir.resolve("cut.jfr");
        Files.write(cut, whole);
        Files.write(cut, Arrays.copyOf(whole, whole.length / 2), StandardOpenOption.APPEND);
        AllocationSites view = AllocationSites.read(cut, AllocationQuery.DEFAULT);
        assertNotNull(view.damage());
        assertTrue(view.damage().contains("cut off at byte " + (whole.length + whole.length / 2)), view.damage());
        assertEquals(view(AllocationQuery.DEFAULT).totals().samples(), view.totals().samples(),
                "every sample of the whole first chunk");
    }

    @Test
    void aFileThatIsNotARecordingOrIsMissingIsAUserErrorNamingIt(@TempDir Path dir) throws IOException {
        Path notJfr = dir.resolve("alloc.jfr");
        Files.writeString(notJfr, "not a recording\n");
        GcLogInputException e = assertThrows(GcLogInputException.class,
                () -> AllocationSites.read(notJfr, AllocationQuery.DEFAULT));
        assertTrue(e.getMessage().startsWith(notJfr + ": not a JFR recording"), e.getMessage());
        GcLogInputException missing = assertThrows(GcLogInputException.class,
                () -> AllocationSites.read(dir.resolve("absent.jfr"), AllocationQuery.DEFAULT));
        assertTrue(missing.getMessage().endsWith("absent.jfr: no such file"), missing.getMessage());
    }
}
