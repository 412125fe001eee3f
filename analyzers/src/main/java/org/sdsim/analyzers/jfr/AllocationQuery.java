package org.sdsim.analyzers.jfr;

/**
 * What an allocation-by-frame view is asked for, built once (the CLI only parses flags into it).
 *
 * @param rule           which frame names a sample's site
 * @param window         the part of the recording whose samples count
 * @param classesPerSite how many of each site's classes to keep, largest weight first (1 or more)
 */
public record AllocationQuery(SiteRule rule, TimeWindow window, int classesPerSite) {
    /** First match of Dubbo, Curator and ZooKeeper frames, the whole recording, three classes per site. */
    public static final AllocationQuery DEFAULT = new AllocationQuery(SiteRule.DEFAULT, TimeWindow.ALL, 3);

    public AllocationQuery {
        if (rule == null || window == null) {
            throw new IllegalArgumentException("a rule and a window are needed");
        }
        if (classesPerSite < 1) {
            throw new IllegalArgumentException("classes per site must be 1 or more, not " + classesPerSite);
        }
    }

    public AllocationQuery withRule(SiteRule rule) {
        return new AllocationQuery(rule, window, classesPerSite);
    }

    public AllocationQuery withWindow(TimeWindow window) {
        return new AllocationQuery(rule, window, classesPerSite);
    }

    public AllocationQuery withClassesPerSite(int classesPerSite) {
        return new AllocationQuery(rule, window, classesPerSite);
    }
}
