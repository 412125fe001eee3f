package org.sdsim.simulator.verdict;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonAppend;
import com.fasterxml.jackson.databind.cfg.MapperConfig;
import com.fasterxml.jackson.databind.introspect.AnnotatedClass;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import com.fasterxml.jackson.databind.ser.VirtualBeanPropertyWriter;
import com.fasterxml.jackson.databind.util.Annotations;
import org.sdsim.simulator.summary.ModeSummary;
import org.sdsim.simulator.summary.RunSummary;

/**
 * The verdicts written beside each mode's figures in summary.json and mode-summary.json: what limited its push
 * fan-out ({@code limitedBy}, {@code limitEvidence}), what one subscriber cost the registry per push
 * ({@code fanOutCost}) and how many a reference registry could serve ({@code registryCapacity}); the last two only
 * with subscribers. They are drawn from the figures by the build that writes the file (a summary read back and
 * written again gets this build's verdicts), appended after the figures, in this order, by a Jackson mix-in: the
 * summary model knows its figures, not the judgements made of them. summary.json's run gets {@code remedies} the same
 * way: each remedied mode against its stock mode, figure by figure, with its verdict ({@link RemedyComparison}).
 */
public final class ModeVerdicts {

    private ModeVerdicts() {
    }

    /** {@code mapper}, writing every {@link ModeSummary} with its verdicts, and a run's remedies with theirs. */
    public static ObjectMapper on(ObjectMapper mapper) {
        return mapper.addMixIn(ModeSummary.class, Appended.class).addMixIn(RunSummary.class, RunAppended.class);
    }

    @JsonAppend(props = @JsonAppend.Prop(value = Remedies.class, name = "remedies",
            include = JsonInclude.Include.NON_EMPTY))
    abstract static class RunAppended {
    }

    /** The run's remedied modes against their stock modes; empty (left out) without any. */
    static final class Remedies extends VirtualBeanPropertyWriter {

        /** For Jackson, which makes the configured writers from this one. */
        Remedies() {
        }

        private Remedies(BeanPropertyDefinition property, Annotations annotations, JavaType type) {
            super(property, annotations, type);
        }

        @Override
        protected Object value(Object bean, JsonGenerator gen, SerializerProvider provider) {
            return RemedyComparison.of(((RunSummary) bean).modes());
        }

        @Override
        public VirtualBeanPropertyWriter withConfig(MapperConfig<?> config, AnnotatedClass declaringClass,
                BeanPropertyDefinition property, JavaType type) {
            return new Remedies(property, declaringClass.getAnnotations(), type);
        }
    }

    @JsonAppend(props = {
            @JsonAppend.Prop(value = Verdict.class, name = "limitedBy"),
            @JsonAppend.Prop(value = Verdict.class, name = "limitEvidence"),
            @JsonAppend.Prop(value = Verdict.class, name = "fanOutCost", include = JsonInclude.Include.NON_NULL),
            @JsonAppend.Prop(value = Verdict.class, name = "registryCapacity", include = JsonInclude.Include.NON_NULL)})
    abstract static class Appended {
    }

    /** One verdict, named by its property. */
    static final class Verdict extends VirtualBeanPropertyWriter {

        /** For Jackson, which makes the configured writers from this one. */
        Verdict() {
        }

        private Verdict(BeanPropertyDefinition property, Annotations annotations, JavaType type) {
            super(property, annotations, type);
        }

        @Override
        protected Object value(Object bean, JsonGenerator gen, SerializerProvider provider) {
            ModeSummary m = (ModeSummary) bean;
            return switch (getName()) {
                case "limitedBy" -> FanOutLimit.of(m).limitedBy();
                case "limitEvidence" -> FanOutLimit.of(m).evidence();
                case "fanOutCost" -> FanOutCost.of(m);
                case "registryCapacity" -> RegistryCapacity.of(m);
                default -> throw new IllegalStateException("no verdict " + getName());
            };
        }

        @Override
        public VirtualBeanPropertyWriter withConfig(MapperConfig<?> config, AnnotatedClass declaringClass,
                BeanPropertyDefinition property, JavaType type) {
            return new Verdict(property, declaringClass.getAnnotations(), type);
        }
    }
}
