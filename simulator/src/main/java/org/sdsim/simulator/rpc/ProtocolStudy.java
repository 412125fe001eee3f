package org.sdsim.simulator.rpc;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Dubbo 2.5 protocol study (Dubbo 2.5.3, ZooKeeper, one consumer; ../shared/seeds 001): seven
 * rows of protocol, transport and serialization, five payloads, and the milliseconds it published
 * for each, single-threaded (the average of 100 calls, without the first connection) and with 10
 * callers × 5 calls (the whole, with the first connection). Its machine is not this one, so what
 * can agree are ratios: each row over row A on the same payload.
 */
public final class ProtocolStudy {

    /** One row of the study: its letter, the stack that runs it here, and its published milliseconds per payload. */
    public record Row(String letter, String stackId, String setting, Map<String, Double> singleMs,
                      Map<String, Double> tenCallersMs) {
    }

    /** The study's payloads, in its order. */
    public static final List<String> PAYLOADS = List.of("order", "orders-100", "1KB", "100KB", "1MB");

    /** The study's release: every row runs on it here. */
    public static final String RELEASE = "2.5.3";

    /** The study's 10-caller table stops after row B (its page is cut off there). */
    public static final List<Row> ROWS = List.of(
            row("A", "dubbo-hessian2", "dubbo, netty, hessian2",
                    new double[] {0.958, 1.438, 0.68, 4.262, 32.473}, new double[] {1165, 1311, 1149, 1273, 2141}),
            row("B", "dubbo-dubbo", "dubbo, netty, dubbo",
                    new double[] {1.45, 3.42, 0.94, 4.35, 27.92}, new double[] {1220, 1437, 1145, 1253, 2065}),
            row("C", "dubbo-java", "dubbo, netty, java",
                    new double[] {1.91, 4.48, 1.0, 3.3, 18.09}, null),
            row("D", "rmi-java", "rmi, java",
                    new double[] {1.63, 5.15, 0.77, 2.15, 15.21}, null),
            row("E", "rmi-hessian2", "rmi, hessian2",
                    new double[] {1.63, 5.12, 0.76, 2.13, 15.11}, null),
            row("F", "hessian-hessian2", "hessian, servlet (Tomcat), hessian2",
                    new double[] {1.6, 5.98, 1.88, 5.52, 39.87}, null),
            row("G", "webservice-soap", "webservice, servlet (Tomcat), SOAP (CXF)",
                    new double[] {7.4, 34.39, 6.0, 7.43, 34.61}, null));

    private ProtocolStudy() {
    }

    private static Row row(String letter, String stackId, String setting, double[] single, double[] ten) {
        return new Row(letter, stackId, setting, byPayload(single), ten == null ? Map.of() : byPayload(ten));
    }

    private static Map<String, Double> byPayload(double[] values) {
        return Map.of(PAYLOADS.get(0), values[0], PAYLOADS.get(1), values[1], PAYLOADS.get(2), values[2],
                PAYLOADS.get(3), values[3], PAYLOADS.get(4), values[4]);
    }

    public static Optional<Row> byStack(String stackId) {
        return ROWS.stream().filter(r -> r.stackId().equals(stackId)).findFirst();
    }

    /** Row A: every ratio's denominator. */
    public static Row baseline() {
        return ROWS.get(0);
    }
}
