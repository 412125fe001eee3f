package org.sdsim.consumer.child;

import org.sdsim.consumer.api.Command;
import org.sdsim.consumer.api.ControlLine;
import org.sdsim.consumer.api.ErrorReply;
import org.sdsim.consumer.api.Reply;
import org.sdsim.consumer.api.StoppedReply;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * A child JVM's end of the control channel: {@link Command}s from stdin, {@link Reply}s framed on
 * stdout (everything else the process prints goes to stderr), and a {@link ParentWatch}, so that
 * losing the orchestrator ends the child. Every child main opens one first thing.
 */
public final class ChildControl {

    private final String who;
    private final PrintStream control;
    private final BufferedReader commands;
    private final ParentWatch watch;

    private ChildControl(String who) {
        this.who = who;
        this.control = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(System.err);
        this.commands = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        this.watch = ParentWatch.start(who);
    }

    /**
     * Takes stdout over as the control channel and starts watching the parent process; {@code who}
     * names the child in what it says (e.g. "sdsim consumer").
     */
    public static ChildControl open(String who) {
        return new ChildControl(who);
    }

    public synchronized void reply(Reply reply) {
        control.println(ControlLine.frame(reply));
    }

    /**
     * The next command line; when stdin ends (the orchestrator is gone, or closed it to end the
     * child), exits through {@link ParentWatch#exitOrphaned}, so a caller never sees the end.
     */
    public Optional<Command> next() throws IOException {
        String line = commands.readLine();
        if (line == null) {
            watch.exitOrphaned("stdin closed");
        }
        Optional<Command> command = Command.parse(line);
        if (command.isEmpty()) {
            reply(new ErrorReply(null, "unknown command '" + line + "'"));
        }
        return command;
    }

    /**
     * For a child that obeys only {@link Command#STOP} (the provider): answers
     * anything else with an {@link ErrorReply} and returns once stop arrives, after replying
     * {@link StoppedReply}, so the caller can shut down and exit.
     */
    public void awaitStop() throws IOException {
        while (true) {
            Optional<Command> command = next();
            if (command.isEmpty()) {
                continue;
            }
            if (command.get() == Command.STOP) {
                reply(new StoppedReply());
                return;
            }
            reply(new ErrorReply(command.get(), who + " obeys only " + Command.STOP.line()));
        }
    }

    public ParentWatch watch() {
        return watch;
    }
}
