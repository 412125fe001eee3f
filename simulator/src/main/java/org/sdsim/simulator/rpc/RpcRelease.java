package org.sdsim.simulator.rpc;

import org.sdsim.rpc.stack.Stack;

import java.util.List;

/**
 * A Dubbo release that {@code sdsim rpc} runs its Dubbo stacks on: a generation's exact version,
 * the stacks that generation has, and its notes (why a stack is missing, what one runs on).
 *
 * @param generation {@code 2.7}, {@code 3.0}, {@code 3.3}
 * @param version    the exact Dubbo version, e.g. {@code 2.7.23}: every rpc.json row of this release carries it
 * @param compressing the stacks whose client here compresses (gzip) when asked
 */
public record RpcRelease(String generation, String version, List<Stack> stacks, List<Stack> compressing,
                         List<String> notes) {

    public RpcRelease {
        stacks = List.copyOf(stacks);
        compressing = List.copyOf(compressing);
        notes = List.copyOf(notes);
    }

    /** A release whose stacks never compress. */
    public RpcRelease(String generation, String version, List<Stack> stacks, List<String> notes) {
        this(generation, version, stacks, List.of(), notes);
    }

    /** Whether this release's client of {@code stack} compresses its requests when asked. */
    public boolean compresses(Stack stack) {
        return compressing.contains(stack);
    }

    public boolean has(Stack stack) {
        return stacks.contains(stack);
    }

    /** Why this release's clients do not {@code compression}: its note that names it, else a plain statement. */
    String whyNot(String compression) {
        return notes.stream().filter(n -> n.startsWith("no " + compression)).findFirst()
                .orElse("Dubbo " + version + "'s clients do not " + compression + " here");
    }

    /** Why this release does not run {@code stack}: its note that names the stack, else a plain statement. */
    String whyNot(Stack stack) {
        return notes.stream().filter(n -> n.contains(stack.id())).findFirst()
                .orElse("Dubbo " + generation + " has no " + stack.id() + " here");
    }
}
