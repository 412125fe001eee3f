package org.sdsim.consumer.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.consumer.api.AddressCounts;
import org.sdsim.consumer.api.DiscoveryClient;
import org.sdsim.consumer.files.CallRow;
import org.sdsim.consumer.jvm.metrics.MicrometerRecorder;

/**
 * A consumer restarted into the same mode folder (after a fault killed the last one) keeps what the
 * last one wrote: calls.csv and metrics.jsonl are appended to, never started again.
 */
class ConsumerFilesAppendTest {

    @TempDir
    Path dir;

    /** A client that is never called: these tests only open and close the files. */
    private static final DiscoveryClient IDLE = new DiscoveryClient() {
        @Override
        public Map<String, Map<String, AddressCounts>> addresses() {
            return Map.of();
        }

        @Override
        public Object invoke(String iface, String method, String argument) {
            throw new AssertionError("not called");
        }

        @Override
        public List<String> interfaces() {
            return List.of("A");
        }

        @Override
        public void close() {
        }
    };

    @Test
    void aNewCallsCsvGetsTheHeaderAndAnExistingOneKeepsItsRowsWithoutASecondHeader() throws Exception {
        Path csv = dir.resolve("calls.csv");
        new CallLoop(IDLE, Map.of("A", "echo"), csv).close();
        assertEquals(List.of(CallRow.HEADER), Files.readAllLines(csv));

        String row = new CallRow(1L, "A", "echo", true, 1.5, "").csvLine();
        Files.writeString(csv, row + "\n", java.nio.file.StandardOpenOption.APPEND);
        new CallLoop(IDLE, Map.of("A", "echo"), csv).close();
        assertEquals(List.of(CallRow.HEADER, row), Files.readAllLines(csv));
    }

    @Test
    void metricsOfAnEarlierConsumerStayAheadOfTheNextOnesLines() throws Exception {
        Path metrics = dir.resolve("metrics.jsonl");
        String earlier = "{\"epochMs\":1,\"heapUsedMb\":12.000}";
        Files.writeString(metrics, earlier + "\n");
        new MicrometerRecorder(metrics, 60_000).close();
        List<String> lines = Files.readAllLines(metrics);
        assertEquals(earlier, lines.get(0));
        assertTrue(lines.size() >= 2 && lines.get(1).startsWith("{\"epochMs\":"), lines.toString());
    }
}
