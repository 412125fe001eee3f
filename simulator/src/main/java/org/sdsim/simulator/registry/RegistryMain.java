package org.sdsim.simulator.registry;

import org.apache.curator.test.TestingServer;
import org.sdsim.consumer.api.Command;
import org.sdsim.consumer.api.ErrorReply;
import org.sdsim.consumer.api.ReadyReply;
import org.sdsim.consumer.api.SessionBytesReply;
import org.sdsim.consumer.api.StoppedReply;
import org.sdsim.consumer.api.WatchesReply;
import org.sdsim.consumer.child.ChildControl;
import org.sdsim.fixtures.meter.EmbeddedServer;
import org.sdsim.fixtures.meter.ServerWatches;
import org.sdsim.fixtures.registry.LoopbackZooKeeper;

import java.io.File;
import java.net.BindException;

/**
 * One embedded registry of a run in a JVM of its own: a real standalone ZooKeeper server
 * ({@link LoopbackZooKeeper}) on 127.0.0.1:PORT over DATA_DIR, so that a registry running out of
 * heap ends this process, not the orchestrator, and a fault can kill or suspend it alone. Given a
 * fourth argument, ZOO_CFG, it is one member of an ensemble instead ({@link QuorumMember}): the
 * quorum config names its peers and its client port (PORT), and it answers as soon as that port is
 * bound; it serves once the ensemble has elected a leader.
 *
 * <p>Speaks the provider's control protocol: a {@link ReadyReply} with its port once it accepts
 * connections, or an {@link ErrorReply} and exit {@link #PORT_IN_USE_EXIT} / 1 if it cannot start;
 * then it answers {@link Command#WATCHES} (its child watches, which ZooKeeper's own words do not list) and
 * {@link Command#SESSION_BYTES} (the bytes it sent each session: its server counts them per connection,
 * {@link CountingServerCnxnFactory}), and
 * obeys {@link Command#STOP}, and exits within seconds of the orchestrator's end. The
 * data directory is kept on stop: a registry started again on it holds every znode it had.
 */
public final class RegistryMain {

    /** Exit status when the port was taken: the orchestrator picks another one for a first start. */
    public static final int PORT_IN_USE_EXIT = 10;

    public static void main(String[] args) throws Exception {
        if (args.length != 3 && args.length != 4) {
            System.err.println("usage: RegistryMain NAME PORT DATA_DIR [ZOO_CFG]");
            System.exit(2);
        }
        String name = args[0];
        int port = Integer.parseInt(args[1]);
        ChildControl control = ChildControl.open("sdsim registry " + name);
        CountingServerCnxnFactory.install();
        if (args.length == 4) {
            runMember(control, port, java.nio.file.Path.of(args[3]));
            return;
        }
        TestingServer server;
        try {
            server = LoopbackZooKeeper.start(new File(args[2]), port);
        } catch (BindException e) {
            control.reply(new ErrorReply(null, "port " + port + " is in use"));
            System.exit(PORT_IN_USE_EXIT);
            return;
        } catch (Exception e) {
            e.printStackTrace();
            control.reply(new ErrorReply(null, "ZooKeeper did not start: " + e));
            System.exit(1);
            return;
        }
        control.reply(ReadyReply.listeningOn(port));
        serve(control, new ServerWatches(server), () -> EmbeddedServer.of(server));
        server.stop();
        System.exit(0);
    }

    /** One member of an ensemble, from its quorum config; answers as {@link #main} does. */
    private static void runMember(ChildControl control, int port, java.nio.file.Path config) throws java.io.IOException {
        QuorumMember member;
        try {
            member = QuorumMember.start(config, java.time.Duration.ofMinutes(3));
        } catch (Exception e) {
            if (hasBindCause(e)) {
                control.reply(new ErrorReply(null, "port " + port + " is in use"));
                System.exit(PORT_IN_USE_EXIT);
                return;
            }
            e.printStackTrace();
            control.reply(new ErrorReply(null, "ZooKeeper member did not start: " + e));
            System.exit(1);
            return;
        }
        control.reply(ReadyReply.listeningOn(port));
        serve(control, new ServerWatches(member::activeServer), () -> {
            org.apache.zookeeper.server.ServerCnxnFactory f = member.connections();
            if (f == null) {
                throw new IllegalStateException("the member has no client connections yet");
            }
            return f;
        });
        member.close();
        System.exit(0);
    }

    private static boolean hasBindCause(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof BindException) {
                return true;
            }
        }
        return false;
    }

    /**
     * Answers {@link Command#WATCHES} and {@link Command#SESSION_BYTES} until {@link Command#STOP} arrives (stdin's end
     * exits in next()).
     */
    private static void serve(ChildControl control, ServerWatches watches,
            java.util.function.Supplier<org.apache.zookeeper.server.ServerCnxnFactory> connections)
            throws java.io.IOException {
        while (true) {
            java.util.Optional<Command> command = control.next();
            if (command.isEmpty()) {
                continue;
            }
            switch (command.get()) {
                case WATCHES -> {
                    try {
                        control.reply(new WatchesReply(watches.childWatchesByPath()));
                    } catch (IllegalStateException e) {
                        control.reply(new ErrorReply(Command.WATCHES, e.getMessage()));
                    }
                }
                case SESSION_BYTES -> {
                    try {
                        control.reply(new SessionBytesReply(
                                CountingServerCnxnFactory.bytesBySession(connections.get())));
                    } catch (IllegalStateException e) {
                        control.reply(new ErrorReply(Command.SESSION_BYTES, e.getMessage()));
                    }
                }
                case STOP -> {
                    control.reply(new StoppedReply());
                    return;
                }
                default -> control.reply(new ErrorReply(command.get(), "a registry obeys only "
                        + Command.WATCHES.line() + ", " + Command.SESSION_BYTES.line() + " and " + Command.STOP.line()));
            }
        }
    }

    private RegistryMain() {
    }
}
