package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

/**
 * summary.json's {@code attributionDetail}: components of the heap attribution split further.
 *
 * @param fileCache the file-cache component by the registry holding each copy, in the order the dump listed them
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record AttributionDetail(List<FileCacheCopy> fileCache) {

    public AttributionDetail {
        fileCache = fileCache == null ? List.of() : List.copyOf(fileCache);
    }

    /** "ZookeeperRegistry zk1 38.2 MB (8 keys), ServiceDiscoveryRegistry zk1 ...": what the report shows. */
    public String fileCacheText() {
        return String.join(", ", fileCache.stream().map(c -> String.format(java.util.Locale.ROOT, "%s%s %.1f MB (%d keys)",
                c.owner(), c.registry() == null ? "" : " " + c.registry(), c.mb(), c.keys())).toList());
    }
}
