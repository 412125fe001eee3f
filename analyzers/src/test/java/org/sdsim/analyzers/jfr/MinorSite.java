package org.sdsim.analyzers.jfr;

/** A smaller site whose bytes are allocated inside the JDK (String.repeat), one frame below the top. */
final class MinorSite {
    static volatile Object sink;

    private MinorSite() {
    }

    static void repeatStrings(long bytes) {
        String unit = "sdsim-16-bytes!!";
        for (long done = 0; done < bytes; done += 1024) {
            sink = unit.repeat(60);   // a 960-byte Latin-1 array and its String
        }
    }
}
