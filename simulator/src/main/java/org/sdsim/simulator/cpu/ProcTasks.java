package org.sdsim.simulator.cpu;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The CPU time of each thread of a process, read from outside it: {@code /proc/PID/task/TID/stat} (the same
 * line as a process's, its utime and stime the thread's own) and {@code /proc/PID/task/TID/comm} (its name).
 * A process's total says how busy it was; only its threads say whether one of them was near a core while the
 * others waited, which is what a single-threaded stage of a server does when it saturates.
 */
public final class ProcTasks {

    private ProcTasks() {
    }

    /**
     * Every thread of process {@code pid} that has used CPU so far; null when the process is gone (or no /proc).
     * A thread with no CPU yet is left out: a later reading counts a thread it finds from 0, so leaving it out
     * changes no difference, and a JVM has dozens of threads that never run (it keeps cpu-samples.jsonl small).
     * A thread that ends while the directory is read is skipped.
     */
    public static List<ThreadTime> threads(long pid) {
        if (pid <= 0) {
            return null;
        }
        Path tasks = Path.of("/proc", Long.toString(pid), "task");
        List<ThreadTime> out = new ArrayList<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(tasks)) {
            for (Path task : dir) {
                ThreadTime t = thread(task);
                if (t != null && t.cpuMs() > 0) {
                    out.add(t);
                }
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return out;
    }

    /** One thread from its task directory; null when it ended before both files were read. */
    private static ThreadTime thread(Path task) {
        try {
            long tid = Long.parseLong(task.getFileName().toString());
            long cpuMs = ProcStat.processCpuMs(Files.readString(task.resolve("stat"), StandardCharsets.US_ASCII));
            String name = Files.readString(task.resolve("comm"), StandardCharsets.UTF_8).strip();
            return new ThreadTime(tid, name, cpuMs);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
