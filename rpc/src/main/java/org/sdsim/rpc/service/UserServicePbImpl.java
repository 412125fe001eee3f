package org.sdsim.rpc.service;

import org.sdsim.rpc.proto.EmailPb;
import org.sdsim.rpc.proto.FlagPb;
import org.sdsim.rpc.proto.IdPb;
import org.sdsim.rpc.proto.PagePb;
import org.sdsim.rpc.proto.TextPb;
import org.sdsim.rpc.proto.UserPagePb;
import org.sdsim.rpc.proto.UserPb;
import org.sdsim.rpc.provider.ProviderMeter;

import java.util.List;

/**
 * The protobuf service; builds its answers per call, as the POJO service does. Open for a
 * generation's streaming service, which adds only the stream itself ({@link #streamedPage}).
 */
public class UserServicePbImpl implements UserServicePb {

    @Override
    public FlagPb existUser(EmailPb request) {
        ProviderMeter.served();
        return FlagPb.newBuilder().setValue(!request.getEmail().isEmpty()).build();
    }

    @Override
    public FlagPb createUser(UserPb request) {
        ProviderMeter.served();
        return FlagPb.newBuilder().setValue(request.getId() >= 0).build();
    }

    @Override
    public UserPb getUser(IdPb request) {
        ProviderMeter.served();
        return Fixtures.userPb(request.getId());
    }

    @Override
    public UserPagePb listUser(PagePb request) {
        ProviderMeter.served();
        return Fixtures.pagePb(request.getPageNo());
    }

    @Override
    public TextPb echo(TextPb request) {
        ProviderMeter.served();
        return request;
    }

    /** The users one server-streaming call sends, one message each; counted as one call served. */
    protected static List<UserPb> streamedPage(PagePb request) {
        ProviderMeter.served();
        return Fixtures.pagePb(request.getPageNo()).getResultList();
    }
}
