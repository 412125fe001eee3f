package org.sdsim.simulator.folder;

import org.sdsim.consumer.files.FolderFile;
import org.sdsim.consumer.files.CallRow;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the run folder's small CSV files (calls.csv, histogram.csv). They are written by sdsim
 * with a fixed header and no quoting; the last column may hold commas (an error message), so a
 * row is split into at most as many fields as the header has.
 */
public final class CsvFiles {
    private static final int MAX_LINE_FINDINGS = 3;

    private CsvFiles() {
    }

    /**
     * The file's rows parsed into its record type, without the header; a row that does not parse is
     * left out with a finding. A missing file gives an empty list (with a finding when required).
     *
     * @param parse    the record's own parser (e.g. {@link CallRow#parse}), null for a row it refuses
     * @param expected what a refused row lacked, for the finding ("numbers for rank, instances and bytes")
     */
    public static <T> List<T> read(Path dir, FolderFile<T> csv, String prefix, java.util.function.Function<String[], T> parse,
            String expected, Problems findings, boolean required) {
        String shownAs = prefix + csv.name();
        List<T> out = new ArrayList<>();
        int row = 0;
        for (String[] f : read(csv.in(dir), shownAs, csv.csvHeader(), findings, required)) {
            row++;
            T parsed = parse.apply(f);
            if (parsed == null) {
                findings.add(shownAs, "data row " + row + ": expected " + expected + "; the row is left out");
            } else {
                out.add(parsed);
            }
        }
        return out;
    }

    private static List<String[]> read(Path file, String shownAs, String expectedHeader, Problems findings, boolean required) {
        List<String[]> rows = new ArrayList<>();
        if (!Files.isRegularFile(file)) {
            if (required) {
                findings.add(shownAs, "missing");
            }
            return rows;
        }
        int columns = expectedHeader.split(",").length;
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String header = in.readLine();
            if (header == null) {
                findings.add(shownAs, "empty: expected the header " + expectedHeader);
                return rows;
            }
            if (!header.trim().equals(expectedHeader)) {
                findings.add(shownAs + " line 1", "expected the header '" + expectedHeader + "', found '"
                        + abbreviate(header) + "'; rows are read by position anyway");
            }
            String line;
            int lineNo = 1;
            int bad = 0;
            while ((line = in.readLine()) != null) {
                lineNo++;
                if (line.isBlank()) {
                    continue;
                }
                String[] f = line.split(",", columns);
                if (f.length < columns) {
                    bad++;
                    if (bad <= MAX_LINE_FINDINGS) {
                        findings.add(shownAs + " line " + lineNo, "expected " + columns + " fields (" + expectedHeader
                                + "), found " + f.length + "; the line is left out");
                    }
                    continue;
                }
                rows.add(f);
            }
            if (bad > MAX_LINE_FINDINGS) {
                findings.add(shownAs, (bad - MAX_LINE_FINDINGS) + " more short lines left out");
            }
        } catch (IOException | java.io.UncheckedIOException e) {
            findings.add(shownAs, "cannot read: " + e.getMessage());
        }
        return rows;
    }

    private static String abbreviate(String s) {
        return s.length() > 80 ? s.substring(0, 80) + "…" : s;
    }
}
