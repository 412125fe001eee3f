package org.sdsim.analyzers.jfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Frame choice and aggregation on hand-made samples: no recording, no JVM. */
class AllocationSiteAggregatorTest {
    private static final Instant T0 = Instant.parse("2026-12-01T10:00:00Z");

    private static final Frame COPY_OF = new Frame("java.util.Arrays", "copyOf", 3512);
    private static final Frame BUILDER = new Frame("java.lang.AbstractStringBuilder", "ensureCapacityInternal", 228);
    private static final Frame RESIZE = new Frame("java.util.HashMap", "resize", 700);
    private static final Frame REFLECT = new Frame("jdk.internal.reflect.GeneratedMethodAccessor1", "invoke", Frame.NO_LINE);
    private static final Frame SUN = new Frame("sun.nio.ch.SocketChannelImpl", "read", 360);
    private static final Frame URL_PARSE = new Frame("org.apache.dubbo.common.URL", "valueOf", 210);
    private static final Frame URL_PARAM = new Frame("org.apache.dubbo.common.url.component.URLParam", "parse", 880);
    private static final Frame CURATOR = new Frame("org.apache.curator.framework.imps.GetChildrenBuilderImpl", "forPath", 190);
    private static final Frame NETTY = new Frame("io.netty.buffer.PooledByteBufAllocator", "newDirectBuffer", 400);
    private static final Frame HARNESS = new Frame("org.sdsim.consumer.ConsumerMain", "main", 42);
    private static final Frame THREAD_RUN = new Frame("java.lang.Thread", "run", 833);

    private static AllocationSample sample(double atSec, String type, long weight, Frame... stack) {
        return new AllocationSample(T0.plusNanos(Math.round(atSec * 1e9)), type, weight, List.of(stack));
    }

    private static SiteRule.Pick pick(SiteRule rule, Frame... stack) {
        return rule.choose(List.of(stack));
    }

    @Test
    void firstMatchSkipsJdkFramesToTheFirstFrameInAPrefix() {
        SiteRule.Pick p = pick(SiteRule.DEFAULT, COPY_OF, BUILDER, URL_PARAM, URL_PARSE, HARNESS, THREAD_RUN);
        assertEquals(URL_PARAM, p.frame());
        assertEquals(SiteRule.Via.PREFIX, p.via());
    }

    @Test
    void firstMatchTakesTheMatchNearestTheTopAndLooksPastFramesOutsideEveryPrefix() {
        assertEquals(CURATOR, pick(SiteRule.DEFAULT, RESIZE, NETTY, CURATOR, URL_PARSE, THREAD_RUN).frame(),
                "Netty is outside the prefixes, so the Curator frame below it is the site");
        SiteRule dubboOnly = SiteRule.firstMatch(List.of("org.apache.dubbo."));
        assertEquals(URL_PARSE, pick(dubboOnly, RESIZE, NETTY, CURATOR, URL_PARSE, THREAD_RUN).frame());
    }

    @Test
    void withoutAMatchTheFirstFrameOutsideTheJdkIsTheSite() {
        SiteRule.Pick p = pick(SiteRule.DEFAULT, COPY_OF, REFLECT, SUN, NETTY, HARNESS, THREAD_RUN);
        assertEquals(NETTY, p.frame(), "java., jdk. and sun. frames are skipped");
        assertEquals(SiteRule.Via.OUTSIDE_JDK, p.via());
        Frame comSun = new Frame("com.sun.proxy.$Proxy12", "invoke", Frame.NO_LINE);
        Frame javax = new Frame("javax.management.StandardMBean", "invoke", 12);
        assertEquals(HARNESS, pick(SiteRule.DEFAULT, comSun, javax, HARNESS).frame());
    }

    @Test
    void aStackThatIsJdkAllTheWayDownIsChargedToItsTopFrame() {
        SiteRule.Pick p = pick(SiteRule.DEFAULT, COPY_OF, RESIZE, THREAD_RUN);
        assertEquals(COPY_OF, p.frame());
        assertEquals(SiteRule.Via.TOP_FRAME, p.via());
    }

    @Test
    void theTopFrameRuleChargesTheAllocatingFrameWhateverIsBelow() {
        SiteRule.Pick p = pick(SiteRule.topFrame(), COPY_OF, URL_PARSE);
        assertEquals(COPY_OF, p.frame());
        assertEquals(SiteRule.Via.TOP_FRAME, p.via());
    }

    @Test
    void aSampleWithoutAStackTraceIsASiteOfItsOwn() {
        assertSame(Frame.NO_STACK_TRACE, pick(SiteRule.DEFAULT).frame());
        assertEquals(SiteRule.Via.NO_STACK, pick(SiteRule.topFrame()).via());
        assertEquals("(no stack trace)", Frame.NO_STACK_TRACE.toString());
    }

    @Test
    void aFrameReadsAsClassDotMethodColonLineAndAnUnknownLineIsAbsent() {
        assertEquals("org.apache.dubbo.common.URL.valueOf:210", URL_PARSE.toString());
        assertEquals("jdk.internal.reflect.GeneratedMethodAccessor1.invoke", REFLECT.toString());
        assertFalse(new Frame("a.B", "c", 0).hasLine(), "JFR's 0 and -1 both mean unknown");
        assertEquals(new Frame("a.B", "c", -1), new Frame("a.B", "c", 0));
    }

    @Test
    void sitesAreRankedByWeightWithSharesAddingUpToAHundredAndEachSitesHeaviestClasses() {
        AllocationSiteAggregator sites = new AllocationSiteAggregator(SiteRule.DEFAULT);
        sites.accept(sample(1, "byte[]", 600, COPY_OF, URL_PARSE));
        sites.accept(sample(2, "java.lang.String", 200, URL_PARSE));
        sites.accept(sample(3, "java.util.HashMap$Node[]", 100, RESIZE, URL_PARAM));
        sites.accept(sample(4, "char[]", 50, URL_PARSE));
        sites.accept(sample(5, "byte[]", 50, NETTY, THREAD_RUN));
        List<AllocationSite> ranked = sites.sites(2);

        assertEquals(List.of(URL_PARSE, URL_PARAM, NETTY), ranked.stream().map(AllocationSite::frame).toList());
        AllocationSite url = ranked.get(0);
        assertEquals(850, url.weightBytes());
        assertEquals(3, url.samples());
        assertEquals(85.0, url.sharePercent(), 1e-9);
        assertEquals(List.of("byte[]", "java.lang.String"), url.topClasses().stream().map(ClassShare::className).toList(),
                "two classes kept, heaviest first; char[] cut");
        assertEquals(600.0 / 850 * 100, url.topClasses().get(0).sharePercent(), 1e-9);
        assertEquals(SiteRule.Via.OUTSIDE_JDK, ranked.get(2).via());
        assertEquals(100.0, ranked.stream().mapToDouble(AllocationSite::sharePercent).sum(), 1e-9);
        assertEquals(1000, sites.weightBytes());
        assertEquals(5, sites.samples());
    }

    @Test
    void linesOfOneMethodAreSitesOfTheirOwnAndTiesRankTheSameEveryTime() {
        AllocationSiteAggregator sites = new AllocationSiteAggregator(SiteRule.topFrame());
        Frame line10 = new Frame("a.B", "m", 10);
        Frame line20 = new Frame("a.B", "m", 20);
        sites.accept(sample(1, "byte[]", 100, line20));
        sites.accept(sample(2, "byte[]", 100, line10));
        assertEquals(List.of(line10, line20), sites.sites(3).stream().map(AllocationSite::frame).toList(),
                "equal weight and samples: by name");
    }

    @Test
    void topKeepsTheTotalsAndSaysWhatTheUnlistedSitesWeigh() {
        AllocationSiteAggregator sites = new AllocationSiteAggregator(SiteRule.DEFAULT);
        sites.accept(sample(1, "byte[]", 500, URL_PARSE));
        sites.accept(sample(2, "byte[]", 300, URL_PARAM));
        sites.accept(sample(3, "byte[]", 150, CURATOR));
        sites.accept(sample(4, "byte[]", 50, NETTY));
        List<AllocationSite> all = sites.sites(3);
        AllocationTotals totals = new AllocationTotals(sites.weightBytes(), sites.samples(), 0, T0, 10, 0, 10);
        AllocationSites view = new AllocationSites("x.jfr", SiteRule.DEFAULT, TimeWindow.ALL, totals, all, all.size(), null);

        AllocationSites top2 = view.top(2);
        assertEquals(2, top2.sites().size());
        assertEquals(4, top2.siteCount());
        assertEquals(2, top2.otherSiteCount());
        assertEquals(200, top2.otherWeightBytes());
        assertEquals(totals, top2.totals());
        assertSame(view, view.top(10), "asking for more sites than there are lists them all");
        assertThrows(IllegalArgumentException.class, () -> view.top(0));
    }

    @Test
    void aWindowCountsSamplesFromItsStartUpToButNotAtItsEnd() {
        AllocationSiteAggregator sites = new AllocationSiteAggregator(SiteRule.DEFAULT,
                new TimeWindow(2, 4).from(T0), new TimeWindow(2, 4).to(T0));
        for (double at : new double[] {1.999, 2.0, 3.5, 3.999, 4.0, 9}) {
            sites.accept(sample(at, "byte[]", 10, URL_PARSE));
        }
        assertEquals(3, sites.samples());
        assertEquals(30, sites.weightBytes());
        assertEquals(3, sites.samplesOutsideWindow());
    }

    @Test
    void totalsGiveTheWeightPerSecondOfTheirSpan() {
        AllocationTotals t = new AllocationTotals(20L * 1024 * 1024, 40, 5, T0, 10, 2, 6);
        assertEquals(4, t.spanSec(), 1e-9);
        assertEquals(20, t.weightMb(), 1e-9);
        assertEquals(5, t.mbPerSec(), 1e-9);
        AllocationTotals beyondTheEnd = new AllocationTotals(0, 0, 40, T0, 10, 12, 10);
        assertEquals(0, beyondTheEnd.spanSec());
        assertTrue(Double.isNaN(beyondTheEnd.mbPerSec()), "no span, no rate");
    }

    @Test
    void rulesAndWindowsThatMeanNothingAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> SiteRule.firstMatch(List.of()));
        assertThrows(IllegalArgumentException.class, () -> SiteRule.firstMatch(List.of(" ")));
        assertThrows(IllegalArgumentException.class, () -> new SiteRule(SiteRule.By.TOP_FRAME, List.of("a.")));
        assertThrows(IllegalArgumentException.class, () -> new TimeWindow(5, 5));
        assertThrows(IllegalArgumentException.class, () -> new TimeWindow(-1, 5));
        assertThrows(IllegalArgumentException.class, () -> new TimeWindow(Double.NaN, 5));
        assertThrows(IllegalArgumentException.class, () -> AllocationQuery.DEFAULT.withClassesPerSite(0));
        assertTrue(TimeWindow.ALL.isAll());
        assertFalse(new TimeWindow(0, 5).isAll());
    }
}
