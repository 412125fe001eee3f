package org.sdsim.simulator.generation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sdsim.rpc.stack.Stack;
import org.sdsim.simulator.rpc.RpcRelease;
import org.sdsim.simulator.rpc.RpcReleases;
import org.sdsim.simulator.run.UserError;

/** What {@code sdsim rpc --dubbo} resolves to, from each generation module's descriptor. */
class RpcGenerationsTest {

    @TempDir
    Path checkout;

    private void module(String name, String json) throws IOException {
        Path module = checkout.resolve(name);
        Files.createDirectories(module.resolve("target/lib"));
        Path descriptor = module.resolve("target/classes").resolve(Generations.DESCRIPTOR);
        Files.createDirectories(descriptor.getParent());
        Files.writeString(descriptor, json);
    }

    private RpcReleases releases() throws IOException {
        module("consumer-dubbo26", """
                {"generation": "2.6", "releases": [{"version": "2.6.12", "lib": "target/lib"}], "client": "C26"}""");
        module("consumer-dubbo27", """
                {"generation": "2.7", "releases": [{"version": "2.7.23", "lib": "target/lib"}], "client": "C27",
                 "rpc": {"lib": "target/rpc-lib", "stacks": ["dubbo-hessian2"], "notes": ["no triple (tri-protobuf)"]}}""");
        module("consumer-dubbo30", """
                {"generation": "3.0", "releases": [{"version": "3.0.15", "lib": "target/lib"},
                 {"version": "3.0.1", "lib": "target/lib"}], "client": "C30",
                 "rpc": {"lib": "target/rpc-lib", "releases": ["3.0.15"], "stacks": ["dubbo-hessian2", "tri-protobuf"]}}""");
        return new RpcReleases(Generations.scan(checkout));
    }

    @Test
    void aGenerationNamesItsDefaultRpcReleaseAndAVersionItself() throws IOException {
        List<RpcRelease> r = releases().resolve(List.of("2.7", "3.0", "2.7.23", "3.0.15"));
        assertEquals(List.of("2.7.23", "3.0.15"), r.stream().map(RpcRelease::version).toList(), "each once");
        assertEquals(List.of(Stack.DUBBO_HESSIAN2, Stack.TRI_PROTOBUF), r.get(1).stacks());
        assertEquals("3.0.15", releases().defaults().get(0).version(), "the newest generation's default release");
    }

    @Test
    void aGenerationWithoutRpcStacksAReleaseWithoutThemAndAnUnknownVersionAreOneLineErrors() throws IOException {
        UserError noRpc = assertThrows(UserError.class, () -> releases().resolve(List.of("2.6")));
        assertEquals("--dubbo 2.6: Dubbo 2.6 has no RPC stacks in sdsim (consumer-dubbo26 runs discovery only); "
                + "sdsim rpc runs 2.7 (2.7.23), 3.0 (3.0.15)", noRpc.getMessage());
        UserError notThisRelease = assertThrows(UserError.class, () -> releases().resolve(List.of("3.0.1")));
        assertEquals("--dubbo 3.0.1: sdsim rpc runs Dubbo 3.0 on 3.0.15 only (see consumer-dubbo30's generation.json); "
                + "it runs 2.7 (2.7.23), 3.0 (3.0.15)", notThisRelease.getMessage());
        UserError unknown = assertThrows(UserError.class, () -> releases().resolve(List.of("3.1")));
        assertEquals("--dubbo: no Dubbo 3.1 here; sdsim rpc runs 2.7 (2.7.23), 3.0 (3.0.15)", unknown.getMessage());
    }
}
