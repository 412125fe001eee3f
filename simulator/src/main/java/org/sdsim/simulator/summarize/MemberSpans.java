package org.sdsim.simulator.summarize;

import org.sdsim.fixtures.meter.MemberSample;
import org.sdsim.fixtures.meter.RegistrySample;
import org.sdsim.fixtures.meter.ServerCounters;
import org.sdsim.simulator.summary.MemberFigures;

import java.util.ArrayList;
import java.util.List;

/**
 * An ensemble's members over a span of a mode's registry samples. A member's counters start again from zero when its
 * process restarts, and some of them (its requests) when it takes a role again after an election, so a member's
 * growth over a span is summed from one sample to the next, each step across what restarted in between
 * ({@link MemberSample#grownSince}); a sample where it did not serve (down, or electing) is stepped over. What a member
 * did between its last sample and its death, and between a restart and its next sample's predecessor, is not seen:
 * sdsim samples every member every 5 s, and once more right before a fault kills one.
 */
final class MemberSpans {

    private MemberSpans() {
    }

    /** Every member's figures from {@code start} to {@code end}, in connect-string order; their CPU comes later. */
    static List<MemberFigures> figures(List<RegistrySample> samples, RegistrySample start, RegistrySample end) {
        List<RegistrySample> span = span(samples, start, end);
        List<MemberFigures> out = new ArrayList<>();
        for (MemberSample first : start.members()) {
            String member = first.member();
            ServerCounters grown = growth(span, member);
            MemberSample last = end.member(member);
            Long maxOutstanding = null;
            Integer limit = null;
            for (RegistrySample s : span) {
                MemberSample m = s.member(member);
                if (m != null && m.serving()) {
                    Long o = m.counters().outstandingRequests();
                    if (o != null) {
                        maxOutstanding = maxOutstanding == null ? o : Math.max(maxOutstanding, o);
                    }
                    limit = m.outstandingLimit() != null ? m.outstandingLimit() : limit;
                }
            }
            out.add(new MemberFigures(member, first.server(),
                    new MemberFigures.Roles(first.state(), last == null ? null : last.state()),
                    grown == null ? null : new MemberFigures.Load(grown.packetsReceived(), grown.bytesSent(),
                            grown.getDataRequests(), grown.getChildrenRequests(), grown.meanReadLatencyMs(),
                            last == null || !last.serving() ? null : last.counters().connections()),
                    new MemberFigures.Outstanding(maxOutstanding, limit), null));
        }
        return out;
    }

    /** The members' growths from {@code start} to {@code end} added up: the registry's (the tree is one, not added). */
    static ServerCounters total(List<RegistrySample> samples, RegistrySample start, RegistrySample end) {
        List<RegistrySample> span = span(samples, start, end);
        ServerCounters sum = null;
        for (MemberSample m : start.members()) {
            ServerCounters g = growth(span, m.member());
            if (g != null) {
                sum = sum == null ? g : sum.plus(g);
            }
        }
        return sum == null ? ServerCounters.none() : sum;
    }

    /** One member's growth over the span's samples; null when it served at fewer than two of them. */
    static ServerCounters growth(List<RegistrySample> span, String member) {
        MemberSample previous = null;
        long previousAt = 0;
        ServerCounters grown = null;
        for (RegistrySample s : span) {
            MemberSample m = s.member(member);
            if (m == null || !m.serving()) {
                continue;
            }
            if (previous != null) {
                ServerCounters step = m.grownSince(previous, s.epochMillis() - previousAt);
                grown = grown == null ? step : grown.then(step);
            }
            previous = m;
            previousAt = s.epochMillis();
        }
        return grown;
    }

    /** The samples from {@code start} to {@code end}, both included, in time order (those between are the periodic ones and the marks). */
    private static List<RegistrySample> span(List<RegistrySample> samples, RegistrySample start, RegistrySample end) {
        List<RegistrySample> out = new ArrayList<>();
        for (RegistrySample s : samples) {
            if (s.epochMillis() >= start.epochMillis() && s.epochMillis() <= end.epochMillis() && s.members() != null) {
                out.add(s);
            }
        }
        out.sort(java.util.Comparator.comparingLong(RegistrySample::epochMillis));
        return out;
    }
}
