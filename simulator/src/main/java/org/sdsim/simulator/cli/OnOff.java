package org.sdsim.simulator.cli;

import java.util.Locale;
import picocli.CommandLine;

/** "on" / "off" (also true/false, yes/no) for a knob that a preset may set either way. */
public final class OnOff implements CommandLine.ITypeConverter<Boolean> {
    @Override
    public Boolean convert(String value) {
        return switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "on", "true", "yes" -> true;
            case "off", "false", "no" -> false;
            default -> throw new CommandLine.TypeConversionException("'" + value + "' is not on or off");
        };
    }
}
