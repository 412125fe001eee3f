package org.sdsim.simulator.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.simulator.cpu.CpuReading;
import org.sdsim.simulator.cpu.MachineTime;
import org.sdsim.simulator.cpu.ProcessTime;

/** The CPU while pushes were read: readings once a second, weighted by how much of each interval lies in a window. */
class FanOutCpuTest {

    /**
     * 30 s of readings a second apart on 2 cores: the server busy 0.9 of a core and the machine 1.9 of 2 from 10 s to
     * 20 s, both 0.1 otherwise.
     */
    private static List<CpuReading> waves() {
        List<CpuReading> out = new ArrayList<>();
        long server = 0;
        long busy = 0;
        for (int s = 0; s <= 30; s++) {
            out.add(new CpuReading("sample", s * 1000L, List.of(new ProcessTime("registry zk1", 7, server)),
                    new MachineTime(busy, s * 2000L, 2)));
            boolean wave = s >= 10 && s < 20;
            server += wave ? 900 : 100;
            busy += wave ? 1900 : 100;
        }
        return out;
    }

    @Test
    void theWindowsUnionIsWhatCountsAndTheSpanOutsideItIsLeftOut() {
        // two pushes whose fan-outs overlap: 10 s to 16 s and 14 s to 20 s make one window of 10 s
        FanOutCpu during = FanOutCpu.of(waves(), List.of(new FanOutCpu.Window(10_000, 16_000),
                new FanOutCpu.Window(14_000, 20_000)));
        assertEquals(10.0, during.seconds(), 1e-9);
        assertEquals(0.9, during.coresOf("registry zk1"), 1e-9);
        assertEquals(1.9, during.machineBusyCores(), 1e-9);
    }

    @Test
    void anIntervalHalfInAWindowCountsHalf() {
        // 9.5 s to 10.5 s: half of a quiet second, half of a busy one
        FanOutCpu during = FanOutCpu.of(waves(), List.of(new FanOutCpu.Window(9_500, 12_500)));
        assertEquals(3.0, during.seconds(), 1e-9);
        assertEquals((0.5 * 100 + 2.5 * 900) / 3000.0, during.coresOf("registry zk1"), 1e-9);
    }

    @Test
    void tooLittleTimeInTheWindowsOrAProcessRestartedIsLeftOut() {
        assertNull(FanOutCpu.of(waves(), List.of(new FanOutCpu.Window(10_000, 11_500))), "1.5 s: the span stands");
        List<CpuReading> restarted = new ArrayList<>(waves());
        CpuReading at15 = restarted.get(15);
        restarted.set(15, new CpuReading("sample", at15.epochMs(), List.of(new ProcessTime("registry zk1", 8, 50L)),
                at15.machine()));
        FanOutCpu during = FanOutCpu.of(restarted, List.of(new FanOutCpu.Window(10_000, 20_000)));
        // the two intervals touching the restarted reading are left out of the server's figure, not the machine's
        assertEquals(0.9, during.coresOf("registry zk1"), 1e-9);
        assertEquals(10.0, during.seconds(), 1e-9);
    }
}
