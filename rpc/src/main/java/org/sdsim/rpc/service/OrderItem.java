package org.sdsim.rpc.service;

import java.io.Serializable;

/** One line of an {@link OrderInfo}: a JavaBean every serialization of the Dubbo 2.5 study can carry (SOAP included). */
public class OrderItem implements Serializable {
    private static final long serialVersionUID = 1L;

    private long skuId;
    private String name;
    private int quantity;
    private double price;

    public long getSkuId() { return skuId; }
    public void setSkuId(long skuId) { this.skuId = skuId; }
    public String getName() { return name; }
    public void setName(String name) { this.name = name; }
    public int getQuantity() { return quantity; }
    public void setQuantity(int quantity) { this.quantity = quantity; }
    public double getPrice() { return price; }
    public void setPrice(double price) { this.price = price; }
}
