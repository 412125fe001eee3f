package org.sdsim.simulator.live;

import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;

/**
 * {@code http://127.0.0.1:PORT/metrics}: the {@link SoakMeters} in Prometheus' text format, on
 * loopback only, for the whole run (one scrape target covers every mode and consumer restart).
 */
public final class PrometheusEndpoint implements AutoCloseable {
    public static final String PATH = "/metrics";
    private static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

    private final HttpServer server;

    private PrometheusEndpoint(HttpServer server) {
        this.server = server;
    }

    /** Listens on 127.0.0.1:port (0: any free port); fails when the port is taken. */
    public static PrometheusEndpoint start(int port, SoakMeters meters) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        server.createContext(PATH, exchange -> {
            try (exchange) {
                byte[] body = meters.scrape().getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().set("Content-Type", CONTENT_TYPE);
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        });
        server.start();
        return new PrometheusEndpoint(server);
    }

    public int port() {
        return server.getAddress().getPort();
    }

    public String url() {
        return "http://127.0.0.1:" + port() + PATH;
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
