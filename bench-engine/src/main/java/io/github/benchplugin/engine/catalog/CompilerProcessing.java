package io.github.benchplugin.engine.catalog;

import java.util.List;

/**
 * What the build tool's compiler configuration says about annotation processing, as far as JMH's
 * generator is concerned. The engine reads it only to word the error when @Benchmark classes have
 * no BenchmarkList: the cure differs for a processor that is configured (stale classes), one that
 * annotation processing as a whole is turned off for (a parent's {@code -proc:none}, say), and
 * one the build never mentions.
 *
 * @param state    which of the first two the configuration says
 * @param where    the setting that says it, as the user would look for it
 *                 ("maven-compiler-plugin's compilerArgs: -proc:none")
 * @param profiles build profiles, not active in this run, that configure the compiler anew: the usual way
 *                 a project that turns processing off compiles its benchmarks ("benchmark")
 */
public record CompilerProcessing(State state, String where, List<String> profiles) {

    public enum State {
        /** The configuration names JMH's processor. */
        ENABLED,
        /** The configuration turns annotation processing off for the compilation. */
        TURNED_OFF
    }

    public CompilerProcessing {
        profiles = List.copyOf(profiles);
    }

    public static CompilerProcessing enabled(String where) {
        return new CompilerProcessing(State.ENABLED, where, List.of());
    }

    public static CompilerProcessing turnedOff(String where, List<String> profiles) {
        return new CompilerProcessing(State.TURNED_OFF, where, profiles);
    }
}
