package org.sdsim.simulator.report;

import java.util.List;

/**
 * The figures of Dubbo's published "Application-Level Service Discovery Benchmark" (see
 * docs/design.md, "Reference figures"), drawn beside every run as a reference series. They were
 * measured on a different JVM (IBM J9, JDK 8), Dubbo 2.6–3.0 and 20 hours, so they show the
 * direction and rough size of the effect, not numbers this run should match.
 */
final class PublishedBenchmark {
    /** One bar pair of the published figure. */
    record Entry(String label, double heapAfterFullGcMb, double oldGenAfterFullGcMb) {
    }

    static final List<Entry> HEAP_AFTER_FULL_GC = List.of(
            new Entry("2.6 interface", 740, 562),
            new Entry("2.7 interface", 606, 553),
            new Entry("3.0 interface", 334, 313),
            new Entry("3.0 application", 160, 151));

    static final String SETUP = "500 providers × 8 interfaces × 5 protocols = 20,000 URLs of ~1 KB, two ZooKeeper"
            + " registries, consumer with 1 CPU / 2 GB and \u2011Xmx768m calling every 5 s for 20 hours, IBM J9 JDK 8";

    static final String GC_COUNTS = "Published GC counts: interface-level 3.0 cut young GCs from hundreds (2.x)"
            + " to about a dozen; application-level 3.0 cut full GCs from hundreds (2.x) to zero.";

    private PublishedBenchmark() {
    }
}
