package org.sdsim.analyzers.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.sdsim.analyzers.summary.GcSummary;
import org.sdsim.analyzers.summary.GcSummaryAggregator;
import org.sdsim.analyzers.summary.GcSummaryJson;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code gclog summary FILE...}: one summary per input argument. */
@Command(name = "summary",
        mixinStandardHelpOptions = true,
        versionProvider = GclogVersion.class,
        header = "Summarise each input: pauses, percentiles, heap after GC, rates, throughput.",
        description = "Prints one summary per input: pause counts, totals and percentiles per family (young, "
                + "full, other), concurrent cycles, heap after GC, allocation and promotion rates, throughput, "
                + "and the lines that were not understood. Every figure is defined in docs/gclog.md.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {ExitCode.HELP_OK, ExitCode.HELP_WARNINGS, ExitCode.HELP_USAGE, ExitCode.HELP_INTERNAL})
public final class SummaryCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE",
            description = "A GC log (plain or .gz), a rotated set given by its base name (gc.log finds gc.log.0, "
                    + "gc.log.1, ...), a JFR recording (.jfr), or - for stdin. Each argument is one input and gets "
                    + "its own summary.")
    List<Path> inputs;

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    Format format = new Format();

    @Mixin
    ProgressOption progress = new ProgressOption();

    static final class Format {
        @Option(names = "--text", description = "A table, one column per input (the default).")
        boolean text;

        @Option(names = "--json", description = "A JSON array with one object per input; absent figures are null.")
        boolean json;

        @Option(names = "--csv", description = "CSV: a header row of figure keys, then one row per input.")
        boolean csv;
    }

    @Override
    public Integer call() throws JsonProcessingException {
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter out = spec.commandLine().getOut();
        int status = ExitCode.OK;
        List<GcSummary> summaries = new ArrayList<>(inputs.size());
        for (Path input : inputs) {
            GcSummaryAggregator aggregator = new GcSummaryAggregator(input.toString());
            int inputStatus = InputPump.pump(input, event -> {
                aggregator.accept(event);
                return true;
            }, err, progress.enabled());
            if (inputStatus != ExitCode.USAGE_OR_UNREADABLE) {
                summaries.add(aggregator.summary());
            }
            status = ExitCode.worst(status, inputStatus);
        }
        err.flush();
        if (!summaries.isEmpty()) {
            if (format.json) {
                out.println(GcSummaryJson.mapper().writeValueAsString(summaries));
                out.flush();
            } else if (format.csv) {
                SummaryCsv.print(summaries, out);
            } else {
                SummaryText.print(summaries, out);
            }
        }
        return status;
    }
}
