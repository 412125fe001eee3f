package org.sdsim.simulator.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/** `sdsim rpc` with a bad selection: one line naming the flag and what it takes, exit 2, nothing started. */
class RpcCommandErrorsTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--protocols|foo|--protocols: unknown protocol 'foo'; expected one of dubbo, tri, grpc, netty",
        "--serializations|kryo|--serializations: unknown serialization 'kryo'; expected one of hessian2",
        "--methods|getUsers|--methods: unknown method 'getUsers': expected one of existUser",
        "--payloads|2GB|--payloads: unknown payload '2GB': expected 1KB, 100KB, 1MB or any size",
        "--payloads|5MB|--payloads: payload '5MB' is 5242880 bytes; expected 1 to 4194304",
        "--payload-bytes|0|--payload-bytes: payload '0B' is 0 bytes",
        "--preset|fast|--preset: unknown preset 'fast'; expected protocol-matrix or rpc-benchmark",
        "--concurrency|0|--concurrency: 0 callers; expected 1 to 1024",
        "--time|fast|'fast' is not a duration",
        // 2.6 has a discovery consumer at most, never RPC stacks; 9.9 is no Dubbo at all
        "--dubbo|2.6|; sdsim rpc runs 2.5 (2.5.3), 2.7 (2.7.23)",
        "--dubbo|9.9|--dubbo: no Dubbo 9.9 here; sdsim rpc runs 2.5 (2.5.3), 2.7 (2.7.23), 3.0 (3.0.15), 3.2 (3.2.19), 3.3 (3.3.6)",
        "--dubbo|3.0.1|--dubbo 3.0.1: sdsim rpc runs Dubbo 3.0 on 3.0.15 only",
    })
    void aBadValueIsNamedAndNothingIsWritten(String flag, String value, String expected) {
        Path out = dir.resolve("rpc");
        StringWriter err = new StringWriter();
        CommandLine cl = SdsimCommand.commandLine();
        cl.setErr(new PrintWriter(err, true));
        cl.setOut(new PrintWriter(new StringWriter(), true));
        int code = cl.execute("rpc", flag, value, "--out", out.toString());
        assertEquals(2, code, err.toString());
        assertTrue(err.toString().contains(expected), err.toString());
        assertFalse(err.toString().contains("\tat "), "no stack trace: " + err);
        assertFalse(Files.exists(out), "a rejected run writes no folder");
    }
}
