package org.sdsim.simulator.orchestrator;

import java.io.IOException;

/** What other packages may ask of a JVM profile without seeing its options. */
public final class JvmProfiles {

    private JvmProfiles() {
    }

    /** The profile's -Xmx in MB: what a capacity answer is measured against. */
    public static double maxHeapMb(String profile) throws IOException {
        return JvmProfile.load(profile).maxHeapMb();
    }
}
