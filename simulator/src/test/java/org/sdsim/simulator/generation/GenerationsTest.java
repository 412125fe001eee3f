package org.sdsim.simulator.generation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.UserError;

/** How modes find their Dubbo: a checkout's built consumer modules, each described by its generation.json. */
class GenerationsTest {

    @TempDir
    Path checkout;

    private void module(String folder, String generation, String releases, String discovery, boolean built)
            throws Exception {
        Path classes = Files.createDirectories(checkout.resolve(folder).resolve("target/classes/META-INF/sdsim"));
        Files.writeString(classes.resolve("generation.json"), "{\"generation\":\"" + generation + "\",\"releases\":["
                + releases + "],\"discovery\":[" + discovery + "],\"client\":\"x.Client\"}");
        if (built) {
            Files.createDirectories(checkout.resolve(folder).resolve("target/lib"));
        }
    }

    @Test
    void theNewestGenerationIsTheDefaultAndIdsAreCanonical() throws Exception {
        module("consumer-a", "3.3", "{\"version\":\"3.3.6\",\"lib\":\"target/lib\"}", "\"interface\",\"application\"", true);
        module("consumer-b", "3.0", "{\"version\":\"3.0.15\",\"lib\":\"target/lib\"},{\"version\":\"3.0.1\",\"lib\":\"target/lib\"}",
                "\"interface\",\"application\"", true);
        module("consumer-c", "2.7", "{\"version\":\"2.7.23\",\"lib\":\"target/lib\"}", "\"interface\"", true);
        Generations g = Generations.scan(checkout);
        assertEquals(List.of("2.7", "3.0", "3.3"), g.all().stream().map(Generation::name).toList(), "oldest first");
        assertEquals("3.3", g.defaultGeneration().name());
        assertEquals("interface", g.canonical(Mode.parse("interface@3.3.6")).id());
        assertEquals("interface@3.0.15", g.canonical(Mode.parse("interface@3.0")).id(), "a generation runs its first release");
        assertEquals("application@3.0.1", g.canonical(Mode.parse("application@3.0.1")).id());
        assertEquals("interface@2.7", g.canonical(Mode.parse("interface@2.7.23")).id());
        assertEquals("3.0.1", g.resolve(Mode.parse("application@3.0.1")).version());
        assertEquals("2.7 (2.7.23), 3.0 (3.0.15, 3.0.1), 3.3 (3.3.6)", g.describe());
    }

    @Test
    void aDiscoveryTheGenerationLacksAnUnknownReleaseOrAModuleNotBuiltIsAUserError() throws Exception {
        module("consumer-c", "2.7", "{\"version\":\"2.7.23\",\"lib\":\"target/lib\"}", "\"interface\"", true);
        module("consumer-d", "2.6", "{\"version\":\"2.6.12\",\"lib\":\"target/lib\"}", "\"interface\"", false);
        Generations g = Generations.scan(checkout);
        assertTrue(assertThrows(UserError.class, () -> g.resolve(Mode.parse("application@2.7"))).getMessage()
                .contains("Dubbo 2.7 has no application-level discovery"));
        assertTrue(assertThrows(UserError.class, () -> g.resolve(Mode.parse("interface@3.1"))).getMessage()
                .contains("no consumer for Dubbo 3.1: expected one of 2.6 (2.6.12), 2.7 (2.7.23)"));
        assertTrue(assertThrows(UserError.class, () -> g.resolve(Mode.parse("interface@2.6"))).getMessage()
                .contains("run 'mvn -B -DskipTests package'"));
        assertEquals("2.7.23", g.resolve(Mode.parse("baseline@2.7")).version(), "every generation has the baseline");
    }

    @Test
    void aGenerationWithRpcStacksOnlyRunsNoModeNotEvenTheBaseline() throws Exception {
        module("consumer-c", "2.7", "{\"version\":\"2.7.23\",\"lib\":\"target/lib\"}", "\"interface\"", true);
        Path classes = Files.createDirectories(checkout.resolve("consumer-b/target/classes/META-INF/sdsim"));
        Files.writeString(classes.resolve("generation.json"), "{\"generation\":\"2.5\",\"releases\":[{\"version\":"
                + "\"2.5.3\",\"lib\":\"target/lib\"}],\"discovery\":[],\"rpc\":{\"stacks\":[\"rmi-java\"]}}");
        Generations g = Generations.scan(checkout);
        assertEquals(List.of("2.5", "2.7"), g.all().stream().map(Generation::name).toList());
        assertEquals("2.7 (2.7.23)", g.describe(), "only the generations with a consumer");
        for (String mode : List.of("baseline@2.5", "interface@2.5.3")) {
            String message = assertThrows(UserError.class, () -> g.resolve(Mode.parse(mode))).getMessage();
            assertTrue(message.contains("Dubbo 2.5 has no discovery consumer here (its module runs sdsim rpc only)"), message);
        }
    }

    @Test
    void aCheckoutWithoutConsumerModulesSaysHowToBuildThem() {
        UserError e = assertThrows(UserError.class, () -> Generations.scan(checkout));
        assertTrue(e.getMessage().contains("no Dubbo consumer module is built")
                && e.getMessage().contains("mvn -B -DskipTests package"), e.getMessage());
    }
}
