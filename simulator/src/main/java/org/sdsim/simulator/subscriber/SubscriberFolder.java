package org.sdsim.simulator.subscriber;

import org.sdsim.consumer.files.FolderFile;
import org.sdsim.fixtures.subscriber.FleetHealth;
import org.sdsim.fixtures.subscriber.PushFanout;
import org.sdsim.fixtures.subscriber.SubscriberRecovery;

import java.nio.file.Path;
import java.util.List;

/**
 * A subscriber process's folder: {@code <mode>/subscribers/} in a run, or the {@code --out} of
 * {@code sdsim load} on another machine.
 *
 * <table>
 * <caption>subscribers/</caption>
 * <tr><th>file</th><th>record</th><th>written by</th></tr>
 * <tr><td>spec.json</td><td>{@link SubscriberSpec}</td><td>whoever starts the process</td></tr>
 * <tr><td>pushes.jsonl</td><td>{@link PushFanout}</td><td>the subscriber process, per push</td></tr>
 * <tr><td>sessions.json</td><td>{@link SubscriberSessions}</td><td>the subscriber process, once every subscriber is ready,
 * and again when one replaced an expired session</td></tr>
 * <tr><td>reconnects.jsonl</td><td>{@link SubscriberRecovery}</td><td>the subscriber process, when a subscriber's session
 * drops and when it holds the fleet again</td></tr>
 * <tr><td>progress.json</td><td>{@code SubscribersReply} (consumer-api)</td><td>the subscriber process, whenever its
 * subscribers' state changed when asked for it (every half second while they subscribe): what the live view shows</td></tr>
 * <tr><td>status.json</td><td>{@code SubscribersReply} (consumer-api)</td><td>the subscriber process, when it stops</td></tr>
 * <tr><td>health.json</td><td>{@link FleetHealth}</td><td>the subscriber process, when it stops: its round trips
 * and lane backlog</td></tr>
 * <tr><td>subscribers.log</td><td>text</td><td>the subscriber JVM's stderr</td></tr>
 * <tr><td>gc.log</td><td>GC log</td><td>the subscriber JVM</td></tr>
 * </table>
 */
public final class SubscriberFolder {

    public static final String FOLDER = "subscribers";
    public static final FolderFile<SubscriberSpec> SPEC = FolderFile.json("spec.json", SubscriberSpec.class);
    public static final FolderFile<PushFanout> PUSHES = FolderFile.jsonLines("pushes.jsonl", PushFanout.class);
    public static final FolderFile<SubscriberSessions> SESSIONS = FolderFile.json("sessions.json", SubscriberSessions.class);
    public static final FolderFile<SubscriberRecovery> RECONNECTS =
            FolderFile.jsonLines("reconnects.jsonl", SubscriberRecovery.class);
    public static final FolderFile<org.sdsim.consumer.api.SubscribersReply> STATUS =
            FolderFile.json("status.json", org.sdsim.consumer.api.SubscribersReply.class);
    public static final FolderFile<org.sdsim.consumer.api.SubscribersReply> PROGRESS =
            FolderFile.json("progress.json", org.sdsim.consumer.api.SubscribersReply.class);
    public static final FolderFile<FleetHealth> HEALTH = FolderFile.json("health.json", FleetHealth.class);
    public static final FolderFile<String> LOG = FolderFile.text("subscribers.log");
    public static final FolderFile<String> GC_LOG = FolderFile.text("gc.log");

    public static final List<FolderFile<?>> FILES = List.of(SPEC, PUSHES, SESSIONS, RECONNECTS, PROGRESS, STATUS, HEALTH, LOG, GC_LOG);

    private SubscriberFolder() {
    }

    public static Path of(Path modeDir) {
        return modeDir.resolve(FOLDER);
    }
}
