package org.sdsim.rpc.client;

import org.sdsim.rpc.proto.UserPb;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * One server-streaming call as the consumer sees it: messages counted until the stream completes. Its
 * three callbacks are those of every stream observer sdsim calls with (gRPC's and Dubbo 3's
 * {@code StreamObserver} name them alike), so a stack's observer is an empty subclass that also
 * implements its own library's interface ({@code class DubboUsers extends UserStream implements
 * StreamObserver<UserPb> {}}): the counting is written once, and nothing of it against a Dubbo.
 */
public class UserStream {

    private final CompletableFuture<Integer> done = new CompletableFuture<>();
    private int received;

    public void onNext(UserPb user) {
        received++;
    }

    public void onError(Throwable error) {
        done.completeExceptionally(error);
    }

    public void onCompleted() {
        done.complete(received);
    }

    /** The number of messages, once the stream completed; the stream's error otherwise. */
    public final int await() {
        try {
            return done.get(60, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("stream failed", e);
        }
    }
}
