package org.sdsim.simulator.rpc;

import org.sdsim.rpc.stack.Stack;
import org.sdsim.simulator.generation.Generation;
import org.sdsim.simulator.generation.GenerationDescriptor;
import org.sdsim.simulator.generation.Generations;
import org.sdsim.simulator.run.UserError;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What {@code --dubbo} names, resolved against the generation modules built in this checkout: a
 * generation ({@code 2.7}: its default release) or an exact release ({@code 3.0.1}). A generation
 * without RPC stacks ({@code 2.6}) and an unknown version are one-line user errors that say what
 * there is.
 */
public final class RpcReleases {

    private final Generations generations;

    public RpcReleases(Generations generations) {
        this.generations = generations;
    }

    /** The releases {@code written} names, in that order, each once. */
    public List<RpcRelease> resolve(List<String> written) {
        List<RpcRelease> out = new ArrayList<>();
        for (String w : written) {
            String name = w.trim();
            if (name.isEmpty()) {
                continue;
            }
            RpcRelease r = resolve(name);
            if (out.stream().noneMatch(o -> o.version().equals(r.version()))) {
                out.add(r);
            }
        }
        if (out.isEmpty()) {
            throw new UserError("--dubbo: give at least one of " + describe());
        }
        return out;
    }

    /** What a run without {@code --dubbo} uses: the newest generation's default release, alone. */
    public List<RpcRelease> defaults() {
        return List.of(resolve(generations.defaultGeneration().name()));
    }

    private RpcRelease resolve(String name) {
        for (Generation g : generations.all()) {
            if (g.name().equals(name) || g.versions().contains(name)) {
                GenerationDescriptor.Rpc rpc = g.rpc().orElseThrow(() -> new UserError("--dubbo " + name
                        + ": Dubbo " + g.name() + " has no RPC stacks in sdsim (" + g.moduleDir().getFileName()
                        + " runs discovery only); sdsim rpc runs " + describe()));
                String version = g.name().equals(name) ? g.rpcVersions().get(0) : name;
                if (!g.rpcVersions().contains(version)) {
                    throw new UserError("--dubbo " + name + ": sdsim rpc runs Dubbo " + g.name() + " on "
                            + String.join(", ", g.rpcVersions()) + " only (see " + g.moduleDir().getFileName()
                            + "'s generation.json); it runs " + describe());
                }
                g.requireBuilt(version);
                return new RpcRelease(g.name(), version, rpc.stacks().stream().map(Stack::of).toList(),
                        rpc.compression().stream().map(Stack::of).toList(), rpc.notes());
            }
        }
        throw new UserError("--dubbo: no Dubbo " + name + " here; sdsim rpc runs " + describe());
    }

    /** "2.7 (2.7.23), 3.0 (3.0.15), 3.3 (3.3.6)": the generations with RPC stacks and the releases that run them. */
    String describe() {
        return generations.all().stream().filter(g -> g.rpc().isPresent())
                .map(g -> g.name() + " (" + String.join(", ", g.rpcVersions()) + ")")
                .collect(Collectors.joining(", "));
    }
}
