package org.sdsim.simulator.run;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.List;
import java.util.Locale;

/**
 * One consumer run of {@code sdsim run}: a {@link DiscoveryMode} on a Dubbo release, written
 * {@code MODE@VERSION} ({@code interface@2.6}, {@code application@3.0.1}). A bare mode
 * ({@code interface}) runs the newest generation, Dubbo 3.3; {@code dubbo27}, the name of the 2.7
 * mode before generations were modules, still means {@code interface@2.7}.
 *
 * <p>This is the mode as written, checked for syntax only: which Dubbo releases exist, and whether a
 * generation has the discovery asked for, is {@code generation.Generations}' to say (it also
 * rewrites {@code @3.0} to the release it runs, so that ids are canonical once a run starts).
 *
 * @param discovery how the consumer discovers providers
 * @param release   the Dubbo release as written after {@code @}: a generation ({@code 2.7}) or an exact
 *                  version ({@code 3.0.1}); empty for the default consumer
 */
public record Mode(DiscoveryMode discovery, String release) {

    /** The name the Dubbo 2.7 mode had before generations were modules. */
    static final String DUBBO27_ALIAS = "dubbo27";

    /** What {@code sdsim run} runs without --modes. */
    public static final List<Mode> DEFAULTS = List.of(of(DiscoveryMode.BASELINE), of(DiscoveryMode.INTERFACE),
            of(DiscoveryMode.APPLICATION), of(DiscoveryMode.DUAL));

    public Mode {
        java.util.Objects.requireNonNull(discovery, "discovery");
        release = release == null ? "" : release.trim();
    }

    /** {@code discovery} on the default consumer. */
    public static Mode of(DiscoveryMode discovery) {
        return new Mode(discovery, "");
    }

    /** {@code discovery} on {@code release} (a generation or an exact version). */
    public static Mode of(DiscoveryMode discovery, String release) {
        return new Mode(discovery, release);
    }

    /** Whether this runs the default consumer (no {@code @VERSION}). */
    public boolean isDefaultRelease() {
        return release.isEmpty();
    }

    public boolean isBaseline() {
        return discovery == DiscoveryMode.BASELINE;
    }

    /** The same discovery on another release (canonical form, as the catalog resolves it). */
    public Mode onRelease(String canonicalRelease) {
        return new Mode(discovery, canonicalRelease);
    }

    /** {@code interface@2.7}, or {@code interface} for the default consumer: the name in folders and summary.json. */
    @JsonValue
    public String id() {
        return release.isEmpty() ? discovery.id() : discovery.id() + "@" + release;
    }

    @Override
    public String toString() {
        return id();
    }

    /** The mode written as {@code MODE[@VERSION]} (case and spaces ignored), or a {@link UserError} saying what was expected. */
    @JsonCreator
    public static Mode parse(String text) {
        Mode m = byId(text);
        if (m == null) {
            throw new UserError("unknown mode '" + text + "': expected MODE or MODE@VERSION, MODE one of "
                    + String.join(", ", ids()) + " (e.g. interface@2.7, application@3.0.1; " + DUBBO27_ALIAS
                    + " = interface@2.7)");
        }
        return m;
    }

    /** The mode with this id, or null when it is not one (a folder sdsim did not name, a damaged file). */
    public static Mode byId(String text) {
        if (text == null) {
            return null;
        }
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.equals(DUBBO27_ALIAS)) {
            return of(DiscoveryMode.INTERFACE, "2.7");
        }
        int at = t.indexOf('@');
        DiscoveryMode discovery = DiscoveryMode.byId(at < 0 ? t : t.substring(0, at));
        String release = at < 0 ? "" : t.substring(at + 1);
        if (discovery == null || at >= 0 && !release.matches("\\d+(\\.\\d+){1,3}")) {
            return null;
        }
        return new Mode(discovery, release);
    }

    private static List<String> ids() {
        return java.util.Arrays.stream(DiscoveryMode.values()).map(DiscoveryMode::id).toList();
    }
}
