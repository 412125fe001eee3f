package org.sdsim.remedy.cached;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.client.ServiceDiscovery;
import org.apache.dubbo.registry.zookeeper.ZookeeperServiceDiscoveryFactory;

/**
 * Dubbo's {@code zookeeper} service-discovery factory, making {@link CachedInstancesServiceDiscovery} instead of
 * {@code ZookeeperServiceDiscovery}. Registered under the same name in {@code META-INF/dubbo/}, which Dubbo's
 * {@code DubboLoadingStrategy} lets override the built-in entry of {@code META-INF/dubbo/internal/}.
 */
public class CachedInstancesDiscoveryFactory extends ZookeeperServiceDiscoveryFactory {

    @Override
    protected ServiceDiscovery createDiscovery(URL registryURL) {
        return new CachedInstancesServiceDiscovery(applicationModel, registryURL);
    }
}
