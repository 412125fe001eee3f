package org.sdsim.consumer25.rpc;

import org.sdsim.rpc.dubbo.DubboEndpoint;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.rmi.server.RMISocketFactory;

/**
 * Keeps the rmi protocol on loopback. Dubbo's RmiProtocol hands the port to Spring's
 * RmiServiceExporter, which creates the RMI registry with {@code LocateRegistry.createRegistry(port)}
 * and exports the service on an anonymous port: both listen on every interface unless the JVM's
 * RMI socket factory binds them, and the stub names the host RMI thinks it has unless
 * {@code java.rmi.server.hostname} says otherwise. Both are JVM-wide, so they are set once, before
 * the first export or lookup, to the endpoint's host (a name the hosts file maps to 127.0.0.1).
 */
final class LoopbackRmiSockets extends RMISocketFactory {

    private static boolean pinned;

    private final InetAddress bindTo;

    private LoopbackRmiSockets(InetAddress bindTo) {
        this.bindTo = bindTo;
    }

    static synchronized void pinIfRmi(DubboEndpoint endpoint) {
        if (pinned || !"rmi".equals(endpoint.stack().protocol())) {
            return;
        }
        try {
            System.setProperty("java.rmi.server.hostname", endpoint.host());
            RMISocketFactory.setSocketFactory(new LoopbackRmiSockets(InetAddress.getByName(endpoint.host())));
            pinned = true;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep RMI on " + endpoint.host(), e);
        }
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return new Socket(host, port);
    }

    @Override
    public ServerSocket createServerSocket(int port) throws IOException {
        return new ServerSocket(port, 50, bindTo);
    }
}
