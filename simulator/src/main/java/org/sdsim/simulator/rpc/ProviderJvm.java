package org.sdsim.simulator.rpc;

import org.sdsim.consumer.api.Command;
import org.sdsim.consumer.api.MeterReply;
import org.sdsim.consumer.api.ReadyReply;
import org.sdsim.consumer.api.Reply;
import org.sdsim.rpc.provider.RpcProviderMain;
import org.sdsim.simulator.orchestrator.ChildJvm;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The provider JVM of one target (a stack on its Dubbo release, or a peer), on the target's own
 * class path, spoken to with the discovery runs' control protocol.
 */
final class ProviderJvm implements AutoCloseable {

    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration REPLY_TIMEOUT = Duration.ofSeconds(20);

    private final ChildJvm jvm;
    private final String name;
    private final Path gcLog;

    private ProviderJvm(ChildJvm jvm, String name, Path gcLog) {
        this.jvm = jvm;
        this.name = name;
        this.gcLog = gcLog;
    }

    static ProviderJvm start(RpcTarget target, String host, int port, RpcFolder folder, RpcJvmProfile profile)
            throws IOException, InterruptedException {
        Path gcLog = folder.providerGcLog(target);
        List<String> options = new ArrayList<>(RpcJvm.options(profile, gcLog, folder.hostsFile(), folder.home("provider-" + target.id())));
        options.addAll(RpcClassPaths.jvmOptions(target));
        ChildJvm jvm = ChildJvm.start(options, RpcClassPaths.of(target), RpcProviderMain.class.getName(),
                List.of(target.stack().id(), host, String.valueOf(port)), folder.providerLog(target));
        Reply ready = jvm.nextReply(START_TIMEOUT);
        if (!(ready instanceof ReadyReply r) || r.port() == null || r.port() != port) {
            jvm.close();
            throw new IOException("the " + target.id() + " provider did not start on " + host + ":" + port + "; see " + jvm.log());
        }
        return new ProviderJvm(jvm, target.id(), gcLog);
    }

    /** The provider's counters now. */
    MeterReply meter() throws IOException, InterruptedException {
        if (!jvm.send(Command.METER)) {
            throw new IOException("the " + name + " provider is gone; see " + jvm.log());
        }
        Reply reply = jvm.nextReply(REPLY_TIMEOUT);
        if (reply instanceof MeterReply m) {
            return m;
        }
        throw new IOException("the " + name + " provider did not answer '" + Command.METER.line() + "' ("
                + reply + "); see " + jvm.log());
    }

    Path gcLog() {
        return gcLog;
    }

    @Override
    public void close() {
        jvm.send(Command.STOP);
        jvm.close();
    }
}
