package org.sdsim.analyzers.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** --version: the Maven version baked into the jar (META-INF/maven/.../pom.properties) and the JVM running it. */
public final class GclogVersion implements IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {
            "gclog " + version(),
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")",
        };
    }

    static String version() {
        try (InputStream in = GclogVersion.class.getResourceAsStream("/META-INF/maven/org.sdsim/analyzers/pom.properties")) {
            if (in != null) {
                Properties p = new Properties();
                p.load(in);
                String v = p.getProperty("version");
                if (v != null) {
                    return v;
                }
            }
        } catch (IOException e) {
            // fall through to the package version
        }
        String v = GclogVersion.class.getPackage().getImplementationVersion();
        return v != null ? v : "(development build)";
    }
}
