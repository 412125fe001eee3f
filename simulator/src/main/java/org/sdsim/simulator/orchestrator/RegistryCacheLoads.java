package org.sdsim.simulator.orchestrator;

import org.sdsim.simulator.summary.CacheFileLoad;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sdsim.simulator.folder.CacheFileLoadsRecord;
import org.sdsim.simulator.folder.RegistryCacheFiles;

/**
 * Counts Dubbo's "Loaded registry cache file" lines in the consumer's log, by the registry class that
 * logged it and the registry its file belongs to. {@code AbstractRegistry}'s logger is its concrete
 * class's ({@code LoggerFactory.getErrorTypeAwareLogger(getClass())}, 3.3.6 L99), so the logger name in
 * slf4j-simple's line ({@code [thread] INFO org.apache...ServiceDiscoveryRegistry -  [DUBBO] Loaded
 * registry cache file /home/.dubbo/dubbo-registry-...cache, dubbo version: ...}) is the owner. The line is
 * at INFO: {@link #LOGGER_OPTIONS} keeps those two loggers there, in the modes that migrate only.
 */
final class RegistryCacheLoads {

    /** The JVM options that let the consumer log the line (its default level is warn). */
    static final List<String> LOGGER_OPTIONS = List.of(
            "-Dorg.slf4j.simpleLogger.log.org.apache.dubbo.registry.zookeeper.ZookeeperRegistry=info",
            "-Dorg.slf4j.simpleLogger.log.org.apache.dubbo.registry.client.ServiceDiscoveryRegistry=info");

    private static final Pattern LINE = Pattern.compile(" INFO (\\S+) - .*Loaded registry cache file ([^,\\s]+)");

    private final ConsumerLogTail tail;
    private final Map<String, String> connectStrings;

    /**
     * @param log            the consumer's log, read from its start
     * @param connectStrings registry label → connect string, to name each file's registry
     */
    RegistryCacheLoads(Path log, Map<String, String> connectStrings) {
        this.tail = new ConsumerLogTail(log, 0);
        this.connectStrings = Map.copyOf(connectStrings);
    }

    /** The loads logged since the last call; {@code current} is the consumer's log now. */
    List<CacheFileLoad> since(Path current) {
        return count(tail.newLines(current), connectStrings);
    }

    static List<CacheFileLoad> count(List<String> lines, Map<String, String> connectStrings) {
        Map<List<String>, Integer> counts = new LinkedHashMap<>();
        for (String line : lines) {
            Matcher m = LINE.matcher(line);
            if (m.find()) {
                String logger = m.group(1);
                List<String> key = java.util.Arrays.asList(logger.substring(logger.lastIndexOf('.') + 1),
                        RegistryCacheFiles.registryOf(m.group(2), connectStrings));
                counts.merge(key, 1, Integer::sum);
            }
        }
        List<CacheFileLoad> out = new ArrayList<>();
        counts.forEach((k, n) -> out.add(new CacheFileLoad(k.get(0), k.get(1), n)));
        return out;
    }
}
