package org.sdsim.rpc.client;

import io.grpc.ManagedChannel;
import io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder;
import io.grpc.stub.AbstractStub;
import io.grpc.stub.StreamObserver;
import org.sdsim.rpc.proto.PagePb;
import org.sdsim.rpc.proto.UserPb;
import org.sdsim.rpc.proto.UsersGrpc;
import org.sdsim.rpc.stack.Compression;
import org.sdsim.rpc.stack.Payload;

import java.util.Iterator;
import java.util.concurrent.TimeUnit;

/** gRPC-java over its (shaded) Netty transport: one channel, so one HTTP/2 connection, as triple. */
final class GrpcClient implements UserClient {

    private final ManagedChannel channel;
    private final UsersGrpc.UsersBlockingStub stub;
    private final UsersGrpc.UsersStub async;
    private final PbRequests requests;

    GrpcClient(String host, int port, Payload payload, Compression compression) {
        channel = NettyChannelBuilder.forAddress(host, port).usePlaintext().maxInboundMessageSize(16 << 20).build();
        // Requests compressed; the server answers in the encoding the request came in (GrpcServer).
        stub = compressed(UsersGrpc.newBlockingStub(channel), compression);
        async = compressed(UsersGrpc.newStub(channel), compression);
        requests = PbRequests.of(payload);
    }

    @Override
    public Object existUser() {
        return stub.existUser(requests.email());
    }

    @Override
    public Object createUser() {
        return stub.createUser(requests.user());
    }

    @Override
    public Object getUser() {
        return stub.getUser(requests.id());
    }

    @Override
    public Object listUser() {
        return stub.listUser(requests.page());
    }

    @Override
    public Object echo() {
        return stub.echo(requests.text());
    }

    @Override
    public Object streamUsers() {
        int received = 0;
        for (Iterator<UserPb> users = stub.streamUsers(requests.page()); users.hasNext(); users.next()) {
            received++;
        }
        return received;
    }

    private static <S extends AbstractStub<S>> S compressed(S stub, Compression compression) {
        return compression == Compression.NONE ? stub : stub.withCompression(compression.id());
    }

    /** One page sent on a bidirectional stream, its users received, the stream closed by both sides. */
    @Override
    public Object chatUsers() {
        GrpcUsers users = new GrpcUsers();
        StreamObserver<PagePb> pages = async.chatUsers(users);
        pages.onNext(requests.page());
        pages.onCompleted();
        return users.await();
    }

    /** The stream's users as gRPC's observer: its callbacks are {@link UserStream}'s own. */
    private static final class GrpcUsers extends UserStream implements StreamObserver<UserPb> {
    }

    @Override
    public void close() {
        channel.shutdown();
        try {
            channel.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
