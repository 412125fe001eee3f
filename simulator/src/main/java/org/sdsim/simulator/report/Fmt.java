package org.sdsim.simulator.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** How figures read in the report: fixed decimals, thousands separators, "n/a" for not measured. */
final class Fmt {
    static final String NA = "n/a";

    private Fmt() {
    }

    static String mb(Double v) {
        return v == null ? NA : String.format(Locale.ROOT, "%,.1f", v);
    }

    static String count(Double v) {
        return v == null ? NA : String.format(Locale.ROOT, "%,d", Math.round(v));
    }

    static String seconds(Double v) {
        return v == null ? NA : String.format(Locale.ROOT, "%,.1f", v);
    }

    /** Events per hour: one decimal, since a steady consumer's full GCs per hour are often below one. */
    static String perHour(Double v) {
        return v == null ? NA : String.format(Locale.ROOT, "%,.1f", v);
    }

    static String ms(Double v) {
        return v == null ? NA : String.format(Locale.ROOT, "%,.0f", v);
    }

    static String count(long v) {
        return String.format(Locale.ROOT, "%,d", v);
    }

    /** A JSON value as one line of text for a facts table: objects as "key: value, ...", arrays joined. */
    static String describe(JsonNode n) {
        if (n == null || n.isMissingNode() || n.isNull()) {
            return NA;
        }
        if (n.isValueNode()) {
            return n.asText();
        }
        List<String> parts = new ArrayList<>();
        if (n.isArray()) {
            n.forEach(e -> parts.add(describe(e)));
            return parts.isEmpty() ? "none" : String.join(", ", parts);
        }
        for (Map.Entry<String, JsonNode> e : n.properties()) {
            String v = describe(e.getValue());
            parts.add(e.getValue().isContainerNode() ? e.getKey() + " (" + v + ")" : e.getKey() + ": " + v);
        }
        return String.join(", ", parts);
    }
}
