package org.sdsim.simulator.cpu;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProcStatTest {

    @Test
    void aProcessesCpuIsItsUserAndSystemTicksCountedAfterACommandNameWithSpacesAndParentheses() {
        // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime ...
        String stat = "4242 (java (x) y) S 1 4242 4242 0 -1 4194560 100 0 0 0 1234 56 7 8 20 0 30 0 999 0 0\n";
        assertEquals((1234 + 56) * 10L, ProcStat.processCpuMs(stat));
    }

    @Test
    void theMachineIsBusyWhenNotIdleNorWaitingAndCountsItsCores() {
        String stat = "cpu  100 5 50 800 40 3 2 0 10 0\ncpu0 50 2 25 400 20 1 1 0 5 0\ncpu1 50 3 25 400 20 2 1 0 5 0\nintr 1\n";
        MachineTime m = ProcStat.machine(stat);
        assertEquals(2, m.cores());
        assertEquals((100 + 5 + 50 + 800 + 40 + 3 + 2) * 10L, m.totalMs());
        assertEquals((100 + 5 + 50 + 3 + 2) * 10L, m.busyMs());
    }

    @Test
    void readsThisProcessAndTheMachineFromProc() {
        if (!Files.exists(Path.of("/proc/self/stat"))) {
            return;
        }
        long pid = ProcessHandle.current().pid();
        Long before = ProcStat.processCpuMs(pid);
        assertNotNull(before);
        long spin = System.nanoTime() + 300_000_000L;
        double x = 0;
        while (System.nanoTime() < spin) {
            x += Math.sqrt(x + 1);
        }
        assertTrue(x > 0);
        // 300 ms of spinning on one thread: at least 100 ms more CPU, whatever else the machine does
        assertTrue(ProcStat.processCpuMs(pid) - before >= 100, "spun 300 ms: " + before + " → " + ProcStat.processCpuMs(pid));
        assertNull(ProcStat.processCpuMs(Long.MAX_VALUE), "a process that is not there");
        assertTrue(ProcStat.machine().cores() >= 1);
    }
}
