package org.sdsim.rpc.service;

import org.sdsim.rpc.proto.UserPagePb;
import org.sdsim.rpc.proto.UserPb;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.List;

/**
 * The data every stack sends: the same user (rpc-benchmark's fields and sizes), the same page of
 * {@value #PAGE_SIZE}, in POJO and protobuf form, so that the stacks differ only in how they move it.
 */
public final class Fixtures {

    /** rpc-benchmark's listUser page size. */
    public static final int PAGE_SIZE = 15;
    /** The Dubbo 2.5 study's POJO list: 100 orders. */
    public static final int ORDERS = 100;
    public static final String EMAIL = "dong.li@sdsim.example";
    private static final List<Integer> PERMISSIONS = List.of(1, 2, 3, 4, 5, 6, 7, 8, 19, 88, 86, 89, 90, 91, 92);

    private Fixtures() {
    }

    public static User user(long id) {
        User u = new User();
        u.setId(id);
        u.setName("Doug Lea");
        u.setSex(1);
        u.setBirthday(-2_208_988_800_000L + id);
        u.setEmail(EMAIL);
        u.setMobile("18612345678");
        u.setAddress("北京市 中关村 中关村大街1号 鼎好大厦 1605");
        u.setIcon("https://www.sdsim.example/icons/" + id + ".png");
        // An ArrayList, as rpc-benchmark's service builds it: Java 9's immutable lists are not a type
        // that Dubbo 2.7's Hessian can rebuild on the other side.
        u.setPermissions(new ArrayList<>(PERMISSIONS));
        u.setStatus(1);
        u.setCreateTime(1_700_000_000_000L);
        u.setUpdateTime(1_700_000_000_000L);
        return u;
    }

    public static UserPage page(int pageNo) {
        List<User> users = new ArrayList<>(PAGE_SIZE);
        for (int i = 0; i < PAGE_SIZE; i++) {
            users.add(user((long) pageNo * PAGE_SIZE + i));
        }
        UserPage page = new UserPage();
        page.setPageNo(pageNo);
        page.setTotal(1000);
        page.setResult(users);
        return page;
    }

    public static UserPb userPb(long id) {
        return toPb(user(id));
    }

    public static UserPagePb pagePb(int pageNo) {
        UserPage page = page(pageNo);
        UserPagePb.Builder b = UserPagePb.newBuilder().setPageNo(page.getPageNo()).setTotal(page.getTotal());
        page.getResult().forEach(u -> b.addResult(toPb(u)));
        return b.build();
    }

    private static UserPb toPb(User u) {
        return UserPb.newBuilder()
                .setId(u.getId()).setName(u.getName()).setSex(u.getSex()).setBirthday(u.getBirthday())
                .setEmail(u.getEmail()).setMobile(u.getMobile()).setAddress(u.getAddress()).setIcon(u.getIcon())
                .addAllPermissions(u.getPermissions()).setStatus(u.getStatus())
                .setCreateTime(u.getCreateTime()).setUpdateTime(u.getUpdateTime())
                .build();
    }

    /**
     * One order of the Dubbo 2.5 study: three items, three tags, four attributes. Mutable
     * collections ({@link ArrayList}, {@link HashMap}) because Dubbo 2.5's own serialization builds
     * a reader per concrete class and cannot reach the JDK's private immutable ones.
     */
    public static OrderInfo order(long id) {
        OrderInfo o = new OrderInfo();
        o.setOrderNo("SO-2013-" + (100_000 + id));
        o.setBuyerId(10_000 + id);
        o.setBuyerName("Doug Lea");
        o.setAddress("北京市 中关村 中关村大街1号 鼎好大厦 1605");
        o.setCreateTime(1_370_000_000_000L + id);
        o.setStatus(1);
        List<OrderItem> items = new ArrayList<>();
        double amount = 0;
        for (int i = 1; i <= 3; i++) {
            OrderItem item = new OrderItem();
            item.setSkuId(id * 10 + i);
            item.setName("sku " + i + " of order " + id);
            item.setQuantity(i);
            item.setPrice(9.9 * i);
            amount += item.getPrice() * item.getQuantity();
            items.add(item);
        }
        o.setItems(items);
        o.setAmount(amount);
        o.setTags(new ArrayList<>(List.of("express", "invoice", "gift-wrap")));
        Map<String, String> attributes = new HashMap<>();
        attributes.put("channel", "web");
        attributes.put("payment", "alipay");
        attributes.put("warehouse", "beijing-03");
        attributes.put("coupon", "NEWYEAR2013");
        o.setAttributes(attributes);
        return o;
    }

    /** The study's list of {@value #ORDERS} orders, in an {@link ArrayList} for the same reason. */
    public static List<OrderInfo> orders() {
        List<OrderInfo> out = new ArrayList<>(ORDERS);
        for (int i = 0; i < ORDERS; i++) {
            out.add(order(i));
        }
        return out;
    }

    /** A string of {@code bytes} ASCII characters (so its UTF-8 size is exactly that). */
    public static String text(int bytes) {
        StringBuilder sb = new StringBuilder(bytes);
        for (int i = 0; i < bytes; i++) {
            sb.append((char) ('a' + i % 26));
        }
        return sb.toString();
    }
}
