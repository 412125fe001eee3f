package org.sdsim.consumer.api;

import com.fasterxml.jackson.annotation.JsonTypeName;

/**
 * Answer to {@link Command#HISTOGRAM}: the class histogram is in histogram.csv.
 *
 * @param rows rows written (the top of the histogram, without the header)
 */
@JsonTypeName("histogram")
public record HistogramReply(int rows) implements Reply {
}
