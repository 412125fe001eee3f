package org.sdsim.simulator.orchestrator;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.sdsim.consumer.jvm.SocketCensus;
import org.sdsim.simulator.folder.ConnectionSample;

/**
 * The consumer's established connections, read from its /proc (outside it) at each step of the measuring loop and
 * appended to its mode folder's connections.jsonl ({@link org.sdsim.simulator.folder.ModeFolder#CONNECTIONS}).
 */
final class ConnectionSamples implements AutoCloseable {

    private final JsonLines lines;

    ConnectionSamples(Path file) throws IOException {
        this.lines = new JsonLines(file);
    }

    /** One reading of the consumer's connections; none while it is gone (a scripted kill). */
    void take(ConsumerProcess consumer) {
        if (!consumer.isAlive()) {
            return;
        }
        Map<String, Integer> byRemote = SocketCensus.of(consumer.jvm().pid()).connectionsByRemote();
        if (!byRemote.isEmpty()) {
            lines.append(new ConnectionSample(System.currentTimeMillis(),
                    byRemote.values().stream().mapToInt(Integer::intValue).sum()));
        }
    }

    @Override
    public void close() throws IOException {
        lines.close();
    }
}
