package org.sdsim.simulator.remedy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.sdsim.fixtures.subscriber.SubscriberPattern;
import org.sdsim.simulator.generation.Generations;
import org.sdsim.simulator.plan.ModePlanner;
import org.sdsim.simulator.run.DiscoveryMode;
import org.sdsim.simulator.run.DurationText;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.UserError;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Remedies as a mode writes them ({@code MODE[@VERSION]+REMEDY}) and as the catalog resolves them on the Dubbo
 * releases this checkout builds: what each does on each release, and the one-line error for a remedy asked where
 * it does not apply.
 */
class RemediesTest {

    /** What {@code modeId}'s remedies do on the release the mode runs, as its plan has them. */
    private static AppliedRemedies applied(String modeId) {
        return ModePlanner.installed().plan(Mode.parse(modeId)).remedies();
    }

    private static String error(String modeId) {
        return assertThrows(UserError.class, () -> applied(modeId), modeId).getMessage();
    }

    @Test
    void aModeCarriesItsRemediesAfterPlusSignsAndItsIdWritesThemBack() {
        Mode cached = Mode.parse("application+cached-instances");
        assertEquals(new Mode(DiscoveryMode.APPLICATION, "", List.of("cached-instances")), cached);
        Mode onRelease = Mode.parse("interface@2.7+no-file-cache");
        assertEquals(new Mode(DiscoveryMode.INTERFACE, "2.7", List.of("no-file-cache")), onRelease);
        Mode valued = Mode.parse("interface+notify-delay=30s");
        assertEquals(List.of("notify-delay=30s"), valued.remedies());
        Mode two = Mode.parse("Dual@3.0.15+No-File-Cache+notify-delay=500ms");
        assertEquals(new Mode(DiscoveryMode.DUAL, "3.0.15", List.of("no-file-cache", "notify-delay=500ms")), two);
        assertEquals(new Mode(DiscoveryMode.INTERFACE, "2.7", List.of("no-file-cache")), Mode.parse("dubbo27+no-file-cache"));
        for (Mode m : List.of(cached, onRelease, valued, two)) {
            assertEquals(m, Mode.parse(m.id()), m.id());
            assertTrue(m.hasRemedies(), m.id());
        }
        assertEquals("dual@3.0.15+no-file-cache+notify-delay=500ms", two.id());
    }

    @Test
    void theStockModeIsTheSameDiscoveryOnTheSameReleaseWithoutRemedies() {
        assertEquals(Mode.parse("interface@2.7"), Mode.parse("interface@2.7+no-file-cache+notify-delay=1s").stock());
        assertEquals(Mode.of(DiscoveryMode.APPLICATION), Mode.parse("application+cached-instances").stock());
        assertFalse(Mode.parse("application").hasRemedies());
        assertEquals(AppliedRemedies.NONE, applied("application"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"application+", "application++cached-instances", "application+cached instances",
            "application+notify-delay=", "application+notify-delay=3,5s", "application@3.3+-x"})
    void aRemedyWrittenOutsideNameOrNameEqualsValueIsNotAMode(String text) {
        String message = assertThrows(UserError.class, () -> Mode.parse(text)).getMessage();
        assertTrue(message.contains("expected MODE[@VERSION][+REMEDY...]"), message);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "interface@2.6+no-file-cache|file",
            "interface@2.7+no-file-cache|file.cache",
            "dual@3.0.1+no-file-cache|file.cache",
            "dual@3.0.15+no-file-cache|file.cache",
            "application@3.1.4+no-file-cache|file.cache",
            "application@3.1.5+no-file-cache|file.cache",
            "dual@3.2+no-file-cache|file-cache",
            "interface+no-file-cache|file-cache"})
    void noFileCacheSetsTheFileCacheParameterEachReleaseHonours(String modeId, String parameter) {
        AppliedRemedies applied = applied(modeId);
        assertEquals(Map.of(parameter, "false"), applied.registryParameters());
        assertEquals(List.of(), applied.modules());
        assertNull(applied.java());
    }

    @Test
    void notifyDelaySetsDelayNotificationInMillisecondsOnDubbo3Only() {
        assertEquals(Map.of("delay-notification", "30000"), applied("interface+notify-delay=30s").registryParameters());
        assertEquals(Map.of("delay-notification", "1500"), applied("dual@3.0.1+notify-delay=1500ms").registryParameters());
        assertEquals(Map.of("file-cache", "false", "delay-notification", "120000"),
                applied("application+no-file-cache+notify-delay=2m").registryParameters());
        String message = error("interface@2.7+notify-delay=30s");
        assertTrue(message.contains("remedy notify-delay does not apply to Dubbo 2.7.23; it applies to "
                + "interface, application, dual on 3.x"), message);
        message = error("interface+notify-delay=soon");
        assertTrue(message.contains("remedy notify-delay=soon: " + DurationText.EXPECTED), message);
    }

    @Test
    void cachedInstancesPutsItsModuleOnTheClassPathOfApplicationLevelConsumersFrom315() {
        for (String modeId : List.of("application+cached-instances", "dual+cached-instances",
                "application@3.1.5+cached-instances")) {
            AppliedRemedies applied = applied(modeId);
            assertEquals(List.of("remedy-cached-instances"), applied.modules(), modeId);
            assertEquals(Map.of(), applied.registryParameters(), modeId);
            assertEquals(List.of(), applied.jvmOptions(), modeId);
        }
        String message = error("application@3.1.4+cached-instances");
        assertTrue(message.contains("mode application@3.1.4+cached-instances: remedy cached-instances does not apply "
                + "to Dubbo 3.1.4; it applies to application, dual on 3.1.5 and later"), message);
        message = error("interface+cached-instances");
        assertTrue(message.contains("mode interface+cached-instances: remedy cached-instances applies to "
                + "application, dual on 3.1.5 and later"), message);
    }

    @Test
    void cachedInstancesChangesTheSubscribersReadsAndTheOtherRemediesLeaveThemStock() {
        assertTrue(applied("application+cached-instances").subscriberChanges().instancesFromCache());
        assertTrue(applied("dual+no-file-cache+cached-instances+notify-delay=1s").subscriberChanges().instancesFromCache());
        assertEquals(SubscriberPattern.Changes.NONE, applied("application+no-file-cache+notify-delay=2m").subscriberChanges());
        for (Remedy r : Remedies.installed().all()) {
            assertTrue(r.subscribersCanFollow(), r.name() + ": every remedy of the catalog is one the subscribers follow");
        }
        Mode cached = Generations.installed().canonical(Mode.parse("application+cached-instances"));
        Remedies.installed().requireSubscribersFollow(cached);
    }

    @Test
    void aRemedyTheSubscribersDoNotFollowIsAOneLineErrorWithSubscribers() {
        RemedyEffect none = new RemedyEffect(Map.of(), List.of(), null, null);
        Remedy unfollowed = new Remedy("unfollowed", "asks the registry something new", null, List.of("application"), null,
                List.of(), null, false, null, Map.of("", none));
        Remedies catalog = new Remedies(List.of(unfollowed, Remedies.installed().byName("cached-instances")
                .orElseThrow()));
        Mode mode = Generations.installed().canonical(Mode.parse("application+unfollowed"));
        String message = assertThrows(UserError.class, () -> catalog.requireSubscribersFollow(mode)).getMessage();
        assertTrue(message.contains("--subscribers: the subscribers do not follow the remedy unfollowed (mode "
                + "application+unfollowed)"), message);
        assertFalse(message.contains("\n"), message);
        catalog.requireSubscribersFollow(Generations.installed().canonical(Mode.parse("application+cached-instances")));
    }

    @Test
    void jdkRemediesAskForJdk25AndCompactHeadersAddsItsOption() {
        AppliedRemedies applied = applied("interface+compact-headers+no-file-cache");
        assertEquals(25, applied.java());
        assertEquals(List.of("-XX:+UseCompactObjectHeaders", PREFER_FASTJSON2), applied.jvmOptions());
        assertEquals(Map.of("file-cache", "false"), applied.registryParameters());
        assertEquals(25, applied("interface@2.6+jdk25").java());
        assertEquals(List.of(), applied("interface@2.6+jdk25").jvmOptions());
        assertEquals(List.of("-XX:+UseCompactObjectHeaders"), applied("dual@3.1.5+compact-headers").jvmOptions());
    }

    /** What a Dubbo 3.3.6 consumer needs to start on JDK 25: JsonUtils#loadExtensions lets hasNext()'s error out. */
    private static final String PREFER_FASTJSON2 = "-Ddubbo.json-framework.prefer=fastjson2";

    @ParameterizedTest
    @CsvSource({"application+jdk25, true", "dual+jdk25, true", "interface+jdk25, true", "dual@3.0.1+jdk25, false",
            "dual@3.0.15+jdk25, false", "application@3.1.4+jdk25, false", "application@3.1.5+jdk25, false",
            "dual@3.2+jdk25, false", "interface@2.7+jdk25, false"})
    void onJdk25OnlyDubbo33NamesItsJsonLibrary(String modeId, boolean names) {
        AppliedRemedies applied = applied(modeId);
        assertEquals(25, applied.java(), modeId);
        assertEquals(names, applied.jvmOptions().contains(PREFER_FASTJSON2), modeId + ": " + applied.jvmOptions());
    }

    @Test
    void nettyUnsafeTurnsNettysUnsafeBackOnOnJdk25AndAppliesWhereNettyTurnsItOff() {
        assertEquals(List.of(PREFER_FASTJSON2, "--sun-misc-unsafe-memory-access=allow"),
                applied("interface+jdk25+netty-unsafe").jvmOptions());
        AppliedRemedies compact = applied("interface+compact-headers+netty-unsafe");
        assertEquals(25, compact.java());
        assertEquals(List.of("-XX:+UseCompactObjectHeaders", PREFER_FASTJSON2, "--sun-misc-unsafe-memory-access=allow"),
                compact.jvmOptions());
        // on its own it moves the consumer to JDK 25 too: the option is unknown to Java 17
        assertEquals(25, applied("application+netty-unsafe").java());
        // the Netty 4.1 of every other release leaves Unsafe on by default on JDK 25
        for (String m : List.of("interface@2.7+jdk25+netty-unsafe", "dual@3.1.5+jdk25+netty-unsafe",
                "dual@3.0.15+netty-unsafe", "dual@3.2+jdk25+netty-unsafe")) {
            assertTrue(error(m).contains("remedy netty-unsafe does not apply to Dubbo "), m);
            assertTrue(error(m).contains("it applies to interface, application, dual on 3.3"), error(m));
        }
    }

    @Test
    void anUnknownRemedyOrAValueMissingOrNotExpectedIsAOneLineErrorNamingTheRemedies() {
        String message = error("application+no-such-remedy");
        assertTrue(message.contains("mode application+no-such-remedy: no remedy 'no-such-remedy'; the remedies are "
                + "cached-instances, no-file-cache, notify-delay=<duration>"), message);
        message = error("interface+notify-delay");
        assertTrue(message.contains("remedy notify-delay needs a value, e.g. notify-delay=30s"), message);
        message = error("interface+no-file-cache=1s");
        assertTrue(message.contains("remedy no-file-cache takes no value"), message);
        for (String m : List.of("application+no-such-remedy", "interface+notify-delay", "interface+no-file-cache=1s",
                "interface+cached-instances")) {
            assertFalse(error(m).contains("\n"), m);
        }
    }

    @Test
    void remediesAskingForTwoJavasAreAnError() {
        Remedy on21 = new Remedy("on21", "the consumer on JDK 21", null, List.of("interface"), null, List.of(), null, null,
                null, Map.of("", new RemedyEffect(Map.of(), List.of(), 21, null)));
        Remedy on25 = new Remedy("on25", "the consumer on JDK 25", null, List.of("interface"), null, List.of(), null, null,
                null, Map.of("", new RemedyEffect(Map.of(), List.of(), 25, null)));
        Mode mode = Mode.parse("interface+on21+on25");
        String message = assertThrows(UserError.class, () -> new Remedies(List.of(on21, on25))
                .resolve(mode, ModePlanner.installed().plan(Mode.parse("interface")).release())).getMessage();
        assertTrue(message.contains("its remedies ask for Java 21 and 25"), message);
    }

    @Test
    void aJdksFeatureReleaseIsWhatItsReleaseFileSays(@TempDir Path jdks) throws Exception {
        Path jdk25 = Files.createDirectories(jdks.resolve("jdk-25"));
        Files.writeString(jdk25.resolve("release"), "IMPLEMENTOR=\"Eclipse Adoptium\"\nJAVA_VERSION=\"25.0.1\"\n"
                + "JAVA_VERSION_DATE=\"2025-10-21\"\n");
        assertEquals(Optional.of(25), Jdks.feature(jdk25));
        Path early = Files.createDirectories(jdks.resolve("jdk-26-ea"));
        Files.writeString(early.resolve("release"), "JAVA_VERSION=\"26\"\n");
        assertEquals(Optional.of(26), Jdks.feature(early));
        Path jdk8 = Files.createDirectories(jdks.resolve("jdk-8"));
        Files.writeString(jdk8.resolve("release"), "JAVA_VERSION=\"1.8.0_392\"\n");
        assertEquals(Optional.of(8), Jdks.feature(jdk8), "before Java 9 the version starts with 1.");
        Path jdk11 = Files.createDirectories(jdks.resolve("jdk-11"));
        Files.writeString(jdk11.resolve("release"), "JAVA_VERSION=\"11.0.22\"\n");
        assertEquals(Optional.of(11), Jdks.feature(jdk11));
        Path noVersion = Files.createDirectories(jdks.resolve("not-a-jdk"));
        Files.writeString(noVersion.resolve("release"), "IMPLEMENTOR=\"nobody\"\n");
        assertEquals(Optional.empty(), Jdks.feature(noVersion));
        assertEquals(Optional.empty(), Jdks.feature(jdks.resolve("missing")));
        // the JDK these tests run on says what Java says it is
        assertEquals(Optional.of(Runtime.version().feature()), Jdks.feature(Path.of(System.getProperty("java.home"))));
    }

    @Test
    void aJdkNotOnThisMachineIsAUserErrorSayingWhereSdsimLooked() {
        String message = assertThrows(UserError.class, () -> Jdks.home(999)).getMessage();
        assertTrue(message.contains("no JDK 999 on this machine (looked at $SDSIM_JDK999 and the JDKs in /usr/lib/jvm)"),
                message);
    }
}
