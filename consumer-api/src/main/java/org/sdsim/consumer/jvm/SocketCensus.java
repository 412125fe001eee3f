package org.sdsim.consumer.jvm;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * Where one process's established TCP connections go, read from Linux's /proc: the process's socket
 * inodes from /proc/PID/fd, their peers from /proc/PID/net/tcp and tcp6.
 *
 * <p>Proof for the loopback claim: Dubbo rewrites 127.x provider hosts to the machine's own
 * address, so "calls succeed" alone does not show that the consumer only talks to loopback.
 * The census counts connections by remote address; on other systems it reports nothing.
 *
 * <p>The orchestrator takes the consumer's census from outside ({@link #of(long)}): the tables list
 * every socket of the machine, thousands with a subscriber fleet, and reading them inside the
 * consumer under test made the census its heaviest allocation site. The JVMs of {@code sdsim rpc}
 * still take their own ({@link #remotes()}, {@link #listeners()}) outside the timed calls.
 */
public final class SocketCensus {

    private static final String ESTABLISHED = "01";
    private static final String LISTEN = "0A";

    /** /proc/self or /proc/PID. */
    private final Path proc;

    private SocketCensus(Path proc) {
        this.proc = proc;
    }

    /** The census of process {@code pid}, read from outside it (the same user may read its /proc). */
    public static SocketCensus of(long pid) {
        return new SocketCensus(Path.of("/proc", Long.toString(pid)));
    }

    /** This process's census. */
    public static SocketCensus self() {
        return new SocketCensus(Path.of("/proc/self"));
    }

    /** This process's connections: remote IP → established connections; empty where /proc is not available. */
    public static Map<String, Integer> remotes() {
        return self().connectionsByRemote();
    }

    /** The local addresses ("127.0.0.1:20880") this process listens on; empty where /proc is not available. */
    public static Set<String> listeners() {
        return self().listening();
    }

    /** Remote IP → number of established connections; empty where /proc is not available or the process is gone. */
    public Map<String, Integer> connectionsByRemote() {
        Map<String, Integer> out = new TreeMap<>();
        // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
        sockets(ESTABLISHED, f -> out.merge(ip(f[2]), 1, Integer::sum));
        return out;
    }

    /** The local addresses the process listens on; empty where /proc is not available. */
    public Set<String> listening() {
        Set<String> out = new TreeSet<>();
        sockets(LISTEN, f -> out.add(ip(f[1]) + ":" + Integer.parseInt(f[1].substring(f[1].indexOf(':') + 1), 16)));
        return out;
    }

    /** Hands on the fields of each line of /proc's tcp and tcp6 tables that is the process's socket in {@code state}. */
    private void sockets(String state, Consumer<String[]> each) {
        Set<String> inodes = socketInodes();
        if (inodes.isEmpty()) {
            return;
        }
        for (String table : List.of("net/tcp", "net/tcp6")) {
            try (BufferedReader lines = Files.newBufferedReader(proc.resolve(table), StandardCharsets.US_ASCII)) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    String[] f = line.trim().split("\\s+");
                    if (f.length >= 10 && state.equals(f[3]) && inodes.contains(f[9])) {
                        each.accept(f);
                    }
                }
            } catch (IOException | RuntimeException e) {
                // table absent (no IPv6) or unreadable: count what the other one has
            }
        }
    }

    private Set<String> socketInodes() {
        Set<String> inodes = new HashSet<>();
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(proc.resolve("fd"))) {
            for (Path fd : fds) {
                try {
                    String target = Files.readSymbolicLink(fd).toString();
                    if (target.startsWith("socket:[")) {
                        inodes.add(target.substring(8, target.length() - 1));
                    }
                } catch (IOException | UnsupportedOperationException e) {
                    // the descriptor closed while we looked
                }
            }
        } catch (IOException | RuntimeException e) {
            return Set.of();
        }
        return inodes;
    }

    /** "0100007F:4E20" (little-endian IPv4) or a 32-hex-digit IPv6 address → dotted/colon text. */
    static String ip(String hexAddressAndPort) {
        String hex = hexAddressAndPort.substring(0, hexAddressAndPort.indexOf(':'));
        if (hex.length() == 8) {
            return v4(hex);
        }
        // IPv6 in four little-endian 32-bit words; IPv4-mapped addresses end in the v4 word.
        if (hex.startsWith("0000000000000000FFFF0000")) {
            return v4(hex.substring(24));
        }
        return "00000000000000000000000001000000".equals(hex) ? "::1" : "ipv6:" + hex;
    }

    private static String v4(String hex) {
        long v = Long.parseLong(hex, 16);
        return (v & 0xff) + "." + ((v >> 8) & 0xff) + "." + ((v >> 16) & 0xff) + "." + ((v >> 24) & 0xff);
    }
}
