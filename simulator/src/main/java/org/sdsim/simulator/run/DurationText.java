package org.sdsim.simulator.run;

import java.time.Duration;
import java.util.Locale;

/**
 * How sdsim writes a duration, in flags and in {@code --fault} specs alike: "90s", "5m", "2h",
 * "1h30m", "500ms" or a plain number of seconds; also ISO-8601 ("PT20H").
 */
public final class DurationText {
    /** What a bad duration is told it should have looked like. */
    public static final String EXPECTED = "expected e.g. 90s, 5m, 2h, 1h30m or 500ms";

    private DurationText() {
    }

    /** @throws IllegalArgumentException naming the text and {@link #EXPECTED} */
    public static Duration parse(String value) {
        String s = value.trim().toLowerCase(Locale.ROOT);
        if (s.startsWith("pt") || s.startsWith("p")) {
            try {
                return Duration.parse(s.toUpperCase(Locale.ROOT));
            } catch (RuntimeException e) {
                throw bad(value);
            }
        }
        Duration total = Duration.ZERO;
        int i = 0;
        boolean any = false;
        while (i < s.length()) {
            int start = i;
            while (i < s.length() && (Character.isDigit(s.charAt(i)) || s.charAt(i) == '.')) {
                i++;
            }
            if (start == i) {
                throw bad(value);
            }
            double number;
            try {
                number = Double.parseDouble(s.substring(start, i));
            } catch (NumberFormatException e) {
                throw bad(value);
            }
            int unitStart = i;
            while (i < s.length() && Character.isLetter(s.charAt(i))) {
                i++;
            }
            String unit = s.substring(unitStart, i);
            long millis = switch (unit) {
                case "ms" -> Math.round(number);
                case "", "s" -> Math.round(number * 1000);
                case "m", "min" -> Math.round(number * 60_000);
                case "h" -> Math.round(number * 3_600_000);
                case "d" -> Math.round(number * 86_400_000);
                default -> throw bad(value);
            };
            total = total.plusMillis(millis);
            any = true;
        }
        if (!any) {
            throw bad(value);
        }
        return total;
    }

    private static IllegalArgumentException bad(String value) {
        return new IllegalArgumentException("'" + value + "' is not a duration: " + EXPECTED);
    }
}
