package org.sdsim.simulator.cli;

import java.time.Duration;
import org.sdsim.simulator.run.DurationText;
import picocli.CommandLine;

/** picocli's view of {@link DurationText}: a bad value is a type conversion error naming the flag. */
public final class DurationConverter implements CommandLine.ITypeConverter<Duration> {

    @Override
    public Duration convert(String value) {
        return parse(value);
    }

    public static Duration parse(String value) {
        try {
            return DurationText.parse(value);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }
}
