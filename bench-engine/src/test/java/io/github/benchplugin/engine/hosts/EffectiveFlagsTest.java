package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.run.ConsoleRunLog;
import io.github.benchplugin.engine.run.JvmFlags;
import io.github.benchplugin.engine.run.TargetRuntime;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
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
}
