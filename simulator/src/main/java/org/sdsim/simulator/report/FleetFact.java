package org.sdsim.simulator.report;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What the report says about a replayed capture (manifest.json's {@code fleet}): that the fleet was
 * captured, from where and when, whether it was anonymized, which file (and digest), and at what
 * scale it ran. Null for the synthetic fleet, which the topology line describes.
 */
final class FleetFact {

    private FleetFact() {
    }

    static String describe(JsonNode manifest) {
        JsonNode fleet = manifest.path("fleet");
        if (!"captured".equals(fleet.path("source").asText())) {
            return null;
        }
        JsonNode header = fleet.path("header");
        JsonNode replayed = fleet.path("replayed");
        String sha = fleet.path("sha256").asText("");
        return "captured from " + header.path("source").asText("?") + " at " + header.path("capturedAt").asText("?")
                + " (" + (header.path("anonymized").asBoolean() ? "anonymized" : "not anonymized") + "); file "
                + fleet.path("file").asText("?") + " (sha256 " + (sha.length() > 16 ? sha.substring(0, 16) + "…" : sha)
                + "); replayed at scale " + fleet.path("scale").asText("?") + ": "
                + Fmt.count(number(replayed.isMissingNode() ? fleet : replayed, "providers")) + " providers ("
                + fleet.path("capturedProviders").asText("?") + " captured)"
                + (replayed.has("urlCount") ? ", " + Fmt.count(number(replayed, "urlCount")) + " provider URLs" : "")
                + "; the consumer subscribed to " + fleet.path("subscribe").asText("all") + " of its services";
    }

    private static Double number(JsonNode node, String field) {
        JsonNode v = node.path(field);
        return v.isNumber() ? v.asDouble() : null;
    }
}
