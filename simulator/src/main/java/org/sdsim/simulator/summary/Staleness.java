package org.sdsim.simulator.summary;

/**
 * How long the consumer ran without a provider that had registered again: from each wave's registration until the
 * consumer's connections (read from its /proc) were all back, over the waves in which the consumer had let the
 * providers go. What a notify delay holds new addresses back for; a wave whose leaving and joining the consumer
 * merged into one notification never lost anything and is counted apart.
 *
 * @param waves      the waves in which the consumer let providers go and took them again
 * @param p50Seconds the median, over those waves, of registration to every connection back
 * @param p99Seconds the 99th percentile (with few waves, the longest)
 * @param maxSeconds the longest
 * @param merged     waves the consumer never lost a provider in (their leaving and joining merged)
 * @param notBack    waves whose providers the consumer did not hold again before the next wave or the end
 */
public record Staleness(int waves, Double p50Seconds, Double p99Seconds, Double maxSeconds, int merged, int notBack) {
}
