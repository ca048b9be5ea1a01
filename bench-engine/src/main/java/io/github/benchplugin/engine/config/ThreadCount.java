package io.github.benchplugin.engine.config;

import java.util.Locale;

/** bench.threads, read as JMH's {@code -t} takes it: a positive number of threads, or {@code max}. */
final class ThreadCount {

    /** JMH's word for one thread per processor of the machine. */
    public static final String MAX = "max";

    private ThreadCount() {
    }

    /** @return the value for JMH's -t, or null when not set (the benchmarks' @Threads decide) */
    public static String parse(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String text = value.trim().toLowerCase(Locale.ROOT);
        if (text.equals(MAX)) {
            return MAX;
        }
        try {
            int threads = Integer.parseInt(text);
            if (threads >= 1) {
                return Integer.toString(threads);
            }
        } catch (NumberFormatException e) {
            // reported below, with what is allowed
        }
        throw new BadInputException("bench.threads '" + value + "' is not a thread count; allowed: a positive "
                + "integer, or max (one thread per processor, as JMH's -t max)");
    }
}
