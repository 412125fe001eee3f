package org.sdsim.simulator.folder;

import org.sdsim.consumer.files.FolderFile;

import java.nio.file.Path;
import java.util.List;
import org.sdsim.simulator.provider.ProviderSpec;
import org.sdsim.simulator.folder.RunManifest;
import org.sdsim.simulator.summary.RunSummary;

/**
 * Every file at the top of a run folder, each with its one writer and the record it is read
 * into; the mode folders inside are {@link ModeFolder}. Nothing else spells these names.
 *
 * <table>
 * <caption>Run folder</caption>
 * <tr><th>file</th><th>record</th><th>written by</th></tr>
 * <tr><td>manifest.json</td><td>{@link RunManifest}</td><td>orchestrator, at start and as facts arrive</td></tr>
 * <tr><td>summary.json</td><td>{@link RunSummary}</td><td>orchestrator, at every phase change and probe (a partial
 * entry for the running mode) and after every mode; write, then rename</td></tr>
 * <tr><td>hosts</td><td>text (host name → 127.0.0.1)</td><td>orchestrator ({@code HostsFile})</td></tr>
 * <tr><td>provider-spec.json</td><td>{@link ProviderSpec}</td><td>orchestrator, before the provider starts</td></tr>
 * <tr><td>provider.log</td><td>text</td><td>the provider JVM's stdout and stderr</td></tr>
 * <tr><td>sdsim.jfc</td><td>JFR settings (XML)</td><td>orchestrator ({@code JvmProfile})</td></tr>
 * <tr><td>report.html, summary.md, *.svg</td><td>text</td><td>{@code sdsim report} (also at the end of a run)</td></tr>
 * <tr><td>&lt;mode id&gt;/</td><td>{@link ModeFolder}</td><td>one per mode</td></tr>
 * <tr><td>registries/</td><td>{@link RegistryFolder}</td><td>the embedded registries' JVMs and the orchestrator</td></tr>
 * </table>
 */
public final class RunFolder {
    public static final FolderFile<RunManifest> MANIFEST = FolderFile.json("manifest.json", RunManifest.class);
    public static final FolderFile<RunSummary> SUMMARY = FolderFile.json("summary.json", RunSummary.class);
    public static final FolderFile<String> HOSTS = FolderFile.text("hosts");
    public static final FolderFile<ProviderSpec> PROVIDER_SPEC = FolderFile.json("provider-spec.json", ProviderSpec.class);
    public static final FolderFile<String> PROVIDER_LOG = FolderFile.text("provider.log");
    /** The JFR settings every consumer records with (copied out of the jvm-profiles jar). */
    public static final FolderFile<String> JFR_SETTINGS = FolderFile.text("sdsim.jfc");
    public static final FolderFile<String> REPORT = FolderFile.text("report.html");
    public static final FolderFile<String> SUMMARY_MD = FolderFile.text("summary.md");

    /** Every file above. */
    public static final List<FolderFile<?>> FILES = List.of(MANIFEST, SUMMARY, HOSTS, PROVIDER_SPEC, PROVIDER_LOG, JFR_SETTINGS,
            REPORT, SUMMARY_MD);

    /** The provider's own {@code user.home}. */
    public static final String PROVIDER_HOME_FOLDER = "provider-home";

    private RunFolder() {
    }

    /**
     * A run folder as the manifest and the report record it: relative to the working directory (the
     * project root, where ./sdsim is run) when it lies inside it, so that a committed report names
     * {@code runs/soak2h} and not the machine it ran on; elsewhere absolute, as it was given.
     */
    public static String shown(Path dir) {
        Path here = Path.of("").toAbsolutePath().normalize();
        Path absolute = dir.toAbsolutePath().normalize();
        return absolute.startsWith(here) && !absolute.equals(here) ? here.relativize(absolute).toString()
                : dir.isAbsolute() ? absolute.toString() : dir.normalize().toString();
    }
}
