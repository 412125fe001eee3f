package org.sdsim.simulator.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sdsim.fixtures.subscriber.SubscriberPattern;
import org.sdsim.simulator.run.UserError;

/**
 * A mode resolved once into its plan: the run-wide shorthands are the remedies they stand for, applied where they
 * apply and named where they do not; the plan carries the registry settings and the subscribers' pattern whole.
 */
class ModePlannerTest {

    private static ModePlan one(ModePlanner planner, String mode) {
        return planner.plan(List.of(mode)).get(0);
    }

    @Test
    void theFileCacheOffShorthandGivesTheModeAndManifestEntryThatPlusNoFileCacheGives() {
        ModePlan shorthand = one(ModePlanner.installed().runWide(List.of("no-file-cache")), "interface");
        ModePlan written = one(ModePlanner.installed(), "interface+no-file-cache");
        assertEquals(written.mode(), shorthand.mode());
        assertEquals("interface+no-file-cache", shorthand.id());
        assertEquals(written.describe(), shorthand.describe());
        assertEquals(written.registrySettings(), shorthand.registrySettings());
        assertEquals(Map.of("file-cache", "false"), shorthand.registrySettings().parameters());
    }

    @Test
    void aShorthandIsAppliedInEachReleasesOwnFormAndNamedWhereItDoesNotApply() {
        List<ModePlan> plans = ModePlanner.installed().runWide(List.of("no-file-cache", "notify-delay=0s"))
                .plan(List.of("baseline", "interface@2.7", "interface@2.6", "application"));
        assertEquals(List.of("baseline", "interface@2.7+no-file-cache", "interface@2.6+no-file-cache",
                "application+no-file-cache+notify-delay=0s"), plans.stream().map(ModePlan::id).toList());
        assertEquals(Map.of("file.cache", "false"), plans.get(1).registrySettings().parameters());
        assertEquals(Map.of("file", "false"), plans.get(2).registrySettings().parameters());
        assertEquals(List.of("no-file-cache", "notify-delay=0s"),
                plans.get(0).notApplied().stream().map(ModePlan.NotApplied::remedy).toList(), "the baseline runs stock");
        ModePlan.NotApplied delay = plans.get(1).notApplied().get(0);
        assertEquals("notify-delay=0s", delay.remedy());
        assertTrue(delay.why().contains("does not apply to Dubbo 2.7.23"), delay.why());
        assertEquals(List.of(delay), plans.get(1).describe().get("notApplied"), "the manifest says why");
        assertFalse(plans.get(3).describe().containsKey("notApplied"));
    }

    @Test
    void aModeThatNamesTheRemedyItselfKeepsItsOwnValue() {
        ModePlan plan = one(ModePlanner.installed().runWide(List.of("notify-delay=0s")), "interface+notify-delay=30s");
        assertEquals("interface+notify-delay=30s", plan.id());
        assertEquals(Map.of("delay-notification", "30000"), plan.registrySettings().parameters());
        assertEquals("the mode names notify-delay itself", plan.notApplied().get(0).why());
    }

    @Test
    void theSubscribersFollowTheNotifyDelayAndTheReadsThePlanSets() {
        SubscriberPattern stock = one(ModePlanner.installed(), "application").subscriberPattern();
        assertEquals(SubscriberPattern.DEFAULT_NOTIFY_DELAY_MS, stock.notifyDelayMs());
        assertTrue(stock.rereadsApplication());
        SubscriberPattern remedied = one(ModePlanner.installed().runWide(List.of("notify-delay=1500ms")),
                "application+cached-instances").subscriberPattern();
        assertEquals(1500, remedied.notifyDelayMs());
        assertFalse(remedied.rereadsApplication());
        assertEquals("3.3.6", remedied.dubbo());
        assertEquals("application@3.1.4", one(ModePlanner.installed(), "application@3.1.4").subscriberPattern().id());
    }

    @Test
    void twoModesThatTheShorthandMakesOneAreAnErrorThatSaysSo() {
        String message = assertThrows(UserError.class, () -> ModePlanner.installed().runWide(List.of("no-file-cache"))
                .plan(List.of("interface", "interface+no-file-cache"))).getMessage();
        assertTrue(message.contains("--modes: interface+no-file-cache is given twice"), message);
        assertTrue(message.contains("with the run-wide no-file-cache"), message);
        assertThrows(UserError.class, () -> ModePlanner.installed().runWide(List.of("no-such-remedy")));
    }
}
