package org.sdsim.simulator.orchestrator;

import org.sdsim.consumer.api.ConsumerSpec;
import org.sdsim.fixtures.fleet.RegistryLayout;
import org.sdsim.fixtures.meter.RegistryMeter;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The run's registry meters, one per registry (zk1, zk2, ...), split once, when the registries are
 * up, into those whose figures the run may read and those it may not, with why: an external
 * ensemble that refuses the four-letter words has its figures n/a, and the run goes on.
 *
 * @param available   meters to sample, in registry order
 * @param unavailable registry label → why its figures are n/a
 */
record RunMeters(List<RegistryMeter> available, Map<String, String> unavailable) {

    static final RunMeters NONE = new RunMeters(List.of(), Map.of());

    /** Checks every registry once and says on the console, one line each, which ones cannot be read. */
    static RunMeters check(List<String> connectStrings, RegistryLayout layout, Progress progress) {
        return check(connectStrings, layout, progress, Map.of());
    }

    /**
     * As {@link #check(List, RegistryLayout, Progress)}, each member sample of the ensembles the run starts naming the
     * member's process ({@code memberPids}: registry label → each member's pid, in connect-string order).
     */
    static RunMeters check(List<String> connectStrings, RegistryLayout layout, Progress progress,
            Map<String, List<LongSupplier>> memberPids) {
        List<RegistryMeter> ok = new ArrayList<>();
        Map<String, String> refused = new LinkedHashMap<>();
        for (int i = 0; i < connectStrings.size(); i++) {
            String label = ConsumerSpec.registryLabel(i);
            RegistryMeter meter = RegistryMeter.of(label, connectStrings.get(i), layout);
            if (memberPids.containsKey(label)) {
                meter = meter.withMemberPids(memberPids.get(label));
            }
            String why = meter.availability();
            if (why == null) {
                ok.add(meter);
                if (meter.detailNote() != null) {
                    progress.say("sdsim: registry " + meter.label() + ": " + meter.detailNote());
                }
            } else {
                refused.put(meter.label(), why);
                progress.say("sdsim: registry " + meter.label() + " figures n/a: " + why);
            }
        }
        return new RunMeters(List.copyOf(ok), Map.copyOf(refused));
    }

    /** The meter of registry {@code label} (zk1, ...); null when its figures cannot be read. */
    RegistryMeter meter(String label) {
        return available.stream().filter(m -> m.label().equals(label)).findFirst().orElse(null);
    }
}
