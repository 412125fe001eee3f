package org.sdsim.simulator.summary;

import org.sdsim.simulator.verdict.FanOutCost;

import org.junit.jupiter.api.Test;
import org.sdsim.simulator.cpu.CpuReading;
import org.sdsim.simulator.cpu.MachineTime;
import org.sdsim.simulator.cpu.ProcessTime;
import org.sdsim.simulator.cpu.ThreadTime;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ModeCpuTest {

    private static CpuReading reading(String mark, long at, long consumerPid, long consumerMs, long zk1Ms, long busyMs,
            long totalMs) {
        return new CpuReading(mark, at, List.of(new ProcessTime("consumer", consumerPid, consumerMs),
                new ProcessTime("registry zk1", 77, zk1Ms)), new MachineTime(busyMs, totalMs, 2));
    }

    @Test
    void theWindowRunsFromMeasuringToMeasuredAndEachProcessGetsItsDifference() {
        ModeCpu cpu = ModeCpu.of(List.of(
                reading("measuring", 10_000, 5, 2_000, 1_000, 50_000, 100_000),
                reading("measured", 70_000, 5, 14_000, 31_000, 140_000, 220_000),
                reading("end", 80_000, 5, 15_000, 32_000, 150_000, 240_000)), List.of("zk1", "zk2"));
        assertEquals(10_000, cpu.fromMs());
        assertEquals(70_000, cpu.toMs());
        assertEquals(12.0, cpu.process("consumer").cpuSeconds(), 1e-9);
        assertEquals(30.0, cpu.process("registry zk1").cpuSeconds(), 1e-9);
        assertEquals(0.5, cpu.process("registry zk1").cores(), 1e-9);
        // 90 s busy of 120 s counted on 2 cores: 1.5 cores
        assertEquals(1.5, cpu.machineBusyCores(), 1e-9);
        assertEquals(ModeCpu.EXTERNAL, cpu.notMeasured().get("registry zk2"), "no reading follows zk2: not this run's");
        assertTrue(cpu.quietCores().isEmpty(), "no first-push reading: no quiet rate");
    }

    @Test
    void theQuietRateIsEachProcesssCoresFromMeasuringToTheFirstPush() {
        ModeCpu cpu = ModeCpu.of(List.of(
                reading("measuring", 10_000, 5, 2_000, 1_000, 50_000, 100_000),
                reading("first-push", 30_000, 5, 3_000, 3_000, 60_000, 140_000),
                reading("measured", 70_000, 5, 14_000, 31_000, 140_000, 220_000)), List.of("zk1"));
        // zk1: 2 s in 20 s before the first push, 0.1 cores; over the 60 s window 6 s of its 30 s are that
        assertEquals(0.1, cpu.quietCores().get("registry zk1"), 1e-9);
        assertEquals(24.0, FanOutCost.pushCpuSeconds(cpu.process("registry zk1"), cpu), 1e-9);
    }

    @Test
    void aProcessRestartedWithinTheWindowOrAModeThatNeverMeasuredHasNoFigure() {
        ModeCpu cpu = ModeCpu.of(List.of(
                reading("measuring", 10_000, 5, 2_000, 1_000, 50_000, 100_000),
                reading("end", 40_000, 6, 300, 4_000, 80_000, 160_000)), List.of("zk1"));
        assertNull(cpu.process("consumer"));
        assertTrue(cpu.notMeasured().get("consumer").contains("restarted"), cpu.notMeasured().toString());
        assertEquals(3.0, cpu.process("registry zk1").cpuSeconds(), 1e-9, "the last reading ends a mode cut short");
        assertNull(ModeCpu.of(List.of(reading("end", 1, 5, 1, 1, 1, 2)), List.of()));
    }

    @Test
    void aRegistrysThreadsReadAtBothMarksGiveItsBusiestAndOldLinesWithoutThreadsStillRead() throws Exception {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        CpuReading from = new CpuReading("measuring", 10_000, List.of(new ProcessTime("registry zk1", 77, 1_000L,
                List.of(new ThreadTime(80, "SyncThread:0", 400), new ThreadTime(81, "NIOWorkerThread", 100)))), null);
        CpuReading to = new CpuReading("measured", 70_000, List.of(new ProcessTime("registry zk1", 77, 31_000L,
                List.of(new ThreadTime(80, "SyncThread:0", 18_400), new ThreadTime(81, "NIOWorkerThread", 3_100)))), null);
        // written to cpu-samples.jsonl and read back, as the summarizer does
        CpuReading read = json.readValue(json.writeValueAsString(to), CpuReading.class);
        ModeCpu cpu = ModeCpu.of(List.of(from, read), List.of("zk1"));
        ProcessCpu zk1 = cpu.process("registry zk1");
        assertEquals("SyncThread:0", zk1.busiestThread().name());
        assertEquals(0.3, zk1.busiestThread().cores(), 1e-9, "18 s of the 60 s window");
        assertEquals(0.6, zk1.shareOf(zk1.busiestThread()), 1e-9, "18 of the server's 30 s");
        assertEquals(2, zk1.busiestThreads().size());

        // a line written before threads were read, and the summary's process from it
        CpuReading old = json.readValue("{\"mark\":\"measured\",\"epochMs\":70000,\"processes\":[{\"role\":"
                + "\"registry zk1\",\"pid\":77,\"cpuMs\":31000}],\"machine\":null}", CpuReading.class);
        ProcessCpu noThreads = ModeCpu.of(List.of(from, old), List.of("zk1")).process("registry zk1");
        assertNull(noThreads.busiestThread());
        assertNull(noThreads.shareOf(noThreads.busiestThread()));
        assertTrue(!json.writeValueAsString(noThreads).contains("busiestThreads"), "left out of summary.json");
        assertTrue(!json.writeValueAsString(new ProcessTime("consumer", 5, 1L)).contains("threads"),
                "cpu-samples.jsonl has no threads where none were read");
    }

    @Test
    void aMemberKilledInsideTheWindowHasItsCpuUpToItsDeathAndItsSuccessorsFromItsStart() {
        String role = ModeCpu.registryRole("zk1.2");
        ProcessTime first = new ProcessTime(role, 12, 5_000L, List.of(new ThreadTime(120, "QuorumPeer", 1_000)), 1_000L);
        ProcessTime dying = new ProcessTime(role, 12, 6_500L, List.of(new ThreadTime(120, "QuorumPeer", 2_000)), 1_000L);
        ProcessTime successor = new ProcessTime(role, 14, 3_200L, List.of(new ThreadTime(140, "QuorumPeer", 900)),
                41_000L);
        ProcessTime other = new ProcessTime(ModeCpu.registryRole("zk1.1"), 11, 100L, null, 500L);
        List<CpuReading> readings = List.of(
                new CpuReading("measuring", 10_000, List.of(other, first), null),
                new CpuReading("fault leader-kill@30s", 40_000, List.of(other, dying), null),
                new CpuReading("measured", 70_000, List.of(other, successor), null),
                new CpuReading("end", 80_000, List.of(other, successor), null));
        List<ProcessCpu> lives = ModeCpu.lives(readings, role);
        assertEquals(2, lives.size(), lives.toString());
        assertEquals(12, lives.get(0).pid());
        assertEquals(1.5, lives.get(0).cpuSeconds(), 1e-9, "from the window's start to the reading before the kill");
        assertEquals(10_000, lives.get(0).fromMs());
        assertEquals(40_000, lives.get(0).toMs());
        assertEquals(14, lives.get(1).pid());
        assertEquals(3.2, lives.get(1).cpuSeconds(), 1e-9, "all of the successor's CPU: it started inside the window");
        assertEquals(41_000, lives.get(1).fromMs(), "from its own start");
        assertEquals(70_000, lives.get(1).toMs(), "to the window's end, not the mode's");
        assertEquals("QuorumPeer", lives.get(1).busiestThread().name());
        assertEquals(0.9, lives.get(1).busiestThread().cpuSeconds(), 1e-9, "its threads counted from zero too");
        assertEquals(List.of(), ModeCpu.lives(readings, ModeCpu.registryRole("zk1.9")), "never read: none");
        // the window's own CPU block names the restart, as for any process, and the ensemble as having no figure
        ModeCpu cpu = ModeCpu.of(readings, List.of("zk1"));
        assertTrue(cpu.notMeasured().get(role).startsWith("restarted within the window"), cpu.notMeasured().toString());
        assertEquals(ModeCpu.ensemble("zk1"), cpu.notMeasured().get(ModeCpu.registryRole("zk1")));
    }

    @Test
    void aKilledProcessReadAfterItsSuccessorStartedEndsWhereTheSuccessorBegins() {
        String role = ModeCpu.registryRole("zk1.2");
        // the killed pid 12 is read once more (its final CPU) 73 ms after pid 14's start, as /proc places it
        List<CpuReading> readings = List.of(
                new CpuReading("measuring", 10_000, List.of(new ProcessTime(role, 12, 5_000L, null, 1_000L)), null),
                new CpuReading("sample", 41_073, List.of(new ProcessTime(role, 12, 6_500L, null, 1_000L)), null),
                new CpuReading("sample", 42_000, List.of(new ProcessTime(role, 14, 300L, null, 41_000L)), null),
                new CpuReading("measured", 70_000, List.of(new ProcessTime(role, 14, 3_200L, null, 41_000L)), null));
        List<ProcessCpu> lives = ModeCpu.lives(readings, role);
        assertEquals(List.of(12L, 14L), lives.stream().map(ProcessCpu::pid).toList());
        assertEquals(41_000, lives.get(0).toMs(), "the death is placed at the successor's start");
        assertEquals(1.5, lives.get(0).cpuSeconds(), 1e-9, "its CPU is all it used, up to its last reading");
        assertEquals(41_000, lives.get(1).fromMs());
    }
}
