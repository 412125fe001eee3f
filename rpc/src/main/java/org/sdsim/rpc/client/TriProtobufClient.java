package org.sdsim.rpc.client;

import org.apache.dubbo.common.stream.StreamObserver;
import org.sdsim.rpc.proto.EmailPb;
import org.sdsim.rpc.proto.IdPb;
import org.sdsim.rpc.proto.PagePb;
import org.sdsim.rpc.proto.TextPb;
import org.sdsim.rpc.proto.UserPb;
import org.sdsim.rpc.service.Fixtures;
import org.sdsim.rpc.service.UserServicePb;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Dubbo's triple with protobuf messages. */
final class TriProtobufClient implements UserClient {

    private final DubboReference<UserServicePb> reference;
    private final UserServicePb service;
    private final EmailPb email = EmailPb.newBuilder().setEmail(Fixtures.EMAIL).build();
    private final UserPb user = Fixtures.userPb(1);
    private final IdPb id = IdPb.newBuilder().setId(1).build();
    private final PagePb page = PagePb.newBuilder().setPageNo(1).build();
    private final TextPb text;

    TriProtobufClient(String host, int port, Payload payload) {
        reference = new DubboReference<>(UserServicePb.class, Stack.TRI_PROTOBUF, host, port);
        service = reference.proxy();
        text = TextPb.newBuilder().setText(Fixtures.text(payload.bytes())).build();
    }

    @Override
    public Object existUser() {
        return service.existUser(email);
    }

    @Override
    public Object createUser() {
        return service.createUser(user);
    }

    @Override
    public Object getUser() {
        return service.getUser(id);
    }

    @Override
    public Object listUser() {
        return service.listUser(page);
    }

    @Override
    public Object echo() {
        return service.echo(text);
    }

    @Override
    public Object streamUsers() {
        CompletableFuture<Integer> done = new CompletableFuture<>();
        service.streamUsers(page, new StreamObserver<>() {
            private int received;

            @Override
            public void onNext(UserPb data) {
                received++;
            }

            @Override
            public void onError(Throwable throwable) {
                done.completeExceptionally(throwable);
            }

            @Override
            public void onCompleted() {
                done.complete(received);
            }
        });
        try {
            return done.get(60, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("stream failed", e);
        }
    }

    @Override
    public void close() {
        reference.close();
    }
}
