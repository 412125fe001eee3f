package org.sdsim.simulator.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.simulator.folder.ModeFolder;

/** Repeated runs are interleaved, so that no mode always runs first or last, and each run has a folder of its own. */
class ModeRunTest {

    @Test
    void eachRoundStartsOneModeFurtherOn() {
        List<ModePlan> plans = ModePlanner.installed().plan(List.of("interface", "application", "dual"));
        List<ModeRun> schedule = ModeRun.schedule(plans, 3);
        assertEquals(List.of("interface 1", "application 1", "dual 1", "application 2", "dual 2", "interface 2",
                "dual 3", "interface 3", "application 3"),
                schedule.stream().map(r -> r.plan().id() + " " + r.repeat()).toList());
        assertEquals("dual, run 3 of 3", schedule.get(6).tag());
        assertEquals(3, schedule.get(6).repeatNumber());
    }

    @Test
    void aModeRunOnceKeepsItsFolderAndHasNoRepeatNumber() {
        List<ModeRun> once = ModeRun.schedule(ModePlanner.installed().plan(List.of("interface")), 1);
        assertEquals(1, once.size());
        assertNull(once.get(0).repeatNumber());
        assertEquals("interface", once.get(0).tag());
        Path run = Path.of("runs", "x");
        assertEquals(run.resolve("interface"), ModeFolder.of(run, once.get(0).plan().mode(), null));
        assertEquals(run.resolve("interface"), ModeFolder.of(run, once.get(0).plan().mode(), 1));
        assertEquals(run.resolve("interface.r2"), ModeFolder.of(run, once.get(0).plan().mode(), 2));
    }
}
