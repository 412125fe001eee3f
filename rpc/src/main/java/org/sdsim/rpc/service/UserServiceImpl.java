package org.sdsim.rpc.service;

import org.sdsim.rpc.provider.ProviderMeter;

import java.util.List;

/** The POJO service: answers from {@link Fixtures}, counting each call for the provider's meter. */
public final class UserServiceImpl implements UserService {

    @Override
    public boolean existUser(String email) {
        ProviderMeter.served();
        return email != null && !email.isEmpty();
    }

    @Override
    public boolean createUser(User user) {
        ProviderMeter.served();
        return user != null;
    }

    @Override
    public User getUser(long id) {
        ProviderMeter.served();
        return Fixtures.user(id);
    }

    @Override
    public UserPage listUser(int pageNo) {
        ProviderMeter.served();
        return Fixtures.page(pageNo);
    }

    @Override
    public String echo(String text) {
        ProviderMeter.served();
        return text;
    }

    @Override
    public OrderInfo loadOrder(OrderInfo order) {
        ProviderMeter.served();
        return order;
    }

    @Override
    public List<OrderInfo> loadOrders(List<OrderInfo> orders) {
        ProviderMeter.served();
        return orders;
    }
}
