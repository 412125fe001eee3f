package org.sdsim.simulator.orchestrator;

import org.sdsim.simulator.generation.DubboRelease;
import org.sdsim.simulator.generation.Generations;
import org.sdsim.simulator.remedy.AppliedRemedies;
import org.sdsim.simulator.remedy.Remedies;
import org.sdsim.simulator.run.Mode;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What the manifest records about the Dubbo each mode's consumer runs, and the remedies it runs with. */
final class ConsumerReleases {

    private ConsumerReleases() {
    }

    /** mode id → dubbo, generation, module, jvmOptions (option and why), notes; and with remedies, what they do. */
    static Map<String, Object> describe(List<Mode> modes) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (Mode mode : modes) {
            DubboRelease r = Generations.installed().resolve(mode);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("dubbo", r.version());
            m.put("generation", r.generation().name());
            m.put("module", r.generation().moduleDir().getFileName().toString());
            m.put("client", r.generation().descriptor().client());
            m.put("jvmOptions", r.generation().descriptor().jvmOptions());
            m.put("notes", r.generation().descriptor().notes());
            if (mode.hasRemedies()) {
                m.put("stock", mode.stock().id());
                m.put("remedies", remedies(mode, r));
            }
            out.put(mode.id(), m);
        }
        return out;
    }

    private static Map<String, Object> remedies(Mode mode, DubboRelease release) {
        AppliedRemedies applied = Remedies.installed().resolve(mode, release);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("written", mode.remedies());
        m.put("changes", applied.remedies().stream().map(x -> Map.of("name", x.name(), "changes", x.changes(),
                "source", x.source())).toList());
        m.put("registryParameters", applied.registryParameters());
        m.put("jvmOptions", applied.jvmOptions());
        m.put("java", applied.java());
        m.put("modules", applied.modules());
        return m;
    }
}
