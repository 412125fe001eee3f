package org.sdsim.consumer.files;

import java.nio.file.Path;

/**
 * One file of a run folder or mode folder: its name, how it is laid out, the record one of its
 * values (or lines, or rows) is read into, and for a CSV file its header line. The constants in
 * RunFolder and ModeFolder (in the simulator) and {@link ConsumerFiles} are the only place a file name
 * or CSV header is spelled.
 *
 * @param name       the file name inside its folder
 * @param format     how its content is laid out
 * @param recordType what one JSON value, JSON line or CSV row is read into (for logs: what a line is)
 * @param csvHeader  the header line of a CSV file, else null
 */
public record FolderFile<T>(String name, Format format, Class<T> recordType, String csvHeader) {

    /** How a file's content is laid out. */
    public enum Format {
        /** One JSON object, rewritten whole (write then rename). */
        JSON,
        /** One JSON object per line, appended and flushed line by line. */
        JSON_LINES,
        /** A header line, then one row per line; only the last column may hold commas. */
        CSV,
        /** Plain text, written by a JVM or a tool (GC log, console output, HTML, Markdown). */
        TEXT,
        /** A Java Flight Recorder file. */
        JFR,
        /** Any other binary file (a heap dump). */
        BINARY
    }

    public static <T> FolderFile<T> json(String name, Class<T> type) {
        return new FolderFile<>(name, Format.JSON, type, null);
    }

    public static <T> FolderFile<T> jsonLines(String name, Class<T> type) {
        return new FolderFile<>(name, Format.JSON_LINES, type, null);
    }

    public static <T> FolderFile<T> csv(String name, Class<T> type, String header) {
        return new FolderFile<>(name, Format.CSV, type, header);
    }

    public static FolderFile<String> text(String name) {
        return new FolderFile<>(name, Format.TEXT, String.class, null);
    }

    /** This file in the given folder. */
    public Path in(Path folder) {
        return folder.resolve(name);
    }

    /** Where a writer puts the file before renaming it over this one (so a reader never sees half of it). */
    public Path partIn(Path folder) {
        return folder.resolve(name + ".tmp");
    }
}
