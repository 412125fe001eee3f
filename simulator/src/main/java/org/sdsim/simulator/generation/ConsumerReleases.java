package org.sdsim.simulator.generation;

import org.sdsim.simulator.run.Mode;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What the manifest records about the Dubbo each mode's consumer runs. */
public final class ConsumerReleases {

    private ConsumerReleases() {
    }

    /** mode id → dubbo, generation, module, jvmOptions (option and why), notes. */
    public static Map<String, Object> describe(List<Mode> modes) {
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
            out.put(mode.id(), m);
        }
        return out;
    }
}
