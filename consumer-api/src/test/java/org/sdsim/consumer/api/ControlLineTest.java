package org.sdsim.consumer.api;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ControlLineTest {

    private static final Map<String, Map<String, AddressCounts>> CENSUS = Map.of(
            "org.example.Fleet0", Map.of("zk1", new AddressCounts(20, -1, 20), "zk2", new AddressCounts(20, 20, 20)));

    /** One of every reply type, with every nullable field both set and unset somewhere. */
    static final List<Reply> EVERY_REPLY = List.of(
            ReadyReply.consumer(),
            ReadyReply.listeningOn(20880),
            new StatusReply(1_700_000_000_000L, CENSUS, 7, 1),
            new ProbeReply(1_700_000_000_001L, 12.5, 104.25, 98.0, 37.5, CENSUS, 512.0),
            new ProbeReply(1_700_000_000_002L, 13.5, 30.0, null, 5.0, Map.of(), null),
            new HistogramReply(30),
            new HeapDumpReply(123_456_789L, 2.5),
            new SessionsReply(List.of(new SessionsReply.Session("127.0.0.1:2181", 0x1000009f6320001L, "c2VjcmV0"))),
            new SessionsReply(List.of()),
            new MeterReply(1_700_000_000_003L, 42_000, 9_876_543_210L, 1_234_567_890L, Map.of("127.0.0.1", 1)),
            new WatchesReply(Map.of("/sdsim/r/dubbo/a.B/providers", 3)),
            new SessionBytesReply(Map.of(0x1000009f6320001L, 17_403_408L)),
            new SubscribersReply(2000, 1998, 2, 40_000L, 12L),
            new StoppedReply(),
            new ErrorReply(Command.HISTOGRAM, "no DiagnosticCommand MBean"),
            new ErrorReply(null, "unknown command 'stats'"));

    @Test
    void everyReplyTypeReadsBackEqualThroughTheFraming() {
        for (Reply reply : EVERY_REPLY) {
            String line = ControlLine.frame(reply);
            assertTrue(ControlLine.isFramed(line), line);
            assertFalse(line.contains("\n"), "one reply is one line: " + line);
            assertEquals(Optional.of(reply), ControlLine.unframe(line), line);
        }
    }

    @Test
    void everyReplyTypeIsCoveredByTheRoundTrip() {
        for (Class<?> type : Reply.class.getPermittedSubclasses()) {
            assertTrue(EVERY_REPLY.stream().anyMatch(type::isInstance), type.getSimpleName() + " is not round-tripped");
        }
    }

    @Test
    void linesThatAreNotFramedRepliesAreNotReplies() {
        assertEquals(Optional.empty(), ControlLine.unframe("[0.512s][info][jfr,startup] Started recording 1."));
        assertEquals(Optional.empty(), ControlLine.unframe(""));
        assertEquals(Optional.empty(), ControlLine.unframe(null));
        assertFalse(ControlLine.isFramed("{\"reply\":\"stopped\"}"), "a reply without the prefix is other output");
    }

    @Test
    void aFramedLineThatIsGarbageOrOfAnUnknownTypeReadsAsNoReply() {
        String stopped = ControlLine.frame(new StoppedReply());
        String prefix = stopped.substring(0, stopped.indexOf('{'));
        for (String body : List.of("not json", "{", "{\"reply\":\"served\",\"n\":3}", "{\"n\":3}",
                "{\"reply\":\"histogram\",\"rows\":\"many\"}", "ready 20880")) {
            String line = prefix + body;
            assertTrue(ControlLine.isFramed(line), line);
            assertEquals(Optional.empty(), ControlLine.unframe(line), line);
        }
    }

    @Test
    void commandsAreSentAsTheirLowerCaseNameAndParsedBack() {
        for (Command c : Command.values()) {
            assertEquals(Optional.of(c), Command.parse(c.line()));
            assertEquals(Optional.of(c), Command.parse("  " + c.line() + " "), "surrounding blanks are ignored");
        }
        assertEquals("status", Command.STATUS.line());
        assertEquals(Optional.empty(), Command.parse("stats"));
        assertEquals(Optional.empty(), Command.parse(null));
    }
}
