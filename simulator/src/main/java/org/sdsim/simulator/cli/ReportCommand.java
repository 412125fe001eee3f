package org.sdsim.simulator.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.sdsim.simulator.report.ReportResult;
import org.sdsim.simulator.report.RunReport;
import org.sdsim.simulator.sweep.Refitted;
import org.sdsim.simulator.sweep.RegistrySweepRefit;
import org.sdsim.simulator.sweep.SweepRefit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code sdsim report RUN_DIR… [--out DIR]}: report.html, summary.md and SVG charts for a run
 * folder, or one report comparing several. {@code sdsim run} does the same at its end. Given a sweep
 * folder instead, it refits the sweep's measured points with this build ({@link SweepRefit}).
 */
@Command(name = "report",
        mixinStandardHelpOptions = true,
        header = "Write the HTML report and charts of one or more run folders.",
        description = "Writes report.html (self-contained: inline SVG charts, no scripts), summary.md and the SVG "
                + "charts for a run folder written by 'sdsim run'. With several folders, one report compares them. "
                + "Missing or half-written files are listed in the report instead of stopping it. Given a sweep folder "
                + "(written by 'sdsim sweep'), refits its measured points with this build and rewrites its sweep.json, "
                + "sweep.md and report.html in place, without running anything; a registry sweep folder ('sdsim sweep "
                + "--subscribers'), its registry-sweep.json and .md.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:report written", "1:report written, but some run files were missing or unreadable",
            "2:usage error, or the report could not be written"})
public final class ReportCommand implements Callable<Integer> {
    static final int OK = 0;
    static final int WARNINGS = 1;
    static final int USAGE = 2;

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "RUN_DIR", description = "Run folder(s), e.g. runs/20250101-120000, or one sweep folder.")
    List<Path> runDirs;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Where to write the report (default: the run folder; required when comparing several runs).")
    Path out;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        for (Path dir : runDirs) {
            if (!Files.isDirectory(dir)) {
                stderr.println("sdsim report: " + dir + ": not a folder (expected a run folder written by 'sdsim run')");
                return USAGE;
            }
        }
        if (out == null && runDirs.size() > 1) {
            stderr.println("sdsim report: comparing " + runDirs.size() + " runs needs --out DIR"
                    + " (the report belongs to none of the run folders)");
            return USAGE;
        }
        if (runDirs.stream().anyMatch(ReportCommand::isSweep)) {
            return sweep(stdout, stderr);
        }
        Path target = out != null ? out : runDirs.get(0);
        ReportResult result;
        try {
            result = RunReport.write(runDirs, target);
        } catch (IOException e) {
            stderr.println("sdsim report: cannot write the report into " + target + " ("
                    + org.sdsim.simulator.run.FileProblems.describe(e) + ")");
            return USAGE;
        }
        for (String w : result.warnings()) {
            stderr.println("sdsim report: warning: " + w);
        }
        stdout.println("report: " + result.report());
        stdout.println("summary: " + result.summary());
        stdout.println("charts: " + result.written().stream().filter(p -> p.toString().endsWith(".svg")).count()
                + " SVG files in " + target);
        stdout.flush();
        stderr.flush();
        return result.warnings().isEmpty() ? OK : WARNINGS;
    }

    /** A sweep folder: refit its measured points with this build and rewrite its files in place. */
    private int sweep(PrintWriter stdout, PrintWriter stderr) {
        Path dir = runDirs.get(0);
        if (runDirs.size() > 1 || out != null) {
            // Its report links each point's run folder by a path relative to the sweep folder.
            stderr.println("sdsim report: " + runDirs.stream().filter(ReportCommand::isSweep).findFirst().orElse(dir)
                    + " is a sweep folder: give it alone and without --out (its report is rewritten in place)");
            return USAGE;
        }
        boolean registry = RegistrySweepRefit.isSweep(dir);
        Refitted refit;
        try {
            refit = registry ? RegistrySweepRefit.refit(dir) : SweepRefit.refit(dir);
        } catch (IOException e) {
            stderr.println("sdsim report: " + (registry ? RegistrySweepRefit.describe(dir, e) : SweepRefit.describe(dir, e)));
            return USAGE;
        }
        refit.warnings().forEach(w -> stderr.println("sdsim report: warning: " + w));
        refit.console().forEach(stdout::println);
        stdout.println("sweep: " + refit.json() + " refitted from " + refit.points() + " points");
        stdout.println("report: " + refit.report());
        stdout.flush();
        stderr.flush();
        return refit.warnings().isEmpty() ? OK : WARNINGS;
    }

    /** A folder 'sdsim sweep' wrote, of either kind. */
    private static boolean isSweep(Path dir) {
        return SweepRefit.isSweep(dir) || RegistrySweepRefit.isSweep(dir);
    }
}
