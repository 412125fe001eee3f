package org.sdsim.simulator.run;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import org.sdsim.fixtures.capture.FleetHeader;
import org.sdsim.fixtures.capture.FleetStats;

/**
 * A captured fleet to replay in a run ({@code --fleet FILE --scale X --subscribe ...}), checked once
 * before anything starts: the whole file is read (a bad line is exit 2 with its number, not a failure
 * minutes into a run), its digest taken, and the services named by {@code --subscribe} looked up.
 *
 * @param file              the fleet file
 * @param header            its header: where and when it was captured, anonymized or not
 * @param sha256            the file's digest, recorded in the manifest
 * @param scale             how many times the captured providers to replay
 * @param subscription      which services the consumer subscribes to
 * @param capturedProviders provider hosts in the capture
 * @param providerUrls      provider URLs in the capture
 */
public record FleetReplay(Path file, FleetHeader header, String sha256, double scale, Subscription subscription,
                          int capturedProviders, long providerUrls) {

    public FleetReplay {
        if (!(scale > 0) || Double.isInfinite(scale)) {
            throw new UserError("--scale " + scale + ": expected a number above 0, such as 0.5, 1 or 4");
        }
    }

    /** Reads the whole file once (its stats and digest) and checks {@code --subscribe} against it. */
    public static FleetReplay check(Path file, double scale, Subscription subscription) {
        FleetStats.Summary stats = FleetStats.of(file);
        if (stats.providerHosts() == 0) {
            throw new UserError("--fleet " + file + ": the capture holds no provider URL, so there is no provider to replay");
        }
        subscription.check(stats.providerUrlsByService().keySet());
        return new FleetReplay(file, stats.header(), stats.sha256(), scale, subscription, stats.providerHosts(),
                stats.providerUrls());
    }

    /** The same fleet at another scale (a sweep's point). */
    public FleetReplay withScale(double other) {
        return new FleetReplay(file, header, sha256, other, subscription, capturedProviders, providerUrls);
    }

    /** Providers the replay runs: the captured ones times the scale, at least one (as CapturedFleet counts them). */
    public int providers() {
        return Math.max(1, (int) Math.round(capturedProviders * scale));
    }

    /** The manifest's {@code fleet}: the file, its digest and header, the scale and the subscription. */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("source", "captured");
        m.put("file", file.toString());
        m.put("sha256", sha256);
        m.put("header", header);
        m.put("scale", scale);
        m.put("capturedProviders", capturedProviders);
        m.put("providers", providers());
        m.put("capturedProviderUrls", providerUrls);
        m.put("subscribe", subscription.describe());
        return m;
    }
}
