package org.sdsim.simulator.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** JMH's forks read the host's java.class.path: it names the target's class path for one run only. */
class ForkClassPathTest {

    @Test
    void theClassPathIsTheTargetsDuringTheRunAndThisJvmsAfterEvenWhenTheRunFails() throws Exception {
        String own = System.getProperty("java.class.path");
        assertEquals("/g/classes:/g/lib/dubbo.jar",
                ForkClassPath.during("/g/classes:/g/lib/dubbo.jar", () -> System.getProperty("java.class.path")));
        assertEquals(own, System.getProperty("java.class.path"));
        assertThrows(IllegalStateException.class, () -> ForkClassPath.during("/g/classes", () -> {
            throw new IllegalStateException("JMH failed");
        }));
        assertEquals(own, System.getProperty("java.class.path"));
    }
}
