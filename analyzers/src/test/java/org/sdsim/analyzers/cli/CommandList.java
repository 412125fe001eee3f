package org.sdsim.analyzers.cli;

import java.util.LinkedHashMap;
import java.util.Map;

/** Reads the "Commands:" section of a picocli usage message back into name → summary. */
final class CommandList {
    private CommandList() {
    }

    static Map<String, String> summaries(String usage) {
        Map<String, String> summaries = new LinkedHashMap<>();
        boolean inList = false;
        String current = null;
        for (String line : usage.lines().toList()) {
            if (line.equals("Commands:")) {
                inList = true;
            } else if (inList && line.isBlank()) {
                break;
            } else if (inList && line.startsWith("    ") && current != null) {
                summaries.merge(current, " " + line.strip(), String::concat); // a wrapped summary
            } else if (inList) {
                String[] nameAndSummary = line.strip().split("\\s+", 2);
                current = nameAndSummary[0];
                summaries.put(current, nameAndSummary.length > 1 ? nameAndSummary[1] : "");
            }
        }
        return summaries;
    }
}
