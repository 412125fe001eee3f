package org.sdsim.simulator.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;

/**
 * One run folder as far as it could be read.
 *
 * @param runId    summary.json's runId, else the folder name
 * @param dir      the run folder
 * @param manifest manifest.json (MissingNode when absent or unreadable)
 * @param modes    the modes in run order
 * @param findings what was missing or unreadable, folder-relative
 */
record RunData(String runId, Path dir, JsonNode manifest, List<ModeData> modes, Findings findings) {

    /**
     * The title of a report of this run alone: what it ran. Not the run id, which is the name of the
     * folder it was written to ({@code --out}) and says nothing once the folder is copied or renamed;
     * the command under the title keeps it.
     */
    String title() {
        return "sdsim run of " + String.join(", ", modes.stream().map(ModeData::mode).toList());
    }
}
