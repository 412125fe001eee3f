package org.sdsim.simulator.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;

import org.sdsim.fixtures.capture.FleetHeader;
import org.sdsim.fixtures.capture.FleetStats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code sdsim fleet show}: what a fleet file holds, as a table or as JSON ({@link FleetStats}). */
@Command(name = "show",
        mixinStandardHelpOptions = true,
        header = "Summarise a fleet file: URLs, interfaces, protocols, instances, applications, revisions.",
        description = {
            "Reads the file once, in bounded memory, and prints: where and when it was captured and whether it was "
                + "anonymized; provider URLs, interfaces, protocols, instances, applications and metadata revisions; "
                + "the URL length distribution; the distinct parameter sets a Dubbo 3 consumer would parse (after it "
                + "strips timestamp and pid); and the parameters whose values differ from one provider of a service to "
                + "the next, with how many URLs each touches: those defeat Dubbo 3's sharing of parsed parameters "
                + "(docs/topology.md).",
            "With --json the keys are providerUrls, interfaces, protocols, instances, applications, revisions, "
                + "urlLength, services, providerHosts, parameterSets, perProviderParameters, header and sha256.",
            ""},
        footer = {"", "Exit codes: 0 shown; 2 the file is missing or not a fleet file (the message names the line)."})
public final class FleetShowCommand implements Callable<Integer> {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "A fleet file written by sdsim fleet capture.")
    Path file;

    @Option(names = "--json", description = "Print JSON instead of a table.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        FleetStats.Summary s = FleetStats.of(file);
        PrintWriter o = spec.commandLine().getOut();
        if (json) {
            o.println(JSON.writeValueAsString(s));
        } else {
            table(o, s);
        }
        o.flush();
        return ExitCode.OK.code();
    }

    private void table(PrintWriter o, FleetStats.Summary s) throws java.io.IOException {
        FleetHeader h = s.header();
        o.printf("%s (%,d KB, sha256 %s)%n", file, Files.size(file) / 1024, s.sha256().substring(0, 16));
        o.printf("captured from %s (%s, %s) at %s in %.1f s by %s; anonymized: %s%n", h.source(), h.root(), h.servicesRoot(),
                h.capturedAt(), h.captureSeconds(), h.tool(), h.anonymized() ? "yes" : "no");
        o.printf("nodes: %s%n", FleetCaptureCommand.describeCounts(h));
        if (h.skippedTotal() > 0) {
            o.printf("skipped at capture: %,d (%s)%n", h.skippedTotal(), h.skipped());
        }
        o.println();
        row(o, "provider URLs", String.format("%,d   (%,d services on %,d provider hosts)", s.providerUrls(), s.services(),
                s.providerHosts()));
        row(o, "interfaces", String.format("%,d", s.interfaces()));
        row(o, "protocols", protocols(s.protocols()));
        row(o, "instances", String.format("%,d", s.instances()));
        row(o, "applications", String.format("%,d", s.applications()));
        row(o, "revisions", String.format("%,d", s.revisions()));
        FleetStats.UrlLength l = s.urlLength();
        row(o, "URL length", l == null ? "-" : String.format("min %,d  p50 %,d  p90 %,d  p99 %,d  max %,d  mean %,.0f characters",
                l.min(), l.p50(), l.p90(), l.p99(), l.max(), l.mean()));
        row(o, "parameter sets", String.format("%,d   (distinct once Dubbo 3 strips timestamp and pid)", s.parameterSets()));
        o.println();
        if (s.perProviderParameters().isEmpty()) {
            o.println("no parameter differs between the providers of a service.");
            return;
        }
        o.println("parameters that differ per provider of a service (in Dubbo 3 each gives every URL it touches a parameter set of its own):");
        for (FleetStats.PerProviderParameter p : s.perProviderParameters()) {
            o.printf("  %-28s %,10d URLs%s%n", p.key(), p.urls(), p.strippedByDubbo3() ? "   (stripped by Dubbo 3: shared anyway)" : "");
        }
    }

    private static void row(PrintWriter o, String name, String value) {
        o.printf("%-16s %s%n", name, value);
    }

    private static String protocols(Map<String, Long> protocols) {
        StringBuilder b = new StringBuilder();
        protocols.forEach((p, n) -> b.append(b.length() == 0 ? "" : ", ").append(p).append(' ').append(String.format("%,d", n)));
        return b.length() == 0 ? "-" : b.toString();
    }
}
