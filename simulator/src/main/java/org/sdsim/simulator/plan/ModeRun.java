package org.sdsim.simulator.plan;

import java.util.ArrayList;
import java.util.List;

/**
 * One run of a mode's consumer: the mode's plan, and which of its {@code --repeat} runs this is.
 *
 * @param plan    the mode
 * @param repeat  which run of the mode (1 to {@code repeats})
 * @param repeats how many times the mode runs
 */
public record ModeRun(ModePlan plan, int repeat, int repeats) {

    /**
     * Every mode {@code repeats} times, interleaved so that no mode always runs first or last, or always after the
     * same mode: round {@code r} starts {@code r} modes further on (A B C, B C A, C A B).
     */
    public static List<ModeRun> schedule(List<ModePlan> modes, int repeats) {
        List<ModeRun> out = new ArrayList<>();
        for (int r = 0; r < repeats; r++) {
            for (int i = 0; i < modes.size(); i++) {
                out.add(new ModeRun(modes.get((i + r) % modes.size()), r + 1, repeats));
            }
        }
        return out;
    }

    /** The run's number as its summary records it: null for a mode that runs once. */
    public Integer repeatNumber() {
        return repeats > 1 ? repeat : null;
    }

    /** How the console names the run: {@code interface}, or {@code interface, run 2 of 3}. */
    public String tag() {
        return repeats > 1 ? plan.id() + ", run " + repeat + " of " + repeats : plan.id();
    }
}
