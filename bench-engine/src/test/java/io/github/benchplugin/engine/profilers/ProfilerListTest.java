package io.github.benchplugin.engine.profilers;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.ProfilerSpecs;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** JMH 1.37's -lprof, as it printed on this machine's JDK 17 and Temurin 25 (perf_event_paranoid=2, no sudo). */
class ProfilerListTest {

    static List<String> fixture(String name) throws IOException {
        try (InputStream in = ProfilerListTest.class.getResourceAsStream("/jmh-1.37/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }

    private static final List<String> SUPPORTED =
            List.of("cl", "comp", "gc", "jfr", "mempool", "pauses", "perf", "safepoints", "stack");

    @Test
    void readsSupportedAndUnsupportedWithReasonsOnJdk17() throws IOException {
        ProfilerList list = ProfilerList.parse(fixture("lprof-jdk17.txt"));
        assertEquals(SUPPORTED, List.copyOf(list.supported().keySet()));
        assertEquals("Java Flight Recorder profiler", list.supported().get("jfr"));
        assertEquals(List.of("async", "dtraceasm", "perfasm", "perfc2c", "perfnorm", "xperfasm"),
                List.copyOf(list.unsupported().keySet()));
        assertEquals("Unsupported event: cycles", list.unsupported().get("perfasm"));
        assertEquals("[failed: memory events not supported ]", list.unsupported().get("perfc2c"));
        assertTrue(list.unsupported().get("async").startsWith("Unable to load async-profiler."));
    }

    @Test
    void jdk25sRestrictedMethodWarningsBeforeTheListAreIgnored() throws IOException {
        ProfilerList list = ProfilerList.parse(fixture("lprof-jdk25.txt"));
        assertEquals(SUPPORTED, List.copyOf(list.supported().keySet()));
        assertEquals("No supported events.", list.unsupported().get("perfnorm"));
    }

    @Test
    void anUnknownProfilerNamesItselfTheRuntimeAndWhatIsAvailable() throws IOException {
        ProfilerList list = ProfilerList.parse(fixture("lprof-jdk17.txt"));
        BadInputException e = assertThrows(BadInputException.class,
                () -> ProfilerCheck.require(ProfilerSpecs.parse(List.of("stack,nosuch")), "17", list));
        assertEquals("bench.profilers 'nosuch': 'nosuch' is not a JMH profiler on runtime 17; available there: "
                + String.join(", ", SUPPORTED), e.getMessage());
    }

    @Test
    void anUnavailableProfilerGivesJmhsReason() throws IOException {
        ProfilerList list = ProfilerList.parse(fixture("lprof-jdk25.txt"));
        BadInputException e = assertThrows(BadInputException.class,
                () -> ProfilerCheck.require(ProfilerSpecs.parse(List.of("perfasm")), "25", list));
        assertTrue(e.getMessage().startsWith("bench.profilers 'perfasm': JMH cannot use profiler 'perfasm' on "
                + "runtime 25 (Unsupported event: cycles); available there: cl, comp"), e.getMessage());
    }

    @Test
    void asyncWithALibraryAndAProfilerClassAreLeftToTheForks() throws IOException {
        ProfilerList list = ProfilerList.parse(fixture("lprof-jdk17.txt"));
        assertDoesNotThrow(() -> ProfilerCheck.require(
                ProfilerSpecs.parse(List.of("jfr,async:libPath=/x/libasyncProfiler.so,org.acme.MyProfiler")), "17", list));
        assertThrows(BadInputException.class,
                () -> ProfilerCheck.require(ProfilerSpecs.parse(List.of("async")), "17", list));
    }
}
