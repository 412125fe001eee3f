package org.sdsim.simulator.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.sdsim.simulator.fault.FaultRecord;
import org.sdsim.simulator.summary.FaultSummary;

/**
 * The registry's side of each scripted fault, for the faults that have one (an ensemble's member stopped, or
 * subscribers that dropped and came back): the election, the sessions, the storm the members received and sent,
 * and the subscribers' way back. One row per such fault, labelled as in {@link FaultTable}.
 */
final class FaultStormTable {
    static final List<String> HEADERS = List.of("#", "Mode", "Fault", "Election s", "Sessions reconnected / before",
            "Sessions moved / expired", "Storm requests (members)", "Storm KB sent (members)", "Storm s",
            "Registry CPU s", "Subscriber JVM CPU s", "Machine busy cores",
            "Subscribers back / dropped", "Subscriber sessions back after s", "Subscribers hold the fleet after s",
            "Subscriber requests", "Subscriber KB read", "Subscriber sessions renewed");

    /** The sentence under the table. */
    static final String NOTE = "Times count from the fault's start. Sessions are every client's (consumer, registrars,"
            + " subscribers), from each member's cons before the kill and at the end of the fault's watch; the storm is"
            + " what the members received and sent over that span (pings included), every member added up, and the"
            + " CPU every registry process, the subscriber JVM and the machine used over it (/proc): where the machine"
            + " was near all its cores busy, the storm's times are the machine's as much as the registry's. A"
            + " subscriber holds the fleet again once every session is back and every read its Dubbo makes on a"
            + " reconnect is answered (interface level: the re-subscription its retry timer runs 5 to 10 s later;"
            + " 3.1.4: recover's re-read; 3.1.5+: Curator's cache rebuild); its requests and KB are its own, from the"
            + " drop until then. docs/ensemble.md says what is modelled.";

    private FaultStormTable() {
    }

    static List<FaultTable.Row> rows(List<Column> columns) {
        List<FaultTable.Row> out = new ArrayList<>();
        for (Column c : columns) {
            int n = 0;
            for (FaultSummary s : c.mode().faultSummaries()) {
                n++;
                FaultRecord f = s.event();
                boolean ensemble = f.ensemble().stopped() != null && !f.ensemble().stopped().isEmpty();
                boolean subscribers = f.subscribers().dropped() != null;
                if (!ensemble && !subscribers) {
                    continue;
                }
                out.add(row(FaultTable.label(n), c.label(), f));
            }
        }
        return out;
    }

    private static FaultTable.Row row(String label, String mode, FaultRecord f) {
        List<String> cells = new ArrayList<>();
        cells.add(label);
        cells.add(mode);
        cells.add(f.action().shown());
        cells.add(perRegistry(f.ensemble().electionSeconds()));
        FaultRecord.Sessions s = f.sessions();
        cells.add(s.before() == null ? Fmt.NA : Fmt.count(s.reconnected()) + " / " + Fmt.count(s.before()));
        cells.add(s.before() == null ? Fmt.NA : Fmt.count(s.moved()) + " / " + Fmt.count(s.expired()));
        cells.add(f.storm().requests() == null ? Fmt.NA : Fmt.count(f.storm().requests()));
        cells.add(f.storm().bytesSent() == null ? Fmt.NA : Fmt.count(f.storm().bytesSent() / 1024));
        FaultRecord.Storm storm = f.storm();
        cells.add(Fmt.seconds(storm.seconds()));
        cells.add(Fmt.seconds(storm.registryCpuSeconds()));
        cells.add(Fmt.seconds(storm.subscriberCpuSeconds()));
        cells.add(storm.machineBusyCores() == null ? Fmt.NA
                : String.format(Locale.ROOT, "%.2f of %d", storm.machineBusyCores(), storm.machineCores()));
        FaultRecord.Resubscribed r = f.subscribers();
        if (r.dropped() == null) {
            for (int i = 0; i < 6; i++) {
                cells.add(Fmt.NA);
            }
        } else {
            cells.add(Fmt.count(r.recovered()) + " / " + Fmt.count(r.dropped()));
            cells.add(Fmt.seconds(r.backSeconds()));
            cells.add(Fmt.seconds(r.holdSeconds()));
            cells.add(r.requests() == null ? Fmt.NA : Fmt.count(r.requests()));
            cells.add(r.kbRead() == null ? Fmt.NA : Fmt.count(r.kbRead()));
            cells.add(Fmt.count(r.renewed()));
        }
        return new FaultTable.Row(cells);
    }

    private static String perRegistry(Map<String, Double> seconds) {
        if (seconds == null || seconds.isEmpty()) {
            return Fmt.NA;
        }
        List<String> parts = new ArrayList<>();
        new java.util.TreeMap<>(seconds).forEach((r, v) -> parts.add(r + " " + String.format(Locale.ROOT, "%.2f", v)));
        return String.join(", ", parts);
    }
}
