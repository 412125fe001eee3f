package org.sdsim.consumer.api;

import com.fasterxml.jackson.annotation.JsonTypeName;

/**
 * A subscriber JVM's answer to {@link Command#STATUS}: how far its subscribers are.
 *
 * @param target      subscribers it runs (every registry together)
 * @param ready       of which have subscribed (their startup reads are in)
 * @param lost        of which lost their session
 * @param fullReads   full re-reads so far, every subscriber together
 * @param pushesTimed pushes whose fan-out has been tallied
 */
@JsonTypeName("subscribers")
public record SubscribersReply(int target, int ready, int lost, long fullReads, long pushesTimed) implements Reply {

    public boolean allReady() {
        return ready + lost >= target;
    }
}
