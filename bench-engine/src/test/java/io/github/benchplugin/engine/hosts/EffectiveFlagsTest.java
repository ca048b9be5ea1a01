package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.run.ConsoleRunLog;
import io.github.benchplugin.engine.run.JvmFlags;
import io.github.benchplugin.engine.run.TargetRuntime;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import io.github.benchplugin.engine.run.FlagsCache;
import io.github.benchplugin.engine.run.RunLog;
import org.junit.jupiter.api.io.TempDir;
import java.nio.file.Files;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EffectiveFlagsTest {

    @Test
    void printFlagsFinalIsReadWithWhatTheCommandLineSet() {
        JvmFlags flags = EffectiveFlags.parse("""
                [Global flags]
                ccstrlist CompileCommand                           =                                {product} {default}
                     bool UseG1GC                                  = true                           {product} {ergonomic}
                   size_t MaxHeapSize                              = 536870912                      {product} {command line}
                   double SweeperThreshold                         = 15.000000                      {product} {default}
                     intx TieredStopAtLevel                        = 4                           {C1 product} {default}
                """);
        assertEquals(Map.of("CompileCommand", "", "UseG1GC", "true", "MaxHeapSize", "536870912",
                "SweeperThreshold", "15.000000", "TieredStopAtLevel", "4"), flags.values());
        assertEquals(List.of("MaxHeapSize"), flags.fromUser());
    }

    @Test
    void theRunningJdkIsAskedOncePerFlagSet() throws Exception {
        Path home = Path.of(System.getProperty("java.home"));
        TargetRuntime a = TargetRuntime.builder("a").javaHome(home).build();
        TargetRuntime b = TargetRuntime.builder("b").javaHome(home).build();
        Map<String, JvmFlags> read = new EffectiveFlags(new ConsoleRunLog(System.out, false))
                .read(List.of(a, b), column -> List.of("-Xmx256m"));
        assertEquals(List.of("a", "b"), List.copyOf(read.keySet()));
        assertEquals("268435456", read.get("a").values().get("MaxHeapSize"));
        assertTrue(read.get("b").fromUser().contains("MaxHeapSize"), read.get("b").fromUser().toString());
    }

    /** A second run on the same JDK, flags and machine reads the cache: the JVM is not started again. */
    @Test
    void aSecondRunTakesTheFlagsFromTheCache(@TempDir Path dir) throws Exception {
        Path home = Path.of(System.getProperty("java.home"));
        TargetRuntime column = TargetRuntime.builder("17").javaHome(home).build();
        FlagsCache cache = new FlagsCache(dir, "machine-a", Clock.systemUTC());
        List<String> log = new ArrayList<>();
        RunLog recording = new RunLog() {
            public void info(String line) { log.add(line); }
            public void warn(String line) { log.add(line); }
            public void debug(String line) { log.add(line); }
        };

        JvmFlags first = new EffectiveFlags(recording, cache).read(List.of(column), c -> List.of("-Xmx256m")).get("17");
        assertTrue(log.stream().noneMatch(l -> l.contains("from the cache")), log::toString);
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "one file per JDK, flag set and machine");
        }
        JvmFlags second = new EffectiveFlags(recording, cache).read(List.of(column), c -> List.of("-Xmx256m")).get("17");

        assertEquals(first, second);
        assertTrue(log.stream().anyMatch(l -> l.contains("The JVM flags of 17 from the cache")), log::toString);
        // Other flags, or another machine, are asked again.
        log.clear();
        new EffectiveFlags(recording, cache).read(List.of(column), c -> List.of("-Xmx128m"));
        new EffectiveFlags(recording, new FlagsCache(dir, "machine-b", Clock.systemUTC()))
                .read(List.of(column), c -> List.of("-Xmx256m"));
        assertTrue(log.stream().noneMatch(l -> l.contains("from the cache")), log::toString);
    }

    @Test
    void aWeekOldAnswerIsAskedAgain(@TempDir Path dir) throws Exception {
        Path home = Path.of(System.getProperty("java.home"));
        List<String> command = List.of(home.resolve("bin/java").toString(), "-XX:+PrintFlagsFinal", "-version");
        new FlagsCache(dir, "m", Clock.systemUTC()).store(command, "printed");
        Clock later = Clock.offset(Clock.systemUTC(), FlagsCache.MAX_AGE.plusHours(1));

        assertEquals("printed", new FlagsCache(dir, "m", Clock.systemUTC()).find(command).orElseThrow());
        assertTrue(new FlagsCache(dir, "m", later).find(command).isEmpty());
    }
}
