package io.github.benchplugin.engine.profilers;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.ProfilerSpecs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AsyncProfilerLibraryTest {

    @Test
    void theJarsFolderForEachPlatformItShips() {
        assertEquals("linux-x64", AsyncProfilerLibrary.platform("Linux", "amd64"));
        assertEquals("linux-arm64", AsyncProfilerLibrary.platform("Linux", "aarch64"));
        assertEquals("macos", AsyncProfilerLibrary.platform("Mac OS X", "aarch64"));
        BadInputException e = assertThrows(BadInputException.class,
                () -> AsyncProfilerLibrary.platform("Windows 11", "amd64"));
        assertTrue(e.getMessage().contains("async:libPath=<path>"), e.getMessage());
    }

    @Test
    void asyncWithoutLibPathGetsThePinnedLibraryOthersAreLeftAlone(@TempDir Path out) throws Exception {
        String platform = AsyncProfilerLibrary.platform(System.getProperty("os.name"), System.getProperty("os.arch"));
        var specs = AsyncProfilerLibrary.supply(ProfilerSpecs.parse(List.of("stack,async:output=flamegraph")), out);
        assertEquals("stack", specs.get(0).jmhArgument());
        String async = specs.get(1).jmhArgument();
        Path library = out.resolve("async-profiler").resolve("4.6").resolve(platform).resolve("libasyncProfiler.so")
                .toAbsolutePath();
        assertEquals("async:output=flamegraph;libPath=" + library, async);
        assertTrue(Files.size(library) > 100_000);
        var given = ProfilerSpecs.parse(List.of("async:libPath=/opt/lib.so"));
        assertEquals(given, AsyncProfilerLibrary.supply(given, out));
    }
}
