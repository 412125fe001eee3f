package org.sdsim.simulator.cli;

import java.time.Duration;
import org.sdsim.simulator.run.ConsumerRealism;
import picocli.CommandLine.Option;

/** The consumer JVM: its profile, what it is set up with, and how it is observed. */
final class ConsumerOptions {

    @Option(names = "--profile", paramLabel = "PROFILE",
            description = "Consumer JVM profile: consumer-1c2g (-Xmx768m, 1 CPU, SerialGC: the published container; "
                    + "the heap grows from the container's 32 MB start), consumer-1c2g-fixed (the same with -Xms768m, "
                    + "as many production containers run; GC counts differ a lot between the two), consumer-1c2g-j9 "
                    + "(consumer-1c2g with the old generation free to grow to 576 MB, as the published J9 consumer's "
                    + "tenure area could: gencon caps its nursery at 25%% of -Xmx) "
                    + "or g1 (-Xmx768m, 2 CPUs, G1) (default: ${DEFAULT-VALUE}).",
            defaultValue = "consumer-1c2g")
    String profile;

    @Option(names = "--file-cache", paramLabel = "on|off", arity = "1", converter = OnOff.class,
            description = "Dubbo's registry file cache, on by default in Dubbo: every notified URL is kept rendered in "
                    + "an in-heap Properties and written to a file in the mode's own user.home. Off is shorthand for "
                    + "the no-file-cache remedy on every mode it applies to (interface becomes interface+no-file-cache; "
                    + "the manifest names any mode it does not apply to, which runs stock) (default: ${DEFAULT-VALUE}).",
            defaultValue = "on")
    boolean fileCache;

    @Option(names = "--compact-strings", paramLabel = "on|off", arity = "1", converter = OnOff.class,
            description = "The consumer JVM's compact strings (one byte a Latin-1 character). Off is a Java 8 consumer's "
                    + "two bytes a character, as the published IBM J9 JDK 8 consumer had (default: ${DEFAULT-VALUE}).",
            defaultValue = "on")
    boolean compactStrings;

    @Option(names = "--notify-delay", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "The registry's delay-notification: Dubbo 3 waits this long between two notifications of one "
                    + "subscription (interface level: on the ZooKeeper client's event thread, holding the session's "
                    + "other watches meanwhile; application level: before it refreshes the instances). Shorthand for "
                    + "the notify-delay=DURATION remedy on every mode it applies to (3.x; 2.x has no such setting and "
                    + "runs stock, as the manifest says). Default: Dubbo's own, 5s.")
    Duration notifyDelay;

    @Option(names = "--consumer-protocol", paramLabel = "dubbo|any", defaultValue = "dubbo",
            description = "The protocol the consumer's references name: dubbo, or any for none, as a consumer left "
                    + "at Dubbo's defaults names none and then keeps every provider URL whose protocol it supports "
                    + "(dubbo and tri in Dubbo 3) (default: ${DEFAULT-VALUE}).")
    String consumerProtocol;

    @Option(names = "--call-every", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Interval between the consumer's calls (default: ${DEFAULT-VALUE}).", defaultValue = "5s")
    Duration callEvery;

    @Option(names = "--probe-every", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Interval between forced full GCs that measure heap after full GC (default: ${DEFAULT-VALUE}: "
                    + "six probes in the default 90 s, the fewest from which the heap trend gives a verdict).",
            defaultValue = "15s")
    Duration probeEvery;

    @Option(names = "--metrics-every", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Interval of Micrometer JVM metrics snapshots (default: ${DEFAULT-VALUE}).", defaultValue = "10s")
    Duration metricsEvery;

    @Option(names = "--converge-timeout", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "How long a consumer may take to see every address (default: ${DEFAULT-VALUE}).",
            defaultValue = "5m")
    Duration convergeTimeout;

    ConsumerRealism realism() {
        String protocol = consumerProtocol == null ? "dubbo" : consumerProtocol.trim();
        if (!protocol.equals("dubbo") && !protocol.equals("any")) {
            throw new org.sdsim.simulator.run.UserError("--consumer-protocol: expected dubbo or any, got \"" + protocol + "\"");
        }
        return new ConsumerRealism(compactStrings, protocol.equals("any") ? null : protocol);
    }

    /**
     * The remedies {@code --file-cache off} and {@code --notify-delay} stand for, as a mode would write them
     * ({@code no-file-cache}, {@code notify-delay=30s}): the run appends them to every mode they apply to.
     */
    java.util.List<String> runWideRemedies() {
        java.util.List<String> out = new java.util.ArrayList<>();
        if (!fileCache) {
            out.add("no-file-cache");
        }
        if (notifyDelay != null) {
            long ms = notifyDelay.toMillis();
            out.add("notify-delay=" + (ms % 1000 == 0 ? ms / 1000 + "s" : ms + "ms"));
        }
        return out;
    }

    /** The run's pace: {@code duration} measured per mode, and this consumer's intervals. */
    org.sdsim.simulator.plan.RunOptions.Pace pace(Duration duration) {
        return new org.sdsim.simulator.plan.RunOptions.Pace(duration, callEvery, probeEvery, metricsEvery, convergeTimeout);
    }

    /** The consumer JVM: this profile and set-up, with or without a heap dump at the end of each mode. */
    org.sdsim.simulator.plan.RunOptions.ConsumerSetup setup(boolean heapAttribution) {
        return new org.sdsim.simulator.plan.RunOptions.ConsumerSetup(profile, realism(), heapAttribution);
    }
}
