package org.sdsim.simulator.acceptance;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A standalone ZooKeeper server in a process of its own, started and stopped by
 * bench/zk-ensemble.sh (one member): the real server a team's shared registry is, and the script
 * users start their ensembles with. It answers only ZooKeeper's default four-letter word, srvr,
 * as an ensemble nobody configured for monitoring does.
 */
final class ZooKeeperServerProcess implements AutoCloseable {

    private final Path script;
    private final Path dir;
    private final Map<String, String> env;
    private final int port;

    private ZooKeeperServerProcess(Path script, Path dir, int port) throws IOException {
        this.script = script;
        this.dir = dir;
        this.port = port;
        // ZooKeeper's own default whitelist, srvr alone: the registry meter must say why it reads nothing
        this.env = Map.of("ZK_MEMBERS", "1", "ZK_CLIENT_PORT", Integer.toString(port), "ZK_HEAP", "256m",
                "ZK_LIB", SdsimProcess.libFolder(dir.resolveSibling(dir.getFileName() + "-lib")).toString(),
                "ZK_4LW", "srvr");
    }

    static ZooKeeperServerProcess start(Path projectRoot, Path dir) throws IOException, InterruptedException {
        ZooKeeperServerProcess server = new ZooKeeperServerProcess(projectRoot.resolve("bench/zk-ensemble.sh"), dir,
                freePort());
        server.script("start");
        return server;
    }

    String connectString() {
        return "127.0.0.1:" + port;
    }

    String address() {
        return "zookeeper://" + connectString();
    }

    private void script(String command) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(List.of("bash", script.toString(), command, dir.toString()))
                .redirectErrorStream(true).redirectOutput(dir.resolveSibling(dir.getFileName() + "-" + command + ".log").toFile());
        pb.environment().putAll(env);
        Process p = pb.start();
        if (!p.waitFor(90, TimeUnit.SECONDS) || p.exitValue() != 0) {
            p.destroyForcibly();
            throw new IllegalStateException("bench/zk-ensemble.sh " + command + " failed; see "
                    + dir.resolveSibling(dir.getFileName() + "-" + command + ".log"));
        }
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    @Override
    public void close() throws IOException, InterruptedException {
        script("stop");
    }
}
