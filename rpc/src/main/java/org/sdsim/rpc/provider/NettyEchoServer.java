package org.sdsim.rpc.provider;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import org.sdsim.rpc.stack.Method;
import org.sdsim.rpc.stack.NettyFrames;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.TimeUnit;

/**
 * The ceiling: answers each frame on the I/O thread with the ready-made response bytes of its
 * method (the request itself for echo). No thread hand-off, no serialization.
 */
final class NettyEchoServer implements RpcServer {

    private final EventLoopGroup boss;
    private final EventLoopGroup workers;
    private final Channel channel;

    private NettyEchoServer(EventLoopGroup boss, EventLoopGroup workers, Channel channel) {
        this.boss = boss;
        this.workers = workers;
        this.channel = channel;
    }

    static NettyEchoServer start(String host, int port) throws InterruptedException, java.net.UnknownHostException {
        EventLoopGroup boss = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
        EventLoopGroup workers = new MultiThreadIoEventLoopGroup(NioIoHandler.newFactory());
        Responder responder = new Responder();
        Channel channel = new ServerBootstrap()
                .group(boss, workers)
                .channel(NioServerSocketChannel.class)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        NettyFrames.install(ch.pipeline());
                        ch.pipeline().addLast(responder);
                    }
                })
                .bind(new InetSocketAddress(InetAddress.getByName(host), port)).sync().channel();
        return new NettyEchoServer(boss, workers, channel);
    }

    @Override
    public void close() {
        channel.close().awaitUninterruptibly();
        boss.shutdownGracefully(0, 2, TimeUnit.SECONDS);
        workers.shutdownGracefully(0, 2, TimeUnit.SECONDS).awaitUninterruptibly();
    }

    @ChannelHandler.Sharable
    private static final class Responder extends SimpleChannelInboundHandler<ByteBuf> {
        private final byte[][] responses = new byte[Method.values().length][];

        Responder() {
            for (Method m : Method.values()) {
                if (NettyFrames.carries(m)) {
                    responses[m.ordinal()] = NettyFrames.response(m);
                }
            }
        }

        @Override
        protected void channelRead0(ChannelHandlerContext ctx, ByteBuf frame) {
            ProviderMeter.served();
            long id = frame.readLong();
            byte method = frame.readByte();
            byte[] canned = responses[method];
            int bodyBytes = canned == null ? frame.readableBytes() : canned.length;
            ByteBuf out = ctx.alloc().buffer(NettyFrames.HEADER + bodyBytes);
            out.writeLong(id).writeByte(method);
            if (canned == null) {
                out.writeBytes(frame);
            } else {
                out.writeBytes(canned);
            }
            ctx.writeAndFlush(out);
        }
    }
}
