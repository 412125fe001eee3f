package org.sdsim.simulator.generation;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;
import java.util.Map;

/**
 * What a Dubbo generation's consumer module says about itself, in its
 * {@value Generations#DESCRIPTOR}: everything the orchestrator needs to run that generation without
 * having its classes on its own class path. The module's pom fills in the Dubbo versions, so the
 * parent pom stays the one place that pins them.
 *
 * @param generation  the generation's name on the command line: {@code 2.6}, {@code 2.7}, {@code 3.0}, {@code 3.3}
 * @param releases    the Dubbo releases this module can run, each with its runtime class path (a folder
 *                    of jars, relative to the module); the first is the one {@code MODE@<generation>} runs
 * @param discovery   the discovery modes the generation has ({@code interface}, {@code application},
 *                    {@code dual}); every generation can run the baseline
 * @param client      the {@code DiscoveryClient} class the consumer JVM starts; null for a generation
 *                    without discovery levels (2.5 runs {@code sdsim rpc} only)
 * @param jvmOptions  what this generation's consumer JVM needs on Java 17, each with the reason
 * @param attribution component id → anchor rules for heap attribution (see {@code AnchorRule}): the
 *                    classes and fields that hold this generation's URLs, directories, caches ...
 * @param notes       what a reader of a run's manifest should know about this generation's settings
 *                    (a default it cannot change, a feature it lacks); may be empty
 * @param rpc         what the generation adds to {@code sdsim rpc}, or null where it has no RPC stacks
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record GenerationDescriptor(
        String generation,
        List<Release> releases,
        List<String> discovery,
        String client,
        List<JvmOption> jvmOptions,
        Map<String, List<String>> attribution,
        List<String> notes,
        Rpc rpc) {

    /**
     * @param version the exact Dubbo version, e.g. {@code 3.0.1}
     * @param lib     its runtime jars, a folder relative to the module ({@code target/lib})
     */
    public record Release(String version, String lib) {
    }

    /**
     * The generation's part in {@code sdsim rpc}: its module's {@code DubboStacks} serves and calls
     * these stacks in a provider JVM and JMH forks of their own.
     *
     * @param lib        the jars the RPC JVMs add to the release's (the RPC-only dependencies), relative to the module
     * @param releases   the releases that run these stacks, where not all of the generation's do (the
     *                   notes say why the others do not); empty: every release
     * @param stacks     the stack ids the generation has ({@code dubbo-hessian2}, ...)
     * @param compression the stack ids whose client compresses when asked (gzip); the notes say why others do not
     * @param jvmOptions what those JVMs need on Java 17, each with the reason
     * @param notes      why a stack is missing or what it runs on; the manifest and summary repeat them
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Rpc(String lib, List<String> releases, List<String> stacks, List<String> compression,
                      List<JvmOption> jvmOptions, List<String> notes) {
        public Rpc {
            releases = releases == null ? List.of() : List.copyOf(releases);
            stacks = stacks == null ? List.of() : List.copyOf(stacks);
            compression = compression == null ? List.of() : List.copyOf(compression);
            jvmOptions = jvmOptions == null ? List.of() : List.copyOf(jvmOptions);
            notes = notes == null ? List.of() : List.copyOf(notes);
        }
    }

    /** One JVM option and why this generation needs it (shown by {@code sdsim run --help}'s docs and the manifest). */
    public record JvmOption(String option, String why) {
    }

    public GenerationDescriptor {
        releases = releases == null ? List.of() : List.copyOf(releases);
        discovery = discovery == null ? List.of() : List.copyOf(discovery);
        jvmOptions = jvmOptions == null ? List.of() : List.copyOf(jvmOptions);
        attribution = attribution == null ? Map.of() : Map.copyOf(attribution);
        notes = notes == null ? List.of() : List.copyOf(notes);
    }
}
