package org.sdsim.rpc.dubbo3;

import org.apache.dubbo.common.stream.StreamObserver;
import org.sdsim.rpc.proto.PagePb;
import org.sdsim.rpc.proto.UserPb;
import org.sdsim.rpc.service.UserServicePb;

/**
 * tri-protobuf's interface on Dubbo 3: the protobuf user service plus server streaming over
 * Dubbo 3's StreamObserver (the one call that needs a Dubbo type).
 */
public interface StreamingUserServicePb extends UserServicePb {

    /** The page's users, one message each. */
    void streamUsers(PagePb request, StreamObserver<UserPb> responses);

    /** Bidirectional: each page sent is answered with its users, one message each. */
    StreamObserver<PagePb> chatUsers(StreamObserver<UserPb> responses);
}
