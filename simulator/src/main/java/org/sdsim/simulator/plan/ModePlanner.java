package org.sdsim.simulator.plan;

import java.util.ArrayList;
import java.util.List;
import org.sdsim.simulator.generation.DubboRelease;
import org.sdsim.simulator.generation.Generations;
import org.sdsim.simulator.remedy.AppliedRemedies;
import org.sdsim.simulator.remedy.Remedies;
import org.sdsim.simulator.run.Mode;
import org.sdsim.simulator.run.UserError;

/**
 * The one place a mode is resolved: its Dubbo release from the generations built here, its remedies from the
 * catalogue, into a {@link ModePlan}. A run-wide remedy ({@code --file-cache off} is {@code no-file-cache},
 * {@code --notify-delay 30s} is {@code notify-delay=30s}: shorthands, since remedies are the one door to Dubbo's
 * settings) is appended to every mode it applies to, exactly as {@code +no-file-cache} would be written, and a mode
 * it does not apply to runs stock with the reason in its plan.
 *
 * <pre>{@code
 * List<ModePlan> plans = ModePlanner.installed().runWide(List.of("no-file-cache")).plan(List.of("interface", "application"));
 * }</pre>
 */
public final class ModePlanner {

    private final Generations generations;
    private final Remedies remedies;
    private final List<String> runWide;
    private final boolean subscribers;

    private ModePlanner(Generations generations, Remedies remedies, List<String> runWide, boolean subscribers) {
        this.generations = generations;
        this.remedies = remedies;
        this.runWide = List.copyOf(runWide);
        this.subscribers = subscribers;
    }

    /** The generations and remedies this build ships, with no run-wide remedy. */
    public static ModePlanner installed() {
        return new ModePlanner(Generations.installed(), Remedies.installed(), List.of(), false);
    }

    /**
     * The same planner appending {@code written} remedies ({@code no-file-cache}, {@code notify-delay=30s}) to every
     * mode they apply to; a user error for one the catalogue does not know.
     */
    public ModePlanner runWide(List<String> written) {
        written.forEach(w -> remedies.known(w, "run-wide remedy"));
        return new ModePlanner(generations, remedies, written, subscribers);
    }

    /**
     * The same planner for a run with subscribers, which must be able to impersonate every mode's consumer: a user
     * error for a mode whose remedy they do not follow.
     */
    public ModePlanner withSubscribers(boolean with) {
        return new ModePlanner(generations, remedies, runWide, with);
    }

    /**
     * Each mode as written ({@code interface@2.7}, {@code application+cached-instances}), once and in order; a user
     * error for an unknown mode, release or remedy, a discovery a generation lacks, a remedy asked of a release it
     * does not apply to, or a mode given twice.
     */
    public List<ModePlan> plan(List<String> texts) {
        List<ModePlan> out = new ArrayList<>();
        for (String text : texts) {
            ModePlan plan = plan(Mode.parse(text));
            if (out.stream().anyMatch(p -> p.mode().equals(plan.mode()))) {
                throw new UserError("--modes: " + plan.id() + " is given twice (as '" + text + "'"
                        + (runWide.isEmpty() ? "" : ", with the run-wide " + String.join(", ", runWide)) + "); each mode runs once");
            }
            out.add(plan);
        }
        return out;
    }

    /** Each of {@code modes}, as {@link #plan(List)} does with their ids. */
    public List<ModePlan> planModes(List<Mode> modes) {
        return plan(modes.stream().map(Mode::id).toList());
    }

    /** One mode, canonical ({@code @3.0} becomes the release it runs), with the run-wide remedies that apply to it. */
    public ModePlan plan(Mode written) {
        Mode mode = generations.canonical(written);
        DubboRelease release = generations.resolve(mode);
        List<ModePlan.NotApplied> notApplied = new ArrayList<>();
        for (String w : runWide) {
            String name = Remedies.nameOf(w);
            if (mode.remedies().stream().anyMatch(r -> Remedies.nameOf(r).equals(name))) {
                if (!mode.remedies().contains(w)) {
                    notApplied.add(new ModePlan.NotApplied(w, "the mode names " + name + " itself"));
                }
                continue;
            }
            var why = remedies.whyNot(w, mode.discovery(), release.version());
            if (why.isPresent()) {
                notApplied.add(new ModePlan.NotApplied(w, why.get()));
            } else {
                mode = mode.withRemedy(w);
            }
        }
        AppliedRemedies applied = remedies.resolve(mode, release);
        if (subscribers) {
            remedies.requireSubscribersFollow(mode);
        }
        return new ModePlan(mode, release, applied, notApplied);
    }
}
