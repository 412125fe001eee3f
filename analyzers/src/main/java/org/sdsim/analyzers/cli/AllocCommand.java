package org.sdsim.analyzers.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.sdsim.analyzers.jfr.AllocationQuery;
import org.sdsim.analyzers.jfr.AllocationSampleReader;
import org.sdsim.analyzers.jfr.AllocationSites;
import org.sdsim.analyzers.jfr.AllocationTotals;
import org.sdsim.analyzers.jfr.SiteRule;
import org.sdsim.analyzers.jfr.TimeWindow;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/** {@code gclog alloc FILE.jfr}: which code allocates, by JFR's sampled allocation weight per frame. */
@Command(name = "alloc",
        mixinStandardHelpOptions = true,
        versionProvider = GclogVersion.class,
        header = "Rank the frames that allocate in a JFR recording, by sampled allocation weight.",
        description = {
            "Reads a recording's " + AllocationSampleReader.EVENT + " events and adds their weight up by the "
                    + "frame that allocated: which code allocates, and how much.",
            "",
            "Weight: the JVM considers a sample each time a thread starts a new TLAB or allocates outside one, "
                    + "and records at most the settings' throttle rate (150/s in JDK 17's default.jfc and in "
                    + "sdsim.jfc, 300/s in profile.jfc). A sample's weight is the bytes its thread allocated since "
                    + "its previous sample, so the weights add up to an estimate of all bytes allocated, charged to "
                    + "the frames where samples happened to be taken. MB is that estimate in MiB, not an exact "
                    + "count; 'samples' counts events, not objects, and a site with few samples is noise.",
            "",
            "Site: with --by first-match (the default) the first frame from the top whose class starts with "
                    + "one of --frames; else the first frame outside java., javax., jdk., sun. and com.sun.; else "
                    + "the top frame. 'via' says which (prefix, outside-jdk, top-frame). --by top-frame charges "
                    + "the top frame, where the bytes were allocated (mostly JDK code).",
            "",
            "The recording needs " + AllocationSampleReader.EVENT + " enabled (JDK 16+). Every column is "
                    + "defined in docs/gclog.md.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {ExitCode.HELP_OK, ExitCode.HELP_WARNINGS_ALLOC, ExitCode.HELP_USAGE, ExitCode.HELP_INTERNAL})
public final class AllocCommand implements Callable<Integer> {
    /** The setting that makes a JVM record the samples, as a one-line hint. */
    static final String ENABLE_HINT = "record with the JFR setting " + AllocationSampleReader.EVENT
            + "#enabled=true (on in JDK 17's default.jfc and profile.jfc, and in sdsim.jfc)";

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "A JFR recording (.jfr).")
    Path recording;

    @Option(names = "--top", paramLabel = "N", defaultValue = "20",
            description = "List the N heaviest sites (default: ${DEFAULT-VALUE}; 0: all); the rest are summed in one line.")
    int top;

    @Option(names = "--by", paramLabel = "RULE", defaultValue = "first-match", converter = RuleConverter.class,
            description = "first-match (default): the first frame in --frames, else outside the JDK; "
                    + "top-frame: the top frame.")
    SiteRule.By by;

    @Option(names = "--frames", paramLabel = "PREFIX", split = ",",
            description = "Class-name prefixes for first-match, comma-separated; end one with a dot for a package "
                    + "(default: " + AllocationTable.DEFAULT_FRAMES + ").")
    List<String> frames;

    @Option(names = "--classes", paramLabel = "N", defaultValue = "3",
            description = "Allocated classes shown per site, heaviest first (default: ${DEFAULT-VALUE}).")
    int classes;

    @Option(names = "--from", paramLabel = "SEC",
            description = "Count only samples taken this many seconds after the recording started, or later.")
    Double fromSec;

    @Option(names = "--to", paramLabel = "SEC",
            description = "Count only samples taken before this many seconds after the recording started.")
    Double toSec;

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    Format format = new Format();

    static final class Format {
        @Option(names = "--text", description = "A table, heaviest site first (the default).")
        boolean text;

        @Option(names = "--json", description = "One JSON object: totals, rule, window and the listed sites; absent figures are null.")
        boolean json;

        @Option(names = "--csv", description = "CSV: a header row of keys, then one row per listed site.")
        boolean csv;
    }

    /** "first-match" and "top-frame", as the option is spelled. */
    static final class RuleConverter implements ITypeConverter<SiteRule.By> {
        @Override
        public SiteRule.By convert(String value) {
            for (SiteRule.By by : SiteRule.By.values()) {
                if (AllocationTable.spelling(by).equalsIgnoreCase(value)) {
                    return by;
                }
            }
            throw new TypeConversionException("expected first-match or top-frame, not '" + value + "'");
        }
    }

    @Override
    public Integer call() throws JsonProcessingException {
        AllocationQuery query = query();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        AllocationSites view;
        try {
            view = AllocationSites.read(recording, query);
        } catch (IOException e) {
            err.println("gclog: " + InputPump.describe(recording, e));
            err.flush();
            return ExitCode.USAGE_OR_UNREADABLE;
        }
        int status = warn(view, err);
        AllocationSites shown = top == 0 || view.sites().isEmpty() ? view : view.top(top);
        if (format.json) {
            out.println(AllocationJson.write(shown));
            out.flush();
        } else if (format.csv) {
            AllocationCsv.print(shown, out);
        } else {
            AllocationTable.print(shown, out);
        }
        return status;
    }

    /** The flags as one query; a contradiction among them is a usage error. */
    private AllocationQuery query() {
        if (top < 0) {
            throw usage("--top must be 0 (all) or more, not " + top);
        }
        if (classes < 1) {
            throw usage("--classes must be 1 or more, not " + classes);
        }
        if (recording.toString().equals("-")) {
            throw usage("alloc reads a recording file; JFR cannot be read from stdin");
        }
        try {
            SiteRule rule;
            if (by == SiteRule.By.TOP_FRAME) {
                if (frames != null) {
                    throw usage("--frames chooses frames for --by first-match; --by top-frame takes none");
                }
                rule = SiteRule.topFrame();
            } else {
                rule = frames == null ? SiteRule.DEFAULT
                        : SiteRule.firstMatch(frames.stream().map(String::strip).toList());
            }
            TimeWindow window = fromSec == null && toSec == null ? TimeWindow.ALL
                    : new TimeWindow(fromSec == null ? 0 : fromSec, toSec == null ? Double.POSITIVE_INFINITY : toSec);
            return new AllocationQuery(rule, window, classes);
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    /** One stderr line per thing the user should know about the result; the exit code they make. */
    private int warn(AllocationSites view, PrintWriter err) {
        int status = ExitCode.OK;
        AllocationTotals totals = view.totals();
        String name = view.source();
        if (view.damage() != null) {
            err.println("gclog: warning: " + name + ": " + view.damage());
            status = ExitCode.WARNINGS;
        }
        if (totals.samples() == 0 && totals.samplesOutsideWindow() == 0) {
            err.println("gclog: warning: " + name + ": no " + AllocationSampleReader.EVENT + " events; " + ENABLE_HINT);
            status = ExitCode.WARNINGS;
        } else if (totals.samples() == 0) {
            err.println(String.format(Locale.ROOT, "gclog: warning: %s: no %s events between %s s and %s;"
                    + " the recording has %d in its %s s", name, AllocationSampleReader.EVENT,
                    Decimal.format(view.window().fromSec(), 1, "?"), AllocationTable.windowEnd(view.window()),
                    totals.samplesOutsideWindow(), Decimal.format(totals.recordingSec(), 1, "?")));
            status = ExitCode.WARNINGS;
        } else if (view.withoutStackTraces()) {
            err.println("gclog: warning: " + name + ": the samples have no stack traces; record with the JFR setting "
                    + AllocationSampleReader.EVENT + "#stackTrace=true");
            status = ExitCode.WARNINGS;
        }
        err.flush();
        return status;
    }
}
