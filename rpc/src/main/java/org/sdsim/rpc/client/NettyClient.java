package org.sdsim.rpc.client;

import io.netty.bootstrap.Bootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import org.sdsim.rpc.stack.Method;
import org.sdsim.rpc.stack.NettyFrames;
import org.sdsim.rpc.stack.Payload;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The ceiling's client: one connection, calls matched to answers by id; the answer is handed back
 * as its bytes, not parsed.
 */
final class NettyClient implements UserClient {

    private final EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
    private final Channel channel;
    private final Map<Long, CompletableFuture<byte[]>> pending = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();
    private final byte[][] requests = new byte[Method.values().length][];

    NettyClient(String host, int port, Payload payload) throws InterruptedException {
        for (Method m : Method.values()) {
            if (NettyFrames.carries(m)) {
                requests[m.ordinal()] = NettyFrames.request(m, payload);
            }
        }
        channel = new Bootstrap()
                .group(group)
                .channel(NioSocketChannel.class)
                .handler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        NettyFrames.install(ch.pipeline());
                        ch.pipeline().addLast(new SimpleChannelInboundHandler<ByteBuf>() {
                            @Override
                            protected void channelRead0(ChannelHandlerContext ctx, ByteBuf frame) {
                                long id = frame.readLong();
                                frame.skipBytes(1);
                                byte[] body = new byte[frame.readableBytes()];
                                frame.readBytes(body);
                                CompletableFuture<byte[]> call = pending.remove(id);
                                if (call != null) {
                                    call.complete(body);
                                }
                            }
                        });
                    }
                })
                .connect(host, port).sync().channel();
    }

    private byte[] call(Method method) {
        long id = ids.incrementAndGet();
        CompletableFuture<byte[]> answer = new CompletableFuture<>();
        pending.put(id, answer);
        byte[] body = requests[method.ordinal()];
        ByteBuf frame = channel.alloc().buffer(NettyFrames.HEADER + body.length);
        frame.writeLong(id).writeByte(method.ordinal()).writeBytes(body);
        channel.writeAndFlush(frame);
        try {
            return answer.get(60, TimeUnit.SECONDS);
        } catch (Exception e) {
            pending.remove(id);
            throw new IllegalStateException("raw Netty call " + method.id() + " failed", e);
        }
    }

    @Override
    public Object existUser() {
        return call(Method.EXIST_USER);
    }

    @Override
    public Object createUser() {
        return call(Method.CREATE_USER);
    }

    @Override
    public Object getUser() {
        return call(Method.GET_USER);
    }

    @Override
    public Object listUser() {
        return call(Method.LIST_USER);
    }

    @Override
    public Object echo() {
        return call(Method.ECHO);
    }

    @Override
    public Object streamUsers() {
        throw new UnsupportedOperationException("raw Netty has no streaming call");
    }

    @Override
    public void close() {
        channel.close().awaitUninterruptibly();
        group.shutdownGracefully(0, 2, TimeUnit.SECONDS).awaitUninterruptibly();
    }
}
