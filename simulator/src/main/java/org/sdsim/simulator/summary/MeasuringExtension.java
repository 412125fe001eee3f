package org.sdsim.simulator.summary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.Locale;

/**
 * How far a mode measured past {@code --duration} for its scripted faults, as summary.json's
 * {@code measuringExtension} records it (null for a mode that did not go past it). Faults run one at
 * a time, each after the previous one recovered, so a tight schedule slides past the planned end;
 * measuring goes on until every fault has run and been watched to its end, for at most the cap.
 *
 * @param plannedSec  the measured time asked for ({@code --duration})
 * @param extendedSec how much longer the mode measured; past {@code maxSec} by the step under way when
 *                    the cap came (a consumer-kill waits for its new consumer)
 * @param maxSec      the cap ({@code --max-fault-extension})
 * @param capReached  whether the cap ended measuring with a fault still owed (it is then in
 *                    {@code notInjected}, or recorded as not recovered)
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record MeasuringExtension(double plannedSec, double extendedSec, double maxSec, boolean capReached) {

    /** One sentence for the console, report.html and summary.md, about the mode labelled {@code mode}. */
    public String sentence(String mode) {
        String past = String.format(Locale.ROOT, "%s: measuring went on %.1f s past the %.0f s of --duration", mode,
                extendedSec, plannedSec);
        return capReached
                ? past + String.format(Locale.ROOT, " and was ended by its cap (--max-fault-extension %.0f s) with a "
                        + "scripted fault still owed", maxSec)
                : past + String.format(Locale.ROOT, " so that every scripted fault ran and was watched to its end "
                        + "(cap %.0f s, --max-fault-extension)", maxSec);
    }
}
