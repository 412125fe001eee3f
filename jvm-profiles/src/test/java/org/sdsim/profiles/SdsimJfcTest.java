package org.sdsim.profiles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.text.ParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import jdk.jfr.Configuration;
import jdk.jfr.EventType;
import jdk.jfr.FlightRecorder;
import jdk.jfr.SettingDescriptor;
import org.junit.jupiter.api.Test;

/**
 * sdsim.jfc against the running JDK. JFR ignores an event or setting name it does not know, so a
 * misspelt name would silently record nothing; these tests make it fail instead.
 */
class SdsimJfcTest {

    private static Map<String, String> settings() throws IOException, ParseException {
        try (InputStream in = SdsimJfcTest.class.getClassLoader().getResourceAsStream("org/sdsim/profiles/sdsim.jfc")) {
            assertNotNull(in, "sdsim.jfc on the class path");
            try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                return Configuration.create(reader).getSettings();
            }
        }
    }

    @Test
    void everyEventAndSettingSdsimJfcNamesExistsOnThisJdk() throws IOException, ParseException {
        Map<String, Set<String>> known = FlightRecorder.getFlightRecorder().getEventTypes().stream()
                .collect(Collectors.toMap(EventType::getName, type -> type.getSettingDescriptors().stream()
                        .map(SettingDescriptor::getName).collect(Collectors.toSet())));
        List<String> unknown = new ArrayList<>();
        for (String key : settings().keySet()) {
            String event = key.substring(0, key.indexOf('#'));
            String setting = key.substring(key.indexOf('#') + 1);
            if (!known.containsKey(event) || !known.get(event).contains(setting)) {
                unknown.add(key);
            }
        }
        assertEquals(List.of(), unknown, "settings this JDK (" + System.getProperty("java.version") + ") does not have");
    }

    @Test
    void allocationSamplesAreRecordedWithStackTracesAtTheRateOfTheJdksDefaultProfile() throws Exception {
        Map<String, String> settings = settings();
        assertEquals("true", settings.get("jdk.ObjectAllocationSample#enabled"));
        assertEquals("true", settings.get("jdk.ObjectAllocationSample#stackTrace"), "gclog alloc needs the frames");
        String jdkDefault = Configuration.getConfiguration("default").getSettings().get("jdk.ObjectAllocationSample#throttle");
        assertEquals(jdkDefault, settings.get("jdk.ObjectAllocationSample#throttle"));
        assertTrue(settings.get("jdk.ObjectAllocationSample#throttle").endsWith("/s"), "a rate bounds the cost");
    }
}
