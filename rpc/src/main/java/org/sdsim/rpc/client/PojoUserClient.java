package org.sdsim.rpc.client;

import org.sdsim.rpc.service.Fixtures;
import org.sdsim.rpc.service.OrderInfo;
import org.sdsim.rpc.service.User;
import org.sdsim.rpc.service.UserService;
import org.sdsim.rpc.stack.Payload;

import java.util.List;

/**
 * The calls on the plain Java interface (dubbo+hessian2, dubbo+fastjson2, triple wrapping Hessian),
 * through whatever proxy a generation's Dubbo made for it.
 */
public final class PojoUserClient implements UserClient {

    private final UserService service;
    private final Runnable close;
    private final User user = Fixtures.user(1);
    private final String text;
    private final OrderInfo order = Fixtures.order(1);
    private final List<OrderInfo> orders = Fixtures.orders();

    /** {@code close} releases the proxy's reference (and its connection). */
    public PojoUserClient(UserService service, Payload payload, Runnable close) {
        this.service = service;
        this.close = close;
        text = Fixtures.text(payload.bytes());
    }

    @Override
    public Object existUser() {
        return service.existUser(Fixtures.EMAIL);
    }

    @Override
    public Object createUser() {
        return service.createUser(user);
    }

    @Override
    public Object getUser() {
        return service.getUser(1);
    }

    @Override
    public Object listUser() {
        return service.listUser(1);
    }

    @Override
    public Object echo() {
        return service.echo(text);
    }

    @Override
    public Object loadOrder() {
        return service.loadOrder(order);
    }

    @Override
    public Object loadOrders() {
        return service.loadOrders(orders);
    }

    @Override
    public Object streamUsers() {
        throw new UnsupportedOperationException("streaming needs triple with protobuf messages");
    }

    @Override
    public void close() {
        close.run();
    }
}
