package org.sdsim.simulator.sweep;

import static org.sdsim.analyzers.chart.Html.escape;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * How cost per push grows with the fleet, in words: a table per figure (mode, exponent ± its error, the
 * coefficient, the points) and one line per crossover, for sweep.md, report.html and the console.
 */
final class PushScalingReport {

    private PushScalingReport() {
    }

    /** One line per mode and figure, then one per crossover; empty for a sweep without pushes. */
    static List<String> sentences(SweepResult r) {
        List<String> out = new ArrayList<>();
        for (PushFigure figure : PushFigure.values()) {
            List<String> fits = new ArrayList<>();
            r.pushScaling().forEach((mode, scaling) -> {
                PowerFit f = figure.of(scaling);
                if (f != null) {
                    fits.add(mode + " N^" + exponent(f));
                }
            });
            if (!fits.isEmpty()) {
                out.add(figure.title() + " per push grows as " + String.join(", ", fits));
            }
        }
        r.crossovers().forEach(c -> out.add(crossover(c, r)));
        return out;
    }

    static String markdown(SweepResult r) {
        if (r.pushScaling().isEmpty()) {
            return "";
        }
        StringBuilder b = new StringBuilder("## Cost per push against fleet size\n\n").append(HOW_TO_READ).append("\n\n");
        for (PushFigure figure : PushFigure.values()) {
            List<String[]> rows = rows(r, figure);
            if (rows.isEmpty()) {
                continue;
            }
            b.append("**").append(figure.title()).append("** (").append(figure.unit()).append(" = a · N^k)\n\n")
                    .append("| mode | exponent k | a | points |\n|---|---:|---:|---:|\n");
            rows.forEach(row -> b.append("| ").append(String.join(" | ", row)).append(" |\n"));
            b.append('\n');
        }
        r.crossovers().forEach(c -> b.append("- ").append(crossover(c, r)).append('\n'));
        return b.append('\n').toString();
    }

    static String html(SweepResult r) {
        if (r.pushScaling().isEmpty()) {
            return "";
        }
        StringBuilder b = new StringBuilder("<h2>Cost per push against fleet size</h2>\n<p>").append(escape(HOW_TO_READ))
                .append("</p>\n");
        for (PushFigure figure : PushFigure.values()) {
            List<String[]> rows = rows(r, figure);
            if (rows.isEmpty()) {
                continue;
            }
            b.append("<h3>").append(escape(figure.title())).append(" (").append(escape(figure.unit()))
                    .append(" = a · N^k)</h3>\n<table>\n<tr><th>mode</th><th>exponent k</th><th>a</th><th>points</th></tr>\n");
            rows.forEach(row -> b.append("<tr><td>").append(escape(row[0])).append("</td><td class=\"n\">")
                    .append(escape(row[1])).append("</td><td class=\"n\">").append(escape(row[2]))
                    .append("</td><td class=\"n\">").append(escape(row[3])).append("</td></tr>\n"));
            b.append("</table>\n");
        }
        if (!r.crossovers().isEmpty()) {
            b.append("<ul>\n");
            r.crossovers().forEach(c -> b.append("<li>").append(escape(crossover(c, r))).append("</li>\n"));
            b.append("</ul>\n");
        }
        return b.toString();
    }

    private static final String HOW_TO_READ = "A power law per mode through the grid points (least squares on log cost "
            + "against log N). Under a rolling restart of a fixed fraction of the fleet, k ≈ 1 is a push that costs in "
            + "proportion to the fleet, k ≈ 2 one that re-reads every instance for each instance event. The ± is the "
            + "exponent's standard error from the residuals; with 4–5 points it is a rough guide (see docs/sweep.md).";

    private static List<String[]> rows(SweepResult r, PushFigure figure) {
        List<String[]> rows = new ArrayList<>();
        for (Map.Entry<String, PushScaling> e : r.pushScaling().entrySet()) {
            PowerFit f = figure.of(e.getValue());
            if (f != null) {
                rows.add(new String[] {e.getKey(), exponent(f), String.format(Locale.ROOT, "%.3g", f.coefficient()),
                        String.valueOf(f.points())});
            }
        }
        return rows;
    }

    /** "1.97 ± 0.05", or "2.00 (2 points: no error)" where two points leave no residual to judge by. */
    static String exponent(PowerFit f) {
        return Double.isNaN(f.exponentError())
                ? String.format(Locale.ROOT, "%.2f (%d points: no error)", f.exponent(), f.points())
                : String.format(Locale.ROOT, "%.2f ± %.2f", f.exponent(), f.exponentError());
    }

    /** The fitted crossing, which side is cheaper, whether it is an extrapolation, and where the points cross. */
    static String crossover(Crossover c, SweepResult r) {
        StringBuilder b = new StringBuilder(c.figure().title()).append(", ").append(c.application()).append(" against ")
                .append(c.interfaceMode()).append(": ");
        String grid = gridRange(r);
        if (c.where() == Crossover.Where.NEVER) {
            b.append("the fitted curves never cross (same exponent); ").append(c.cheaperBelow())
                    .append(" is cheaper at every fleet size");
        } else {
            b.append(String.format(Locale.ROOT, "the fitted curves cross at N ≈ %s%s, %s (%s)", SweepResult.scale(c.providers()),
                    r.scaleOf(Math.round(c.providers())), c.where().words(), grid));
            if (c.where() != Crossover.Where.WITHIN_GRID) {
                b.append(", an extrapolation of the fits");
            }
            b.append("; below it ").append(c.cheaperBelow()).append(" is cheaper per push, above it ")
                    .append(c.cheaperAbove());
        }
        if (c.exponentsOverlap()) {
            b.append("; the two exponents differ by less than their combined standard error, so these points do not "
                    + "fix the crossing");
        }
        return b.append("; ").append(measured(c)).toString();
    }

    private static String measured(Crossover c) {
        if (c.measuredAt().isEmpty()) {
            return "no grid size measured both";
        }
        String at = c.measuredAt().stream().map(n -> String.format(Locale.ROOT, "%,d", n)).collect(Collectors.joining(", "));
        if (c.firstMeasuredDearer() == null) {
            return "measured, " + c.application() + " costs no more than " + c.interfaceMode() + " at any grid size ("
                    + at + ")";
        }
        if (c.firstMeasuredDearer().equals(c.measuredAt().get(0))) {
            return String.format(Locale.ROOT, "measured, %s already costs more at the smallest grid size, %,d (of %s)",
                    c.application(), c.firstMeasuredDearer(), at);
        }
        return String.format(Locale.ROOT, "measured, %s first costs more at %,d providers (of %s)", c.application(),
                c.firstMeasuredDearer(), at);
    }

    private static String gridRange(SweepResult r) {
        var sizes = r.points().stream().filter(p -> !p.heldOut()).mapToInt(SweepPoint::providers).summaryStatistics();
        return String.format(Locale.ROOT, "grid %,d–%,d", sizes.getMin(), sizes.getMax());
    }
}
