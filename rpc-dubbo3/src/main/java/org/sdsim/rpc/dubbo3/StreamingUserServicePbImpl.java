package org.sdsim.rpc.dubbo3;

import org.apache.dubbo.common.stream.StreamObserver;
import org.sdsim.rpc.proto.PagePb;
import org.sdsim.rpc.proto.UserPb;
import org.sdsim.rpc.service.UserServicePbImpl;

/** The protobuf service's answers, plus the stream. */
final class StreamingUserServicePbImpl extends UserServicePbImpl implements StreamingUserServicePb {

    @Override
    public void streamUsers(PagePb request, StreamObserver<UserPb> responses) {
        streamedPage(request).forEach(responses::onNext);
        responses.onCompleted();
    }

    @Override
    public StreamObserver<PagePb> chatUsers(StreamObserver<UserPb> responses) {
        return new StreamObserver<>() {
            @Override
            public void onNext(PagePb page) {
                streamedPage(page).forEach(responses::onNext);
            }

            @Override
            public void onError(Throwable error) {
                responses.onError(error);
            }

            @Override
            public void onCompleted() {
                responses.onCompleted();
            }
        };
    }
}
