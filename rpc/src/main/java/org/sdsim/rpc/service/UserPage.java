package org.sdsim.rpc.service;

import java.io.Serializable;
import java.util.List;

/** One page of users: what {@code listUser(pageNo)} returns (the POJO-list call). */
public class UserPage implements Serializable {
    private static final long serialVersionUID = 1L;

    private int pageNo;
    private int total;
    private List<User> result;

    public int getPageNo() { return pageNo; }
    public void setPageNo(int pageNo) { this.pageNo = pageNo; }
    public int getTotal() { return total; }
    public void setTotal(int total) { this.total = total; }
    public List<User> getResult() { return result; }
    public void setResult(List<User> result) { this.result = result; }
}
