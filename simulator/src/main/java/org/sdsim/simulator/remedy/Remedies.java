package org.sdsim.simulator.remedy;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.sdsim.fixtures.subscriber.SubscriberPattern;
import org.sdsim.simulator.generation.DubboRelease;
import org.sdsim.simulator.run.DiscoveryMode;
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
        boolean instancesFromCache = false;
        List<Remedy> used = new ArrayList<>();
        for (String written : mode.remedies()) {
            String name = nameOf(written);
            String value = name.length() == written.length() ? null : written.substring(name.length() + 1);
            Remedy remedy = known(written, "mode " + mode.id());
            whyNot(written, mode.discovery(), release.version()).ifPresent(why -> {
                throw new UserError("mode " + mode.id() + ": remedy " + name + " " + why);
            });
            RemedyEffect effect = remedy.effectOn(release.version()).orElseThrow();
            Map<String, String> values = values(remedy, name, value);
            effect.registryParameters().forEach((k, v) -> parameters.put(k, fill(v, values)));
            effect.jvmOptions().stream().map(o -> fill(o, values)).filter(o -> !jvmOptions.contains(o))
                    .forEach(jvmOptions::add); // two remedies that need one option give it once
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
                instancesFromCache |= remedy.subscriberPattern().instancesFromCache();
            }
            used.add(remedy);
        }
        return new AppliedRemedies(used, parameters, jvmOptions, java, modules,
                new SubscriberPattern.Changes(instancesFromCache));
    }

    /**
     * The catalogue's remedy of a remedy as written ({@code notify-delay=30s}), with its value checked; a user error
     * that names {@code where} for an unknown remedy, or a value missing, not expected or malformed.
     */
    public Remedy known(String written, String where) {
        String name = nameOf(written);
        String value = name.length() == written.length() ? null : written.substring(name.length() + 1);
        Remedy remedy = byName(name).orElseThrow(() -> new UserError(where + ": no remedy '" + name
                + "'; the remedies are " + names()));
        if (remedy.takesValue() != (value != null)) {
            throw new UserError(where + ": remedy " + name + (remedy.takesValue()
                    ? " needs a value, e.g. " + name + "=30s" : " takes no value"));
        }
        values(remedy, name, value);
        return remedy;
    }

    /**
     * Why the remedy as written ({@code no-file-cache}) does not apply to {@code discovery} on Dubbo {@code version}
     * ("applies to interface, application, dual on 3.x"); empty where it applies. The remedy must be known.
     */
    public Optional<String> whyNot(String written, DiscoveryMode discovery, String version) {
        Remedy remedy = byName(nameOf(written)).orElseThrow(() -> new IllegalArgumentException("no remedy " + written));
        if (!remedy.appliesTo(discovery)) {
            return Optional.of("applies to " + remedy.where());
        }
        if (remedy.effectOn(version).isEmpty()) {
            return Optional.of("does not apply to Dubbo " + version + "; it applies to " + remedy.where());
        }
        return Optional.empty();
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
