package org.sdsim.simulator.orchestrator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.simulator.run.UserError;

class JvmProfileTest {

    @Test
    void theFixedHeapProfileIsThePublishedContainerPlusXmsEqualToXmx() throws Exception {
        JvmProfile growing = JvmProfile.load("consumer-1c2g");
        JvmProfile fixed = JvmProfile.load("consumer-1c2g-fixed");
        List<String> expected = new ArrayList<>(growing.options());
        expected.add("-Xms768m");
        assertEquals(expected, fixed.options());
        assertTrue(fixed.fixedHeap());
        assertFalse(growing.fixedHeap());
    }

    @Test
    void everyListedConsumerProfileLoadsWithAHeapLimitAndAGcLog() throws Exception {
        for (String name : JvmProfile.CONSUMER_PROFILES) {
            JvmProfile p = JvmProfile.load(name);
            assertTrue(p.options().contains("-Xmx768m"), name);
            assertTrue(p.options().stream().anyMatch(o -> o.startsWith("-Xlog:gc")), name);
            assertTrue(p.options().stream().noneMatch(o -> o.startsWith("@")), name + " left an include unresolved");
        }
    }

    @Test
    void anUnknownProfileIsAUserErrorThatListsTheKnownOnes() {
        UserError e = assertThrows(UserError.class, () -> JvmProfile.load("nope"));
        assertTrue(e.getMessage().contains("consumer-1c2g-fixed"), e.getMessage());
    }
}
