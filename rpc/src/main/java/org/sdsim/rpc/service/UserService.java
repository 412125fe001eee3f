package org.sdsim.rpc.service;

import java.util.List;

/**
 * The user service as a plain Java interface: what Dubbo's dubbo protocol (hessian2, fastjson2)
 * and triple "wrapping Hessian" serve. The methods are the rpc-benchmark suite's, plus an echo for
 * the payload sizes of the Dubbo 2.5 study and that study's two order calls.
 */
public interface UserService {
    /** A tiny call both ways: the benchmark's "no-arg"-class method. */
    boolean existUser(String email);

    /** A POJO argument. */
    boolean createUser(User user);

    /** A POJO return. */
    User getUser(long id);

    /** A POJO-list return (one page of {@link Fixtures#PAGE_SIZE} users). */
    UserPage listUser(int pageNo);

    /** The payload string back (the Dubbo 2.5 study's SendStr). */
    String echo(String text);

    /** The order back (the Dubbo 2.5 study's LoadOrder). */
    OrderInfo loadOrder(OrderInfo order);

    /** The orders back (the study's LoadOrders). */
    List<OrderInfo> loadOrders(List<OrderInfo> orders);
}
