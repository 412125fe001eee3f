package org.sdsim.simulator.rpc;

import java.util.concurrent.Callable;

/**
 * Gives JMH's forks a class path other than this JVM's. JMH 1.37 builds every fork's command line
 * from this JVM's {@code java.class.path} property, read anew for each fork ({@code Runner#addClasspath},
 * also used for the target-properties probe), and offers no option for it; {@code -cp} in the JVM
 * arguments would be overridden by the one JMH appends. So, for the length of one JMH run, the
 * property names the class path of the target's generation; the forks then run that generation's
 * Dubbo and nothing of this JVM's, while this JVM (the JMH host) keeps its own classes, already
 * loaded. The runs of {@code sdsim rpc} are sequential; the lock keeps any other one out.
 */
final class ForkClassPath {

    private static final String PROPERTY = "java.class.path";
    private static final Object LOCK = new Object();

    private ForkClassPath() {
    }

    static <T> T during(String classPath, Callable<T> run) throws Exception {
        synchronized (LOCK) {
            String own = System.getProperty(PROPERTY);
            System.setProperty(PROPERTY, classPath);
            try {
                return run.call();
            } finally {
                System.setProperty(PROPERTY, own);
            }
        }
    }
}
