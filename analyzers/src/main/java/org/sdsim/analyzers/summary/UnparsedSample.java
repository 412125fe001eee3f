package org.sdsim.analyzers.summary;

/**
 * One line the reader did not understand, as shown in a summary's diagnostics.
 *
 * @param origin where it was, {@code file:line} (or the JFR file)
 * @param reason what the reader expected instead
 * @param text   the line itself, cut to a bounded length
 */
public record UnparsedSample(String origin, String reason, String text) {
}
