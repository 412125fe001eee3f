package org.sdsim.simulator.rpc;

import java.nio.file.Path;
import java.util.List;

/**
 * The JVM options both sides of {@code sdsim rpc} run with: a {@link RpcJvmProfile}'s heap, fixed (so
 * young-GC counts do not depend on how far the heap grew), and collector, a GC log with wall-clock time (the analyzer
 * counts collections inside the measured windows), and the hosts file that keeps Dubbo on loopback.
 */
final class RpcJvm {

    private RpcJvm() {
    }

    static List<String> options(RpcJvmProfile profile, Path gcLog, Path hostsFile, Path home) {
        return List.of(
                "-Xms" + profile.heap(), "-Xmx" + profile.heap(),
                profile.gcOption(),
                // Room for class metadata from the start, as the discovery consumer has: otherwise
                // each JVM pays a "Metadata GC Threshold" full GC while Dubbo loads its classes.
                "-XX:MetaspaceSize=128m",
                "-XX:+ExitOnOutOfMemoryError",
                "-Xlog:gc:file=" + gcLog + ":time,uptime,level,tags",
                "-Djdk.net.hosts.file=" + hostsFile,
                // Every server Dubbo starts binds the loopback name, those it starts on its own too
                // (3.0.15 exports a MetadataService on a free port in the provider and the consumer,
                // on 0.0.0.0 unless told).
                "-DDUBBO_IP_TO_BIND=" + RpcSuite.HOST,
                "-Djava.net.preferIPv4Stack=true",
                // Dubbo's caches and logs go under user.home: keep them inside the run folder.
                "-Duser.home=" + home,
                "-Ddubbo.application.logger=slf4j",
                "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
                // Dubbo 3.3 logs a stack trace per channel when a consumer fork shuts down.
                "-Dorg.slf4j.simpleLogger.log.org.apache.dubbo=error");
    }
}
