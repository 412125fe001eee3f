package org.sdsim.rpc.client;

import org.sdsim.rpc.proto.PagePb;
import org.sdsim.rpc.service.UserServicePb;
import org.sdsim.rpc.stack.Payload;

import java.util.function.Function;

/**
 * The calls with protobuf messages through a generation's Dubbo proxy (dubbo+protobuf, triple with
 * protobuf): the requests are built once, as gRPC's client does. Server and bidirectional streaming
 * go through {@code streamUsers} and {@code chatUsers}, which the generation gives where it has a
 * stream API.
 */
public final class PbUserClient implements UserClient {

    /** For a stack without server streaming. */
    public static final Function<PagePb, Object> NO_STREAM = page -> {
        throw new UnsupportedOperationException("streaming needs triple with protobuf messages on Dubbo 3");
    };

    private final UserServicePb service;
    private final Function<PagePb, Object> streamUsers;
    private final Function<PagePb, Object> chatUsers;
    private final Runnable close;
    private final PbRequests requests;

    /** {@code close} releases the proxy's reference (and its connection). */
    public PbUserClient(UserServicePb service, Function<PagePb, Object> streamUsers, Function<PagePb, Object> chatUsers,
                        Payload payload, Runnable close) {
        this.service = service;
        this.streamUsers = streamUsers;
        this.chatUsers = chatUsers;
        this.close = close;
        requests = PbRequests.of(payload);
    }

    @Override
    public Object existUser() {
        return service.existUser(requests.email());
    }

    @Override
    public Object createUser() {
        return service.createUser(requests.user());
    }

    @Override
    public Object getUser() {
        return service.getUser(requests.id());
    }

    @Override
    public Object listUser() {
        return service.listUser(requests.page());
    }

    @Override
    public Object echo() {
        return service.echo(requests.text());
    }

    @Override
    public Object streamUsers() {
        return streamUsers.apply(requests.page());
    }

    @Override
    public Object chatUsers() {
        return chatUsers.apply(requests.page());
    }

    @Override
    public void close() {
        close.run();
    }
}
