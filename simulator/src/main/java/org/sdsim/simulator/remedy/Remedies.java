package org.sdsim.simulator.remedy;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.sdsim.simulator.generation.DubboRelease;
import org.sdsim.simulator.run.DurationText;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.UserError;

import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The remedies sdsim knows, read from {@value #CATALOG}: one entry each, data like a generation's
 * descriptor. A new remedy is a new entry there (and, where it overrides a Dubbo class, a small module of
 * its own); nothing here names one.
 */
public final class Remedies {

    static final String CATALOG = "/META-INF/sdsim/remedies.json";

    private static volatile Remedies installed;

    private final List<Remedy> remedies;

    Remedies(List<Remedy> remedies) {
        this.remedies = List.copyOf(remedies);
    }

    /** The catalog this build ships, read once per JVM. */
    public static Remedies installed() {
        Remedies r = installed;
        if (r == null) {
            synchronized (Remedies.class) {
                if (installed == null) {
                    installed = read();
                }
                r = installed;
            }
        }
        return r;
    }

    private static Remedies read() {
        try (InputStream in = Remedies.class.getResourceAsStream(CATALOG)) {
            if (in == null) {
                throw new IllegalStateException("no " + CATALOG + " on the class path");
            }
            return new Remedies(new ObjectMapper().readValue(in, new TypeReference<List<Remedy>>() { }));
        } catch (IOException e) {
            throw new IllegalStateException(CATALOG + ": not a list of remedies: " + e.getMessage(), e);
        }
    }

    public List<Remedy> all() {
        return remedies;
    }

    /** The remedy's name in a remedy as a mode writes it: {@code notify-delay} of {@code notify-delay=30s}. */
    public static String nameOf(String written) {
        int eq = written.indexOf('=');
        return eq < 0 ? written : written.substring(0, eq);
    }

    public Optional<Remedy> byName(String name) {
        return remedies.stream().filter(r -> r.name().equals(name)).findFirst();
    }

    /**
     * What {@code mode}'s remedies do to its consumer on {@code release}, merged in the order written; a
     * one-line user error for an unknown remedy, a value missing or not expected, or a remedy asked of a
     * discovery or release it does not apply to (naming where it does).
     */
    public AppliedRemedies resolve(Mode mode, DubboRelease release) {
        Map<String, String> parameters = new LinkedHashMap<>();
        List<String> jvmOptions = new ArrayList<>();
        List<String> modules = new ArrayList<>();
        Integer java = null;
        String subscriberPattern = null;
        List<Remedy> used = new ArrayList<>();
        for (String written : mode.remedies()) {
            String name = nameOf(written);
            String value = name.length() == written.length() ? null : written.substring(name.length() + 1);
            Remedy remedy = byName(name).orElseThrow(() -> new UserError("mode " + mode.id() + ": no remedy '" + name
                    + "'; the remedies are " + names()));
            if (remedy.takesValue() != (value != null)) {
                throw new UserError("mode " + mode.id() + ": remedy " + name + (remedy.takesValue()
                        ? " needs a value, e.g. " + name + "=30s" : " takes no value"));
            }
            if (!remedy.appliesTo(mode.discovery())) {
                throw new UserError("mode " + mode.id() + ": remedy " + name + " applies to " + remedy.where());
            }
            RemedyEffect effect = remedy.effectOn(release.version()).orElseThrow(() -> new UserError("mode " + mode.id()
                    + ": remedy " + name + " does not apply to Dubbo " + release.version() + "; it applies to "
                    + remedy.where()));
            Map<String, String> values = values(remedy, name, value);
            effect.registryParameters().forEach((k, v) -> parameters.put(k, fill(v, values)));
            effect.jvmOptions().forEach(o -> jvmOptions.add(fill(o, values)));
            if (effect.module() != null) {
                modules.add(effect.module());
            }
            if (effect.java() != null) {
                if (java != null && !java.equals(effect.java())) {
                    throw new UserError("mode " + mode.id() + ": its remedies ask for Java " + java + " and " + effect.java());
                }
                java = effect.java();
            }
            if (remedy.subscriberPattern() != null) {
                if (subscriberPattern != null && !subscriberPattern.equals(remedy.subscriberPattern())) {
                    throw new UserError("mode " + mode.id() + ": its remedies change what the consumer asks the registry "
                            + "in two ways (" + subscriberPattern + ", " + remedy.subscriberPattern() + ")");
                }
                subscriberPattern = remedy.subscriberPattern();
            }
            used.add(remedy);
        }
        return new AppliedRemedies(used, parameters, jvmOptions, java, modules, subscriberPattern);
    }

    /**
     * A one-line user error when {@code --subscribers} would have to impersonate {@code mode}'s consumer and one of
     * its remedies changes what that consumer asks the registry in a way the subscribers do not follow (its
     * descriptor says {@code "subscribersFollow": false}: no remedy of the catalog today, since cached-instances
     * names its own {@code subscriberPattern}).
     */
    public void requireSubscribersFollow(Mode mode) {
        for (String written : mode.remedies()) {
            String name = nameOf(written);
            byName(name).filter(r -> !r.subscribersCanFollow()).ifPresent(r -> {
                throw new UserError("--subscribers: the subscribers do not follow the remedy " + name + " (mode "
                        + mode.id() + "); they would ask the registry what the stock consumer asks. Run it without"
                        + " --subscribers, or run the stock mode with them");
            });
        }
    }

    /** {@code ${value}} and, for a duration, {@code ${ms}}. */
    private static Map<String, String> values(Remedy remedy, String name, String value) {
        if (value == null) {
            return Map.of();
        }
        if (!Remedy.DURATION.equals(remedy.parameter())) {
            return Map.of("value", value);
        }
        Duration d;
        try {
            d = DurationText.parse(value);
        } catch (IllegalArgumentException e) {
            throw new UserError("remedy " + name + "=" + value + ": " + DurationText.EXPECTED);
        }
        return Map.of("value", value, "ms", Long.toString(d.toMillis()));
    }

    private static String fill(String template, Map<String, String> values) {
        String out = template;
        for (Map.Entry<String, String> e : values.entrySet()) {
            out = out.replace("${" + e.getKey() + "}", e.getValue());
        }
        return out;
    }

    private String names() {
        return remedies.stream().map(r -> r.takesValue() ? r.name() + "=<" + r.parameter() + ">" : r.name())
                .collect(Collectors.joining(", "));
    }

    /** One line per remedy for {@code --help}: the name, what it changes and where it applies. */
    public List<String> helpLines() {
        return remedies.stream().map(r -> (r.takesValue() ? r.name() + "=<" + r.parameter() + ">" : r.name()) + ": "
                + r.changes() + " (" + r.where() + ")").toList();
    }
}
