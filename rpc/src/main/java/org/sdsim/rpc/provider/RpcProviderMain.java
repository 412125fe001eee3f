package org.sdsim.rpc.provider;

import org.sdsim.consumer.api.Command;
import org.sdsim.consumer.api.ControlLine;
import org.sdsim.consumer.api.ErrorReply;
import org.sdsim.consumer.api.ReadyReply;
import org.sdsim.consumer.api.StoppedReply;
import org.sdsim.rpc.stack.Stack;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The provider JVM of {@code sdsim rpc}: serves one stack on {@code HOST:PORT} and speaks the
 * discovery runs' control protocol on stdin/stdout: a {@link ReadyReply} with its port once it
 * listens, a {@link org.sdsim.consumer.api.MeterReply} per {@link Command#METER}, and exit on
 * {@link Command#STOP} or when stdin closes.
 */
public final class RpcProviderMain {

    public static void main(String[] args) throws Exception {
        if (args.length != 3) {
            System.err.println("usage: RpcProviderMain STACK HOST PORT   (STACK: " + Stack.ids() + ")");
            System.exit(2);
        }
        PrintStream control = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(System.err);
        Stack stack = Stack.of(args[0]);
        int port = Integer.parseInt(args[2]);
        try (RpcServer server = RpcServer.start(stack, args[1], port)) {
            control.println(ControlLine.frame(ReadyReply.listeningOn(port)));
            serve(control);
        }
        System.exit(0);
    }

    private static void serve(PrintStream control) throws java.io.IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            Optional<Command> command = Command.parse(line);
            if (command.isPresent() && command.get() == Command.METER) {
                control.println(ControlLine.frame(ProviderMeter.read()));
            } else if (command.isPresent() && command.get() == Command.STOP) {
                control.println(ControlLine.frame(new StoppedReply()));
                return;
            } else {
                control.println(ControlLine.frame(new ErrorReply(command.orElse(null),
                        "the rpc provider obeys only " + Command.METER.line() + " and " + Command.STOP.line())));
            }
        }
    }

    private RpcProviderMain() {
    }
}
