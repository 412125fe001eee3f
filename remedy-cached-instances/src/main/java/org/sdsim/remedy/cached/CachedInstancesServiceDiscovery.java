package org.sdsim.remedy.cached;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.client.ServiceInstance;
import org.apache.dubbo.registry.zookeeper.ZookeeperServiceDiscovery;
import org.apache.dubbo.registry.zookeeper.ZookeeperServiceDiscoveryChangeWatcher;
import org.apache.dubbo.registry.zookeeper.util.CuratorFrameworkUtils;
import org.apache.dubbo.rpc.model.ApplicationModel;

import java.lang.reflect.Field;
import java.util.List;
import java.util.Map;

/**
 * Dubbo's ZooKeeper service discovery, answering an application's instances from the Curator
 * {@code ServiceCache} it already keeps for that application, once that cache is started.
 *
 * <p>From 3.1.5 on, every child event under {@code /services/<app>} reaches
 * {@code ZookeeperServiceDiscoveryChangeWatcher#cacheChanged}, which calls {@link #getInstances(String)}: in
 * stock Dubbo one {@code getChildren} and one {@code getData} + JSON parse per instance of the application, for
 * each event. Curator's cache has applied that event before it calls the listener
 * ({@code ServiceCacheImpl#childEvent}), so it holds the same instances, in-place updates (a changed revision or
 * weight) included. Answering from it turns the registry read per event into a copy of the cached list.
 *
 * <p>The watchers, and the caches they hold, live in a private field of the parent class; it is read once here.
 * Dubbo 3.1.5 to 3.3.6 (3.2.19 included) name and type it alike. The fix inside Dubbo is one line in
 * {@code cacheChanged} (docs/dubbo-mechanisms.md has it as a patch).
 */
public class CachedInstancesServiceDiscovery extends ZookeeperServiceDiscovery {

    private final Map<String, ZookeeperServiceDiscoveryChangeWatcher> watchers;

    public CachedInstancesServiceDiscovery(ApplicationModel applicationModel, URL registryURL) {
        super(applicationModel, registryURL);
        this.watchers = watchersOf(this);
    }

    /**
     * The instances of {@code serviceName}: from its started cache where there is one, else from the registry
     * (a name nobody subscribes to, or the first read while the cache is being set up).
     */
    @Override
    public List<ServiceInstance> getInstances(String serviceName) throws NullPointerException {
        ZookeeperServiceDiscoveryChangeWatcher watcher = watchers.get(serviceName);
        if (watcher == null) {
            return super.getInstances(serviceName);
        }
        return CuratorFrameworkUtils.build(registryURL, watcher.getCacheInstance().getInstances());
    }

    @SuppressWarnings("unchecked")
    private static Map<String, ZookeeperServiceDiscoveryChangeWatcher> watchersOf(ZookeeperServiceDiscovery discovery) {
        try {
            Field f = ZookeeperServiceDiscovery.class.getDeclaredField("watcherCaches");
            f.setAccessible(true);
            return (Map<String, ZookeeperServiceDiscoveryChangeWatcher>) f.get(discovery);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("this Dubbo's ZookeeperServiceDiscovery has no watcherCaches map; the "
                    + "cached-instances remedy applies to Dubbo 3.1.5 to 3.3.6", e);
        }
    }
}
