package org.sdsim.simulator.folder;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * One fault on a mode's timeline, as a line of events.jsonl beside the churn's {@link PushRecord}s:
 * a registry restart or outage, a session expiry, a consumer kill. A fault line is one whose
 * {@code type} is {@value #TYPE} or that has a {@code fault} field; readers ({@code sdsim status},
 * the report) pick them out with {@link #isFault} and read them with {@link #of}, which takes what
 * is there: the fault injector may add fields (recovery seconds, calls failed), and they are kept
 * in {@link #details} in file order.
 *
 * @param epochMillis when the fault was injected (or recorded), null when the line has no time
 * @param fault       which fault, e.g. {@code registry-restart}
 * @param target      what it hit, e.g. {@code zk1}; null when not given
 * @param details     every other field with a plain value, by name
 */
public record FaultRecord(Long epochMillis, String fault, String target, Map<String, String> details) {
    public static final String TYPE = "fault";
    private static final Set<String> NAMED = Set.of("type", "epochMillis", "epochMs", "fault", "target");

    public FaultRecord {
        details = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(details));
    }

    /** Whether a line of events.jsonl is a fault rather than an address push. */
    public static boolean isFault(JsonNode line) {
        return TYPE.equals(line.path("type").asText(null)) || line.has("fault");
    }

    /** The fault a line records, tolerating missing fields and fields of other types. */
    public static FaultRecord of(JsonNode line) {
        Double time = JsonFiles.number(line, "epochMillis", "epochMs");
        String fault = JsonFiles.text(line, "fault");
        if (fault == null) {
            fault = JsonFiles.text(line, "kind");
        }
        Map<String, String> details = new LinkedHashMap<>();
        line.fields().forEachRemaining(e -> {
            if (!NAMED.contains(e.getKey()) && !"kind".equals(e.getKey()) && e.getValue().isValueNode()
                    && !e.getValue().isNull()) {
                details.put(e.getKey(), e.getValue().asText());
            }
        });
        return new FaultRecord(time == null ? null : time.longValue(), fault == null ? "(unnamed fault)" : fault,
                JsonFiles.text(line, "target"), details);
    }
}
