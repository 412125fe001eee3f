package org.sdsim.analyzers.parse;

/**
 * Allocation-free number reading on a String region, for the per-line hot path. Decimal
 * separators '.' and ',' are both accepted: JVMs print with the process locale
 * ({@code [2,048s]}, {@code 0,0854230 secs}).
 */
final class Num {
    private Num() {
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** End index of the decimal number starting at {@code from} (digits, one separator, digits), or {@code from}. */
    static int decimalEnd(String s, int from, int to) {
        int i = from;
        while (i < to && isDigit(s.charAt(i))) {
            i++;
        }
        if (i == from) {
            return from;
        }
        if (i + 1 < to && (s.charAt(i) == '.' || s.charAt(i) == ',') && isDigit(s.charAt(i + 1))) {
            i++;
            while (i < to && isDigit(s.charAt(i))) {
                i++;
            }
        }
        return i;
    }

    /** The decimal number in [from, to), or NaN when the region is not exactly one number. */
    static double decimal(String s, int from, int to) {
        if (from >= to) {
            return Double.NaN;
        }
        long mantissa = 0;
        int digits = 0;
        int scale = -1;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                if (digits < 18) {
                    mantissa = mantissa * 10 + (c - '0');
                    digits++;
                    if (scale >= 0) {
                        scale++;
                    }
                } else if (scale < 0) {
                    return slow(s, from, to);
                }
            } else if ((c == '.' || c == ',') && scale < 0 && i > from) {
                scale = 0;
            } else {
                return Double.NaN;
            }
        }
        if (digits == 0) {
            return Double.NaN;
        }
        if (scale <= 0) {
            return mantissa;
        }
        return mantissa / POW10[scale];
    }

    private static double slow(String s, int from, int to) {
        try {
            return Double.parseDouble(s.substring(from, to).replace(',', '.'));
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static final double[] POW10 = new double[19];

    static {
        double p = 1;
        for (int i = 0; i < POW10.length; i++) {
            POW10[i] = p;
            p *= 10;
        }
    }

    /** Non-negative integer in [from, to), or -1. */
    /**
     * The number in "LABEL 0.0001234 seconds" found at or after {@code from}, in seconds; NaN
     * when the label or its " seconds" is absent (both JDK 8 and unified safepoint lines say so).
     */
    static double secondsAfter(String s, String label, int from) {
        int r = s.indexOf(label, from);
        if (r < 0) {
            return Double.NaN;
        }
        int start = r + label.length();
        int end = s.indexOf(" seconds", start);
        return end > 0 ? decimal(s, start, end) : Double.NaN;
    }

    static long integer(String s, int from, int to) {
        if (from >= to || to - from > 18) {
            return -1;
        }
        long v = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    /**
     * A memory size such as {@code 24M}, {@code 2048.0K}, {@code 0.0B}, {@code 1,5G} or
     * {@code 3644K} in [from, to), in KiB (rounded), or -1 when it is not one.
     */
    static long sizeKb(String s, int from, int to) {
        if (to - from < 2) {
            return -1;
        }
        char unit = s.charAt(to - 1);
        int numEnd = to - 1;
        if (unit == ' ') {
            return -1;
        }
        double factor;
        switch (unit) {
            case 'B': factor = 1.0 / 1024; break;
            case 'K': factor = 1; break;
            case 'M': factor = 1024; break;
            case 'G': factor = 1024 * 1024; break;
            case 'T': factor = 1024.0 * 1024 * 1024; break;
            default: return -1;
        }
        double v = decimal(s, from, numEnd);
        if (Double.isNaN(v)) {
            return -1;
        }
        return Math.round(v * factor);
    }

    /** Index of the first character at or after {@code from} that is not a space. */
    static int skipSpaces(String s, int from, int to) {
        while (from < to && s.charAt(from) == ' ') {
            from++;
        }
        return from;
    }

    /** Index after the last character before {@code to} that is not a space or tab. */
    static int trimEnd(String s, int from, int to) {
        while (to > from && (s.charAt(to - 1) == ' ' || s.charAt(to - 1) == '\t')) {
            to--;
        }
        return to;
    }
}
