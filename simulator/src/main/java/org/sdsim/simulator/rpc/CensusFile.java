package org.sdsim.simulator.rpc;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * A consumer JVM's connection census ({@code org.sdsim.rpc.bench.ConnectionLog}: one JSON object
 * per line, remote address → established connections), read back as the most each address had.
 */
final class CensusFile {

    private static final ObjectMapper JSON = new ObjectMapper();

    private CensusFile() {
    }

    /** remote address → the most connections any line recorded to it; empty when the file is not there. */
    static Map<String, Integer> mostByRemote(Path census) throws IOException {
        Map<String, Integer> out = new TreeMap<>();
        if (!Files.exists(census)) {
            return out;
        }
        for (String line : Files.readAllLines(census, StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                Map<String, Integer> seen = JSON.readValue(line, new TypeReference<Map<String, Integer>>() { });
                seen.forEach((ip, n) -> out.merge(ip, n, Math::max));
            }
        }
        return out;
    }
}
