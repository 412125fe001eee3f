package org.sdsim.analyzers.jfr;

/**
 * One class allocated at a site.
 *
 * @param className    as Java source names it ({@code byte[]}, {@code java.util.HashMap$Node})
 * @param weightBytes  the sampled weight of its samples at the site, in bytes
 * @param samples      how many samples at the site allocated it
 * @param sharePercent its weight as a share of the site's weight, 0 to 100
 */
public record ClassShare(String className, long weightBytes, long samples, double sharePercent) {
}
