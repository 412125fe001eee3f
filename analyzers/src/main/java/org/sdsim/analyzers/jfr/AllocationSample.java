package org.sdsim.analyzers.jfr;

import java.time.Instant;
import java.util.List;

/**
 * One jdk.ObjectAllocationSample event: what a reader of recordings hands to an aggregation.
 *
 * <p>The JVM considers taking a sample each time a thread starts a new TLAB or allocates outside
 * one, and commits at most the settings' {@code throttle} rate (e.g. 150/s). The {@code weight} is
 * the bytes the thread allocated since its previous sample (since it started, for its first one),
 * so weights summed over many samples estimate the bytes allocated, attributed to the places
 * where samples happened to be taken. They are an estimate, not a count of objects or bytes at
 * that frame.
 *
 * @param time        when the sample was taken
 * @param objectClass the allocated object's class, as Java source names it ({@code byte[]}, {@code java.lang.String})
 * @param weightBytes the sample's weight in bytes
 * @param stack       the stack trace, top (the allocating frame) first; empty when none was recorded
 */
public record AllocationSample(Instant time, String objectClass, long weightBytes, List<Frame> stack) {
    public AllocationSample {
        stack = List.copyOf(stack);
    }
}
