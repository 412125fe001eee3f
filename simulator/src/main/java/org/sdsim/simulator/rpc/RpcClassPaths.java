package org.sdsim.simulator.rpc;

import org.sdsim.consumer.jvm.ConsumerMain;
import org.sdsim.rpc.dubbo.DubboStacks;
import org.sdsim.rpc.provider.RpcProviderMain;
import org.sdsim.simulator.generation.Generation;
import org.sdsim.simulator.generation.Generations;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The class path and JVM options of a target's two kinds of JVM (its provider and JMH's forks). A
 * Dubbo stack runs its generation module's classes, its release's jars and the module's RPC-only
 * jars, then this JVM's own rpc module and consumer-api (both ends of the control channel and of
 * JMH's link then run the same classes); a peer runs the rpc module with its own libraries (gRPC,
 * Netty) and no Dubbo at all. Nothing else of this JVM's class path, which has a Dubbo of its own,
 * reaches either.
 */
final class RpcClassPaths {

    /** Where the rpc module's build copies its runtime libraries, inside the checkout. */
    static final Path RPC_LIB = Path.of("rpc", "target", "lib");

    private RpcClassPaths() {
    }

    static String of(RpcTarget target) {
        List<Path> sdsimRpc = List.of(codeSource(RpcProviderMain.class), codeSource(ConsumerMain.class));
        if (target.release() == null) {
            List<String> entries = new ArrayList<>();
            sdsimRpc.forEach(p -> entries.add(p.toString()));
            Generation.jarsIn(Generations.checkoutDir().resolve(RPC_LIB)).forEach(p -> entries.add(p.toString()));
            return String.join(File.pathSeparator, entries);
        }
        return generation(target).rpcClassPath(target.release().version(), sdsimRpc);
    }

    /**
     * What the target's generation needs on Java 17 (2.7's --add-opens), and the release the JVM must
     * find on its class path ({@link DubboStacks#RELEASE_PROPERTY}: it refuses to run on another).
     */
    static List<String> jvmOptions(RpcTarget target) {
        if (target.release() == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        generation(target).rpc().orElseThrow().jvmOptions().forEach(o -> out.add(o.option()));
        out.add("-D" + DubboStacks.RELEASE_PROPERTY + "=" + target.release().version());
        return out;
    }

    private static Generation generation(RpcTarget target) {
        return Generations.installed().byName(target.release().generation())
                .orElseThrow(() -> new IllegalStateException("no module for Dubbo " + target.release().generation()));
    }

    private static Path codeSource(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot locate " + type.getName() + "'s classes: " + e.getMessage(), e);
        }
    }
}
