package org.sdsim.simulator.summary;

import org.junit.jupiter.api.Test;
import org.sdsim.simulator.cpu.CpuReading;
import org.sdsim.simulator.cpu.MachineTime;
import org.sdsim.simulator.cpu.ProcessTime;

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
}
