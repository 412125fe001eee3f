package org.sdsim.simulator.plan;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sdsim.consumer.api.RegistrySettings;
import org.sdsim.fixtures.subscriber.SubscriberPattern;
import org.sdsim.simulator.generation.DubboRelease;
import org.sdsim.simulator.generation.GenerationDescriptor;
import org.sdsim.simulator.remedy.AppliedRemedies;
import org.sdsim.simulator.run.Mode;

/**
 * One mode resolved once, where the command line is read ({@link ModePlanner}): the Dubbo release its consumer runs,
 * the remedies it runs with and what they give (registry parameters, JVM options, a JDK, classes), and whom its
 * subscribers impersonate. Everything downstream (the consumer launcher, the subscribers, the manifest, the migration
 * check, {@code sdsim load}) reads the plan and resolves nothing again.
 *
 * <p>The consumer's registry settings are merged here, in one order: sdsim's own {@link RegistrySettings#DEFAULT}
 * (timeout, session, no start-up check: {@code RegistryConfig} properties, not parameters; no registry parameter of
 * its own), then each remedy's registry parameters in the order the mode names them, a later value winning. The
 * consumer JVM receives them whole and sets them as written.
 *
 * @param mode       the mode, canonical, with the run-wide remedies that apply to it appended
 *                   ({@code --file-cache off} makes {@code interface} {@code interface+no-file-cache})
 * @param release    the Dubbo its consumer runs
 * @param remedies   what its remedies do, merged
 * @param notApplied the run-wide remedies that do not apply to this mode, each with why: it runs without them
 */
public record ModePlan(Mode mode, DubboRelease release, AppliedRemedies remedies, List<NotApplied> notApplied) {

    /**
     * A run-wide remedy ({@code --file-cache off}, {@code --notify-delay}) a mode runs without.
     *
     * @param remedy the remedy as written ({@code notify-delay=0s})
     * @param why    why it does not apply ("applies to interface, application, dual on 3.x")
     */
    public record NotApplied(String remedy, String why) {
    }

    public ModePlan {
        notApplied = List.copyOf(notApplied);
    }

    /** The mode's id: its folder's name and its key in summary.json and the manifest. */
    public String id() {
        return mode.id();
    }

    /** The registry settings the consumer JVM sets on every registry, merged as the class comment says. */
    public RegistrySettings registrySettings() {
        return RegistrySettings.DEFAULT.withParameters(remedies.registryParameters());
    }

    /**
     * Whom the mode's subscribers impersonate: its release and discovery, the notify delay its consumer's registry
     * parameters set (Dubbo's own where none does), and what its remedies change in what it asks the registry.
     */
    public SubscriberPattern subscriberPattern() {
        String delay = remedies.registryParameters().get(SubscriberPattern.NOTIFY_DELAY_PARAMETER);
        return new SubscriberPattern(release.version(), mode.discovery().discovery(),
                delay == null ? SubscriberPattern.DEFAULT_NOTIFY_DELAY_MS : Long.parseLong(delay),
                remedies.subscriberChanges());
    }

    /**
     * The manifest's entry for the mode: its Dubbo (version, generation, module, client, the generation's JVM options
     * with why, notes) and, with remedies, what they change and give; the run-wide remedies it runs without, with why.
     */
    public Map<String, Object> describe() {
        GenerationDescriptor d = release.generation().descriptor();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("dubbo", release.version());
        m.put("generation", release.generation().name());
        m.put("module", release.generation().moduleDir().getFileName().toString());
        m.put("client", d.client());
        m.put("jvmOptions", d.jvmOptions());
        m.put("notes", d.notes());
        if (mode.hasRemedies()) {
            m.put("stock", mode.stock().id());
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("written", mode.remedies());
            r.put("changes", remedies.remedies().stream().map(x -> Map.of("name", x.name(), "changes", x.changes(),
                    "source", x.source())).toList());
            r.put("registryParameters", remedies.registryParameters());
            r.put("jvmOptions", remedies.jvmOptions());
            r.put("java", remedies.java());
            r.put("modules", remedies.modules());
            m.put("remedies", r);
        }
        if (!notApplied.isEmpty()) {
            m.put("notApplied", notApplied);
        }
        return m;
    }
}
