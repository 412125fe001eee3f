package org.sdsim.analyzers.cli;

/**
 * Plain decimal formatting for output that may run to millions of rows: no {@code String.format}
 * (slow) and no scientific notation ({@code Double.toString} gives "1.0E-4", which spreadsheets
 * misread). Absent values (NaN) are written as the caller's placeholder.
 */
final class Decimal {
    private static final long[] POW10 = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000};

    private Decimal() {
    }

    /** Appends {@code value} rounded to {@code digits} decimals (trailing zeros kept), or {@code absent} for NaN/infinite. */
    static StringBuilder append(StringBuilder sb, double value, int digits, String absent) {
        if (!Double.isFinite(value)) {
            return sb.append(absent);
        }
        long scale = POW10[digits];
        double scaled = Math.abs(value) * scale;
        if (scaled >= 9.0e18) {   // beyond long: no fraction worth printing
            return sb.append(String.valueOf(Math.round(value)));
        }
        long units = Math.round(scaled);
        if (value < 0 && units != 0) {
            sb.append('-');
        }
        sb.append(units / scale);
        if (digits > 0) {
            sb.append('.');
            String fraction = Long.toString(units % scale);
            for (int i = fraction.length(); i < digits; i++) {
                sb.append('0');
            }
            sb.append(fraction);
        }
        return sb;
    }

    static String format(double value, int digits, String absent) {
        return append(new StringBuilder(16), value, digits, absent).toString();
    }
}
