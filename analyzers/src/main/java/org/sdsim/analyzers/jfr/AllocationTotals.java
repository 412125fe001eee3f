package org.sdsim.analyzers.jfr;

import java.time.Instant;

/**
 * What all the samples counted add up to, and the time they cover, so a caller can put the
 * weight per second, per call or per collection.
 *
 * @param weightBytes          the sum of the counted samples' weights, in bytes
 * @param samples              the samples counted (those inside the window)
 * @param samplesOutsideWindow samples the window left out (0 for the whole recording)
 * @param recordingStart       the start of the recording's earliest chunk
 * @param recordingSec         the recording's length, from that start to the end of its latest chunk
 * @param fromSec              where the counted span starts, in seconds since the recording start
 * @param toSec                where it ends: the window's end, or the recording's when that comes first
 */
public record AllocationTotals(long weightBytes, long samples, long samplesOutsideWindow, Instant recordingStart,
        double recordingSec, double fromSec, double toSec) {

    /** The counted span in seconds; 0 when the window lies beyond the recording's end. */
    public double spanSec() {
        return Math.max(0, toSec - fromSec);
    }

    /** The weight in MiB. */
    public double weightMb() {
        return weightBytes / (1024.0 * 1024.0);
    }

    /** The weight per second of the counted span, in MiB/s; NaN for an empty span. */
    public double mbPerSec() {
        return spanSec() > 0 ? weightMb() / spanSec() : Double.NaN;
    }
}
