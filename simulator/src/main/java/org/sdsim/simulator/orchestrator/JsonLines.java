package org.sdsim.simulator.orchestrator;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** An append-only JSON-lines file, flushed per record so a killed run keeps every line. */
final class JsonLines implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path file;
    private final BufferedWriter out;

    JsonLines(Path file) throws IOException {
        this.file = file;
        this.out = Files.newBufferedWriter(file, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    synchronized void append(Object record) {
        try {
            out.write(JSON.writeValueAsString(record));
            out.newLine();
            out.flush();
        } catch (IOException e) {
            System.err.println("sdsim: cannot write " + file + ": " + e.getMessage());
        }
    }

    @Override
    public synchronized void close() throws IOException {
        out.close();
    }
}
