package org.sdsim.consumer.files;

import org.junit.jupiter.api.Test;

import java.io.StringWriter;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

class LineBufferTest {

    @Test
    void threeDecimalsAsStringFormatWritesThem() {
        for (double v : new double[] {0, 0.0004, 0.0006, 1.5, 12.3456, 999.9996, -2.25, -0.0004, 123456789.125, 0.07}) {
            assertEquals(String.format(Locale.ROOT, "%.3f", v).replace("-0.000", "0.000"),
                    LineBuffer.appendDecimal3(new StringBuilder(), v).toString(), "value " + v);
        }
        assertEquals("null", LineBuffer.appendDecimal3(new StringBuilder(), Double.NaN).toString());
    }

    @Test
    void aCallRowWrittenThroughTheBufferIsTheRowItsParserReadsBack() throws Exception {
        CallRow row = new CallRow(1_700_000_000_123L, "org.example.Fleet0", "echo", false, 5.0625, "Timeout: \"x\", y");
        LineBuffer line = new LineBuffer();
        StringWriter out = new StringWriter();
        row.appendCsv(line.start());
        line.writeTo(out);
        // a longer line than the buffer's first size, then a shorter one: the buffer grows and is reused
        new CallRow(1, "i".repeat(600), "m", true, 1, "").appendCsv(line.start());
        line.writeTo(out);
        row.appendCsv(line.start());
        line.writeTo(out);
        String[] lines = out.toString().split("\n");
        assertEquals(3, lines.length);
        assertEquals(lines[0], lines[2]);
        assertEquals("1700000000123,org.example.Fleet0,echo,false,5.063,\"Timeout: \"\"x\"\", y\"", lines[0]);
        assertEquals(row.csvLine(), lines[0]);
    }
}
