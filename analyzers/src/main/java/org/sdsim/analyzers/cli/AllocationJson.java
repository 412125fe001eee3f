package org.sdsim.analyzers.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sdsim.analyzers.jfr.AllocationSite;
import org.sdsim.analyzers.jfr.AllocationSites;
import org.sdsim.analyzers.jfr.AllocationTotals;
import org.sdsim.analyzers.jfr.ClassShare;
import org.sdsim.analyzers.jfr.SiteOrder;
import org.sdsim.analyzers.summary.GcSummaryJson;

/**
 * The allocation view as one JSON object, keyed as the records' components are, with the
 * spellings the table uses (first-match, outside-jdk). Absent figures are null, as in
 * {@code gclog summary --json}: the same mapper writes both.
 */
final class AllocationJson {
    private AllocationJson() {
    }

    static String write(AllocationSites view) throws JsonProcessingException {
        AllocationTotals t = view.totals();
        Map<String, Object> totals = new LinkedHashMap<>();
        totals.put("weightBytes", t.weightBytes());
        totals.put("weightMb", t.weightMb());
        totals.put("samples", t.samples());
        totals.put("samplesOutsideWindow", t.samplesOutsideWindow());
        totals.put("recordingStart", t.recordingStart().toString());
        totals.put("recordingSec", t.recordingSec());
        totals.put("fromSec", t.fromSec());
        totals.put("toSec", t.toSec());
        totals.put("spanSec", t.spanSec());
        totals.put("mbPerSec", t.mbPerSec());

        Map<String, Object> rule = new LinkedHashMap<>();
        rule.put("by", AllocationTable.spelling(view.rule().by()));
        rule.put("prefixes", view.rule().prefixes());

        Map<String, Object> window = new LinkedHashMap<>();
        window.put("fromSec", view.window().fromSec());
        window.put("toSec", view.window().toSec());   // infinite (open) is written as null

        List<Object> sites = new ArrayList<>(view.sites().size());
        List<Boolean> unresolved = SiteOrder.unresolvedAbove(view.sites());
        int rank = 0;
        for (AllocationSite site : view.sites()) {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("rank", ++rank);
            s.put("frame", site.frame().toString());
            s.put("className", site.frame().className());
            s.put("methodName", site.frame().methodName());
            s.put("lineNumber", site.frame().hasLine() ? site.frame().lineNumber() : null);
            s.put("via", AllocationTable.spelling(site.via()));
            s.put("weightBytes", site.weightBytes());
            s.put("weightMb", site.weightMb());
            s.put("sharePercent", site.sharePercent());
            s.put("samples", site.samples());
            s.put("uncertaintyBytes", site.uncertaintyBytes());
            s.put("uncertaintyMb", site.uncertaintyMb());
            s.put("orderResolvedAbove", rank == 1 ? null : !unresolved.get(rank - 1));
            List<Object> classes = new ArrayList<>();
            for (ClassShare c : site.topClasses()) {
                Map<String, Object> cs = new LinkedHashMap<>();
                cs.put("className", c.className());
                cs.put("weightBytes", c.weightBytes());
                cs.put("samples", c.samples());
                cs.put("sharePercent", c.sharePercent());
                classes.add(cs);
            }
            s.put("topClasses", classes);
            sites.add(s);
        }
        Map<String, Object> others = new LinkedHashMap<>();
        others.put("siteCount", view.otherSiteCount());
        others.put("weightBytes", view.otherWeightBytes());
        others.put("sharePercent", t.weightBytes() == 0 ? Double.NaN : 100.0 * view.otherWeightBytes() / t.weightBytes());

        Map<String, Object> root = new LinkedHashMap<>();
        root.put("source", view.source());
        root.put("rule", rule);
        root.put("window", window);
        root.put("totals", totals);
        root.put("siteCount", view.siteCount());
        root.put("sites", sites);
        root.put("otherSites", others);
        root.put("damage", view.damage());
        return GcSummaryJson.mapper().writeValueAsString(root);
    }
}
