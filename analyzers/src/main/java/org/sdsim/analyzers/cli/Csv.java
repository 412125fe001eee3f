package org.sdsim.analyzers.cli;

/** RFC 4180 cells: quoted only when they contain a comma, quote or line break. */
final class Csv {
    private Csv() {
    }

    static StringBuilder appendCell(StringBuilder sb, String value) {
        if (value == null || value.isEmpty()) {
            return sb;
        }
        boolean quote = false;
        for (int i = 0, n = value.length(); i < n && !quote; i++) {
            char c = value.charAt(i);
            quote = c == ',' || c == '"' || c == '\n' || c == '\r';
        }
        if (!quote) {
            return sb.append(value);
        }
        sb.append('"');
        for (int i = 0, n = value.length(); i < n; i++) {
            char c = value.charAt(i);
            if (c == '"') {
                sb.append('"');
            }
            sb.append(c);
        }
        return sb.append('"');
    }
}
