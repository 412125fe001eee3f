package org.sdsim.simulator.verdict;

import org.sdsim.simulator.summary.RegistryRow;
import org.sdsim.simulator.summary.SubscriberFigures;

import org.sdsim.simulator.summary.ModeSummary;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The registry side's published claims beside what one run measured. Each measured figure is a change
 * of application level against interface level, in percent, and says plainly what it is:
 * <ul>
 * <li>transmission: "a 90 % reduction in data transmission volume between nodes and the registration
 * center" (ICBC's practice article, dubbo.apache.org blog, 2023-01-15), measured as the bytes the registry
 * sent per address push and subscribing client, application against interface level on the same Dubbo
 * (one comparison per Dubbo release that ran both);</li>
 * <li>data volume: "registry data volume down by more than 90 %" (Alibaba's Dubbo 3.0 write-ups), measured
 * from what the registrar wrote into one registry (the manifest's {@code fleet.dataVolume}): the provider
 * URL nodes interface-level consumers read against the instances, metadata and mapping application-level
 * consumers read.</li>
 * </ul>
 */
public final class RegistryClaims {

    /** What the published articles say, as the report quotes them. */
    public static final String TRANSMISSION_CLAIM =
            "90 % reduction in data transmission volume between nodes and the registration center";
    public static final String TRANSMISSION_SOURCE = "ICBC practice article, dubbo.apache.org blog, 2023-01-15";
    public static final String VOLUME_CLAIM = "registry data volume down by more than 90 %";
    public static final String VOLUME_SOURCE = "Alibaba's Dubbo 3.0 write-ups";
    public static final double PUBLISHED_PERCENT = -90.0;

    private static final double MB = 1024.0 * 1024.0;

    /**
     * One published claim and its measurement.
     *
     * @param claim           the published words
     * @param source          where they were published
     * @param publishedPercent the published change (-90)
     * @param measuredBy      which figures of this run measure it ("application (3.3.6) against interface (3.3.6)"),
     *                        or null when the run cannot
     * @param measuredPercent application against interface level, in percent; null when not measured
     * @param application     the application-level figure, in {@code unit}; null when not measured
     * @param interfaceLevel  the interface-level figure, in {@code unit}
     * @param unit            what the two figures are in ("KB per push and client", "MB in one registry")
     * @param what            what the measured number is, in a sentence; or why there is none
     */
    public record Claim(String claim, String source, double publishedPercent, String measuredBy, Double measuredPercent,
            Double application, Double interfaceLevel, String unit, String what) {

        /** "−11.4 %" or "n/a". */
        public String measuredText() {
            return measuredPercent == null ? "n/a" : percent(measuredPercent);
        }

        /** "15,025 against 16,928 KB per push and client", or null when not measured. */
        public String figuresText() {
            if (application == null || interfaceLevel == null) {
                return null;
            }
            double larger = Math.max(Math.abs(application), Math.abs(interfaceLevel));
            int decimals = larger >= 100 ? 0 : larger >= 10 ? 1 : 2;
            String f = "%,." + decimals + "f";
            return String.format(Locale.ROOT, f + " against " + f + " %s", application, interfaceLevel, unit);
        }
    }

    private RegistryClaims() {
    }

    /** The claims with the data volume from a run's manifest.json ({@code fleet.dataVolume}; n/a without it). */
    public static List<Claim> of(List<ModeSummary> modes, com.fasterxml.jackson.databind.JsonNode manifest) {
        var volume = manifest == null ? com.fasterxml.jackson.databind.node.MissingNode.getInstance()
                : manifest.path("fleet").path("dataVolume");
        return of(modes, bytes(volume.path("interfaceLevelBytes")), bytes(volume.path("applicationLevelBytes")));
    }

    /**
     * The claims measured on one run's modes.
     *
     * @param interfaceLevelBytes   fleet.dataVolume.interfaceLevelBytes, or null (a manifest written before it)
     * @param applicationLevelBytes fleet.dataVolume.applicationLevelBytes, or null
     */
    public static List<Claim> of(List<ModeSummary> modes, Long interfaceLevelBytes, Long applicationLevelBytes) {
        List<Claim> out = new ArrayList<>(transmission(modes));
        out.add(dataVolume(interfaceLevelBytes, applicationLevelBytes));
        return out;
    }

    /** One claim per Dubbo release that ran both an application- and an interface-level mode. */
    static List<Claim> transmission(List<ModeSummary> modes) {
        Map<String, ModeSummary[]> byDubbo = new LinkedHashMap<>();
        for (ModeSummary m : modes) {
            // the published claims are about stock Dubbo: a remedied mode is compared with its stock mode instead
            if (m.mode() == null || m.dubbo() == null || m.mode().hasRemedies()) {
                continue;
            }
            int side = switch (m.discovery()) {
                case "application" -> 0;
                case "interface" -> 1;
                default -> -1;
            };
            if (side >= 0) {
                ModeSummary[] pair = byDubbo.computeIfAbsent(m.dubbo(), d -> new ModeSummary[2]);
                if (pair[side] == null) {
                    pair[side] = m;
                }
            }
        }
        List<Claim> out = new ArrayList<>();
        for (ModeSummary[] pair : byDubbo.values()) {
            if (pair[0] == null || pair[1] == null) {
                continue;
            }
            String by = pair[0].label() + " against " + pair[1].label();
            String incomplete = incomplete(pair[0]) != null ? incomplete(pair[0]) : incomplete(pair[1]);
            if (incomplete != null) {
                out.add(new Claim(TRANSMISSION_CLAIM, TRANSMISSION_SOURCE, PUBLISHED_PERCENT, by, null, null, null, null,
                        "n/a: " + incomplete));
                continue;
            }
            RegistryRow app = RegistryRow.of(pair[0]);
            RegistryRow itf = RegistryRow.of(pair[1]);
            Double a = app == null ? null : app.perPush().kbPerClient();
            Double i = itf == null ? null : itf.perPush().kbPerClient();
            if (a == null || i == null || i <= 0) {
                out.add(new Claim(TRANSMISSION_CLAIM, TRANSMISSION_SOURCE, PUBLISHED_PERCENT, by, null, null, null, null,
                        "n/a: " + (app == null || itf == null ? "the run read no registry figures for "
                                + (app == null ? pair[0].label() : pair[1].label())
                                : "no bytes per push for " + (a == null ? pair[0].label() : pair[1].label())
                                + " (no push in its span, or its registries' figures are n/a)")));
                continue;
            }
            out.add(new Claim(TRANSMISSION_CLAIM, TRANSMISSION_SOURCE, PUBLISHED_PERCENT, by, change(a, i), a, i,
                    "KB per push and client",
                    "the bytes each registry sent (its replies and watch notifications) per address push and subscribing"
                            + " client, mean over the registries, same Dubbo; the replies to the registrar's own writes"
                            + " are taken out (the registrar counts them), as is the server's quiet rate"));
        }
        if (out.isEmpty()) {
            out.add(new Claim(TRANSMISSION_CLAIM, TRANSMISSION_SOURCE, PUBLISHED_PERCENT, null, null, null, null, null,
                    "not measured: the run has no application- and interface-level mode on the same Dubbo"));
        }
        return out;
    }

    /** Why the mode's pushes were not completed by every subscribing client; null when they were ({@link Completeness}). */
    public static String incomplete(ModeSummary m) {
        return Completeness.whyNot(m);
    }

    static Claim dataVolume(Long interfaceLevelBytes, Long applicationLevelBytes) {
        if (interfaceLevelBytes == null || applicationLevelBytes == null || interfaceLevelBytes <= 0) {
            return new Claim(VOLUME_CLAIM, VOLUME_SOURCE, PUBLISHED_PERCENT, null, null, null, null, null,
                    "n/a: manifest.json has no fleet.dataVolume (a run written before sdsim recorded what each layout"
                            + " weighs)");
        }
        double a = applicationLevelBytes / MB;
        double i = interfaceLevelBytes / MB;
        return new Claim(VOLUME_CLAIM, VOLUME_SOURCE, PUBLISHED_PERCENT, "the fleet's two layouts in one registry",
                change(applicationLevelBytes, interfaceLevelBytes), a, i, "MB in one registry",
                "the paths and data the registrar wrote into one registry: the instances, metadata and mapping"
                        + " application-level consumers read, against the provider URL nodes interface-level consumers"
                        + " read (manifest.json, fleet.dataVolume)");
    }

    private static double change(double application, double interfaceLevel) {
        return (application / interfaceLevel - 1) * 100;
    }

    /** "−90 %", "+3.5 %": one decimal, a real minus sign. */
    public static String percent(double p) {
        String s = String.format(Locale.ROOT, "%+.1f %%", p);
        return s.startsWith("-") ? "\u2212" + s.substring(1) : s;
    }

    /** Whether any claim was measured (the report then draws the claims table even without other figures). */
    public static boolean anyMeasured(List<Claim> claims) {
        return claims.stream().map(Claim::measuredPercent).anyMatch(Objects::nonNull);
    }

    /** A manifest's byte count; null where it is missing or no whole number. */
    private static Long bytes(com.fasterxml.jackson.databind.JsonNode v) {
        return v.canConvertToLong() ? v.asLong() : null;
    }
}
