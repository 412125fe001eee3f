package org.sdsim.simulator.folder;

import org.sdsim.analyzers.event.LogEvent;
import org.sdsim.consumer.files.FolderFile;

import java.nio.file.Path;

/**
 * The run folder's {@code registries/}: one folder per embedded registry JVM, and the events of
 * all of them.
 *
 * <table>
 * <caption>registries/</caption>
 * <tr><th>file</th><th>record</th><th>written by</th></tr>
 * <tr><td>events.jsonl</td><td>{@link RegistryEvent}</td><td>orchestrator, as it happens</td></tr>
 * <tr><td>&lt;name&gt;/registry.log</td><td>text</td><td>the registry JVM (every start appends)</td></tr>
 * <tr><td>&lt;name&gt;/gc.log, gc-&lt;n&gt;.log</td><td>GC log</td><td>the registry JVM (the n-th start writes its own)</td></tr>
 * <tr><td>&lt;name&gt;/data/</td><td>ZooKeeper snapshots and transaction logs</td><td>the registry JVM; deleted at the end of the run</td></tr>
 * <tr><td>&lt;name&gt;/zoo.cfg</td><td>an ensemble member's quorum config (its peers, its ports)</td><td>orchestrator, before
 * the member first starts; with {@code --ensemble 3} each member has a folder of its own, named zk1.1, zk1.2, ...</td></tr>
 * </table>
 */
public final class RegistryFolder {

    public static final String FOLDER = "registries";
    public static final FolderFile<RegistryEvent> EVENTS = FolderFile.jsonLines("events.jsonl", RegistryEvent.class);
    public static final FolderFile<String> LOG = FolderFile.text("registry.log");
    public static final FolderFile<LogEvent> GC_LOG = new FolderFile<>("gc.log", FolderFile.Format.TEXT, LogEvent.class, null);
    public static final String DATA_FOLDER = "data";
    /** An ensemble member's quorum config, in its own folder (registries/zk1.2/zoo.cfg). */
    public static final FolderFile<String> ZOO_CFG = FolderFile.text("zoo.cfg");

    private RegistryFolder() {
    }

    /** registries/ of a run folder. */
    public static Path root(Path runDir) {
        return runDir.resolve(FOLDER);
    }

    /** One registry's folder, registries/&lt;name&gt;. */
    public static Path of(Path runDir, String name) {
        return root(runDir).resolve(name);
    }

    /** The GC log of a registry's {@code start}-th start (1-based): gc.log, then gc-2.log, ... */
    public static Path gcLog(Path registryDir, int start) {
        return start == 1 ? GC_LOG.in(registryDir) : registryDir.resolve("gc-" + start + ".log");
    }
}
