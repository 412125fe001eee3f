package org.sdsim.rpc.service;

import org.sdsim.rpc.proto.EmailPb;
import org.sdsim.rpc.proto.FlagPb;
import org.sdsim.rpc.proto.IdPb;
import org.sdsim.rpc.proto.PagePb;
import org.sdsim.rpc.proto.TextPb;
import org.sdsim.rpc.proto.UserPagePb;
import org.sdsim.rpc.proto.UserPb;

/**
 * The user service with protobuf messages (gRPC's, from {@code user.proto}), unary calls only: what
 * the dubbo protocol with protobuf serialization serves, and what triple sends as bare protobuf (no
 * Hessian wrapper), as gRPC does, when every argument and return is a message. Server streaming
 * needs a generation's own stream type (Dubbo 3's StreamObserver), so each 3.x generation extends
 * this interface with it in its own module.
 */
public interface UserServicePb {
    FlagPb existUser(EmailPb request);

    FlagPb createUser(UserPb request);

    UserPb getUser(IdPb request);

    UserPagePb listUser(PagePb request);

    TextPb echo(TextPb request);
}
