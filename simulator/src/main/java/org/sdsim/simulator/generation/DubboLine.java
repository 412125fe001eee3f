package org.sdsim.simulator.generation;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

/**
 * One line of Dubbo releases as a user picks one ({@code 3.1.0 to 3.1.4}, {@code 3.2}), with the release sdsim runs
 * for it and what its consumers do by default that no remedy's data says: read in that release's jar, each with its
 * source. The decision table ({@code table.DecisionTable}) joins it with the remedy catalogue and measured figures.
 *
 * @param line             how a user names the line
 * @param release          the release sdsim runs for it
 * @param defaultDiscovery what a consumer of the line discovers with no migration rule: {@code interface} on 2.x,
 *                         {@code dual} (APPLICATION_FIRST, both at once) on 3.x
 * @param emptyProtection  what an empty address push does by default
 * @param sources          the jar's source lines each fact rests on
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record DubboLine(String line, String release, String defaultDiscovery, String emptyProtection,
        List<String> sources) {

    public DubboLine {
        sources = sources == null ? List.of() : List.copyOf(sources);
    }
}
