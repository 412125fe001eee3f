package org.sdsim.simulator.status;

import org.sdsim.consumer.api.SubscribersReply;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.Problems;
import org.sdsim.simulator.subscriber.SubscriberFolder;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a mode's subscribers (--subscribers) stand, from their folder: the last progress.json the
 * subscriber process wrote (or status.json once it stopped), else only the target its spec.json sets.
 *
 * @param target     subscribers it runs, every registry together
 * @param ready      of which have subscribed; null before the process said
 * @param lost       of which lost their session; null before the process said
 * @param stopped    whether the process has stopped (status.json is written)
 * @param allReady   whether every one has subscribed (sessions.json is written)
 */
public record SubscribersNow(int target, Integer ready, Integer lost, boolean stopped, boolean allReady) {

    /** Null when the mode runs no subscribers (no subscriber folder, or no spec in it yet). */
    public static SubscribersNow read(Path modeDir, Problems problems) {
        Path dir = SubscriberFolder.of(modeDir);
        if (!Files.isDirectory(dir)) {
            return null;
        }
        SubscribersReply status = JsonFiles.readObject(dir, SubscriberFolder.STATUS, "subscribers/", problems, false);
        SubscribersReply progress = status != null ? status
                : JsonFiles.readObject(dir, SubscriberFolder.PROGRESS, "subscribers/", problems, false);
        boolean allReady = Files.exists(SubscriberFolder.SESSIONS.in(dir));
        if (progress != null) {
            return new SubscribersNow(progress.target(), progress.ready(), progress.lost(), status != null,
                    allReady || progress.allReady());
        }
        // only the target is needed from the spec: read as a tree, so that a spec of another sdsim still says it
        var spec = JsonFiles.readTree(SubscriberFolder.SPEC.in(dir), "subscribers/" + SubscriberFolder.SPEC.name(), problems,
                false);
        Double perRegistry = JsonFiles.number(spec, "perRegistry");
        if (perRegistry == null) {
            return null;
        }
        return new SubscribersNow(perRegistry.intValue() * Math.max(1, spec.path("registries").size()), null, null, false,
                allReady);
    }
}
