package org.sdsim.rpc.client;

import org.sdsim.rpc.service.Fixtures;
import org.sdsim.rpc.service.User;
import org.sdsim.rpc.service.UserService;
import org.sdsim.rpc.stack.Payload;
import org.sdsim.rpc.stack.Stack;

/** Dubbo with the plain Java interface: dubbo+hessian2, dubbo+fastjson2, triple wrapping Hessian. */
final class DubboPojoClient implements UserClient {

    private final DubboReference<UserService> reference;
    private final UserService service;
    private final User user = Fixtures.user(1);
    private final String text;

    DubboPojoClient(Stack stack, String host, int port, Payload payload) {
        reference = new DubboReference<>(UserService.class, stack, host, port);
        service = reference.proxy();
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
    public Object streamUsers() {
        throw new UnsupportedOperationException("streaming needs triple with protobuf messages");
    }

    @Override
    public void close() {
        reference.close();
    }
}
