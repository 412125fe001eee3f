package org.sdsim.simulator.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * `sdsim status` on folders written by hand the way a killed run leaves them (the real running
 * case is in LiveRunTest): which state it tells, the faults it lists, and its exit codes.
 */
class StatusCommandTest {

    @TempDir
    Path dir;

    private record Result(int code, String out, String err) {
    }

    private static Result status(Path runDir) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = SdsimCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute("status", runDir.toString());
        return new Result(code, out.toString(), err.toString());
    }

    /** A run killed while measuring its second mode, by a process started at {@code startedAt}. */
    private Path killedRun(Instant startedAt) throws IOException {
        Path run = Files.createDirectories(dir.resolve("run"));
        Files.writeString(run.resolve("manifest.json"), "{\"startedAt\":\"" + startedAt + "\",\"finishedAt\":null,"
                + "\"command\":\"sdsim run\",\"options\":{\"modes\":[\"baseline\",\"interface\",\"dual\"]},"
                + "\"host\":{\"hostname\":\"" + InetAddress.getLocalHost().getHostName() + "\",\"pid\":"
                + ProcessHandle.current().pid() + "}}");
        long t = startedAt.toEpochMilli();
        Files.writeString(run.resolve("summary.json"), "{\"runId\":\"run\",\"modes\":["
                + "{\"mode\":\"baseline\",\"outcome\":\"completed\",\"heapAfterFullGcMb\":15.3,\"callsOk\":0,\"callsFailed\":0},"
                + "{\"mode\":\"interface\",\"outcome\":\"running\",\"heapAfterFullGcMb\":99.0}],"
                + "\"live\":{\"mode\":\"interface\",\"phase\":\"measuring\",\"phaseSinceEpochMs\":" + (t + 60_000)
                + ",\"updatedEpochMs\":" + (t + 90_000) + "}}");
        Path mode = Files.createDirectories(run.resolve("interface"));
        Files.writeString(mode.resolve("probes.jsonl"), "{\"epochMs\":" + (t + 80_000) + ",\"uptimeSec\":30,"
                + "\"heapUsedMb\":104.3,\"oldGenUsedMb\":96.8,\"gcMs\":40,\"addressesPerInterfacePerRegistry\":"
                + "{\"zk1\":{\"A\":500,\"B\":500},\"zk2\":{\"A\":500,\"B\":499}}}\n{\"epochMs\":17961");
        Files.writeString(mode.resolve("calls.csv"), "epochMs,interface,method,ok,latencyMs,error\n"
                + t + ",A,echo,true,1.5,\n" + t + ",B,echo,false,3.0,\"RpcException: No provider, at all\"\n"
                + t + ",A,echo,true,1.2,\n");
        Files.writeString(mode.resolve("events.jsonl"), "{\"epochMillis\":" + t + ",\"registry\":\"zk1\",\"wave\":1,"
                + "\"scenario\":\"rolling\",\"kind\":\"DEREGISTER\",\"providers\":5,\"znodes\":200,\"tookMillis\":12}\n"
                + "{\"fault\":\"registry-restart\",\"spec\":\"registry-restart:zk1@1m\",\"registry\":\"zk1\","
                + "\"startEpochMs\":" + (t + 70_000) + ",\"secondsToFullAddresses\":{\"zk1\":4.2},\"callsFailed\":1,"
                + "\"recovered\":true,\"note\":\"\"}\n"
                + "{\"fault\":\"session-expiry\",\"spec\":\"session-expiry@2m\",\"startEpochMs\":" + (t + 75_000)
                + ",\"recovered\":false,\"note\":\"measuring ended before every address was back\"}\n");
        return run;
    }

    @Test
    void aKilledRunIsStoppedWithItsLastPhaseProbeCallsAndFaults() throws IOException {
        // this JVM's pid, but started after the run began: the pid of a run long gone, now reused
        Result r = status(killedRun(Instant.parse("2020-01-01T00:00:00Z")));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("stopped before the end"), r.out());
        assertTrue(r.out().contains("baseline completed, interface cut off, dual not started"), r.out());
        assertTrue(r.out().contains("interface: was measuring since"), r.out());
        assertTrue(r.out().contains("heap after full GC 104.3 MB, old gen 96.8 MB, addresses zk1 1000, zk2 999 (2 interfaces)"),
                r.out());
        assertTrue(r.out().contains("interface: 2 ok, 1 failed"), r.out());
        assertTrue(r.out().contains("faults         2 recorded"), r.out());
        assertTrue(r.out().contains("registry-restart:zk1@1m, recovered, zk1 full after 4.2 s, calls failed 1"), r.out());
        assertTrue(r.out().contains("session-expiry@2m, not recovered (measuring ended before every address was back)"),
                r.out());
        assertTrue(r.err().contains("interface/probes.jsonl line 2: cut short"), r.err());
    }

    @Test
    void aRunWhoseOrchestratorLivesIsRunning() throws IOException {
        Instant startedAfterThisJvm = ProcessHandle.current().info().startInstant().orElseThrow().plusSeconds(1);
        Result r = status(killedRun(startedAfterThisJvm));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("running (orchestrator pid " + ProcessHandle.current().pid() + ")"), r.out());
        assertTrue(r.out().contains("interface: measuring since"), r.out());
    }

    @Test
    void aFolderThatIsNotARunFolderExitsTwoWithOneLine() throws IOException {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        Result r = status(empty);
        assertEquals(2, r.code());
        assertEquals("sdsim status: " + empty + ": not a run folder (no manifest.json or summary.json; expected a "
                + "folder written by 'sdsim run')", r.err().strip());
        Result missing = status(dir.resolve("nowhere"));
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("not a folder"), missing.err());
    }
}
