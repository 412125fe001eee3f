package org.sdsim.simulator.run;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.List;
import java.util.Locale;

/**
 * One consumer run of {@code sdsim run}: a {@link DiscoveryMode} on a Dubbo release, with any
 * remedies, written {@code MODE[@VERSION][+REMEDY...]} ({@code interface@2.6}, {@code application@3.0.1},
 * {@code application+cached-instances}, {@code interface+notify-delay=30s}). A bare mode
 * ({@code interface}) runs the newest generation, Dubbo 3.3; {@code dubbo27}, the name of the 2.7
 * mode before generations were modules, still means {@code interface@2.7}.
 *
 * <p>This is the mode as written, checked for syntax only: which Dubbo releases exist, and whether a
 * generation has the discovery asked for, is {@code generation.Generations}' to say (it also
 * rewrites {@code @3.0} to the release it runs, so that ids are canonical once a run starts); which
 * remedies exist and where they apply is {@code remedy.Remedies}'.
 *
 * @param discovery how the consumer discovers providers
 * @param release   the Dubbo release as written after {@code @}: a generation ({@code 2.7}) or an exact
 *                  version ({@code 3.0.1}); empty for the default consumer
 * @param remedies  the remedies the consumer runs with, as written after each {@code +} ({@code cached-instances},
 *                  {@code notify-delay=30s}); empty for the stock consumer
 */
public record Mode(DiscoveryMode discovery, String release, List<String> remedies) {

    /** The name the Dubbo 2.7 mode had before generations were modules. */
    static final String DUBBO27_ALIAS = "dubbo27";

    /** What {@code sdsim run} runs without --modes. */
    public static final List<Mode> DEFAULTS = List.of(of(DiscoveryMode.BASELINE), of(DiscoveryMode.INTERFACE),
            of(DiscoveryMode.APPLICATION), of(DiscoveryMode.DUAL));

    /** What a remedy looks like as written: a name, and a value after {@code =} for those that take one. */
    private static final String REMEDY_SYNTAX = "[a-z0-9][a-z0-9-]*(=[a-z0-9.]+)?";

    public Mode {
        java.util.Objects.requireNonNull(discovery, "discovery");
        release = release == null ? "" : release.trim();
        remedies = remedies == null ? List.of() : List.copyOf(remedies);
    }

    /** The stock consumer: {@code discovery} on {@code release}, no remedy. */
    public Mode(DiscoveryMode discovery, String release) {
        this(discovery, release, List.of());
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

    /** The same discovery and remedies on another release (canonical form, as the catalog resolves it). */
    public Mode onRelease(String canonicalRelease) {
        return new Mode(discovery, canonicalRelease, remedies);
    }

    /** The same mode with one more remedy, as written after a further {@code +}. */
    public Mode withRemedy(String written) {
        List<String> more = new java.util.ArrayList<>(remedies);
        more.add(written);
        return new Mode(discovery, release, more);
    }

    /** The same mode without the last of its remedies: what that remedy adds to. */
    public Mode withoutLastRemedy() {
        return remedies.isEmpty() ? this : new Mode(discovery, release, remedies.subList(0, remedies.size() - 1));
    }

    /** Whether the consumer runs with a remedy. */
    public boolean hasRemedies() {
        return !remedies.isEmpty();
    }

    /** The same discovery on the same release without remedies: the stock mode a remedy is measured against. */
    public Mode stock() {
        return new Mode(discovery, release);
    }

    /**
     * {@code interface@2.7}, {@code interface} for the default consumer, {@code application+cached-instances}
     * with a remedy: the name in folders and summary.json.
     */
    @JsonValue
    public String id() {
        String base = release.isEmpty() ? discovery.id() : discovery.id() + "@" + release;
        return remedies.isEmpty() ? base : base + "+" + String.join("+", remedies);
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
            throw new UserError("unknown mode '" + text + "': expected MODE[@VERSION][+REMEDY...], MODE one of "
                    + String.join(", ", ids()) + " (e.g. interface@2.7, application@3.0.1, application+cached-instances; "
                    + DUBBO27_ALIAS + " = interface@2.7)");
        }
        return m;
    }

    /** The mode with this id, or null when it is not one (a folder sdsim did not name, a damaged file). */
    public static Mode byId(String text) {
        if (text == null) {
            return null;
        }
        String[] parts = text.trim().toLowerCase(Locale.ROOT).split("\\+", -1);
        List<String> remedies = List.of(parts).subList(1, parts.length);
        if (!remedies.stream().allMatch(r -> r.matches(REMEDY_SYNTAX))) {
            return null;
        }
        String t = parts[0];
        if (t.equals(DUBBO27_ALIAS)) {
            return new Mode(DiscoveryMode.INTERFACE, "2.7", remedies);
        }
        int at = t.indexOf('@');
        DiscoveryMode discovery = DiscoveryMode.byId(at < 0 ? t : t.substring(0, at));
        String release = at < 0 ? "" : t.substring(at + 1);
        if (discovery == null || at >= 0 && !release.matches("\\d+(\\.\\d+){1,3}")) {
            return null;
        }
        return new Mode(discovery, release, remedies);
    }

    private static List<String> ids() {
        return java.util.Arrays.stream(DiscoveryMode.values()).map(DiscoveryMode::id).toList();
    }
}
