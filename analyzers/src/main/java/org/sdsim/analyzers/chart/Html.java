package org.sdsim.analyzers.chart;

/** Escaping for text and attribute values written into HTML pages that hold charts. */
public final class Html {
    private Html() {
    }

    /** Escapes {@code & < > " '} so any text (file names, class names, log lines) is shown as written. */
    public static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
