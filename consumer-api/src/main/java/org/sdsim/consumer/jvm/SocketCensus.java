package org.sdsim.consumer.jvm;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Where this process's established TCP connections go, read from Linux's /proc (this JVM's
 * socket inodes from /proc/self/fd, their peers from /proc/self/net/tcp and tcp6).
 *
 * <p>Proof for the loopback claim: Dubbo rewrites 127.x provider hosts to the machine's own
 * address, so "calls succeed" alone does not show that the consumer only talks to loopback.
 * The census counts connections by remote address; on other systems it reports nothing. Public
 * for the JVMs of {@code sdsim rpc}, which prove the same claim.
 */
public final class SocketCensus {

    private static final String ESTABLISHED = "01";
    private static final String LISTEN = "0A";

    /** remote IP → number of established connections; empty where /proc is not available. */
    public static Map<String, Integer> remotes() {
        Map<String, Integer> out = new TreeMap<>();
        // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
        ownSockets(ESTABLISHED).forEach(f -> out.merge(ip(f[2]), 1, Integer::sum));
        return out;
    }

    /** The local addresses ("127.0.0.1:20880") this process listens on; empty where /proc is not available. */
    public static Set<String> listeners() {
        Set<String> out = new TreeSet<>();
        ownSockets(LISTEN).forEach(f -> out.add(ip(f[1]) + ":" + Integer.parseInt(f[1].substring(f[1].indexOf(':') + 1), 16)));
        return out;
    }

    /** The fields of each line of /proc's tcp and tcp6 tables that is this process's socket in {@code state}. */
    private static List<String[]> ownSockets(String state) {
        List<String[]> out = new ArrayList<>();
        Set<String> inodes = socketInodes();
        if (inodes.isEmpty()) {
            return out;
        }
        for (String table : List.of("/proc/self/net/tcp", "/proc/self/net/tcp6")) {
            try {
                for (String line : Files.readAllLines(Path.of(table))) {
                    String[] f = line.trim().split("\\s+");
                    if (f.length >= 10 && state.equals(f[3]) && inodes.contains(f[9])) {
                        out.add(f);
                    }
                }
            } catch (IOException | RuntimeException e) {
                // table absent (no IPv6) or unreadable: count what the other one has
            }
        }
        return out;
    }

    private static Set<String> socketInodes() {
        Set<String> inodes = new HashSet<>();
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(Path.of("/proc/self/fd"))) {
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

    private SocketCensus() {
    }
}
