package org.sdsim.simulator.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The Dubbo 2.5 study beside this run: ratios over row A on the same payload, here and published. */
class StudyComparisonTest {

    private static StudyTiming timing(String stack, String payload, double single, double ten) {
        return new StudyTiming(stack, "2.5.3", payload, single, ten, 50.0);
    }

    @Test
    void eachRowIsDividedByRowAOnTheSamePayloadHereAndInTheStudy() {
        List<StudyTiming> study = List.of(timing("dubbo-hessian2", "1MB", 40.0, 2000), timing("rmi-java", "1MB", 20.0, 1000),
                timing("dubbo-hessian2", "order", 1.0, 800));
        List<StudyComparison.Line> lines = StudyComparison.lines(List.of(), study);
        assertEquals(ProtocolStudy.ROWS.size() * ProtocolStudy.PAYLOADS.size(), lines.size());
        StudyComparison.Line rmi = lines.stream().filter(l -> l.row().letter().equals("D") && l.payload().equals("1MB"))
                .findFirst().orElseThrow();
        assertEquals(0.5, rmi.singleRatio().orElseThrow(), 1e-9);
        assertEquals(15.21 / 32.473, rmi.publishedSingleRatio(), 1e-9);
        assertEquals(0.5, rmi.tenRatio().orElseThrow(), 1e-9);
        assertTrue(rmi.publishedTenRatio().isEmpty(), "the study's 10-caller table stops after row B");
        StudyComparison.Line b = lines.stream().filter(l -> l.row().letter().equals("B") && l.payload().equals("1MB"))
                .findFirst().orElseThrow();
        assertTrue(b.singleRatio().isEmpty(), "row B did not run");
        assertEquals(2065.0 / 2141.0, b.publishedTenRatio().orElseThrow(), 1e-9);
    }

    @Test
    void theSummaryShowsEveryRowWithItsPublishedMilliseconds() {
        String md = RpcSummary.studyMarkdown(List.of(), List.of(timing("dubbo-hessian2", "1KB", 0.5, 700)));
        assertTrue(md.contains("| A (dubbo, netty, hessian2) | dubbo-hessian2 | 1KB | 0.500 | 0.680 | 1.00× / 1.00× | 700 | 1,149 |"), md);
        assertTrue(md.contains("| G (webservice, servlet (Tomcat), SOAP (CXF)) | webservice-soap | 1MB | – | 34.610 |"), md);
    }
}
