package org.sdsim.rpc.service;

import java.io.Serializable;
import java.util.List;
import java.util.Map;

/**
 * The Dubbo 2.5 protocol study's payload, "a single POJO with nested complex collections": the
 * study does not print its OrderInfo, so this one has what its text names, scalar fields, a nested
 * list of POJOs, a list of strings and a map. JavaBean shape (no-argument constructor, private
 * fields, getters and setters) because row G's JAXB binds properties, and no type newer than Java 8,
 * because row C's and D's Java serialization and row B's Dubbo serialization rebuild it field by field.
 */
public class OrderInfo implements Serializable {
    private static final long serialVersionUID = 1L;

    private String orderNo;
    private long buyerId;
    private String buyerName;
    private String address;
    private long createTime;
    private int status;
    private double amount;
    private List<OrderItem> items;
    private List<String> tags;
    private Map<String, String> attributes;

    public String getOrderNo() { return orderNo; }
    public void setOrderNo(String orderNo) { this.orderNo = orderNo; }
    public long getBuyerId() { return buyerId; }
    public void setBuyerId(long buyerId) { this.buyerId = buyerId; }
    public String getBuyerName() { return buyerName; }
    public void setBuyerName(String buyerName) { this.buyerName = buyerName; }
    public String getAddress() { return address; }
    public void setAddress(String address) { this.address = address; }
    public long getCreateTime() { return createTime; }
    public void setCreateTime(long createTime) { this.createTime = createTime; }
    public int getStatus() { return status; }
    public void setStatus(int status) { this.status = status; }
    public double getAmount() { return amount; }
    public void setAmount(double amount) { this.amount = amount; }
    public List<OrderItem> getItems() { return items; }
    public void setItems(List<OrderItem> items) { this.items = items; }
    public List<String> getTags() { return tags; }
    public void setTags(List<String> tags) { this.tags = tags; }
    public Map<String, String> getAttributes() { return attributes; }
    public void setAttributes(Map<String, String> attributes) { this.attributes = attributes; }
}
