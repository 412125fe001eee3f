package org.sdsim.analyzers.input;

import java.util.List;

/**
 * Inputs read as one log, oldest first: a single file, or the files of one rotated set. A
 * parser keeps its state across the members because the JVM rotates mid-collection (the start
 * of a pause can be in {@code gc.log.3} and its end in {@code gc.log.4}).
 *
 * @param name    the input as the user named it
 * @param members the files, oldest first
 */
public record InputGroup(String name, List<LogInput> members) {
    public InputGroup {
        members = List.copyOf(members);
    }

    public boolean isRotatedSet() {
        return members.size() > 1;
    }

    /** Bytes on disk of all members (compressed size for .gz), or -1 when one is stdin or unreadable. */
    public long totalBytes() {
        long total = 0;
        for (LogInput m : members) {
            if (m.isStdin()) {
                return -1;
            }
            try {
                total += java.nio.file.Files.size(m.path());
            } catch (java.io.IOException e) {
                return -1;
            }
        }
        return total;
    }
}
