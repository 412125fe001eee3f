package org.sdsim.rpc.client;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * One server-streaming call as the consumer sees it: messages counted until the stream completes.
 * A generation's stream observer forwards its three callbacks here, so that only that adapter is
 * written against its Dubbo.
 */
public final class UserStream {

    private final CompletableFuture<Integer> done = new CompletableFuture<>();
    private int received;

    public void received() {
        received++;
    }

    public void failed(Throwable error) {
        done.completeExceptionally(error);
    }

    public void completed() {
        done.complete(received);
    }

    /** The number of messages, once the stream completed; the stream's error otherwise. */
    public int await() {
        try {
            return done.get(60, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("stream failed", e);
        }
    }
}
