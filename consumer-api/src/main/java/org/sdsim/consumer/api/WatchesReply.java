package org.sdsim.consumer.api;

import com.fasterxml.jackson.annotation.JsonTypeName;

import java.util.Map;

/**
 * Answer to {@link Command#WATCHES}: the one-shot child watches an embedded ZooKeeper server holds,
 * by path (how many sessions watch each path's children). ZooKeeper's {@code wchp} word lists data
 * and persistent watches only ({@code DataTree#dumpWatches} dumps {@code dataWatches}), and an
 * interface-level consumer's provider watches are child watches; the registry JVM reads them from
 * the server's own watch table instead.
 *
 * @param childWatchesByPath path → sessions watching its children
 */
@JsonTypeName("watches")
public record WatchesReply(Map<String, Integer> childWatchesByPath) implements Reply {
}
