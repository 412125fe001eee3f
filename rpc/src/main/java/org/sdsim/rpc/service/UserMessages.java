package org.sdsim.rpc.service;

import com.google.protobuf.MessageLite;
import org.sdsim.rpc.proto.EmailPb;
import org.sdsim.rpc.proto.FlagPb;
import org.sdsim.rpc.proto.IdPb;
import org.sdsim.rpc.proto.PagePb;
import org.sdsim.rpc.proto.TextPb;
import org.sdsim.rpc.proto.UserPagePb;
import org.sdsim.rpc.proto.UserPb;

import java.util.List;

/**
 * Every message of {@code user.proto} that a call sends or answers, as its default instance: Dubbo's
 * protobuf serialization for the dubbo protocol parses a message only by a class registered in
 * advance, so a generation registers these before it serves or calls dubbo+protobuf.
 */
public final class UserMessages {

    private UserMessages() {
    }

    public static List<MessageLite> defaultInstances() {
        return List.of(EmailPb.getDefaultInstance(), FlagPb.getDefaultInstance(), IdPb.getDefaultInstance(),
                PagePb.getDefaultInstance(), TextPb.getDefaultInstance(), UserPagePb.getDefaultInstance(),
                UserPb.getDefaultInstance());
    }
}
