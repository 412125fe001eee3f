package org.sdsim.simulator.folder;

import org.sdsim.simulator.fault.FaultRecord;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A mode's events.jsonl read back: the address pushes churn caused ({@link PushRecord}) and the
 * scripted faults ({@link FaultRecord}, the lines with a {@code fault} field), each in file order.
 */
public record EventLines(List<PushRecord> pushes, List<FaultRecord> faults) {

    public static final EventLines NONE = new EventLines(List.of(), List.of());

    /**
     * @param prefix how the mode folder is named in findings, e.g. "interface/"
     */
    public static EventLines read(Path modeDir, String prefix, Problems findings) {
        Map.Entry<List<PushRecord>, List<FaultRecord>> kinds = JsonFiles.readTwoKinds(modeDir, ModeFolder.EVENTS,
                "pushes", ModeFolder.FAULTS, "faults", FaultRecord::isFaultLine, prefix, findings);
        return new EventLines(kinds.getKey(), kinds.getValue());
    }
}
