package org.sdsim.simulator.rpc;

import org.sdsim.consumer.api.Command;
import org.sdsim.consumer.api.MeterReply;
import org.sdsim.consumer.api.ReadyReply;
import org.sdsim.consumer.api.Reply;
import org.sdsim.rpc.provider.RpcProviderMain;
import org.sdsim.rpc.stack.Stack;
import org.sdsim.simulator.orchestrator.ChildJvm;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** The provider JVM of one stack, spoken to with the discovery runs' control protocol. */
final class ProviderJvm implements AutoCloseable {

    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration REPLY_TIMEOUT = Duration.ofSeconds(20);

    private final ChildJvm jvm;
    private final Stack stack;
    private final Path gcLog;

    private ProviderJvm(ChildJvm jvm, Stack stack, Path gcLog) {
        this.jvm = jvm;
        this.stack = stack;
        this.gcLog = gcLog;
    }

    static ProviderJvm start(Stack stack, String host, int port, RpcFolder folder) throws IOException, InterruptedException {
        Path gcLog = folder.providerGcLog(stack);
        List<String> options = RpcJvm.options(gcLog, folder.hostsFile(), folder.home("provider-" + stack.id()));
        ChildJvm jvm = ChildJvm.start(options, System.getProperty("java.class.path"), RpcProviderMain.class.getName(),
                List.of(stack.id(), host, String.valueOf(port)), folder.providerLog(stack));
        Reply ready = jvm.nextReply(START_TIMEOUT);
        if (!(ready instanceof ReadyReply r) || r.port() == null || r.port() != port) {
            jvm.close();
            throw new IOException("the " + stack.id() + " provider did not start on " + host + ":" + port + "; see " + jvm.log());
        }
        return new ProviderJvm(jvm, stack, gcLog);
    }

    /** The provider's counters now. */
    MeterReply meter() throws IOException, InterruptedException {
        if (!jvm.send(Command.METER)) {
            throw new IOException("the " + stack.id() + " provider is gone; see " + jvm.log());
        }
        Reply reply = jvm.nextReply(REPLY_TIMEOUT);
        if (reply instanceof MeterReply m) {
            return m;
        }
        throw new IOException("the " + stack.id() + " provider did not answer '" + Command.METER.line() + "' ("
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
