package org.sdsim.rpc.client;

import io.grpc.ManagedChannel;
import io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder;
import org.sdsim.rpc.proto.EmailPb;
import org.sdsim.rpc.proto.IdPb;
import org.sdsim.rpc.proto.PagePb;
import org.sdsim.rpc.proto.TextPb;
import org.sdsim.rpc.proto.UserPb;
import org.sdsim.rpc.proto.UsersGrpc;
import org.sdsim.rpc.service.Fixtures;
import org.sdsim.rpc.stack.Payload;

import java.util.Iterator;
import java.util.concurrent.TimeUnit;

/** gRPC-java over its (shaded) Netty transport: one channel, so one HTTP/2 connection, as triple. */
final class GrpcClient implements UserClient {

    private final ManagedChannel channel;
    private final UsersGrpc.UsersBlockingStub stub;
    private final EmailPb email = EmailPb.newBuilder().setEmail(Fixtures.EMAIL).build();
    private final UserPb user = Fixtures.userPb(1);
    private final IdPb id = IdPb.newBuilder().setId(1).build();
    private final PagePb page = PagePb.newBuilder().setPageNo(1).build();
    private final TextPb text;

    GrpcClient(String host, int port, Payload payload) {
        channel = NettyChannelBuilder.forAddress(host, port).usePlaintext().maxInboundMessageSize(16 << 20).build();
        stub = UsersGrpc.newBlockingStub(channel);
        text = TextPb.newBuilder().setText(Fixtures.text(payload.bytes())).build();
    }

    @Override
    public Object existUser() {
        return stub.existUser(email);
    }

    @Override
    public Object createUser() {
        return stub.createUser(user);
    }

    @Override
    public Object getUser() {
        return stub.getUser(id);
    }

    @Override
    public Object listUser() {
        return stub.listUser(page);
    }

    @Override
    public Object echo() {
        return stub.echo(text);
    }

    @Override
    public Object streamUsers() {
        int received = 0;
        for (Iterator<UserPb> users = stub.streamUsers(page); users.hasNext(); users.next()) {
            received++;
        }
        return received;
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
