package org.sdsim.consumer.api;

import com.fasterxml.jackson.annotation.JsonTypeName;

/**
 * Answer to {@link Command#HEAP_DUMP}: the live heap is in heap.hprof.
 *
 * @param bytes   size of the dump file
 * @param seconds how long the dump took (it forces a full GC first)
 */
@JsonTypeName("heap-dump")
public record HeapDumpReply(long bytes, double seconds) implements Reply {
}
