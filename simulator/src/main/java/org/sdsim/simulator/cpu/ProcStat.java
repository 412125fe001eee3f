package org.sdsim.simulator.cpu;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * CPU time read from Linux's /proc, from outside the process it belongs to: what a process used
 * ({@code /proc/PID/stat}) and what the whole machine did ({@code /proc/stat}). Nothing runs inside
 * the process measured, and a read costs the reader a few microseconds.
 */
public final class ProcStat {

    /**
     * USER_HZ, the unit of every CPU time in /proc. Linux reports it as 100 to user space on every
     * architecture it runs on (the kernel's own HZ may differ; /proc converts), which {@code getconf
     * CLK_TCK} confirms; reading it would need a native call or a shell.
     */
    static final long TICKS_PER_SECOND = 100;
    private static final long MS_PER_TICK = 1000 / TICKS_PER_SECOND;

    private ProcStat() {
    }

    /** User plus system CPU of every thread of process {@code pid} so far, in ms; null when it is gone (or no /proc). */
    public static Long processCpuMs(long pid) {
        if (pid <= 0) {
            return null;
        }
        try {
            return processCpuMs(Files.readString(Path.of("/proc", Long.toString(pid), "stat"), StandardCharsets.US_ASCII));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * From one /proc/PID/stat line: "PID (COMM) STATE PPID ... UTIME STIME ...". The command name may hold
     * spaces and parentheses, so fields are counted after its last ')': utime and stime are the 14th and
     * 15th fields of the line, the 12th and 13th after it.
     */
    static long processCpuMs(String stat) {
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).trim().split(" ");
        return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * MS_PER_TICK;
    }

    /**
     * When process {@code pid} started, epoch ms (to the kernel's 10 ms tick): the boot time ({@code btime} of
     * /proc/stat) plus its {@code starttime} (the 22nd field of /proc/PID/stat, ticks after boot); null when it is gone
     * (or no /proc).
     */
    public static Long processStartEpochMs(long pid) {
        if (pid <= 0) {
            return null;
        }
        try {
            long ticks = startTicks(Files.readString(Path.of("/proc", Long.toString(pid), "stat"), StandardCharsets.US_ASCII));
            Long boot = bootEpochSeconds(Files.readString(Path.of("/proc/stat"), StandardCharsets.US_ASCII));
            return boot == null ? null : boot * 1000 + ticks * MS_PER_TICK;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The 22nd field of a /proc/PID/stat line, {@code starttime}: the 20th after the command name's last ')'. */
    static long startTicks(String stat) {
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).trim().split(" ");
        return Long.parseLong(f[19]);
    }

    /** {@code btime} of /proc/stat: when the machine booted, epoch seconds; null without the line. */
    static Long bootEpochSeconds(String procStat) {
        for (String line : procStat.split("\n")) {
            if (line.startsWith("btime ")) {
                return Long.parseLong(line.substring(6).trim());
            }
        }
        return null;
    }

    /** The machine's CPU so far, every core; null where /proc/stat cannot be read. */
    public static MachineTime machine() {
        try {
            return machine(Files.readString(Path.of("/proc/stat"), StandardCharsets.US_ASCII));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * From /proc/stat: its "cpu" line (user nice system idle iowait irq softirq steal guest guest_nice, in
     * ticks, summed over cores) and one "cpuN" line per core. Guest time is already inside user and nice,
     * so the total is the first eight columns; idle and iowait are the time no task ran.
     */
    static MachineTime machine(String procStat) {
        long busy = -1;
        long total = -1;
        int cores = 0;
        for (String line : procStat.split("\n")) {
            if (line.startsWith("cpu ")) {
                String[] f = line.substring(4).trim().split("\\s+");
                total = 0;
                for (int i = 0; i < Math.min(8, f.length); i++) {
                    total += Long.parseLong(f[i]);
                }
                busy = total - Long.parseLong(f[3]) - (f.length > 4 ? Long.parseLong(f[4]) : 0);
            } else if (line.startsWith("cpu")) {
                cores++;
            }
        }
        if (total < 0 || cores == 0) {
            return null;
        }
        return new MachineTime(busy * MS_PER_TICK, total * MS_PER_TICK, cores);
    }
}
