package org.sdsim.analyzers.jfr;

import java.util.List;

/**
 * Which frame of an allocation's stack names its site.
 *
 * <p>The plain top frame is where the bytes were allocated, which is mostly inside the JDK
 * ({@code Arrays.copyOf}, {@code StringBuilder}, {@code HashMap.resize}) and says little about
 * who asked for them. {@link By#FIRST_MATCH} walks down from the top to the first frame whose
 * class starts with one of the given prefixes (the code under study: Dubbo, Curator, ZooKeeper),
 * so a {@code HashMap} grown inside Dubbo's URL parsing is charged to the Dubbo method that grew
 * it. A stack with no such frame is charged to its first frame outside the JDK, and a stack that
 * is JDK all the way down (JDK threads) to its top frame.
 *
 * @param by       the rule
 * @param prefixes class-name prefixes for {@link By#FIRST_MATCH}, matched with {@code startsWith}
 *                 (end one with a dot to mean a package); empty for {@link By#TOP_FRAME}
 */
public record SiteRule(By by, List<String> prefixes) {
    /** The code whose allocations sdsim studies: Dubbo (both namespaces), Curator, ZooKeeper. */
    public static final List<String> DEFAULT_PREFIXES =
            List.of("org.apache.dubbo.", "org.apache.curator.", "org.apache.zookeeper.", "com.alibaba.");

    /** Classes that belong to the JDK, skipped by the fallback. */
    public static final List<String> JDK_PREFIXES = List.of("java.", "javax.", "jdk.", "sun.", "com.sun.");

    /** {@link By#FIRST_MATCH} with {@link #DEFAULT_PREFIXES}. */
    public static final SiteRule DEFAULT = firstMatch(DEFAULT_PREFIXES);

    public enum By {
        /** The stack's top frame: where the allocation itself happened. */
        TOP_FRAME,
        /** The first frame from the top in one of the prefixes; else the first outside the JDK; else the top. */
        FIRST_MATCH
    }

    /** How a site's frame was chosen. The same frame is always chosen the same way under one rule. */
    public enum Via {
        /** Its class starts with one of the rule's prefixes. */
        PREFIX,
        /** No frame matched a prefix; it is the first frame outside the JDK. */
        OUTSIDE_JDK,
        /** The top frame: the rule is {@link By#TOP_FRAME}, or every frame is in the JDK. */
        TOP_FRAME,
        /** The sample has no stack trace. */
        NO_STACK
    }

    /** A chosen frame and how it was chosen. */
    public record Pick(Frame frame, Via via) {
        static final Pick NO_STACK = new Pick(Frame.NO_STACK_TRACE, Via.NO_STACK);
    }

    public SiteRule {
        prefixes = List.copyOf(prefixes);
        if (by == By.FIRST_MATCH && prefixes.isEmpty()) {
            throw new IllegalArgumentException("first-match needs at least one class-name prefix");
        }
        if (by == By.TOP_FRAME && !prefixes.isEmpty()) {
            throw new IllegalArgumentException("prefixes mean nothing to the top-frame rule");
        }
        for (String prefix : prefixes) {
            if (prefix.isBlank()) {
                throw new IllegalArgumentException("a class-name prefix is empty");
            }
        }
    }

    public static SiteRule topFrame() {
        return new SiteRule(By.TOP_FRAME, List.of());
    }

    public static SiteRule firstMatch(List<String> prefixes) {
        return new SiteRule(By.FIRST_MATCH, prefixes);
    }

    /** The frame that names the site of an allocation with this stack (top first). */
    public Pick choose(List<Frame> stack) {
        if (stack.isEmpty()) {
            return Pick.NO_STACK;
        }
        if (by == By.FIRST_MATCH) {
            Frame outsideJdk = null;
            for (Frame frame : stack) {
                if (startsWithAny(frame.className(), prefixes)) {
                    return new Pick(frame, Via.PREFIX);
                }
                if (outsideJdk == null && !isJdk(frame.className())) {
                    outsideJdk = frame;
                }
            }
            if (outsideJdk != null) {
                return new Pick(outsideJdk, Via.OUTSIDE_JDK);
            }
        }
        return new Pick(stack.get(0), Via.TOP_FRAME);
    }

    static boolean isJdk(String className) {
        return startsWithAny(className, JDK_PREFIXES);
    }

    private static boolean startsWithAny(String className, List<String> prefixes) {
        for (String prefix : prefixes) {
            if (className.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /** For people: "first frame in org.apache.dubbo., …; else the first outside the JDK", or "top frame". */
    public String describe() {
        return by == By.TOP_FRAME
                ? "the top frame (where the bytes were allocated)"
                : "the first frame in " + String.join(", ", prefixes) + "; else the first outside the JDK";
    }
}
