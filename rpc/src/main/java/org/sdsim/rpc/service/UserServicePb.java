package org.sdsim.rpc.service;

import org.apache.dubbo.common.stream.StreamObserver;
import org.sdsim.rpc.proto.EmailPb;
import org.sdsim.rpc.proto.FlagPb;
import org.sdsim.rpc.proto.IdPb;
import org.sdsim.rpc.proto.PagePb;
import org.sdsim.rpc.proto.TextPb;
import org.sdsim.rpc.proto.UserPagePb;
import org.sdsim.rpc.proto.UserPb;

/**
 * The user service with protobuf messages, for Dubbo's triple: when every argument and return is a
 * protobuf message, triple sends them as bare protobuf (no Hessian wrapper), as gRPC does. The
 * messages are gRPC's ({@code user.proto}).
 */
public interface UserServicePb {
    FlagPb existUser(EmailPb request);

    FlagPb createUser(UserPb request);

    UserPb getUser(IdPb request);

    UserPagePb listUser(PagePb request);

    TextPb echo(TextPb request);

    /** Server streaming: the page's users, one message each. */
    void streamUsers(PagePb request, StreamObserver<UserPb> responses);
}
