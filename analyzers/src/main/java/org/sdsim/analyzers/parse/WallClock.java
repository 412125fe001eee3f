package org.sdsim.analyzers.parse;

import java.time.Instant;

/**
 * Reads the ISO-8601 stamps HotSpot writes ({@code 2024-01-02T03:04:05.678+0000}, also with
 * {@code +01:00} or {@code Z}) without java.time's formatter: the date arithmetic is done here
 * because it runs once per line.
 */
final class WallClock {
    private WallClock() {
    }

    /** Length of an ISO stamp starting at {@code from}, or 0 when there is none. */
    static int length(String s, int from, int to) {
        if (to - from < 19 || s.charAt(from + 4) != '-' || s.charAt(from + 7) != '-' || s.charAt(from + 10) != 'T'
                || s.charAt(from + 13) != ':' || s.charAt(from + 16) != ':') {
            return 0;
        }
        int i = from + 19;
        if (i < to && (s.charAt(i) == '.' || s.charAt(i) == ',')) {
            i++;
            while (i < to && Num.isDigit(s.charAt(i))) {
                i++;
            }
        }
        if (i < to && s.charAt(i) == 'Z') {
            return i + 1 - from;
        }
        if (i + 5 <= to && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            if (i + 6 <= to && s.charAt(i + 3) == ':') {
                return i + 6 - from;
            }
            return i + 5 - from;
        }
        return i - from;
    }

    /** Epoch milliseconds of the stamp in [from, from+len), or Long.MIN_VALUE if malformed. */
    static long epochMillis(String s, int from, int len) {
        int to = from + len;
        long year = Num.integer(s, from, from + 4);
        long month = Num.integer(s, from + 5, from + 7);
        long day = Num.integer(s, from + 8, from + 10);
        long hour = Num.integer(s, from + 11, from + 13);
        long minute = Num.integer(s, from + 14, from + 16);
        long second = Num.integer(s, from + 17, from + 19);
        if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23 || minute < 0
                || minute > 59 || second < 0 || second > 60) {
            return Long.MIN_VALUE;
        }
        int i = from + 19;
        long millis = 0;
        if (i < to && (s.charAt(i) == '.' || s.charAt(i) == ',')) {
            i++;
            int digits = 0;
            while (i < to && Num.isDigit(s.charAt(i))) {
                if (digits < 3) {
                    millis = millis * 10 + (s.charAt(i) - '0');
                }
                digits++;
                i++;
            }
            for (int d = digits; d < 3; d++) {
                millis *= 10;
            }
        }
        long offsetMin = 0;
        if (i < to && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            long oh = Num.integer(s, i + 1, i + 3);
            int mAt = s.charAt(i + 3) == ':' ? i + 4 : i + 3;
            long om = Num.integer(s, mAt, mAt + 2);
            if (oh < 0 || om < 0) {
                return Long.MIN_VALUE;
            }
            offsetMin = (oh * 60 + om) * (s.charAt(i) == '-' ? -1 : 1);
        }
        long days = daysFromCivil(year, month, day);
        long secs = days * 86400 + hour * 3600 + minute * 60 + second - offsetMin * 60;
        return secs * 1000 + millis;
    }

    static Instant instant(String s, int from, int len) {
        long ms = epochMillis(s, from, len);
        return ms == Long.MIN_VALUE ? null : Instant.ofEpochMilli(ms);
    }

    /** Days since 1970-01-01 (Howard Hinnant's algorithm). */
    private static long daysFromCivil(long y, long m, long d) {
        y -= m <= 2 ? 1 : 0;
        long era = (y >= 0 ? y : y - 399) / 400;
        long yoe = y - era * 400;
        long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468;
    }
}
