package org.sdsim.consumer.jvm;

import org.sdsim.consumer.files.HistogramRow;

import javax.management.ObjectName;
import java.io.BufferedWriter;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * End-of-run class histogram through the JVM's own diagnostic command (what {@code jcmd PID
 * GC.class_histogram} prints), cut to the top N rows of histogram.csv ({@link HistogramRow}).
 */
final class ClassHistogram {

    static int write(Path csv, int top) throws Exception {
        String text = (String) ManagementFactory.getPlatformMBeanServer().invoke(
                new ObjectName("com.sun.management:type=DiagnosticCommand"),
                "gcClassHistogram",
                new Object[] {new String[0]},
                new String[] {String[].class.getName()});
        int rows = 0;
        try (BufferedWriter out = Files.newBufferedWriter(csv, StandardCharsets.UTF_8)) {
            out.write(HistogramRow.HEADER);
            out.newLine();
            // Only the first rows are kept: read the text line by line and stop there, rather than split all of
            // its thousands of classes (this runs inside the consumer under test).
            for (int at = 0, end; at < text.length() && rows < top; at = end + 1) {
                end = text.indexOf('\n', at);
                end = end < 0 ? text.length() : end;
                // "   1:        123456       7890123  java.lang.String (java.base@17)"
                String[] f = text.substring(at, end).trim().split("\\s+");
                if (f.length < 4 || !f[0].endsWith(":")) {
                    continue;
                }
                rows++;
                out.write(new HistogramRow(rows, Long.parseLong(f[1]), Long.parseLong(f[2]), f[3]).csvLine());
                out.newLine();
            }
        } catch (IOException e) {
            throw new IOException("cannot write " + csv + ": " + e.getMessage(), e);
        }
        return rows;
    }

    private ClassHistogram() {
    }
}
