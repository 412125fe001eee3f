package org.sdsim.simulator.orchestrator;

import org.junit.jupiter.api.Test;
import org.sdsim.simulator.cpu.CpuReading;
import org.sdsim.simulator.cpu.MachineTime;
import org.sdsim.simulator.cpu.ProcessTime;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** A storm's CPU between two readings: a process's growth, a restarted one's whole new life, the machine's cores. */
class StormCpuTest {

    @Test
    void addsEachRegistryProcessesGrowthAndARestartedOnesNewProcess() {
        CpuReading start = new CpuReading("fault", 10_000, List.of(
                new ProcessTime("registry zk1.1", 11, 4_000L, null, 1_000L),
                new ProcessTime("registry zk1.2", 12, 9_000L, null, 1_000L),
                new ProcessTime("subscribers", 20, 30_000L)), new MachineTime(50_000, 100_000, 2));
        CpuReading end = new CpuReading("watched", 20_000, List.of(
                new ProcessTime("registry zk1.1", 11, 5_500L, null, 1_000L),
                new ProcessTime("registry zk1.2", 13, 2_000L, null, 12_000L), // killed and started again
                new ProcessTime("subscribers", 20, 36_000L)), new MachineTime(66_000, 120_000, 2));
        StormCpu cpu = StormCpu.between(start, end);
        assertEquals(3.5, cpu.registryCpuSeconds(), "1.5 s grown and 2.0 s of the new process");
        assertEquals(6.0, cpu.subscriberCpuSeconds());
        assertEquals(1.6, cpu.machineBusyCores(), "16 of 20 core-seconds busy on 2 cores");
    }

    @Test
    void aProcessWhoseStartIsUnknownAndWhosePidChangedIsLeftOut() {
        CpuReading start = new CpuReading("fault", 10_000, List.of(new ProcessTime("registry zk1", 11, 4_000L)),
                new MachineTime(0, 0, 2));
        CpuReading end = new CpuReading("watched", 20_000, List.of(new ProcessTime("registry zk1", 12, 2_000L)),
                new MachineTime(0, 0, 2));
        StormCpu cpu = StormCpu.between(start, end);
        assertNull(cpu.registryCpuSeconds());
        assertNull(cpu.machineBusyCores());
    }
}
