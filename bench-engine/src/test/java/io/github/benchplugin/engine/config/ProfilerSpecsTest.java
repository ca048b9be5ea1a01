package io.github.benchplugin.engine.config;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProfilerSpecsTest {

    private static List<String> parsed(String... values) {
        return ProfilerSpecs.parse(Arrays.asList(values)).stream().map(ProfilerSpec::jmhArgument).toList();
    }

    @Test
    void commasSeparateProfilersAndOptionsStayWithTheirProfiler() {
        assertEquals(List.of("stack", "comp", "jfr", "async:output=flamegraph"),
                parsed("stack,comp,jfr,async:output=flamegraph"));
        assertEquals(List.of("async:output=flamegraph;event=itimer;dir=/tmp/x", "jfr"),
                parsed(" async:output=flamegraph;event=itimer;dir=/tmp/x , jfr "));
    }

    @Test
    void aCommaInsideOptionsBelongsToTheValueUnlessAProfilerFollows() {
        assertEquals(List.of("perfnorm:events=cycles,instructions:u", "stack"),
                parsed("perfnorm:events=cycles,instructions:u,stack"));
        assertEquals(List.of("async:output=flamegraph", "org.acme.MyProfiler:x=1"),
                parsed("async:output=flamegraph,org.acme.MyProfiler:x=1"));
    }

    @Test
    void repeatedElementsAndPiecesMavenSplitReadTheSame() {
        // Maven may split -Dbench.profilers=perfnorm:events=a,b at its comma into two list elements.
        assertEquals(List.of("perfnorm:events=a,b", "jfr"), parsed("perfnorm:events=a", "b", "jfr"));
        assertEquals(List.of("stack", "jfr"), parsed("stack", "jfr,stack"));
    }

    @Test
    void gcIsAlwaysOnAndNotAddedTwice() {
        assertEquals(List.of("stack"), parsed("gc,stack"));
        assertEquals(List.of(), parsed());
        assertEquals(List.of(), ProfilerSpecs.parse(null));
    }

    @Test
    void optionsAreFoundAndAddedAfterTheUsersOwn() {
        ProfilerSpec spec = ProfilerSpecs.parse(List.of("async:output=flamegraph")).get(0);
        assertTrue(spec.hasOption("output"));
        assertEquals("async:output=flamegraph;libPath=/x.so", spec.withOption("libPath", "/x.so").jmhArgument());
        assertEquals("jfr:dir=/d", ProfilerSpecs.parse(List.of("jfr")).get(0).withOption("dir", "/d").jmhArgument());
    }

    @Test
    void anEmptyEntryOrABadNameIsOneErrorNamingTheValue() {
        BadInputException empty = assertThrows(BadInputException.class, () -> parsed("stack,,jfr"));
        assertEquals("bench.profilers 'stack,,jfr' has an empty entry; allowed: JMH's -prof syntax, comma-separated, "
                + "e.g. stack,jfr,async:output=flamegraph (an unknown name is answered with the profilers each "
                + "runtime offers)", empty.getMessage());
        BadInputException bad = assertThrows(BadInputException.class, () -> parsed("-prof stack"));
        assertTrue(bad.getMessage().contains("'-prof stack', which does not start with a profiler name"),
                bad.getMessage());
    }
}
