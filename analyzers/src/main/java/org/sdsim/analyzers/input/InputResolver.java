package org.sdsim.analyzers.input;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.sdsim.analyzers.parse.GcLogInputException;

/**
 * Turns what the user named into input groups: "-" is stdin; a file with rotated siblings
 * ({@code gc.log.0}, {@code gc.log.1}, ... or {@code .00}, JDK 8's {@code gc.log.3.current},
 * any of them {@code .gz}) becomes one group read oldest first.
 *
 * <p>Rotation facts, checked with real JVMs (Java 17, {@code -Xlog:gc*:file=gc.log::filecount=3,filesize=20k}):
 * the JVM writes {@code gc.log}; when it is full it is renamed to {@code gc.log.<i>} with
 * {@code i} counting 0..filecount-1 and then wrapping around, overwriting the oldest; the index is
 * zero-padded to the width of filecount-1 ({@code .00}..{@code .11} for filecount=12). So
 * {@code gc.log} is always the newest and the index says nothing about age once it wrapped (one run
 * left {@code .1, .2, .0, gc.log} in that order). JDK 8 ({@code -XX:+UseGCLogFileRotation}) writes
 * {@code gc.log.<i>.current} and renames it to {@code gc.log.<i>} when full, also wrapping.
 * Archives are therefore ordered by the first time stamp in their content (wall clock if every
 * file has one, else JVM uptime; on a tie, by the first GC id), falling back to file modification
 * time, then index; the current file comes last.
 */
public final class InputResolver {

    private InputResolver() {
    }

    public static List<InputGroup> resolve(List<Path> inputs) throws GcLogInputException {
        if (inputs == null || inputs.isEmpty()) {
            throw new GcLogInputException("(none)", "no input given; name a GC log file, a rotated set's base name, or - for stdin");
        }
        List<InputGroup> groups = new ArrayList<>();
        for (Path p : inputs) {
            groups.add(resolveOne(p));
        }
        return groups;
    }

    static InputGroup resolveOne(Path p) throws GcLogInputException {
        String given = p.toString();
        if (given.equals(LogInput.STDIN)) {
            return new InputGroup(LogInput.STDIN, List.of(LogInput.stdin()));
        }
        if (Files.isDirectory(p)) {
            throw new GcLogInputException(given, "is a directory; expected a GC log file");
        }
        List<RotatedMember> archives = findRotatedSiblings(p);
        boolean exists = Files.exists(p);
        if (!exists && archives.isEmpty()) {
            throw new GcLogInputException(given, "no such file (and no rotated files " + p.getFileName() + ".0, .1, ... beside it)");
        }
        if (archives.isEmpty()) {
            checkReadable(p, given);
            return new InputGroup(given, List.of(LogInput.file(p)));
        }
        RotatedMember current = null;
        List<RotatedMember> older = new ArrayList<>();
        for (RotatedMember m : archives) {
            checkReadable(m.path, m.path.toString());
            if (m.current) {
                current = current == null ? m : newer(current, m);
            } else {
                older.add(m);
            }
        }
        if (current != null && exists) {
            older.add(current); // a JDK 8 .current beside a plain base file: treat it as an archive
            current = null;
        }
        orderOldestFirst(older);
        List<LogInput> members = new ArrayList<>();
        for (RotatedMember m : older) {
            members.add(LogInput.file(m.path));
        }
        if (current != null) {
            members.add(LogInput.file(current.path));
        }
        if (exists) {
            checkReadable(p, given);
            members.add(LogInput.file(p));
        }
        return new InputGroup(given, members);
    }

    private static RotatedMember newer(RotatedMember a, RotatedMember b) {
        return a.modified.compareTo(b.modified) >= 0 ? a : b;
    }

    private static void checkReadable(Path p, String name) throws GcLogInputException {
        if (Files.isDirectory(p)) {
            throw new GcLogInputException(name, "is a directory; expected a GC log file");
        }
        if (!Files.isReadable(p)) {
            throw new GcLogInputException(name, Files.exists(p) ? "is not readable (permission denied)" : "no such file");
        }
    }

    /** A sibling {@code <base>.<digits>[.current][.gz]}. */
    record RotatedMember(Path path, int index, boolean current, FileTime modified) {
    }

    static List<RotatedMember> findRotatedSiblings(Path base) throws GcLogInputException {
        Path dir = base.toAbsolutePath().getParent();
        Path fileName = base.getFileName();
        if (dir == null || fileName == null || !Files.isDirectory(dir)) {
            return List.of();
        }
        String prefix = fileName.toString() + ".";
        List<RotatedMember> found = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path sibling : ds) {
                String name = sibling.getFileName().toString();
                if (!name.startsWith(prefix)) {
                    continue;
                }
                RotatedMember m = parseMember(base.resolveSibling(name), name.substring(prefix.length()));
                if (m != null && Files.isRegularFile(sibling)) {
                    found.add(m);
                }
            }
        } catch (IOException e) {
            throw new GcLogInputException(base.toString(), "cannot list its directory for rotated files: " + e.getMessage(), e);
        }
        return found;
    }

    private static RotatedMember parseMember(Path path, String suffix) {
        String rest = suffix;
        if (rest.endsWith(".gz")) {
            rest = rest.substring(0, rest.length() - 3);
        }
        boolean current = false;
        if (rest.endsWith(".current")) {
            current = true;
            rest = rest.substring(0, rest.length() - ".current".length());
        }
        if (rest.isEmpty() || rest.length() > 6) {
            return null;
        }
        for (int i = 0; i < rest.length(); i++) {
            if (!Character.isDigit(rest.charAt(i))) {
                return null;
            }
        }
        FileTime modified;
        try {
            modified = Files.getLastModifiedTime(path);
        } catch (IOException e) {
            modified = FileTime.fromMillis(0);
        }
        return new RotatedMember(path, Integer.parseInt(rest), current, modified);
    }

    private static void orderOldestFirst(List<RotatedMember> members) {
        if (members.size() < 2) {
            return;
        }
        List<FirstTimestampProbe.Stamp> stamps = new ArrayList<>();
        FirstTimestampProbe.Kind common = null;
        boolean comparable = true;
        for (RotatedMember m : members) {
            FirstTimestampProbe.Stamp s = FirstTimestampProbe.probe(LogInput.file(m.path));
            stamps.add(s);
            if (s == null || (common != null && common != s.kind())) {
                comparable = false;
            } else {
                common = s.kind();
            }
        }
        Comparator<RotatedMember> byTimeThenIndex = Comparator
                .comparing(RotatedMember::modified)
                .thenComparingInt(RotatedMember::index);
        if (comparable) {
            List<RotatedMember> copy = new ArrayList<>(members);
            copy.sort(Comparator.<RotatedMember>comparingDouble(m -> stamps.get(members.indexOf(m)).value())
                    .thenComparingLong(m -> stamps.get(members.indexOf(m)).firstGcId())
                    .thenComparing(byTimeThenIndex));
            members.clear();
            members.addAll(copy);
        } else {
            members.sort(byTimeThenIndex);
        }
    }
}
