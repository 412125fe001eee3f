package org.sdsim.simulator.remedy;

import org.sdsim.simulator.generation.Generations;
import org.sdsim.simulator.run.UserError;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Where a remedy's own classes are: a module of the checkout, beside the generation modules. */
public final class RemedyModules {

    private RemedyModules() {
    }

    /**
     * {@code consumerClassPath} with each module's classes ahead of it: an SPI file in the module's
     * {@code META-INF/dubbo} then sits beside Dubbo's own, and its classes see Dubbo's.
     */
    public static String classPath(AppliedRemedies remedies, String consumerClassPath) {
        List<String> entries = new ArrayList<>();
        for (String module : remedies.modules()) {
            Path classes = Generations.checkoutDir().resolve(module).resolve("target").resolve("classes");
            if (!Files.isDirectory(classes)) {
                throw new UserError("the remedy module " + module + " is not built (no " + classes
                        + "); run 'mvn -B -DskipTests package' in the checkout");
            }
            entries.add(classes.toString());
        }
        entries.add(consumerClassPath);
        return String.join(File.pathSeparator, entries);
    }
}
