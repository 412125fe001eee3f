package org.sdsim.simulator.folder;

import org.sdsim.simulator.summary.ProbeRecord;

import org.sdsim.simulator.fault.FaultRecord;

import org.sdsim.consumer.files.FolderFile;
import org.sdsim.consumer.files.CallRow;
import org.sdsim.consumer.files.HistogramRow;
import org.sdsim.consumer.files.ConsumerFiles;

import java.nio.file.Path;
import java.util.List;
import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.summary.ModeSummary;

/**
 * Every file of a mode folder ({@code RUN_DIR/<mode id>/}), each with its one writer and the
 * record it is read into. Nothing else spells these names.
 *
 * <table>
 * <caption>Mode folder</caption>
 * <tr><th>file</th><th>record</th><th>written by</th></tr>
 * <tr><td>connections.jsonl</td><td>{@link ConnectionSample}</td><td>orchestrator, twice a second while the mode
 * measures (without subscribers)</td></tr>
 * <tr><td>mode-summary.json</td><td>{@link ModeSummary}</td><td>orchestrator ({@code RunSummary.writeMode})</td></tr>
 * <tr><td>probes.jsonl</td><td>{@link ProbeRecord}</td><td>orchestrator, per probe</td></tr>
 * <tr><td>events.jsonl</td><td>{@link PushRecord}, and {@link FaultRecord} for lines with a {@code fault}
 * field ({@link EventLines} reads both)</td><td>orchestrator, per churn wave and per scripted fault</td></tr>
 * <tr><td>calls.csv</td><td>{@link CallRow}</td><td>consumer JVM ({@code CallLoop})</td></tr>
 * <tr><td>histogram.csv</td><td>{@link HistogramRow}</td><td>consumer JVM ({@code ClassHistogram})</td></tr>
 * <tr><td>metrics.jsonl</td><td>meter name → value</td><td>consumer JVM ({@code MicrometerRecorder})</td></tr>
 * <tr><td>gc.log (+ rotations)</td><td>{@link LogEvent} (analyzers)</td><td>the consumer JVM's unified logging</td></tr>
 * <tr><td>consumer.jfr</td><td>{@link LogEvent} (analyzers)</td><td>the consumer JVM's flight recorder</td></tr>
 * <tr><td>consumer.log</td><td>text</td><td>the consumer JVM's stdout and stderr</td></tr>
 * <tr><td>consumer-spec.json</td><td>{@link ConsumerSpec}</td><td>orchestrator, before the consumer starts</td></tr>
 * <tr><td>registry-samples.jsonl</td><td>{@code RegistrySample} (registry-fixtures)</td><td>orchestrator
 * ({@code ModeMetering}), every few seconds and at the mode's marks</td></tr>
 * <tr><td>cpu-samples.jsonl</td><td>{@code CpuReading}: every process's CPU and the machine's, from /proc</td>
 * <td>orchestrator ({@code ModeMetering}), at the mode's marks</td></tr>
 * <tr><td>migration.jsonl</td><td>{@link RuleWriteRecord}, {@link CensusRecord} and {@link TransitionRecord},
 * told apart by {@code kind} ({@link MigrationLines} reads them)</td><td>orchestrator ({@code MigrationInjector}),
 * in a mode that migrates ({@code --migration})</td></tr>
 * </table>
 *
 * <p>A consumer the orchestrator started again after a scripted consumer-kill is the mode's lifetime
 * 2, 3, ...: it appends to calls.csv and metrics.jsonl, and writes its own GC log, recording and log,
 * named by {@link #ofLifetime} ({@code gc-2.log}, {@code consumer-2.jfr}, {@code consumer-2.log}).
 */
public final class ModeFolder {
    public static final FolderFile<ModeSummary> MODE_SUMMARY = FolderFile.json("mode-summary.json", ModeSummary.class);
    public static final FolderFile<ProbeRecord> PROBES = FolderFile.jsonLines("probes.jsonl", ProbeRecord.class);
    public static final FolderFile<PushRecord> EVENTS = FolderFile.jsonLines("events.jsonl", PushRecord.class);
    /** The fault lines of {@link #EVENTS}: the same file, read into {@link FaultRecord}. */
    public static final FolderFile<FaultRecord> FAULTS = FolderFile.jsonLines(EVENTS.name(), FaultRecord.class);
    public static final FolderFile<CallRow> CALLS = ConsumerFiles.CALLS;
    public static final FolderFile<HistogramRow> HISTOGRAM = ConsumerFiles.HISTOGRAM;
    public static final FolderFile<java.util.Map<String, Object>> METRICS = ConsumerFiles.METRICS;
    public static final FolderFile<LogEvent> GC_LOG = new FolderFile<>("gc.log", FolderFile.Format.TEXT, LogEvent.class, null);
    public static final FolderFile<LogEvent> JFR = new FolderFile<>("consumer.jfr", FolderFile.Format.JFR, LogEvent.class, null);
    public static final FolderFile<String> CONSUMER_LOG = FolderFile.text("consumer.log");
    public static final FolderFile<ConsumerSpec> CONSUMER_SPEC = FolderFile.json("consumer-spec.json", ConsumerSpec.class);
    /** The registries' own figures while the mode ran, a line per registry and sample. */
    public static final FolderFile<org.sdsim.fixtures.meter.RegistrySample> REGISTRY_SAMPLES =
            FolderFile.jsonLines("registry-samples.jsonl", org.sdsim.fixtures.meter.RegistrySample.class);

    /** Every process's CPU time and the machine's at the mode's marks, a line per mark. */
    public static final FolderFile<org.sdsim.simulator.cpu.CpuReading> CPU_SAMPLES =
            FolderFile.jsonLines("cpu-samples.jsonl", org.sdsim.simulator.cpu.CpuReading.class);

    /** The migration rehearsal's lines: rule writes, censuses and transitions ({@link MigrationLines}). */
    public static final FolderFile<RuleWriteRecord> MIGRATION = FolderFile.jsonLines("migration.jsonl", RuleWriteRecord.class);

    /**
     * The consumer's connections twice a second while it measured, read from its /proc: how long after a provider
     * registers again the consumer holds it ({@code summarize.StalenessSummarizer}); a mode without subscribers only.
     */
    public static final FolderFile<ConnectionSample> CONNECTIONS = FolderFile.jsonLines("connections.jsonl",
            ConnectionSample.class);

    /** Every file above, in the order the table lists them. */
    public static final List<FolderFile<?>> FILES = List.of(MODE_SUMMARY, PROBES, EVENTS, CALLS, HISTOGRAM, METRICS,
            GC_LOG, JFR, CONSUMER_LOG, CONSUMER_SPEC, REGISTRY_SAMPLES, CPU_SAMPLES, MIGRATION, CONNECTIONS);

    /** The consumer's own {@code user.home} (Dubbo's registry file cache and metadata live there). */
    public static final String HOME_FOLDER = "home";

    private ModeFolder() {
    }

    /**
     * The file a consumer lifetime writes: {@code file} itself for the mode's first consumer, else
     * the name with {@code -<lifetime>} before its extension ({@code gc-2.log}), so a restarted
     * consumer overwrites nothing of its predecessor's and the GC-log reader does not take it for
     * a rotation ({@code gc.log.0}, ...) of the first.
     */
    public static <T> FolderFile<T> ofLifetime(FolderFile<T> file, int lifetime) {
        if (lifetime <= 1) {
            return file;
        }
        String name = file.name();
        int dot = name.lastIndexOf('.');
        String renamed = dot < 0 ? name + "-" + lifetime : name.substring(0, dot) + "-" + lifetime + name.substring(dot);
        return new FolderFile<>(renamed, file.format(), file.recordType(), file.csvHeader());
    }

    /** A mode's folder in a run folder: named by the mode's id. */
    public static Path of(Path runDir, Mode mode) {
        return runDir.resolve(mode.id());
    }

    /**
     * The folder of one run of a mode: the mode's id for a mode run once (and for the first of its runs), the id
     * and {@value #REPEAT_MARK} with the run's number for the others ({@code interface.r2}).
     */
    public static Path of(Path runDir, Mode mode, Integer repeat) {
        return runDir.resolve(name(mode, repeat));
    }

    /** The name of the folder of one run of a mode ({@link #of(Path, Mode, Integer)}). */
    public static String name(Mode mode, Integer repeat) {
        return repeat == null || repeat <= 1 ? mode.id() : mode.id() + REPEAT_MARK + repeat;
    }

    /** Between a mode's id and its run's number in a folder name. */
    public static final String REPEAT_MARK = ".r";

    /**
     * The name of {@code mode}'s folder as a run folder holds it: its id, or the name an older sdsim
     * gave it ({@code dubbo27} for {@code interface@2.7}) when only that folder is there.
     */
    public static String nameIn(Path runDir, Mode mode) {
        String id = mode.id();
        if (!java.nio.file.Files.isDirectory(runDir.resolve(id)) && mode.equals(Mode.byId(LEGACY_DUBBO27))
                && java.nio.file.Files.isDirectory(runDir.resolve(LEGACY_DUBBO27))) {
            return LEGACY_DUBBO27;
        }
        return id;
    }

    /** The Dubbo 2.7 mode's folder before generations had modules of their own. */
    private static final String LEGACY_DUBBO27 = "dubbo27";
}
