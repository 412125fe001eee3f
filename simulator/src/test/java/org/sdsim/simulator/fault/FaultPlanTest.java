package org.sdsim.simulator.fault;

import org.junit.jupiter.api.Test;
import org.sdsim.simulator.run.UserError;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** --fault values into a FaultPlan, and one clear line for each kind of bad value. */
class FaultPlanTest {

    private static final List<String> TWO = List.of("zk1", "zk2");

    private static FaultPlan plan(String... specs) {
        return FaultPlan.parse(List.of(specs), TWO);
    }

    private static String error(String spec) {
        return assertThrows(UserError.class, () -> plan(spec)).getMessage();
    }

    @Test
    void theIssuesExampleParsesIntoFiveFaultsInTimeOrder() {
        FaultPlan p = plan("storm@50m", "registry-restart:zk1@10m", "registry-outage:zk2@20m+5m", "session-expiry@30m",
                "consumer-kill@40m");
        assertEquals(List.of(FaultKind.REGISTRY_RESTART, FaultKind.REGISTRY_OUTAGE, FaultKind.SESSION_EXPIRY,
                FaultKind.CONSUMER_KILL, FaultKind.STORM), p.faults().stream().map(Fault::kind).toList());
        Fault outage = p.faults().get(1);
        assertEquals("zk2", outage.registry());
        assertEquals(Duration.ofMinutes(20), outage.at());
        assertEquals(Duration.ofMinutes(5), outage.lasting());
        assertEquals("crash", outage.variant());
        assertNull(p.faults().get(2).registry(), "session-expiry without a name ends every registry's sessions");
    }

    @Test
    void anOutageCanHangAndASessionExpiryCanNameItsRegistry() {
        Fault hang = plan("registry-outage:zk2:hang@20m+5m").faults().get(0);
        assertTrue(hang.hang());
        assertEquals("hang", hang.variant());
        assertFalse(plan("registry-outage:zk2:crash@1m+1m").faults().get(0).hang());
        assertEquals("zk1", plan("session-expiry:zk1@90s").faults().get(0).registry());
        assertEquals(Duration.ofSeconds(5400), plan("storm@1h30m").faults().get(0).at());
    }

    @Test
    void anUnknownRegistryNamesTheRegistriesTheRunHas() {
        assertEquals("--fault registry-outage:zk9@20m+5m: no registry zk9; the run has zk1, zk2",
                error("registry-outage:zk9@20m+5m"));
    }

    @Test
    void anUnknownKindListsEveryKind() {
        String m = error("registry-reboot:zk1@10m");
        assertTrue(m.startsWith("--fault registry-reboot:zk1@10m: unknown fault kind 'registry-reboot'; kinds: "), m);
        for (FaultKind k : FaultKind.values()) {
            assertTrue(m.contains(k.usage()), m);
        }
    }

    @Test
    void badTimesAndShapesSayWhatWasExpected() {
        assertEquals("--fault storm@soon: bad time 'soon': expected e.g. 90s, 10m, 1h30m", error("storm@soon"));
        assertTrue(error("storm").contains("no time: expected <kind>@<time>"));
        assertTrue(error("registry-outage:zk2@20m").contains("an outage needs its length"));
        assertTrue(error("registry-outage:zk2@20m+later").contains("bad outage length 'later'"));
        assertTrue(error("registry-outage:zk2:pause@1m+1m").contains("expected crash (kill) or hang (SIGSTOP)"));
        assertTrue(error("consumer-kill@1m+1m").contains("a consumer-kill has no length (+D)"));
        assertTrue(error("provider-kill@1m").contains("a provider-kill needs its length"));
        assertTrue(error("cold-restart@1m").contains("a cold-restart needs its length"));
        assertTrue(error("registry-restart@10m").contains("expected registry-restart:<name>@T"));
        assertTrue(error("consumer-kill:zk1@10m").contains("expected consumer-kill@T"));
    }

    @Test
    void theCheckAgainstTheRunRefusesFaultsPastTheLongestExtensionAndRegistryFaultsOnExternalRegistries() {
        plan("storm@5m").check(Duration.ofSeconds(90), true); // within 90 s + the default 10 min: measuring waits for it
        FaultPlan late = plan("storm@5m").withMaxExtension(Duration.ofMinutes(1));
        String m = assertThrows(UserError.class, () -> late.check(Duration.ofSeconds(90), true)).getMessage();
        assertEquals("--fault storm@5m: starts at 5m, after the measured 1m30s (--duration) and its longest extension "
                + "for faults, 1m (--max-fault-extension); times count from the start of each mode's measuring", m);
        assertThrows(UserError.class, () -> plan("storm@90s").withMaxExtension(Duration.ZERO)
                .check(Duration.ofSeconds(90), true), "with no extension a fault at the end cannot run");
        FaultPlan restart = plan("registry-restart:zk1@10s");
        assertTrue(assertThrows(UserError.class, () -> restart.check(Duration.ofMinutes(1), false)).getMessage()
                .contains("needs the embedded registries"));
        restart.check(Duration.ofMinutes(1), true);
        plan("session-expiry@10s", "consumer-kill@20s", "storm@30s").check(Duration.ofMinutes(1), false);
    }

    @Test
    void theExtensionsCapDefaultsToTenMinutesAndCannotBeNegative() {
        assertEquals(Duration.ofMinutes(10), plan("storm@1m").maxExtension());
        assertEquals(Duration.ZERO, plan("storm@1m").withMaxExtension(Duration.ZERO).maxExtension());
        String m = assertThrows(UserError.class, () -> plan("storm@1m").withMaxExtension(Duration.ofSeconds(-1)))
                .getMessage();
        assertTrue(m.startsWith("--max-fault-extension must be a duration such as 10m"), m);
    }

    @Test
    void aCacheFileDeleteTakesATimeAndNothingElse() {
        Fault f = plan("cache-file-delete@45s").faults().get(0);
        assertEquals(FaultKind.CACHE_FILE_DELETE, f.kind());
        assertEquals(Duration.ofSeconds(45), f.at());
        assertTrue(error("cache-file-delete:zk1@45s").contains("expected cache-file-delete@T"));
        plan("cache-file-delete@45s").check(Duration.ofMinutes(1), false);
        plan("cache-file-delete@45s").check(Duration.ofMinutes(1), true);
    }

    @Test
    void theManifestKeepsEachFaultAsGiven() {
        var listed = plan("registry-outage:zk2@20m+5m").toList();
        assertEquals("registry-outage", listed.get(0).get("fault"));
        assertEquals(1200.0, listed.get(0).get("atSec"));
        assertEquals(300.0, listed.get(0).get("lastingSec"));
        assertEquals("registry-outage:zk2@20m+5m", listed.get(0).get("spec"));
    }

    @Test
    void aStormMayLastAndAProviderKillAndAColdRestartMust() {
        FaultPlan plan = FaultPlan.parse(List.of("storm@10s+5s", "provider-kill@40s+10s", "cold-restart@80s+20s"),
                List.of("zk1", "zk2"));
        assertEquals(List.of(Duration.ofSeconds(5), Duration.ofSeconds(10), Duration.ofSeconds(20)),
                plan.faults().stream().map(Fault::lasting).toList());
        assertEquals(Duration.ZERO, FaultPlan.parse(List.of("storm@10s"), List.of("zk1")).faults().get(0).lasting());
        String message = org.junit.jupiter.api.Assertions.assertThrows(org.sdsim.simulator.run.UserError.class,
                () -> plan.requireOwned(List.of())).getMessage();
        assertTrue(message.contains("a cold restart stops every registry, and the run owns none"), message);
    }

    @Test
    void aLeaderKillNamesOneRegistryOrNoneAndAMemberRestartAMemberOrNone() {
        Fault all = plan("leader-kill@45s").faults().get(0);
        assertEquals(FaultKind.LEADER_KILL, all.kind());
        assertNull(all.registry(), "every registry's leader");
        assertNull(all.member());
        assertEquals("zk2", plan("leader-kill:zk2@45s").faults().get(0).registry());
        Fault named = plan("member-restart:zk1.3@1m").faults().get(0);
        assertEquals(FaultKind.MEMBER_RESTART, named.kind());
        assertEquals("zk1", named.registry());
        assertEquals(3, named.member());
        assertEquals(3, named.toMap().get("member"), "the manifest keeps the member");
        Fault follower = plan("member-restart:zk2@1m").faults().get(0);
        assertEquals("zk2", follower.registry());
        assertNull(follower.member(), "a follower of zk2, whichever");
        assertNull(plan("member-restart@1m").faults().get(0).registry());
    }

    @Test
    void badEnsembleFaultsSayWhatWasExpected() {
        assertEquals("--fault leader-kill:zk9@45s: no registry zk9; the run has zk1, zk2", error("leader-kill:zk9@45s"));
        assertTrue(error("leader-kill:zk1.2@45s").contains("no registry zk1.2"), "a leader-kill takes no member");
        assertEquals("--fault member-restart:zk1.x@1m: bad member 'x': expected its number, e.g. member-restart:zk1.2 "
                + "for member 2 of zk1", error("member-restart:zk1.x@1m"));
        assertTrue(error("member-restart:zk1.0@1m").contains("bad member '0'"));
        assertTrue(error("leader-kill@45s+10s").contains("a leader-kill has no length (+D)"));
        assertTrue(error("member-restart:zk1:zk2@1m").contains("expected member-restart[:<name>[.<member>]]@T"));
    }

    @Test
    void anEnsembleFaultNeedsEmbeddedEnsemblesWithTheMemberItNames() {
        FaultPlan kill = plan("leader-kill@45s");
        assertEquals("--fault leader-kill@45s: needs --ensemble 3 (each embedded registry a three-member ensemble); "
                + "the run's registries are standalone servers",
                assertThrows(UserError.class, () -> kill.requireEnsemble(1)).getMessage());
        assertTrue(assertThrows(UserError.class, () -> kill.requireEnsemble(0)).getMessage()
                .contains("the run owns no registry (registries given with --registry are never faulted"));
        kill.requireEnsemble(3);
        assertEquals("--fault member-restart:zk1.4@1m: no member 4: each ensemble has members 1 to 3",
                assertThrows(UserError.class, () -> plan("member-restart:zk1.4@1m").requireEnsemble(3)).getMessage());
        plan("member-restart:zk1.3@1m").requireEnsemble(3);
        plan("storm@1m", "registry-restart:zk1@2m").requireEnsemble(1);
    }
}
