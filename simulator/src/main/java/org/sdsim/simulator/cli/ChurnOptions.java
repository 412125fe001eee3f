package org.sdsim.simulator.cli;

import java.time.Duration;
import org.sdsim.fixtures.churn.ChurnMode;
import org.sdsim.fixtures.churn.ChurnPlan;
import org.sdsim.simulator.run.UserError;
import picocli.CommandLine.Option;

/** Address pushes while a mode measures. */
final class ChurnOptions {

    @Option(names = "--churn", paramLabel = "off|rolling|storm",
            description = "Address pushes while measuring: rolling restarts of --churn-fraction of the providers every "
                    + "--churn-every, or a storm in which every provider restarts at once (default: ${DEFAULT-VALUE}).",
            defaultValue = "rolling")
    String churn;

    @Option(names = "--churn-every", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Interval between restart waves (default: ${DEFAULT-VALUE}).", defaultValue = "30s")
    Duration churnEvery;

    @Option(names = "--churn-fraction", paramLabel = "FRACTION",
            description = "Share of providers restarted per rolling wave, 0..1 (default: ${DEFAULT-VALUE}).",
            defaultValue = "0.1")
    double churnFraction;

    @Option(names = "--churn-upgrade", paramLabel = "on|off", arity = "1", converter = OnOff.class,
            description = "Each restart deploys the application's next build, as a rolling upgrade does: while it "
                    + "rolls, the fleet runs two builds, so application-level discovery holds two metadata revisions "
                    + "per application (default: ${DEFAULT-VALUE}).",
            defaultValue = "off")
    boolean upgrade;

    @Option(names = "--churn-downtime", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "How long a restarted provider stays away before it registers again, shorter than "
                    + "--churn-every (default: ${DEFAULT-VALUE}: a fast restart). With a downtime, a provider's "
                    + "deregistration and registration reach consumers as two pushes, not one that a watch may "
                    + "collapse.", defaultValue = "0s")
    Duration churnDowntime;

    ChurnPlan plan() {
        if (churnFraction < 0 || churnFraction > 1) {
            throw new UserError("--churn-fraction must be between 0 and 1, got " + churnFraction);
        }
        try {
            ChurnPlan plan = switch (ChurnMode.parse(churn)) {
                case OFF -> ChurnPlan.off();
                case ROLLING -> ChurnPlan.rolling(churnEvery, churnFraction);
                case STORM -> ChurnPlan.storm(churnEvery);
            };
            return plan.withNewBuild(upgrade).withDowntime(churnDowntime == null ? Duration.ZERO : churnDowntime);
        } catch (IllegalArgumentException e) {
            // ChurnMode and ChurnPlan validate exactly these three flags' values.
            throw new UserError("--churn: " + e.getMessage(), e);
        }
    }
}
