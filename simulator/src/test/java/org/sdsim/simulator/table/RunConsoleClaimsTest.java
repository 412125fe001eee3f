package org.sdsim.simulator.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;

class RunConsoleClaimsTest {

    private static ModeSummary mode(String mode, double kbPerClient) throws Exception {
        return new ObjectMapper().readValue("{\"mode\":\"" + mode + "\",\"dubbo\":\"3.3.6\",\"registry\":{\"zk1\":"
                + "{\"registry\":\"zk1\",\"perPush\":{\"pushes\":4,\"clients\":2,\"bytesPerClient\":" + kbPerClient * 1024
                + "}}}}", ModeSummary.class);
    }

    private static com.fasterxml.jackson.databind.JsonNode manifest(Path run) {
        return org.sdsim.simulator.folder.JsonFiles.readTree(run.resolve("manifest.json"), "manifest.json",
                (where, what) -> { }, false);
    }

    @Test
    void theConsoleSetsBothPublishedClaimsBesideTheRun(@TempDir Path run) throws Exception {
        Files.writeString(run.resolve("manifest.json"),
                "{\"fleet\":{\"dataVolume\":{\"interfaceLevelBytes\":1000,\"applicationLevelBytes\":20}}}");
        List<String> lines = RunConsole.registryClaims(new RunSummary("r", List.of(mode("interface", 1000),
                mode("application", 10)), null, null), manifest(run));
        assertEquals(2, lines.size(), String.join("\n", lines));
        assertTrue(lines.get(0).contains("measured \u221299.0 %, application (3.3.6) against interface (3.3.6)"), lines.get(0));
        assertTrue(lines.get(1).contains("measured \u221298.0 %"), lines.get(1));
    }

    @Test
    void withoutAManifestOnlyTheTransmissionClaimIsMeasured(@TempDir Path run) throws Exception {
        List<String> lines = RunConsole.registryClaims(new RunSummary("r", List.of(mode("interface", 1000),
                mode("application", 10)), null, null), manifest(run));
        assertEquals(1, lines.size(), String.join("\n", lines));
    }
}
