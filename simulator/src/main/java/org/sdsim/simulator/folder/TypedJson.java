package org.sdsim.simulator.folder;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * Binds a JSON tree read from a run folder to the record it was written from, one bad field at a
 * time: a value of the wrong type is left out (so the record gets null there) and reported, and the
 * rest of the record is still read. A primitive field that is missing cannot be null, so the
 * object holding it is left out instead (a whole nested record, or the whole value). Unknown fields
 * are ignored, so files written by a newer sdsim still read.
 */
public final class TypedJson {
    /** What one dropped field was: its path from the root ("modes[2].heapAfterFullGcMb") and why. */
    public interface FieldProblem {
        void dropped(String path, String reason, boolean wholeValueLost);
    }

    static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    private static final int MAX_ATTEMPTS = 64;
    /** How a reason starts when the field was not there at all. */
    static final String MISSING = "missing ";

    private TypedJson() {
    }

    /** The record, or null when even the root could not be built (the problem says why). */
    public static <T> T bind(JsonNode tree, Class<T> type, FieldProblem problems) {
        JsonNode work = tree.deepCopy();
        for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
            try {
                return MAPPER.treeToValue(work, type);
            } catch (JsonMappingException e) {
                List<JsonMappingException.Reference> path = e.getPath();
                String reason = reason(e);
                int leaf = path.size() - 1;
                // the value to drop: the bad field itself, or (missing primitive, failed constructor) its holder
                if (leaf >= 0 && isMissing(work, path)) {
                    leaf--;
                    reason = MISSING + name(path.get(path.size() - 1));
                }
                if (leaf < 0) {
                    problems.dropped("", reason, true);
                    return null;
                }
                problems.dropped(describe(path.subList(0, leaf + 1)), reason, false);
                remove(at(work, path.subList(0, leaf)), path.get(leaf));
            } catch (JsonProcessingException | IllegalArgumentException e) {
                problems.dropped("", e.getMessage(), true);
                return null;
            }
        }
        problems.dropped("", "too many unreadable fields", true);
        return null;
    }

    private static boolean isMissing(JsonNode root, List<JsonMappingException.Reference> path) {
        JsonNode parent = at(root, path.subList(0, path.size() - 1));
        JsonMappingException.Reference last = path.get(path.size() - 1);
        return parent == null || (last.getFieldName() != null ? !parent.has(last.getFieldName()) : !parent.has(last.getIndex()));
    }

    private static JsonNode at(JsonNode root, List<JsonMappingException.Reference> path) {
        JsonNode n = root;
        for (JsonMappingException.Reference r : path) {
            if (n == null) {
                return null;
            }
            n = r.getFieldName() != null ? n.get(r.getFieldName()) : n.get(r.getIndex());
        }
        return n;
    }

    private static void remove(JsonNode parent, JsonMappingException.Reference r) {
        if (parent instanceof ObjectNode o && r.getFieldName() != null) {
            o.remove(r.getFieldName());
        } else if (parent instanceof ArrayNode a && r.getIndex() >= 0) {
            a.remove(r.getIndex());
        }
    }

    private static String name(JsonMappingException.Reference r) {
        return r.getFieldName() != null ? r.getFieldName() : "[" + r.getIndex() + "]";
    }

    static String describe(List<JsonMappingException.Reference> path) {
        StringBuilder b = new StringBuilder();
        for (JsonMappingException.Reference r : path) {
            if (r.getFieldName() != null) {
                b.append(b.length() == 0 ? "" : ".").append(r.getFieldName());
            } else {
                b.append('[').append(r.getIndex()).append(']');
            }
        }
        return b.toString();
    }

    /** Jackson's first sentence without its type-name noise: "Cannot deserialize value of type `java.lang.Double` from String \"x\"". */
    private static String reason(JsonMappingException e) {
        String m = String.valueOf(e.getOriginalMessage());
        if (e.getCause() instanceof IllegalArgumentException iae && iae.getMessage() != null) {
            m = iae.getMessage();
        }
        int nl = m.indexOf('\n');
        m = nl < 0 ? m : m.substring(0, nl);
        return m.replace("java.lang.", "").replace("`", "");
    }
}
