package org.sdsim.simulator.remedy;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;
import java.util.Map;

/**
 * What a remedy does to the consumer on one release. Values may hold {@code ${value}} (the value after
 * {@code =} as written) and {@code ${ms}} (a duration value in milliseconds).
 *
 * @param registryParameters parameters set on every registry the consumer subscribes to (Dubbo's registry URL)
 * @param jvmOptions         options added to the consumer JVM's, after the profile's
 * @param java               the JDK feature release the consumer runs on ({@code 25}); null for the one sdsim runs on
 * @param module             a module of this checkout whose classes go on the consumer's class path, ahead of
 *                           Dubbo's (an SPI override in {@code META-INF/dubbo}); null for none
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record RemedyEffect(Map<String, String> registryParameters, List<String> jvmOptions, Integer java, String module) {

    public RemedyEffect {
        registryParameters = registryParameters == null ? Map.of() : Map.copyOf(registryParameters);
        jvmOptions = jvmOptions == null ? List.of() : List.copyOf(jvmOptions);
    }
}
