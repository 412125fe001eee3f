package org.sdsim.simulator.cli;

import org.sdsim.simulator.generation.Generations;
import org.sdsim.simulator.remedy.Remedies;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.UserError;

import java.util.ArrayList;
import java.util.List;

/** {@code --modes} as given, checked against the Dubbo generations built here and named canonically. */
final class ModeArguments {

    private ModeArguments() {
    }

    /**
     * Each mode once, in order; a user error for an unknown mode, release or remedy, a discovery a generation
     * lacks, or a remedy asked of a release it does not apply to.
     */
    static List<Mode> parse(List<String> texts) {
        Generations generations = Generations.installed();
        List<Mode> out = new ArrayList<>();
        for (String text : texts) {
            Mode mode = generations.canonical(Mode.parse(text));
            // a remedy unknown, or asked of a release it does not apply to, fails here, before anything starts
            Remedies.installed().resolve(mode, generations.resolve(mode));
            if (out.contains(mode)) {
                throw new UserError("--modes: " + mode.id() + " is given twice (as '" + text + "'); each mode runs once");
            }
            out.add(mode);
        }
        return out;
    }
}
