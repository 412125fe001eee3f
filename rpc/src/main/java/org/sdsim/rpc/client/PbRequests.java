package org.sdsim.rpc.client;

import org.sdsim.rpc.proto.EmailPb;
import org.sdsim.rpc.proto.IdPb;
import org.sdsim.rpc.proto.PagePb;
import org.sdsim.rpc.proto.TextPb;
import org.sdsim.rpc.proto.UserPb;
import org.sdsim.rpc.service.Fixtures;
import org.sdsim.rpc.stack.Payload;

/**
 * The requests of every protobuf client (gRPC's stub, Dubbo's protobuf proxies), built once at
 * connect so that a call sends a ready message, as the POJO clients send a ready object.
 */
record PbRequests(EmailPb email, UserPb user, IdPb id, PagePb page, TextPb text) {

    /** {@code payload} sizes the echo's text. */
    static PbRequests of(Payload payload) {
        return new PbRequests(EmailPb.newBuilder().setEmail(Fixtures.EMAIL).build(), Fixtures.userPb(1),
                IdPb.newBuilder().setId(1).build(), PagePb.newBuilder().setPageNo(1).build(),
                TextPb.newBuilder().setText(Fixtures.text(payload.bytes())).build());
    }
}
