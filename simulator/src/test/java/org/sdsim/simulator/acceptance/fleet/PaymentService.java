package org.sdsim.simulator.acceptance.fleet;

/** A service the real Dubbo 3.3 providers of the capture acceptance test export: its methods are what they register. */
public interface PaymentService {
    String pay(String order);

    String refund(String payment);
}
