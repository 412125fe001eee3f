package org.sdsim.simulator.rpc;

/**
 * The heap and collector of both JVMs of {@code sdsim rpc} (the provider and JMH's forks).
 *
 * @param name     what the summary calls it
 * @param heap     -Xms and -Xmx alike
 * @param gcOption the collector's flag
 */
public record RpcJvmProfile(String name, String heap, String gcOption) {

    /** The published consumer's: -Xmx768m, and Serial GC, what Java 17 picks in its 1-CPU container. */
    public static final RpcJvmProfile PUBLISHED_CONSUMER = new RpcJvmProfile("the published consumer's", "768m", "-XX:+UseSerialGC");
    /** The rpc-benchmark suite's (its README: "java -server -Xmx1g -Xms1g -XX:+UseG1GC"). */
    public static final RpcJvmProfile RPC_BENCHMARK = new RpcJvmProfile("rpc-benchmark's", "1g", "-XX:+UseG1GC");

    /** "-Xms768m -Xmx768m, Serial GC (the published consumer's)": the summary's line. */
    public String describe() {
        return "-Xms" + heap + " -Xmx" + heap + ", " + gcOption.replace("-XX:+Use", "").replace("GC", " GC")
                + " (" + name + ")";
    }
}
