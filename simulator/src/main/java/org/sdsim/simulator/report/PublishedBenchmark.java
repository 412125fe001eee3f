package org.sdsim.simulator.report;

/**
 * The setup of Dubbo's published "Application-Level Service Discovery Benchmark" (see
 * docs/dubbo-mechanisms.md, §16), whose bars ({@link org.sdsim.simulator.verdict.PublishedBar})
 * are drawn beside every run. They were measured on a different JVM (IBM J9, JDK 8) and over 20
 * hours, so they show the direction and rough size of the effect, not numbers this run should match.
 */
final class PublishedBenchmark {

    static final String SETUP = "500 providers × 8 interfaces × 5 protocols = 20,000 URLs of ~1 KB, two ZooKeeper"
            + " registries, consumer with 1 CPU / 2 GB and \u2011Xmx768m calling every 5 s for 20 hours, IBM J9 JDK 8";

    static final String GC_COUNTS = "Published GC counts: interface-level 3.0 cut young GCs from hundreds (2.x)"
            + " to about a dozen; application-level 3.0 cut full GCs from hundreds (2.x) to zero.";

    private PublishedBenchmark() {
    }
}
