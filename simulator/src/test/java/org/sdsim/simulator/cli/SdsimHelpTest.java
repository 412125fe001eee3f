package org.sdsim.simulator.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sdsim.simulator.remedy.Remedy;
import org.sdsim.simulator.remedy.Remedies;
import picocli.CommandLine;

/** The help users read first: whole sentences, wrapped by picocli alone. */
class SdsimHelpTest {

    private static String help(String... args) {
        StringWriter out = new StringWriter();
        CommandLine cl = SdsimCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(new StringWriter(), true));
        assertEquals(0, cl.execute(args));
        return out.toString();
    }

    @Test
    void theCommandListSummarisesEachCommandInOneWholeSentence() {
        String usage = help("--help");
        // a summary wider than the help's columns goes on under its command, indented further: one entry
        List<String> entries = new java.util.ArrayList<>();
        usage.lines().dropWhile(l -> !l.equals("Commands:")).skip(1).takeWhile(l -> !l.isBlank()).forEach(l -> {
            if (l.startsWith("    ") && !entries.isEmpty()) {
                entries.set(entries.size() - 1, entries.get(entries.size() - 1) + " " + l.strip());
            } else {
                entries.add(l);
            }
        });
        assertEquals(11, entries.size(), "run, sweep, report, status, clean, rpc, fleet, load, advise, capacity, help on one line each:\n" + usage);
        for (String entry : entries) {
            assertTrue(entry.strip().endsWith("."), "a summary cut mid-sentence: '" + entry + "'");
        }
    }

    @Test
    void runHelpIsWrappedToEightyColumnsWithoutStrandedFragments() {
        String usage = help("run", "--help");
        for (String line : usage.lines().toList()) {
            assertTrue(line.length() <= 80, "wider than 80 columns: '" + line + "'");
        }
        // A hard line break in the source, wrapped again by picocli, leaves a one- or two-word
        // line in the middle of a paragraph ("in Dubbo's", "interface"): prose lines of fewer than
        // 20 characters that are followed by more prose.
        List<String> lines = usage.lines().toList();
        for (int i = 0; i + 1 < lines.size(); i++) {
            String line = lines.get(i);
            boolean prose = !line.isBlank() && !line.startsWith(" ") && !line.endsWith(":");
            boolean nextProse = !lines.get(i + 1).isBlank() && !lines.get(i + 1).startsWith(" ");
            assertTrue(!(prose && nextProse && line.length() < 20), "stranded fragment: '" + line + "'\n" + usage);
        }
    }

    @Test
    void runHelpListsEveryRemedyOfTheCatalogWithWhatItChanges() {
        String usage = help("run", "--help");
        List<String> lines = usage.lines().dropWhile(l -> !l.startsWith("Remedies (MODE[@VERSION]+REMEDY")).toList();
        assertTrue(!lines.isEmpty(), "no remedies in the footer:\n" + usage);
        String footer = String.join(" ", lines.stream().map(String::strip).toList());
        for (Remedy remedy : Remedies.installed().all()) {
            String name = remedy.takesValue() ? remedy.name() + "=<" + remedy.parameter() + ">" : remedy.name();
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("  " + name + ": ")), name + " not listed:\n" + usage);
            assertTrue(footer.contains(name + ": " + remedy.changes() + " (" + remedy.where() + ")"), name + ":\n" + usage);
        }
    }

    @Test
    void rpcHelpIsWrappedToEightyColumns() {
        String usage = help("rpc", "--help");
        for (String line : usage.lines().toList()) {
            assertTrue(line.length() <= 80, "wider than 80 columns: '" + line + "'");
        }
        assertTrue(usage.contains("--protocols"), usage);
    }

    @Test
    void everyCommandsHelpRendersEveryDescriptionWithoutAPicocliWarning() {
        List<String> commands = new ArrayList<>();
        collect(SdsimCommand.commandLine(), List.of(), commands);
        PrintStream err = System.err;
        ByteArrayOutputStream warnings = new ByteArrayOutputStream();
        try {
            // picocli's tracer writes a description it cannot format (a bare '%') to System.err
            System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
            for (String command : commands) {
                help((command + " --help").strip().split(" "));
            }
        } finally {
            System.setErr(err);
        }
        assertTrue(commands.size() >= 8, commands.toString());
        assertEquals("", warnings.toString(StandardCharsets.UTF_8));
    }

    private static void collect(CommandLine cl, List<String> path, List<String> into) {
        into.add(String.join(" ", path));
        cl.getSubcommands().forEach((name, sub) -> {
            if (!name.equals("help")) {
                List<String> next = new ArrayList<>(path);
                next.add(name);
                collect(sub, next, into);
            }
        });
    }
}
