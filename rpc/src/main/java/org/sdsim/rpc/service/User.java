package org.sdsim.rpc.service;

import java.io.Serializable;
import java.util.List;

/**
 * The rpc-benchmark suite's user, as a plain Java object for the serializations that take one
 * (hessian2, fastjson2). Dates are epoch values so that the protobuf twin ({@code UserPb}) carries
 * the same fields and the stacks move the same information.
 */
public class User implements Serializable {
    private static final long serialVersionUID = 1L;

    private long id;
    private String name;
    private int sex;
    private long birthday;
    private String email;
    private String mobile;
    private String address;
    private String icon;
    private List<Integer> permissions;
    private int status;
    private long createTime;
    private long updateTime;

    public long getId() { return id; }
    public void setId(long id) { this.id = id; }
    public String getName() { return name; }
    public void setName(String name) { this.name = name; }
    public int getSex() { return sex; }
    public void setSex(int sex) { this.sex = sex; }
    public long getBirthday() { return birthday; }
    public void setBirthday(long birthday) { this.birthday = birthday; }
    public String getEmail() { return email; }
    public void setEmail(String email) { this.email = email; }
    public String getMobile() { return mobile; }
    public void setMobile(String mobile) { this.mobile = mobile; }
    public String getAddress() { return address; }
    public void setAddress(String address) { this.address = address; }
    public String getIcon() { return icon; }
    public void setIcon(String icon) { this.icon = icon; }
    public List<Integer> getPermissions() { return permissions; }
    public void setPermissions(List<Integer> permissions) { this.permissions = permissions; }
    public int getStatus() { return status; }
    public void setStatus(int status) { this.status = status; }
    public long getCreateTime() { return createTime; }
    public void setCreateTime(long createTime) { this.createTime = createTime; }
    public long getUpdateTime() { return updateTime; }
    public void setUpdateTime(long updateTime) { this.updateTime = updateTime; }
}
