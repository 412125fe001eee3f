package org.sdsim.rpc.service;

import io.grpc.stub.StreamObserver;
import org.sdsim.rpc.proto.EmailPb;
import org.sdsim.rpc.proto.FlagPb;
import org.sdsim.rpc.proto.IdPb;
import org.sdsim.rpc.proto.PagePb;
import org.sdsim.rpc.proto.TextPb;
import org.sdsim.rpc.proto.UserPagePb;
import org.sdsim.rpc.proto.UserPb;
import org.sdsim.rpc.proto.UsersGrpc;
import org.sdsim.rpc.provider.ProviderMeter;

/** The gRPC service: the same answers as {@link UserServicePbImpl}, in gRPC's observer style. */
public final class GrpcUserService extends UsersGrpc.UsersImplBase {

    @Override
    public void existUser(EmailPb request, StreamObserver<FlagPb> out) {
        ProviderMeter.served();
        reply(out, FlagPb.newBuilder().setValue(!request.getEmail().isEmpty()).build());
    }

    @Override
    public void createUser(UserPb request, StreamObserver<FlagPb> out) {
        ProviderMeter.served();
        reply(out, FlagPb.newBuilder().setValue(request.getId() >= 0).build());
    }

    @Override
    public void getUser(IdPb request, StreamObserver<UserPb> out) {
        ProviderMeter.served();
        reply(out, Fixtures.userPb(request.getId()));
    }

    @Override
    public void listUser(PagePb request, StreamObserver<UserPagePb> out) {
        ProviderMeter.served();
        reply(out, Fixtures.pagePb(request.getPageNo()));
    }

    @Override
    public void echo(TextPb request, StreamObserver<TextPb> out) {
        ProviderMeter.served();
        reply(out, request);
    }

    @Override
    public void streamUsers(PagePb request, StreamObserver<UserPb> out) {
        ProviderMeter.served();
        for (UserPb user : Fixtures.pagePb(request.getPageNo()).getResultList()) {
            out.onNext(user);
        }
        out.onCompleted();
    }

    @Override
    public StreamObserver<PagePb> chatUsers(StreamObserver<UserPb> out) {
        return new StreamObserver<>() {
            @Override
            public void onNext(PagePb page) {
                ProviderMeter.served();
                Fixtures.pagePb(page.getPageNo()).getResultList().forEach(out::onNext);
            }

            @Override
            public void onError(Throwable error) {
                out.onError(error);
            }

            @Override
            public void onCompleted() {
                out.onCompleted();
            }
        };
    }

    private static <T> void reply(StreamObserver<T> out, T value) {
        out.onNext(value);
        out.onCompleted();
    }
}
