/**
 * GC log parsing: {@link org.sdsim.analyzers.parse.GcLogReader} turns JDK 8-25 GC logs into a
 * pull stream of {@link org.sdsim.analyzers.event.LogEvent}s.
 *
 * <p>Per line, a small tokenizer decides: unified-logging decorations ({@code Decorations}) send
 * the line to {@code UnifiedParser}; anything else goes to {@code LegacyParser} (JDK 8
 * {@code -XX:+PrintGCDetails} records, which may span lines). Both dispatch on the first
 * characters of the message; no regular expressions run per line. One pause is one
 * {@link org.sdsim.analyzers.event.GcEvent}, however many lines the JVM printed for it; what is
 * not understood comes out as an {@link org.sdsim.analyzers.event.UnparsedLine} with file and
 * line, never silently dropped and never as an exception.
 *
 * <p>Counting follows the JVM's own GarbageCollectorMXBeans (see JvmGcAccountingTest); the
 * expected counts for the shared corpus are derived from the log text with awk
 * (test resources {@code corpus/README.md}).
 */
package org.sdsim.analyzers.parse;
