package org.sdsim.rpc.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.sdsim.consumer.jvm.SocketCensus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;

/**
 * The benchmark JVM's established connections by remote address, appended as one JSON object per
 * line to the file named by {@value #PROPERTY} (a JMH fork cannot answer the control protocol).
 */
public final class ConnectionLog {

    public static final String PROPERTY = "sdsim.rpc.connections";

    private ConnectionLog() {
    }

    static void record() {
        String file = System.getProperty(PROPERTY);
        if (file == null) {
            return;
        }
        Map<String, Integer> remotes = SocketCensus.remotes();
        try {
            Files.writeString(Path.of(file), new ObjectMapper().writeValueAsString(remotes) + "\n",
                    StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the connection census to " + file, e);
        }
    }
}
