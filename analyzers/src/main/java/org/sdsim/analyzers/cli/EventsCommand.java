package org.sdsim.analyzers.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.sdsim.analyzers.event.GcEvent;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code gclog events FILE --csv}: every GC event of one input, streamed as it is read. */
@Command(name = "events",
        mixinStandardHelpOptions = true,
        versionProvider = GclogVersion.class,
        header = "Print one CSV row per GC event, streamed as the input is read.",
        description = "Prints every GC event (pauses, concurrent cycles and phases) in input order as it reads, "
                + "so memory stays flat however large the log. Columns: " + EventCsv.HEADER + ". Sizes are KiB, "
                + "durations ms, uptime s; an empty cell is a value the input does not state.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {ExitCode.HELP_OK, ExitCode.HELP_WARNINGS, ExitCode.HELP_USAGE, ExitCode.HELP_INTERNAL})
public final class EventsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE",
            description = "A GC log (plain or .gz), a rotated set by its base name, a JFR recording (.jfr), or - for stdin.")
    Path input;

    @Option(names = "--csv", description = "CSV output (the default, and for now the only format).")
    boolean csv = true;

    @Mixin
    ProgressOption progress = new ProgressOption();

    @Override
    public Integer call() {
        EventCsv rows = new EventCsv(spec.commandLine().getOut());
        int status = InputPump.pump(input, event -> !(event instanceof GcEvent gc) || rows.write(gc),
                spec.commandLine().getErr(), progress.enabled());
        rows.flush();
        spec.commandLine().getErr().flush();
        return status;
    }
}
