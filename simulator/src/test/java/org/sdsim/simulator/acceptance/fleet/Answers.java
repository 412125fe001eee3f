package org.sdsim.simulator.acceptance.fleet;

/** One implementation of them all: what they answer does not matter, what they register does. */
public final class Answers implements OrderService, PaymentService, UserService, AccountService {
    @Override
    public String getOrder(String id) {
        return "order " + id;
    }

    @Override
    public String listOrders(String owner) {
        return "[]";
    }

    @Override
    public String cancelOrder(String id) {
        return "cancelled " + id;
    }

    @Override
    public String pay(String order) {
        return "paid " + order;
    }

    @Override
    public String refund(String payment) {
        return "refunded " + payment;
    }

    @Override
    public String getUser(String id) {
        return "user " + id;
    }

    @Override
    public String getAccount(String id) {
        return "account " + id;
    }

    @Override
    public String closeAccount(String id) {
        return "closed " + id;
    }
}
