package org.sdsim.simulator.orchestrator;

import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.summary.ProbeRecord;
import org.sdsim.simulator.folder.RunFolder;
import org.sdsim.simulator.live.ModeFileFeed;
import org.sdsim.simulator.live.PrometheusEndpoint;
import org.sdsim.simulator.live.SoakMeters;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.FileProblems;
import org.sdsim.simulator.run.LiveOptions;
import org.sdsim.simulator.run.UserError;
import org.sdsim.simulator.summary.LiveState;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What can be seen of a run while it runs: summary.json rewritten at every phase change and every
 * probe (the finished modes, a partial entry for the running one, and {@link LiveState}), and, when
 * asked for, the Prometheus endpoint. Nothing here may fail the run: a summary that cannot be
 * written is said once on the console and the run goes on.
 */
final class LiveView implements AutoCloseable {
    /** How often the endpoint's series read the consumer's files. */
    private static final Duration FEED_EVERY = Duration.ofSeconds(2);

    private final Path runDir;
    private final String runId;
    private final List<ModeSummary> done;
    private final Progress progress;
    private final SoakMeters meters;
    private final ModeFileFeed feed;
    private final PrometheusEndpoint endpoint;

    private LiveState state;
    private ModeSummary running;
    private boolean writeFailed;

    /**
     * @param done the orchestrator's list of finished modes, read at every write
     */
    private LiveView(Path runDir, String runId, List<ModeSummary> done, Progress progress, SoakMeters meters,
            ModeFileFeed feed, PrometheusEndpoint endpoint) {
        this.runDir = runDir;
        this.runId = runId;
        this.done = done;
        this.progress = progress;
        this.meters = meters;
        this.feed = feed;
        this.endpoint = endpoint;
    }

    /** Shows nothing: for a mode run outside an orchestrator's run (tests). */
    static LiveView none() {
        return new LiveView(null, null, List.of(), null, null, null, null);
    }

    /** Starts the endpoint if asked for; a port that is taken is a user error, before anything else starts. */
    static LiveView open(Path runDir, String runId, List<ModeSummary> done, LiveOptions options, Progress progress) {
        if (options.prometheusPort() == null) {
            return new LiveView(runDir, runId, done, progress, null, null, null);
        }
        SoakMeters meters = new SoakMeters();
        PrometheusEndpoint endpoint;
        try {
            endpoint = PrometheusEndpoint.start(options.prometheusPort(), meters);
        } catch (IOException e) {
            throw new UserError("--prometheus-port " + options.prometheusPort() + ": cannot listen on 127.0.0.1:"
                    + options.prometheusPort() + " (" + FileProblems.describe(e) + "); choose a free port", e);
        }
        progress.say("sdsim: Prometheus scrape endpoint " + endpoint.url());
        return new LiveView(runDir, runId, done, progress, meters, new ModeFileFeed(meters, FEED_EVERY), endpoint);
    }

    /** A mode enters a phase; the first phase of a mode starts its series and drops the last mode's partial entry. */
    synchronized void phase(Mode mode, LiveState.Phase phase, Path modeDir) {
        long now = System.currentTimeMillis();
        if (state == null || !state.mode().equals(mode.id())) {
            running = null;
            if (meters != null) {
                meters.modeStarted(mode.id());
                feed.follow(mode.id(), modeDir);
            }
        }
        state = new LiveState(mode.id(), phase.id(), now, now);
        write();
    }

    /** Addresses seen in a status reply (convergence, recovery). */
    synchronized void addresses(Mode mode, Map<String, Map<String, Integer>> reported) {
        if (meters != null) {
            meters.addresses(mode.id(), reported);
        }
    }

    /** A probe was recorded: the series, and summary.json with the mode's partial entry. */
    synchronized void probed(Mode mode, ProbeRecord probe, Supplier<ModeSummary> partial) {
        if (meters != null) {
            meters.probe(mode.id(), probe.heapUsedMb(), probe.oldGenUsedMb());
            meters.addresses(mode.id(), probe.addressesPerInterfacePerRegistry());
        }
        try {
            running = partial.get();
        } catch (RuntimeException e) {
            // a summary of half-written files that fails is no reason to stop measuring
            running = null;
        }
        if (state != null) {
            state = new LiveState(state.mode(), state.phase(), state.phaseSinceEpochMs(), System.currentTimeMillis());
        }
        write();
    }

    /** The mode ended; the orchestrator writes summary.json with it among the finished ones. */
    synchronized void modeEnded() {
        state = null;
        running = null;
        if (meters != null) {
            feed.poll();
            meters.idle();
        }
    }

    private void write() {
        if (runDir == null) {
            return;
        }
        List<ModeSummary> modes = new ArrayList<>(done);
        if (running != null) {
            modes.add(running);
        }
        try {
            JsonFiles.writeReplacing(runDir, RunFolder.SUMMARY, new RunSummary(runId, modes, null, state).withDiscoveryCost());
        } catch (IOException e) {
            if (!writeFailed) {
                writeFailed = true;
                progress.say("sdsim: cannot rewrite " + runDir.resolve("summary.json") + " while running ("
                        + FileProblems.describe(e) + "); it is written again at the end of the mode");
            }
        }
    }

    @Override
    public synchronized void close() {
        if (feed != null) {
            feed.close();
        }
        if (endpoint != null) {
            endpoint.close();
        }
    }
}
