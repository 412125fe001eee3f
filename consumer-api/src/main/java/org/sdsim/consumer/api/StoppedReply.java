package org.sdsim.consumer.api;

import com.fasterxml.jackson.annotation.JsonTypeName;

/** Answer to {@link Command#STOP}: the child has stopped Dubbo and is about to exit. */
@JsonTypeName("stopped")
public record StoppedReply() implements Reply {
}
