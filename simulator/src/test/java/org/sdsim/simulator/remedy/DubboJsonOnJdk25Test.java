package org.sdsim.simulator.remedy;

import org.apache.dubbo.common.json.impl.FastJson2Impl;
import org.apache.dubbo.common.utils.JsonUtils;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.sdsim.fixtures.fleet.DubboJson;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * sdsim writes the fleet's metadata with Dubbo's own JSON; on JDK 25, Dubbo 3.3.6 cannot choose a JSON library
 * without fastjson 1.x on the class path ({@link DubboJson} says why). Installed, the library is the one Java 17
 * picks, on this JVM and on a JDK 25 one.
 */
class DubboJsonOnJdk25Test {

    @Test
    void installedDubboJsonIsFastjson2AsJava17PicksIt() {
        DubboJson.install();
        assertInstanceOf(FastJson2Impl.class, JsonUtils.getJson());
    }

    @Test
    void onJdk25DubboJsonWritesWhatItWritesOnJava17() throws Exception {
        Optional<Path> jdk25 = Jdks.find(25);
        Assumptions.assumeTrue(jdk25.isPresent(), "no JDK 25 on this machine: the JDK 25 check is skipped");
        List<String> cmd = List.of(jdk25.get().resolve("bin").resolve("java").toString(), "-cp",
                System.getProperty("java.class.path"), Probe.class.getName());
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        try {
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the JDK 25 probe did not finish in 60 s");
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, p.exitValue(), out);
            DubboJson.install();
            assertTrue(out.contains("json=" + JsonUtils.toJson(Map.of("revision", "r1"))), out);
        } finally {
            p.destroyForcibly(); // by handle: only the process this test started
        }
    }

    /** Runs on JDK 25: installs the library and prints one value as Dubbo's JSON writes it. */
    public static final class Probe {
        public static void main(String[] args) throws IOException {
            DubboJson.install();
            System.out.println("json=" + JsonUtils.toJson(Map.of("revision", "r1")));
        }
    }
}
