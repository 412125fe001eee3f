package org.sdsim.simulator.folder;

import org.sdsim.simulator.fault.FaultRecord;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fault line of events.jsonl reads into its record and writes back as the same line: the lines committed
 * runs hold, a line with every field, and a damaged line, which loses what it lost before.
 */
class FaultRecordJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SOAK = Path.of("..", "reports", "soak", "interface");

    /** A line as the orchestrator writes it today, every field set (field for field, in order). */
    private static final String FULL = "{\"fault\":\"consumer-kill\",\"spec\":\"consumer-kill@30s\",\"registry\":\"zk1\","
            + "\"variant\":\"crash\",\"scheduledAtSec\":30.0,\"injectedAtSec\":31.5,\"startEpochMs\":1796124556115,"
            + "\"endEpochMs\":1796124558025,\"recoveredEpochMs\":1796124561751,"
            + "\"secondsToFullAddresses\":{\"zk1\":3.726,\"zk2\":0.0},\"lowestAddresses\":{\"zk1\":3984,\"zk2\":4000},"
            + "\"expectedAddresses\":4000,\"callsOk\":4,\"callsFailed\":1,\"sessionsEnded\":[\"0x100\"],"
            + "\"consumerGapSeconds\":2.5,\"callsMissed\":1,\"consumerLifetime\":2,\"recovered\":true,"
            + "\"verdict\":\"recovered\",\"note\":\"\"}";

    /** An ensemble fault's line: the fields every fault has, then the ensemble's, which no other fault's line has. */
    private static final String ENSEMBLE = "{\"fault\":\"leader-kill\",\"spec\":\"leader-kill@45s\",\"registry\":null,"
            + "\"variant\":null,\"scheduledAtSec\":45.0,\"injectedAtSec\":45.1,\"startEpochMs\":1796124556115,"
            + "\"endEpochMs\":1796124558025,\"recoveredEpochMs\":1796124561751,"
            + "\"secondsToFullAddresses\":{\"zk1\":0.0,\"zk2\":0.0},\"lowestAddresses\":{\"zk1\":4000,\"zk2\":4000},"
            + "\"expectedAddresses\":4000,\"callsOk\":4,\"callsFailed\":0,\"sessionsEnded\":[],"
            + "\"consumerGapSeconds\":null,\"callsMissed\":null,\"consumerLifetime\":1,\"recovered\":true,"
            + "\"verdict\":\"recovered\",\"note\":\"\",\"stoppedMembers\":[\"zk1.2 (leader, pid 4242)\","
            + "\"zk2.1 (leader, pid 4250)\"],\"electionSeconds\":{\"zk1\":0.45,\"zk2\":0.61},"
            + "\"leadersAfter\":{\"zk1\":\"zk1.3\",\"zk2\":\"zk2.3\"},\"memberBackSeconds\":{\"zk1\":2.1,\"zk2\":3.4},"
            + "\"sessionsBefore\":204,\"sessionsReconnected\":4,\"sessionsMoved\":2,\"sessionsExpired\":200,"
            + "\"subscriberSessionsExpired\":200,\"stormSeconds\":17.2,\"stormRequests\":1234,"
            + "\"stormBytesSent\":987654,\"subscribersDropped\":200,\"subscribersRecovered\":200,"
            + "\"subscribersBackSeconds\":1.9,\"subscribersHoldSeconds\":11.4,\"subscriberSessionsRenewed\":0,"
            + "\"subscriberStormRequests\":4800,\"subscriberStormKbRead\":91234}";

    @Test
    void anEnsembleFaultsLineWritesBackByteForByteAndNoOtherLineHasItsFields() throws Exception {
        List<FaultRecord> faults = read(ENSEMBLE, FULL);
        assertEquals(List.of(), problems);
        assertEquals(ENSEMBLE, JSON.writeValueAsString(faults.get(0)));
        assertEquals(0.45, faults.get(0).ensemble().electionSeconds().get("zk1"));
        assertEquals(200, faults.get(0).sessions().subscribersLost());
        assertEquals(1234L, faults.get(0).storm().requests());
        assertEquals(11.4, faults.get(0).subscribers().holdSeconds());
        assertEquals(FULL, JSON.writeValueAsString(faults.get(1)), "a consumer-kill's line as it always was");
    }

    @TempDir
    Path mode;
    final List<String> problems = new ArrayList<>();

    private List<FaultRecord> read(String... lines) throws Exception {
        Files.write(mode.resolve(ModeFolder.EVENTS.name()), List.of(lines));
        return EventLines.read(mode, "m/", (where, what) -> problems.add(where + ": " + what)).faults();
    }

    @Test
    void theSoakRunsFaultLinesWriteBackAsCommittedWithTheFieldsAddedSinceAsNull() throws Exception {
        List<String> committed = Files.readAllLines(SOAK.resolve("events.jsonl")).stream()
                .filter(l -> l.startsWith("{\"fault\"")).toList();
        List<FaultRecord> faults = EventLines.read(SOAK, "interface/", (where, what) -> problems.add(where + ": " + what))
                .faults();
        assertEquals(List.of(), problems);
        assertEquals(6, faults.size());
        for (int i = 0; i < faults.size(); i++) {
            // written before scheduledAtSec, injectedAtSec and verdict: those come back as null, in their places
            String expected = committed.get(i)
                    .replace(",\"startEpochMs\":", ",\"scheduledAtSec\":null,\"injectedAtSec\":null,\"startEpochMs\":")
                    .replace(",\"note\":", ",\"verdict\":null,\"note\":");
            assertEquals(expected, JSON.writeValueAsString(faults.get(i)), "line " + i);
        }
    }

    @Test
    void aLineWithEveryFieldWritesBackByteForByte() throws Exception {
        List<FaultRecord> faults = read(FULL);
        assertEquals(List.of(), problems);
        assertEquals(FULL, JSON.writeValueAsString(faults.get(0)));
        assertEquals(JSON.readValue(FULL, FaultRecord.class), faults.get(0));
    }

    @Test
    void aFigureOfTheWrongTypeIsLeftOutAndTheLineKept() throws Exception {
        List<FaultRecord> faults = read(FULL.replace("\"injectedAtSec\":31.5", "\"injectedAtSec\":\"late\"")
                .replace("\"callsMissed\":1", "\"callsMissed\":\"one\""));
        assertEquals(1, faults.size());
        assertEquals(FULL.replace("\"injectedAtSec\":31.5", "\"injectedAtSec\":null")
                .replace("\"callsMissed\":1", "\"callsMissed\":null"), JSON.writeValueAsString(faults.get(0)));
        assertEquals(List.of("m/events.jsonl: 1 faults with an unreadable injectedAtSec: the field is left out",
                "m/events.jsonl: 1 faults with an unreadable callsMissed: the field is left out"), problems);
    }

    @Test
    void aLineWithoutItsStartOrItsRecoveryIsLeftOut() throws Exception {
        List<FaultRecord> faults = read(FULL.replace("\"startEpochMs\":1796124556115,", ""), FULL,
                FULL.replace("\"recovered\":true,", ""));
        assertEquals(1, faults.size());
        assertEquals(List.of("m/events.jsonl: 1 faults without startEpochMs left out",
                "m/events.jsonl: 1 faults without recovered left out"), problems);
    }

    @Test
    void aLineWithoutTheCensusReadsItsFiguresAsNull() throws Exception {
        List<FaultRecord> faults = read(FULL.replaceAll("\"(secondsToFull|lowest|expected)Addresses\":(\\{[^}]*}|\\d+),", ""));
        assertEquals(List.of(), problems);
        assertEquals(FULL.replaceAll("\"(secondsToFull|lowest|expected)Addresses\":(\\{[^}]*}|\\d+)", "\"$1Addresses\":null"),
                JSON.writeValueAsString(faults.get(0)));
    }
}
