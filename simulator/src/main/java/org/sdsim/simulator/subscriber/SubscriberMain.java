package org.sdsim.simulator.subscriber;

import org.sdsim.consumer.api.Command;
import org.sdsim.consumer.api.ErrorReply;
import org.sdsim.consumer.api.ReadyReply;
import org.sdsim.consumer.api.StoppedReply;
import org.sdsim.consumer.child.ChildControl;

import java.nio.file.Path;
import java.util.Optional;

/**
 * A run's subscribers in a JVM of their own, so that their memory and CPU are measured apart from the
 * orchestrator's (its own GC log) and a thousand sessions cannot take the orchestrator down. Speaks
 * the children's control protocol: a {@link ReadyReply} once the fleet is starting, a
 * {@link org.sdsim.consumer.api.SubscribersReply} per {@link Command#STATUS}, and on
 * {@link Command#STOP} every session ended on the server before it exits.
 */
public final class SubscriberMain {

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: SubscriberMain SPEC.json");
            System.exit(2);
        }
        ChildControl control = ChildControl.open("sdsim subscribers");
        SubscriberRun run;
        try {
            run = SubscriberRun.start(SubscriberSpec.read(Path.of(args[0])));
        } catch (Exception e) {
            e.printStackTrace();
            control.reply(new ErrorReply(null, "the subscribers did not start: " + e));
            System.exit(1);
            return;
        }
        control.reply(ReadyReply.listeningOn(0));
        while (true) {
            Optional<Command> command = control.next();
            if (command.isEmpty()) {
                continue;
            }
            switch (command.get()) {
                case STATUS -> control.reply(run.status());
                case STOP -> {
                    run.close();
                    control.reply(new StoppedReply());
                    System.exit(0);
                    return;
                }
                default -> control.reply(new ErrorReply(command.get(), "the subscribers obey only "
                        + Command.STATUS.line() + " and " + Command.STOP.line()));
            }
        }
    }

    private SubscriberMain() {
    }
}
