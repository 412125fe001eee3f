package org.sdsim.simulator.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sdsim.simulator.folder.JsonFiles;
import org.sdsim.simulator.folder.RunFolder;
import org.sdsim.simulator.summary.RunSummary;

/**
 * README's result tables, rendered from the committed reports they quote, so that a figure on the
 * front page is the report's figure and cannot drift from it. A table stands between
 * {@code <!-- table: reports/reference modes -->} (the report folder and the {@link ReadmeTableKind})
 * and {@code <!-- end table -->}; everything between the two markers is the renderer's.
 */
public final class ReadmeTables {

    /** How to render README's tables again after a report changed. */
    public static final String COMMAND = "bench/readme-tables.sh";

    static final String END = "<!-- end table -->";
    private static final Pattern START = Pattern.compile("<!-- table: (\\S+) (\\S+) -->");

    /**
     * One marked table in README.
     *
     * @param report the report folder, relative to the repository
     * @param line   the start marker's line (1-based)
     * @param from   the index of the table's first character, just after the start marker's line
     * @param to     the index of the end marker
     */
    record Table(String report, ReadmeTableKind kind, int line, int from, int to) {
        String name() {
            return report + " " + kind.name().toLowerCase(Locale.ROOT);
        }
    }

    private ReadmeTables() {
    }

    /** Every marked table, in order; a start marker without its end is an error that names its line. */
    static List<Table> tables(String readme) {
        List<Table> out = new ArrayList<>();
        Matcher m = START.matcher(readme);
        while (m.find()) {
            int line = (int) readme.substring(0, m.start()).chars().filter(c -> c == '\n').count() + 1;
            int from = readme.indexOf('\n', m.end()) + 1;
            int to = readme.indexOf(END, from);
            if (from == 0 || to < 0) {
                throw new IllegalStateException("README line " + line + ": " + m.group() + " has no " + END);
            }
            out.add(new Table(m.group(1), ReadmeTableKind.named(m.group(2)), line, from, to));
        }
        return out;
    }

    /** A table as its report renders it: a blank line, the table, a blank line. */
    static String render(Table table, Path repo) {
        RunSummary run = JsonFiles.readObject(repo.resolve(table.report()), RunFolder.SUMMARY, table.report() + "/",
                (where, what) -> {
                    throw new IllegalStateException("README line " + table.line() + ": " + where + ": " + what);
                }, true);
        return "\n" + table.kind().render(run) + "\n";
    }

    /** README with every marked table rendered again from its report. */
    static String rerender(String readme, Path repo) {
        StringBuilder out = new StringBuilder(readme.length());
        int at = 0;
        for (Table t : tables(readme)) {
            out.append(readme, at, t.from()).append(render(t, repo));
            at = t.to();
        }
        return out.append(readme.substring(at)).toString();
    }

    /** The tables whose text in README is not what their report renders: empty when README is current. */
    static List<Table> stale(String readme, Path repo) {
        return tables(readme).stream().filter(t -> !readme.substring(t.from(), t.to()).equals(render(t, repo))).toList();
    }

    /** The pages whose marked tables are rendered from reports: README, and the remedies page's decision table. */
    public static final List<String> PAGES = List.of("README.md", "docs/remedies.md");

    /**
     * Rewrites the marked tables of every page of {@link #PAGES} from their reports. Argument: the repository
     * (default: the working directory); prints the tables that changed.
     */
    public static void main(String[] args) throws IOException {
        Path repo = Path.of(args.length > 0 ? args[0] : ".").toAbsolutePath().normalize();
        for (String page : PAGES) {
            Path file = repo.resolve(page);
            String text = Files.readString(file, StandardCharsets.UTF_8);
            List<Table> stale = stale(text, repo);
            if (stale.isEmpty()) {
                System.out.println(page + ": all " + tables(text).size() + " tables match their reports");
                continue;
            }
            Files.writeString(file, rerender(text, repo), StandardCharsets.UTF_8);
            stale.forEach(t -> System.out.println(page + " line " + t.line() + ": rendered " + t.name() + " again"));
        }
    }
}
