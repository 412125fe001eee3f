package org.sdsim.analyzers.chart;

/** Escaping for text and attribute values written into HTML pages that hold charts. */
public final class Html {
    private Html() {
    }

    /**
     * The stylesheet of every self-contained page that holds charts (a run's report.html, sdsim rpc's): one look, one
     * place.
     */
    public static final String PAGE_CSS = """
            :root{color-scheme:light}
            body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:#222;background:#fff;
              margin:0 auto;padding:1.2em 1.5em 3em;max-width:1180px;line-height:1.45}
            h1{font-size:1.7em;margin:.2em 0 .1em}h2{font-size:1.35em;margin:1.6em 0 .5em;border-bottom:2px solid #0072B2;padding-bottom:.15em}
            h3{font-size:1.12em;margin:1.4em 0 .4em}
            .meta{color:#555;margin:.1em 0 1em}
            code{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:.92em;background:#f3f3f3;padding:0 .2em;overflow-wrap:anywhere}
            table{border-collapse:collapse;margin:.4em 0 1em;font-size:.93em}
            .scroll{overflow-x:auto;max-width:100%;margin:.4em 0 1em}.scroll table{margin:0}
            table.results{font-size:.86em}table.results thead th{font-weight:600;min-width:3.2em;vertical-align:bottom}
            table.results th,table.results td{padding:.25em .4em}
            th,td{border:1px solid #ccc;padding:.25em .55em;vertical-align:top;text-align:left}
            th{background:#f0f4f8}
            td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
            table.facts th{width:11em}
            .outcome-completed{font-weight:600}
            .outcome-oom,.outcome-crashed,.outcome-interrupted,.outcome-unknown{font-weight:700;color:#a8320a}
            .missing{border:2px solid #D55E00;background:#fff6ef;padding:.4em 1em;margin:1em 0}
            .missing h2{border:none;margin-top:.4em}
            figure{margin:1em 0 1.6em}figcaption{font-size:.88em;color:#555}
            figure svg{display:block;width:100%;height:auto;max-width:100%;border:1px solid #e3e3e3}
            .note{color:#555;font-size:.92em}
            ul.read li{margin:.25em 0}
            footer{margin-top:3em;color:#777;font-size:.85em;border-top:1px solid #ddd;padding-top:.5em}
            """;

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
