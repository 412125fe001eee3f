package org.sdsim.analyzers.summary;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;

/**
 * JSON form of {@link GcSummary}: one flat object per summary, its parts unwrapped under the keys
 * {@code docs/gclog.md} defines, and every absent figure (NaN in Java) is written as {@code null} — never 0, never the
 * non-standard {@code NaN} token. Numbers are rounded to 6 decimals (a nanosecond of a
 * millisecond, a byte of a MiB) so binary noise such as 27.858000000000004 does not reach readers.
 */
public final class GcSummaryJson {
    private GcSummaryJson() {
    }

    /** A mapper configured for summaries; safe to share. */
    public static ObjectMapper mapper() {
        SimpleModule absentAsNull = new SimpleModule("absent-figures-as-null");
        absentAsNull.addSerializer(Double.class, new NullForNaN());
        absentAsNull.addSerializer(Double.TYPE, new NullForNaN());
        return new ObjectMapper()
                .registerModule(absentAsNull)
                .enable(SerializationFeature.INDENT_OUTPUT);
    }

    private static final class NullForNaN extends JsonSerializer<Double> {
        @Override
        public void serialize(Double value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            if (value == null || value.isNaN() || value.isInfinite()) {
                gen.writeNull();
            } else {
                gen.writeNumber(Math.abs(value) < 1e12 ? Math.round(value * 1e6) / 1e6 : value);
            }
        }
    }
}
