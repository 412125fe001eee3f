package org.sdsim.simulator.cpu;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProcTasksTest {

    @Test
    void aSpinningThreadOfThisJvmIsReadUnderItsNameCutTo15CharactersWithItsOwnCpu() throws Exception {
        Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc/self/task")), "no /proc here");
        long pid = ProcessHandle.current().pid();
        CountDownLatch done = new CountDownLatch(1);
        Thread spinner = new Thread(() -> {
            // 400 ms of this thread's own CPU, as the JVM counts it: on a machine busy with other JVMs, 400 ms of
            // wall time can be far less CPU (a suite run gave 90 ms)
            java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
            long until = bean.getCurrentThreadCpuTime() + 400_000_000L;
            double x = 0;
            while (bean.getCurrentThreadCpuTime() < until) {
                for (int i = 0; i < 10_000; i++) {
                    x += Math.sqrt(x + 1);
                }
            }
            if (x > 0) {
                done.countDown();
            }
            try {
                Thread.sleep(60_000); // stays alive to be read; interrupted below
            } catch (InterruptedException e) {
                // done
            }
        }, "sdsim-test-spinner-thread");
        spinner.setDaemon(true);
        spinner.start();
        try {
            done.await();
            List<ThreadTime> threads = ProcTasks.threads(pid);
            assertNotNull(threads);
            ThreadTime mine = threads.stream().filter(t -> t.name().equals("sdsim-test-spin")).findFirst().orElse(null);
            assertNotNull(mine, "the JVM names its threads for the kernel, 15 characters: " + threads);
            // 400 ms of that thread's CPU by the JVM's count: /proc says so too, to its clock tick
            assertTrue(mine.cpuMs() >= 350, "spun 400 ms of CPU: " + mine);
            long all = threads.stream().mapToLong(ThreadTime::cpuMs).sum();
            assertTrue(all <= ProcStat.processCpuMs(pid) + 10L * threads.size(),
                    "the threads' CPU is part of the process's: " + all + " of " + ProcStat.processCpuMs(pid));
            assertEquals(threads.size(), threads.stream().mapToLong(ThreadTime::tid).distinct().count(), "one line a tid");
        } finally {
            spinner.interrupt();
        }
    }

    @Test
    void aProcessThatIsNotThereHasNoThreads() {
        assertNull(ProcTasks.threads(Long.MAX_VALUE));
        assertNull(ProcTasks.threads(0));
    }
}
