package org.sdsim.consumer.child;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ends a child JVM of a run (consumer, provider, registry) soon after the orchestrator that
 * started it is gone, however it went: a {@code kill -9} of the orchestrator leaves no process
 * holding memory, ports or ZooKeeper sessions behind.
 *
 * <p>Two signals, because either alone can be missed: the child's stdin reaching end of file
 * (the orchestrator held the only write end), which the child's command loop reports through
 * {@link #exitOrphaned}, and a daemon thread that polls the parent process every
 * {@link #POLL}, which catches the death while the command loop is busy (a full GC, a heap dump).
 *
 * <p>The exit is bounded: shutdown hooks (Dubbo's, JFR's dump on exit) get {@link #GRACE}, then
 * the JVM halts. Dubbo's destroy unregisters the consumer from ZooKeeper, and with the embedded
 * registries gone with the orchestrator every delete waits in Curator's retry loop: that is how a
 * consumer outlived its orchestrator by minutes. Everything a child records (calls.csv,
 * metrics.jsonl) is flushed line by line, so halting loses nothing written.
 */
public final class ParentWatch {

    /** How often the parent process is checked. */
    public static final Duration POLL = Duration.ofMillis(250);
    /** How long shutdown hooks may run once the parent is gone, before the JVM halts. */
    public static final Duration GRACE = Duration.ofSeconds(2);
    /** The exit status of a child that ended because its orchestrator was gone. */
    public static final int ORPHANED_EXIT = 125;

    private final String who;
    private final AtomicBoolean exiting = new AtomicBoolean();

    private ParentWatch(String who) {
        this.who = who;
    }

    /**
     * Starts watching this JVM's parent process. {@code who} names the child in the one line it
     * prints to stderr when it exits this way (e.g. "sdsim consumer").
     */
    public static ParentWatch start(String who) {
        ParentWatch watch = new ParentWatch(who);
        ProcessHandle orchestrator = ProcessHandle.current().parent().orElse(null);
        if (orchestrator == null) {
            watch.exitOrphaned("no parent process");
        }
        Thread poller = new Thread(() -> watch.poll(orchestrator), "sdsim-parent-watch");
        poller.setDaemon(true);
        poller.start();
        return watch;
    }

    private void poll(ProcessHandle orchestrator) {
        try {
            while (isParent(orchestrator)) {
                Thread.sleep(POLL.toMillis());
            }
        } catch (InterruptedException e) {
            return;
        }
        exitOrphaned("parent process " + orchestrator.pid() + " is gone");
    }

    /**
     * Whether {@code orchestrator} is still alive and still this JVM's parent. The second check
     * covers a parent that died and whose pid was reused: the kernel reparents an orphan at once.
     */
    private static boolean isParent(ProcessHandle orchestrator) {
        return orchestrator.isAlive()
                && ProcessHandle.current().parent().map(p -> p.pid() == orchestrator.pid()).orElse(false);
    }

    /**
     * Exits with {@link #ORPHANED_EXIT}: shutdown hooks run for at most {@link #GRACE}, then the
     * JVM halts. Does not return; a second call (both signals fire) waits for the first.
     */
    public void exitOrphaned(String why) {
        if (exiting.compareAndSet(false, true)) {
            System.err.println(who + ": " + why + "; exiting (halting after " + GRACE.toSeconds()
                    + " s if shutting down hangs)");
            haltAfter(GRACE, ORPHANED_EXIT, null);
        }
        System.exit(ORPHANED_EXIT);
    }

    /**
     * Bounds an orderly exit that has begun (the orchestrator asked the child to stop): if the JVM
     * is still up after {@code limit}, it halts with {@code status}. Dubbo's destroy waits on a
     * registry that is down, however long that lasts; what was measured is safe on disk by then.
     */
    public void haltIfStillUpAfter(Duration limit, int status) {
        haltAfter(limit, status, "still shutting down after " + limit.toSeconds() + " s (a registry down?); halting");
    }

    /** A daemon thread that halts the JVM after {@code delay}, saying {@code note} first if there is one. */
    private void haltAfter(Duration delay, int status, String note) {
        Thread halt = new Thread(() -> {
            try {
                Thread.sleep(delay.toMillis());
            } catch (InterruptedException ignored) {
                // halt now
            }
            if (note != null) {
                System.err.println(who + ": " + note);
            }
            Runtime.getRuntime().halt(status);
        }, "sdsim-halt");
        halt.setDaemon(true);
        halt.start();
    }
}
