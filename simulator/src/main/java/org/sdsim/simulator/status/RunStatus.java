package org.sdsim.simulator.status;

import com.fasterxml.jackson.databind.JsonNode;
import org.sdsim.consumer.files.CallRow;
import org.sdsim.simulator.folder.CsvFiles;
import org.sdsim.simulator.folder.EventLines;
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.ModeFolder;
import org.sdsim.simulator.summary.ProbeRecord;
import org.sdsim.simulator.folder.Problems;
import org.sdsim.simulator.folder.RunFolder;
import org.sdsim.simulator.run.Outcome;
import org.sdsim.simulator.summary.LiveState;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a run stands, read from its folder alone (the run may be going, finished or killed):
 * the manifest's start, finish and orchestrator pid, summary.json's finished modes and
 * {@link LiveState}, and the current mode's last probe, calls and faults. Every file is read
 * tolerantly; what cannot be read is reported to {@link Problems} and left unknown.
 *
 * @param runDir      the folder
 * @param command     the command line the run was started with, or null
 * @param state       running, finished or stopped
 * @param pid         the orchestrator's pid, or null (older manifests do not record it)
 * @param startedAt   when the run started, or null
 * @param finishedAt  when it finished, or null while running or after a kill
 * @param plannedModes the modes the run was asked to run, in order
 * @param finished    the modes that ended, with their outcomes
 * @param live        the running mode and its phase (the last one written, for a stopped run), or null
 * @param current     the mode the figures below are of: the running one, else the last one with a folder
 * @param lastProbe   that mode's last probe, or null
 * @param callsOk     that mode's calls so far, or null without calls.csv
 * @param callsFailed likewise
 * @param faults      every fault recorded in any mode's events.jsonl, in mode order then file order
 * @param registries  each registry's latest sample in that mode's registry-samples.jsonl, with its rates; empty
 *                    without samples
 * @param subscribers that mode's subscribers (--subscribers), or null when it runs none
 */
public record RunStatus(Path runDir, String command, State state, Long pid, Instant startedAt, Instant finishedAt,
        List<String> plannedModes, List<ModeSummary> finished, LiveState live, String current, ProbeRecord lastProbe,
        Long callsOk, Long callsFailed, List<ModeFault> faults, List<RegistryNow> registries, SubscribersNow subscribers) {

    /** Whether the run is going. */
    public enum State {
        /** the manifest has no finish time and the orchestrator process is alive */
        RUNNING,
        /** the manifest has a finish time */
        FINISHED,
        /** no finish time and no live orchestrator: killed, crashed, or the machine went down */
        STOPPED,
        /** no finish time, and no pid in the manifest (an older sdsim) or another machine's: cannot tell */
        UNKNOWN
    }

    /** A fault and the mode whose timeline it is on. */
    public record ModeFault(String mode, FaultRecord fault) {
    }

    /** The folder is not a run folder: neither manifest.json nor summary.json is there. */
    public static final class NotARunFolder extends Exception {
        NotARunFolder(String message) {
            super(message);
        }
    }

    /** How long the run has gone on (until its finish, for a finished run); null without a start time. */
    public Duration elapsed(Instant now) {
        if (startedAt == null) {
            return null;
        }
        return Duration.between(startedAt, finishedAt != null ? finishedAt : now);
    }

    public static RunStatus read(Path dir, Problems problems) throws NotARunFolder {
        if (!Files.isDirectory(dir)) {
            throw new NotARunFolder(dir + ": not a folder (expected a run folder written by 'sdsim run')");
        }
        if (!Files.exists(RunFolder.MANIFEST.in(dir)) && !Files.exists(RunFolder.SUMMARY.in(dir))) {
            throw new NotARunFolder(dir + ": not a run folder (no " + RunFolder.MANIFEST.name() + " or "
                    + RunFolder.SUMMARY.name() + "; expected a folder written by 'sdsim run')");
        }
        JsonNode manifest = JsonFiles.readTree(RunFolder.MANIFEST.in(dir), RunFolder.MANIFEST.name(), problems, true);
        RunSummary summary = JsonFiles.readObject(dir, RunFolder.SUMMARY, "", problems, false);
        Instant started = instant(JsonFiles.text(manifest, "startedAt"));
        Instant finishedAt = instant(JsonFiles.text(manifest, "finishedAt"));
        Double pidNumber = JsonFiles.number(manifest.path("host"), "pid");
        Long pid = pidNumber == null ? null : pidNumber.longValue();
        String host = JsonFiles.text(manifest.path("host"), "hostname");

        List<String> planned = new ArrayList<>();
        // a mode name becomes a folder name: nothing that could leave the run folder
        manifest.path("options").path("modes").forEach(m -> {
            if (org.sdsim.simulator.run.Mode.byId(m.asText()) != null || m.asText().matches("[A-Za-z0-9_-]+")) {
                planned.add(m.asText());
            }
        });
        if (planned.isEmpty() && summary != null) {
            summary.modes().stream().filter(m -> m.mode() != null).forEach(m -> planned.add(m.mode().id()));
        }
        List<ModeSummary> ended = new ArrayList<>();
        LiveState live = null;
        if (summary != null) {
            summary.modes().stream().filter(m -> m.course().outcome() != Outcome.RUNNING && m.mode() != null).forEach(ended::add);
            live = summary.live();
        }
        String current = live != null ? live.mode() : lastModeWithFolder(dir, planned);
        ProbeRecord lastProbe = null;
        Long ok = null;
        Long failed = null;
        List<RegistryNow> registries = List.of();
        SubscribersNow subscribers = null;
        if (current != null) {
            Path modeDir = dir.resolve(current);
            List<ProbeRecord> probes = JsonFiles.readLines(modeDir, ModeFolder.PROBES, current + "/", "probes", problems, false);
            registries = RegistryNow.latest(modeDir);
            subscribers = SubscribersNow.read(modeDir, problems);
            lastProbe = probes.isEmpty() ? null : probes.get(probes.size() - 1);
            if (Files.exists(ModeFolder.CALLS.in(modeDir))) {
                ok = 0L;
                failed = 0L;
                for (CallRow call : CsvFiles.read(modeDir, ModeFolder.CALLS, current + "/", CallRow::parse,
                        CallRow.PARSE_EXPECTS, problems, false)) {
                    if (call.ok()) {
                        ok++;
                    } else {
                        failed++;
                    }
                }
            }
        }
        return new RunStatus(dir, JsonFiles.text(manifest, "command"), state(finishedAt, pid, host, started), pid,
                started, finishedAt, planned, ended, live, current, lastProbe, ok, failed, faults(dir, planned, problems),
                registries, subscribers);
    }

    /** A run started here whose process is gone, or is now some other program's, has stopped. */
    private static State state(Instant finishedAt, Long pid, String host, Instant started) {
        if (finishedAt != null) {
            return State.FINISHED;
        }
        if (pid == null || host == null || !host.equals(localHostName())) {
            return State.UNKNOWN;
        }
        return ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
                .filter(p -> started == null || p.info().startInstant().map(at -> !at.isAfter(started)).orElse(true))
                .isPresent() ? State.RUNNING : State.STOPPED;
    }

    private static String lastModeWithFolder(Path dir, List<String> planned) {
        String last = null;
        for (String mode : planned) {
            if (Files.isDirectory(dir.resolve(mode))) {
                last = mode;
            }
        }
        return last;
    }

    private static List<ModeFault> faults(Path dir, List<String> planned, Problems problems) {
        List<ModeFault> out = new ArrayList<>();
        for (String mode : planned) {
            Path modeDir = dir.resolve(mode);
            if (!Files.exists(ModeFolder.EVENTS.in(modeDir))) {
                continue;
            }
            for (FaultRecord f : EventLines.read(modeDir, mode + "/", problems).faults()) {
                out.add(new ModeFault(mode, f));
            }
        }
        return out;
    }

    private static Instant instant(String text) {
        try {
            return text == null ? null : Instant.parse(text);
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    private static String localHostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return System.getenv().getOrDefault("HOSTNAME", "unknown");
        }
    }
}
