package io.github.benchplugin.engine.config;

import java.util.Arrays;

/**
 * One entry of bench.profilers as JMH's {@code -prof} takes it: a profiler name and its options,
 * {@code name:key=value;key=value}.
 *
 * @param name    JMH's short name ({@code stack}, {@code jfr}, {@code async}) or a profiler class name
 * @param options the text after the first ':', as JMH parses it ({@code ;} between options); empty when none
 */
public record ProfilerSpec(String name, String options) {

    /** What follows {@code -prof}. */
    public String jmhArgument() {
        return options.isEmpty() ? name : name + ":" + options;
    }

    /** True when the user set this option ({@code dir}, {@code libPath}), whatever its value. */
    public boolean hasOption(String key) {
        return Arrays.stream(options.split(";")).anyMatch(o -> o.trim().startsWith(key + "="));
    }

    /** The same profiler with one more option, after the user's own. */
    public ProfilerSpec withOption(String key, String value) {
        String option = key + "=" + value;
        return new ProfilerSpec(name, options.isEmpty() ? option : options + ";" + option);
    }

    @Override
    public String toString() {
        return jmhArgument();
    }
}
