package org.sdsim.simulator.table;

import org.sdsim.simulator.summary.ModeSummary;

import org.sdsim.simulator.table.CpuLine;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class CpuLineTest {

    @Test
    void registriesFirstThenEveryOtherProcessThenTheMachineAndAnExternalRegistrySaysWhyNot() throws Exception {
        ModeSummary m = new ObjectMapper().readValue("{\"mode\":\"application\",\"dubbo\":\"3.3.6\",\"cpu\":{"
                + "\"fromMs\":0,\"toMs\":62000,\"cores\":2,\"machineBusyCores\":1.29,\"processes\":["
                + "{\"role\":\"consumer\",\"pid\":3,\"cpuSeconds\":5.45,\"fromMs\":0,\"toMs\":62000},"
                + "{\"role\":\"registry zk1\",\"pid\":7,\"cpuSeconds\":15.08,\"fromMs\":0,\"toMs\":62000}],"
                + "\"notMeasured\":{\"registry zk2\":\"an external registry\"}}}", ModeSummary.class);
        assertEquals("application (3.3.6): CPU over the 62.0 s measured: registry zk1 15.1 s (0.24 cores), registry zk2 n/a"
                + " (an external registry), consumer 5.5 s (0.09 cores); machine 1.29 of 2 cores busy", CpuLine.of(m, m.label()));
        assertEquals(List.of(CpuLine.of(m, m.label())), CpuLine.lines(List.of(m)));
        assertNull(CpuLine.of(new ObjectMapper().readValue("{\"mode\":\"interface\"}", ModeSummary.class), "interface"));
    }
}
