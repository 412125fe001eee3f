package org.sdsim.rpc.stack;

import com.google.protobuf.MessageLite;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.LengthFieldBasedFrameDecoder;
import io.netty.handler.codec.LengthFieldPrepender;
import org.sdsim.rpc.proto.EmailPb;
import org.sdsim.rpc.proto.FlagPb;
import org.sdsim.rpc.proto.IdPb;
import org.sdsim.rpc.proto.PagePb;
import org.sdsim.rpc.proto.TextPb;
import org.sdsim.rpc.service.Fixtures;

/**
 * The raw Netty ceiling's wire format: a 4-byte length, an 8-byte call id, a 1-byte method, then
 * the protobuf bytes the other stacks would send for that call, ready-made. Nothing is serialized
 * per call, so what remains is the cost of moving the same bytes over loopback.
 */
public final class NettyFrames {

    public static final int HEADER = 9;
    private static final int MAX_FRAME = 16 * 1024 * 1024;

    private NettyFrames() {
    }

    public static void install(ChannelPipeline pipeline) {
        pipeline.addLast(new LengthFieldBasedFrameDecoder(MAX_FRAME, 0, 4, 0, 4));
        pipeline.addLast(new LengthFieldPrepender(4));
    }

    /** Whether raw Netty has {@code method}: the unary calls with a protobuf twin (no stream, no order call). */
    public static boolean carries(Method method) {
        return !method.needsStream() && !method.needsPojo();
    }

    /** The request body for {@code method}. */
    public static byte[] request(Method method, Payload payload) {
        return bytes(switch (method) {
            case EXIST_USER -> EmailPb.newBuilder().setEmail(Fixtures.EMAIL).build();
            case CREATE_USER -> Fixtures.userPb(1);
            case GET_USER -> IdPb.newBuilder().setId(1).build();
            case LIST_USER -> PagePb.newBuilder().setPageNo(1).build();
            case ECHO -> TextPb.newBuilder().setText(Fixtures.text(payload.bytes())).build();
            case STREAM_USERS, CHAT_USERS -> throw new IllegalArgumentException("raw Netty has no streaming call");
            case LOAD_ORDER, LOAD_ORDERS -> throw new IllegalArgumentException("raw Netty has no order call");
        });
    }

    /** The response body for {@code method}; null for echo, whose response is its request. */
    public static byte[] response(Method method) {
        return switch (method) {
            case EXIST_USER, CREATE_USER -> bytes(FlagPb.newBuilder().setValue(true).build());
            case GET_USER -> bytes(Fixtures.userPb(1));
            case LIST_USER -> bytes(Fixtures.pagePb(1));
            case ECHO -> null;
            case STREAM_USERS, CHAT_USERS -> throw new IllegalArgumentException("raw Netty has no streaming call");
            case LOAD_ORDER, LOAD_ORDERS -> throw new IllegalArgumentException("raw Netty has no order call");
        };
    }

    private static byte[] bytes(MessageLite message) {
        return message.toByteArray();
    }
}
