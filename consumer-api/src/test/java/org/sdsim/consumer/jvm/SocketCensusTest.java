package org.sdsim.consumer.jvm;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SocketCensusTest {

    @Test
    void decodesProcNetAddressesInTheirLittleEndianForm() {
        assertEquals("127.0.0.1", SocketCensus.ip("0100007F:4E20"));
        assertEquals("192.0.2.2", SocketCensus.ip("020200C0:0050"));
        assertEquals("127.0.0.1", SocketCensus.ip("0000000000000000FFFF00000100007F:1F90"));
        assertEquals("::1", SocketCensus.ip("00000000000000000000000001000000:1F90"));
    }

    @Test
    void countsThisProcesssOwnConnectionToALoopbackServer() throws Exception {
        try (java.net.ServerSocket server = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress());
             java.net.Socket client = new java.net.Socket(java.net.InetAddress.getLoopbackAddress(), server.getLocalPort());
             java.net.Socket accepted = server.accept()) {
            Map<String, Integer> remotes = SocketCensus.remotes();
            if (!java.nio.file.Files.exists(java.nio.file.Path.of("/proc/self/net/tcp"))) {
                assertTrue(remotes.isEmpty());
                return;
            }
            // both ends of the connection belong to this process: two sockets whose peer is 127.0.0.1
            assertTrue(remotes.getOrDefault("127.0.0.1", 0) >= 2, remotes.toString());
        }
    }

    @Test
    void readsAnotherProcesssCensusByItsPid() throws Exception {
        try (java.net.ServerSocket server = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress());
             java.net.Socket client = new java.net.Socket(java.net.InetAddress.getLoopbackAddress(), server.getLocalPort());
             java.net.Socket accepted = server.accept()) {
            if (!java.nio.file.Files.exists(java.nio.file.Path.of("/proc/self/net/tcp"))) {
                return;
            }
            // the path the orchestrator takes for the consumer: /proc/PID, not /proc/self
            SocketCensus census = SocketCensus.of(ProcessHandle.current().pid());
            assertTrue(census.connectionsByRemote().getOrDefault("127.0.0.1", 0) >= 2, census.connectionsByRemote().toString());
            assertTrue(census.listening().contains("127.0.0.1:" + server.getLocalPort()), census.listening().toString());
            assertTrue(SocketCensus.of(Long.MAX_VALUE).connectionsByRemote().isEmpty(), "a process that is not there has none");
        }
    }
}
