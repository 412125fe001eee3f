package org.sdsim.simulator.run;

import java.util.LinkedHashMap;
import java.util.Map;

/** Versions of what a run used, read from the libraries themselves rather than assumed. */
public final class Versions {

    /** The project version of the build that is running (the pom's, e.g. 0.1.0-SNAPSHOT). */
    public static final String SDSIM = ownVersion();

    private Versions() {
    }

    public static Map<String, String> all() {
        Map<String, String> v = new LinkedHashMap<>();
        v.put("sdsim", SDSIM);
        v.put("java", System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"));
        v.put("dubbo", org.apache.dubbo.common.Version.getVersion());
        v.put("zookeeper", packageVersion(org.apache.zookeeper.ZooKeeper.class, "3.9.x"));
        v.put("curator", packageVersion(org.apache.curator.framework.CuratorFramework.class, "5.9.x"));
        return v;
    }

    private static String ownVersion() {
        try (java.io.InputStream in = Versions.class.getResourceAsStream("/sdsim-version.properties")) {
            java.util.Properties p = new java.util.Properties();
            if (in != null) {
                p.load(in);
            }
            return p.getProperty("version", "unknown");
        } catch (java.io.IOException e) {
            return "unknown";
        }
    }

    /** A library's version from its jar's manifest, else from the jar's file name, else {@code fallback}. */
    public static String packageVersion(Class<?> type, String fallback) {
        String v = type.getPackage().getImplementationVersion();
        if (v != null) {
            return v;
        }
        // Fall back to the jar's file name (zookeeper-3.9.5.jar) where the manifest has no version.
        String location = String.valueOf(type.getProtectionDomain().getCodeSource().getLocation());
        int dash = location.lastIndexOf('-');
        int dot = location.lastIndexOf(".jar");
        return dash > 0 && dot > dash ? location.substring(dash + 1, dot) : fallback;
    }
}
