package org.sdsim.consumer.api;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * Everything a child JVM says to the orchestrator, one reply per line behind {@link ControlLine}'s
 * prefix. Both sides write and read these records with Jackson; the record's type travels as the
 * {@code reply} property, named by each record's {@code @JsonTypeName}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "reply")
@JsonSubTypes({
        @JsonSubTypes.Type(ReadyReply.class),
        @JsonSubTypes.Type(StatusReply.class),
        @JsonSubTypes.Type(ProbeReply.class),
        @JsonSubTypes.Type(HistogramReply.class),
        @JsonSubTypes.Type(HeapDumpReply.class),
        @JsonSubTypes.Type(SessionsReply.class),
        @JsonSubTypes.Type(MeterReply.class),
        @JsonSubTypes.Type(WatchesReply.class),
        @JsonSubTypes.Type(SessionBytesReply.class),
        @JsonSubTypes.Type(SubscribersReply.class),
        @JsonSubTypes.Type(StoppedReply.class),
        @JsonSubTypes.Type(ErrorReply.class)})
public sealed interface Reply permits ReadyReply, StatusReply, ProbeReply, HistogramReply, HeapDumpReply, SessionsReply,
        MeterReply, WatchesReply, SessionBytesReply, SubscribersReply,
        StoppedReply, ErrorReply {
}
